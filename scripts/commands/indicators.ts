// The deployment's economic indicators, for an operator (apps/api/src/features/indicators/README.md):
//   npm run indicators -- list [UTM|UF|IPC]            each series' values, source and freshness; the parameters in force
//   npm run indicators -- fetch [--source mindicador|cmf|tabla] [--url URL]
//                                                     reads the year from the indicators service now (as the daily job)
//   npm run indicators -- set UTM 2026-12 72500 [--fuente "sii.cl …"]
//                                                     an operator's value (UTM/IPC by month, UF by day): confirmed
//   npm run indicators -- import <file.csv>           lines "indicador;fecha;valor;fuente", all or none
// The database is the server's: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data;
// stop the server first: an embedded database serves one process).
import { readFileSync } from 'node:fs';
import { setIndicatorBody } from '@portal/contracts';
import type { Db } from '@portal/db';
import {
  builtInTableSource,
  cmfSource,
  type IndicatorsSettings,
  indicatorsOverview,
  indicatorsSettings,
  mindicadorSource,
  recordValues,
  refreshIndicators,
} from '@portal/api/indicators';
import { INDICATOR_SERIES, type IndicatorSeries } from '@portal/domain';
import { type CliIo, UsageError, parseArgsOrUsage, withDatabase } from '../run-cli';

const USAGE = [
  'Uso: npm run indicators -- list [UTM|UF|IPC]',
  '     npm run indicators -- fetch [--source mindicador|cmf|tabla] [--url URL]',
  '     npm run indicators -- set UTM|UF|IPC <AAAA-MM o AAAA-MM-DD> <valor> [--fuente "dónde lo leíste"]',
  '     npm run indicators -- import <archivo.csv>   (líneas "indicador;fecha;valor;fuente")',
].join('\n');

const OPERATOR_SOURCE = 'operador (npm run indicators)';

type Command =
  | { name: 'list'; indicator?: IndicatorSeries }
  | { name: 'fetch'; source?: string; url?: string }
  | { name: 'set'; indicator: string; date: string; value: string; source: string }
  | { name: 'import'; file: string };

/** "72.151" → 72151, "41.300,12" → 41300.12, "-0,2" → -0.2, "41300.12" → 41300.12; null otherwise. */
export function readNumber(text: string): number | null {
  const t = text.trim();
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(t) || /^-?\d+,\d+$/.test(t))
    return Number(t.replace(/\./g, '').replace(',', '.'));
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  return null;
}

/** A month (AAAA-MM) is its first day; a day stays. */
const dayOf = (text: string) => (/^\d{4}-\d{2}$/.test(text.trim()) ? `${text.trim()}-01` : text.trim());

function flags(
  rest: readonly string[],
  known: readonly string[],
): { args: string[]; opts: Record<string, string> } {
  const args: string[] = [];
  const opts: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    if (!rest[i].startsWith('--')) {
      args.push(rest[i]);
      continue;
    }
    const [flag, inline] = rest[i].split('=', 2);
    const name = flag.slice(2);
    if (!known.includes(name)) throw new UsageError(`Opción desconocida: ${rest[i]}`);
    const value = inline ?? rest[++i];
    if (value === undefined) throw new UsageError(`Falta el valor de ${flag}.`);
    opts[name] = value;
  }
  return { args, opts };
}

function parseArgs(argv: readonly string[]): Command {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h') throw new UsageError('');
  if (name === 'list') {
    const { args } = flags(rest, []);
    const indicator = args[0]?.toUpperCase();
    if (args.length > 1 || (indicator && !INDICATOR_SERIES.includes(indicator as IndicatorSeries)))
      throw new UsageError(`Indicador desconocido: ${args.join(' ')} (UTM, UF o IPC).`);
    return { name, indicator: indicator as IndicatorSeries | undefined };
  }
  if (name === 'fetch') {
    const { args, opts } = flags(rest, ['source', 'url']);
    if (args.length) throw new UsageError(`Argumento de más: ${args[0]}`);
    return { name, source: opts.source, url: opts.url };
  }
  if (name === 'set') {
    const { args, opts } = flags(rest, ['fuente']);
    if (args.length !== 3)
      throw new UsageError('Indica el indicador, la fecha y el valor: set UTM 2026-12 72500');
    return {
      name,
      indicator: args[0].toUpperCase(),
      date: args[1],
      value: args[2],
      source: opts.fuente ?? OPERATOR_SOURCE,
    };
  }
  if (name === 'import') {
    if (rest.length !== 1) throw new UsageError('Indica el archivo: import <archivo.csv>');
    return { name, file: rest[0] };
  }
  throw new UsageError(`Comando desconocido: ${name}`);
}

