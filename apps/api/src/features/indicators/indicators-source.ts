import { ConfigError } from '../../config';
import {
  builtInValues,
  type IndicatorSeries,
  type SeriesValue,
  seriesValueProblem,
  todayInChile,
} from '@portal/domain';

// Where a deployment reads the indicators from. One interface, three implementations:
// - mindicador.cl (no key; unofficial: it transcribes the Banco Central and the SII),
// - the CMF's "API Bancos" v3 (official; a free API key),
// - the portal's own built-in table (no network: what the release was written with).
// A deployment names one with INDICATORS_SOURCE (README of this feature); tests run the first two
// against protocol-compatible HTTP servers started in the test (indicators-source.test.ts).

export interface IndicatorsSource {
  /** Its name as the values record it (e.g. "mindicador.cl"). */
  readonly name: string;
  /** Official publishers' values are confirmed by themselves (series.ts, confirmation). */
  readonly official: boolean;
  /** Every value of a series in a calendar year, oldest first; [] for a year with none yet. */
  yearValues(series: IndicatorSeries, year: number, signal?: AbortSignal): Promise<SeriesValue[]>;
}

/** A service that answered something other than values: its message is for the operator, in Spanish. */
export class IndicatorsSourceError extends Error {}

type Fetch = typeof fetch;
const TIMEOUT_MS = 20_000;