/** A line of an operator's value, validated by the contract's schema: the value or the Spanish problem. */
function operatorValue(indicator: string, date: string, value: string, source: string) {
  const n = readNumber(value);
  if (n === null) return { error: `valor ilegible: ${value}` };
  const parsed = setIndicatorBody.safeParse({
    indicator: indicator.toUpperCase(),
    date: dayOf(date),
    value: n,
    source,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      error:
        issue.path[0] === 'indicator' ? `indicador desconocido: ${indicator} (UTM, UF o IPC)` : issue.message,
    };
  }
  return { value: parsed.data };
}

function sourceFor(
  cmd: Extract<Command, { name: 'fetch' }>,
  env: NodeJS.ProcessEnv,
): IndicatorsSettings['source'] {
  if (!cmd.source) return indicatorsSettings(env).source;
  if (cmd.source === 'mindicador') return mindicadorSource({ baseUrl: cmd.url });
  if (cmd.source === 'tabla') return builtInTableSource();
  if (cmd.source === 'cmf') {
    const apiKey = env.CMF_API_KEY?.trim();
    if (!apiKey) throw new UsageError('--source cmf necesita CMF_API_KEY.');
    return cmfSource({ apiKey, baseUrl: cmd.url });
  }
  throw new UsageError(`Fuente desconocida: ${cmd.source} (mindicador, cmf o tabla).`);
}

const ORIGIN: Record<string, string> = {
  table: 'tabla del portal',
  service: 'servicio',
  operator: 'operador',
};

async function run(io: CliIo, db: Db, cmd: Command): Promise<number> {
  if (cmd.name === 'list') {
    const o = await indicatorsOverview(db, { source: null, refreshSeconds: 0 });
    for (const s of o.series) {
      if (cmd.indicator && s.code !== cmd.indicator) continue;
      io.out(`${s.name}: ${s.fresh ? 'al día' : `falta el valor del ${s.expected}`}`);
      for (const v of s.values)
        io.out(
          `  ${v.date}  ${String(v.value).padStart(10)}  ${ORIGIN[v.origin].padEnd(16)} ${v.used ? 'en uso' : v.confirmed ? 'reemplazado' : 'sin confirmar'}  ${v.source}${v.note ? ` · ${v.note}` : ''}`,
        );
    }
    if (!cmd.indicator)
      for (const p of o.parameters)
        io.out(
          `${p.name}: ${p.current ? `${p.current.text} (desde ${p.current.from}) · ${p.current.source}` : 'sin valor vigente'}`,
        );
    return 0;
  }
  if (cmd.name === 'fetch') {
    const source = sourceFor(cmd, io.env);
    if (!source) {
      io.err('No hay un servicio de indicadores: usa --source o define INDICATORS_SOURCE.');
      return 2;
    }
    const r = await refreshIndicators(db, source);
    io.out(`${source.name}: ${r.written} valores nuevos o cambiados, ${r.unconfirmed} sin confirmar.`);
    return 0;
  }
  if (cmd.name === 'set') {
    const v = operatorValue(cmd.indicator, cmd.date, cmd.value, cmd.source);
    if ('error' in v) {
      io.err(`No se guardó: ${v.error}`);
      return 1;
    }
    await recordValues(db, [v.value], { kind: 'operator' });
    io.out(`${v.value.indicator} del ${v.value.date}: ${v.value.value} guardado y confirmado.`);
    return 0;
  }
  let text: string;
  try {
    text = readFileSync(cmd.file, 'utf8');
  } catch {
    io.err(`No se pudo leer el archivo ${cmd.file}.`);
    return 1;
  }
  const problems: string[] = [];
  const values: Parameters<typeof recordValues>[1][number][] = [];
  const seen = new Set<string>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    if (!line.trim() || (i === 0 && /^indicador\s*;/i.test(line))) continue;
    const cells = line.split(';');
    if (cells.length !== 4) {
      problems.push(`línea ${i + 1}: se esperan 4 columnas (indicador;fecha;valor;fuente)`);
      continue;
    }
    const v = operatorValue(cells[0].trim(), cells[1], cells[2], cells[3].trim());
    if ('error' in v) {
      problems.push(`línea ${i + 1}: ${v.error}`);
      continue;
    }
    const key = `${v.value.indicator} ${v.value.date}`;
    if (seen.has(key)) problems.push(`línea ${i + 1}: ${key} ya está en el archivo`);
    seen.add(key);
    values.push(v.value);
  }
  if (problems.length) {
    io.err(`No se importó nada:\n  ${problems.slice(0, 20).join('\n  ')}`);
    return 1;
  }
  if (values.length === 0) {
    io.err('El archivo no tiene valores.');
    return 1;
  }
  const r = await recordValues(db, values, { kind: 'operator' });
  io.out(`${values.length} valores leídos; ${r.written} nuevos o cambiados.`);
  return 0;
}

export async function main(io: CliIo): Promise<number> {
  const cmd = parseArgsOrUsage(io, parseArgs, USAGE);
  if (typeof cmd === 'number') return cmd;
  return withDatabase(io.env, (db) => run(io, db, cmd));
}