async function getJson(fetchFn: Fetch, url: string, who: string, signal?: AbortSignal): Promise<unknown> {
  let res: Response;
  try {
    res = await fetchFn(url, {
      headers: { accept: 'application/json' },
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)])
        : AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new IndicatorsSourceError(
      `${who} no respondió: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new IndicatorsSourceError(`${who} respondió ${res.status} con algo que no es JSON.`);
  }
  if (!res.ok) {
    const o = body as { message?: unknown; Mensaje?: unknown };
    const detail =
      typeof o?.message === 'string' ? o.message : typeof o?.Mensaje === 'string' ? o.Mensaje : '';
    throw new IndicatorsSourceError(`${who} respondió ${res.status}${detail ? `: ${detail}` : ''}.`);
  }
  return body;
}

function checked(series: IndicatorSeries, values: SeriesValue[], who: string): SeriesValue[] {
  for (const v of values) {
    const problem = seriesValueProblem(series, v.date, v.value);
    if (problem)
      throw new IndicatorsSourceError(`${who} dio un valor inválido (${series} ${v.date}): ${problem}`);
  }
  const dates = new Set(values.map((v) => v.date));
  if (dates.size !== values.length)
    throw new IndicatorsSourceError(`${who} repitió una fecha de la ${series}.`);
  return [...values].sort((a, b) => (a.date < b.date ? -1 : 1));
}

const MINDICADOR_CODES: Record<IndicatorSeries, string> = { UTM: 'utm', UF: 'uf', IPC: 'ipc' };

/**
 * mindicador.cl: GET {base}/api/{codigo}/{yyyy} → {codigo, serie: [{fecha, valor}]}, newest first;
 * `fecha` is Chile's midnight as a UTC instant (T03:00Z in summer, T04:00Z in winter), so the day
 * is read in America/Santiago. Errors are HTTP 500 with {error, message}.
 */
export function mindicadorSource(opts: { baseUrl?: string; fetch?: Fetch } = {}): IndicatorsSource {
  const base = (opts.baseUrl ?? 'https://mindicador.cl').replace(/\/+$/, '');
  const fetchFn = opts.fetch ?? fetch;
  const name = 'mindicador.cl';
  return {
    name,
    official: false,
    async yearValues(series, year, signal) {
      const code = MINDICADOR_CODES[series];
      const body = (await getJson(fetchFn, `${base}/api/${code}/${year}`, name, signal)) as {
        codigo?: unknown;
        serie?: unknown;
      };
      if (!Array.isArray(body?.serie) || (body.codigo !== undefined && body.codigo !== code))
        throw new IndicatorsSourceError(`${name} no devolvió la serie ${code} de ${year}.`);
      const values = body.serie.map((p: { fecha?: unknown; valor?: unknown }) => {
        const at = typeof p?.fecha === 'string' ? new Date(p.fecha) : null;
        if (!at || Number.isNaN(at.getTime()) || typeof p.valor !== 'number')
          throw new IndicatorsSourceError(`${name} devolvió un punto sin fecha o valor en la serie ${code}.`);
        return { date: todayInChile(at), value: p.valor, source: `${name}/api/${code}/${year}` };
      });
      return checked(
        series,
        values.filter((v) => v.date.startsWith(`${year}-`)),
        name,
      );
    },
  };
}

const CMF_KEYS: Record<IndicatorSeries, { path: string; list: string }> = {
  UTM: { path: 'utm', list: 'UTMs' },
  UF: { path: 'uf', list: 'UFs' },
  IPC: { path: 'ipc', list: 'IPCs' },
};

/** "39.643,59" → 39643.59 (the CMF writes its values in Chilean format, as strings). */
export function chileanNumber(text: string): number | null {
  const t = text.trim();
  if (!/^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/.test(t)) return null;
  return Number(t.replace(/\./g, '').replace(',', '.'));
}

/**
 * The CMF's API Bancos v3: GET {base}/{uf|utm|ipc}/{yyyy}?apikey=…&formato=json →
 * {"UFs": [{"Valor": "39.643,59", "Fecha": "2025-11-30"}]} (UTMs, IPCs likewise).
 */
export function cmfSource(opts: { apiKey: string; baseUrl?: string; fetch?: Fetch }): IndicatorsSource {
  const base = (opts.baseUrl ?? 'https://api.cmfchile.cl/api-sbifv3/recursos_api').replace(/\/+$/, '');
  const fetchFn = opts.fetch ?? fetch;
  const name = 'api.cmfchile.cl';
  return {
    name,
    official: true,
    async yearValues(series, year, signal) {
      const { path, list } = CMF_KEYS[series];
      const url = `${base}/${path}/${year}?apikey=${encodeURIComponent(opts.apiKey)}&formato=json`;
      const body = (await getJson(fetchFn, url, name, signal)) as Record<string, unknown>;
      const rows = body?.[list];
      if (!Array.isArray(rows)) throw new IndicatorsSourceError(`${name} no devolvió ${list} de ${year}.`);
      const values = rows.map((r: { Valor?: unknown; Fecha?: unknown }) => {
        const value = typeof r?.Valor === 'string' ? chileanNumber(r.Valor) : null;
        if (value === null || typeof r.Fecha !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(r.Fecha))
          throw new IndicatorsSourceError(`${name} devolvió un valor ilegible en ${list}.`);
        return { date: r.Fecha, value, source: `${name}/${path}/${year}` };
      });
      return checked(series, values, name);
    },
  };
}

/** The portal's own tables: no network, what the release knew (its sources are the table's). */
export function builtInTableSource(): IndicatorsSource {
  return {
    name: 'tabla del portal',
    official: false,
    async yearValues(series, year) {
      return builtInValues(series).filter((v) => v.date.startsWith(`${year}-`));
    },
  };
}

export type IndicatorsSettings = {
  /** null: no refresh (INDICATORS_SOURCE=off, the default outside production). */
  source: IndicatorsSource | null;
  refreshSeconds: number;
};

/** A wrong INDICATORS_* setting: the server does not start with it (ConfigError). */
export class IndicatorsConfigError extends ConfigError {}

/**
 * INDICATORS_SOURCE = mindicador | cmf | tabla | off (default: off; a deployment with internet names
 * one), INDICATORS_URL (the service's base address, for a mirror or a test server), CMF_API_KEY (for
 * cmf), INDICATORS_REFRESH_SECONDS (default 86400: daily).
 */
export function indicatorsSettings(env: NodeJS.ProcessEnv = process.env): IndicatorsSettings {
  const kind = (env.INDICATORS_SOURCE ?? 'off').trim().toLowerCase();
  const seconds =
    env.INDICATORS_REFRESH_SECONDS === undefined ? 86_400 : Number(env.INDICATORS_REFRESH_SECONDS);
  if (!Number.isInteger(seconds) || seconds < 0)
    throw new IndicatorsConfigError(
      'INDICATORS_REFRESH_SECONDS debe ser un entero de segundos (0: sin actualización).',
    );
  const baseUrl = env.INDICATORS_URL?.trim() || undefined;
  if (kind === 'off' || kind === '') return { source: null, refreshSeconds: 0 };
  if (kind === 'mindicador') return { source: mindicadorSource({ baseUrl }), refreshSeconds: seconds };
  if (kind === 'tabla') return { source: builtInTableSource(), refreshSeconds: seconds };
  if (kind === 'cmf') {
    const apiKey = env.CMF_API_KEY?.trim();
    if (!apiKey)
      throw new IndicatorsConfigError('INDICATORS_SOURCE=cmf necesita CMF_API_KEY (api.cmfchile.cl).');
    return { source: cmfSource({ apiKey, baseUrl }), refreshSeconds: seconds };
  }
  throw new IndicatorsConfigError(`INDICATORS_SOURCE desconocido: ${kind} (mindicador, cmf, tabla u off).`);
}
