import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Protocol-compatible stand-ins for the indicators services a deployment plugs in, for tests and
// the CLI's test: mindicador.cl (GET /api/{codigo}/{yyyy}, points dated at Chile's midnight in UTC,
// newest first; errors HTTP 500 with {error, message}) and the CMF's API Bancos v3
// (GET /{uf|utm|ipc}/{yyyy}?apikey=…&formato=json, values as Chilean-formatted strings). Each
// answers from the series it is given, which a test may change between requests.

export type Points = Record<string, number>; // YYYY-MM-DD → value
export type ServedSeries = { utm: Points; uf: Points; ipc: Points };

export type IndicatorsServer = {
  url: string;
  series: ServedSeries;
  /** Answers every request with this (status, raw body) instead, until set back to null. */
  fail: { status: number; body: string } | null;
  /** Answers the requests of one path (e.g. /api/uf/2026) with this instead, until set back to null. */
  answer: { path: string; status: number; body: string } | null;
  /** Paths asked, in order. */
  requests: string[];
  close(): Promise<void>;
};

/** Chile's midnight of a day as a UTC instant, the way mindicador writes `fecha` (UTC−3 summer, −4 winter). */
export function chileMidnightUtc(date: string): string {
  const month = Number(date.slice(5, 7));
  // Chile keeps summer time (UTC−3) from early September to early April: enough for test data.
  const summer = month >= 10 || month <= 3;
  return `${date}T0${summer ? 3 : 4}:00:00.000Z`;
}

const chilean = (n: number, decimals: number) => {
  const [int, frac] = n.toFixed(decimals).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return frac ? `${grouped},${frac}` : grouped;
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startIndicatorsServer(
  kind: 'mindicador' | 'cmf',
  series: ServedSeries,
  opts: { apiKey?: string } = {},
): Promise<IndicatorsServer> {
  const state: IndicatorsServer = {
    url: '',
    series,
    fail: null,
    answer: null,
    requests: [],
    close: async () => {},
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://local');
    state.requests.push(url.pathname + url.search);
    if (state.fail) return send(res, state.fail.status, state.fail.body);
    if (state.answer?.path === url.pathname) return send(res, state.answer.status, state.answer.body);
    if (kind === 'mindicador') {
      const m = /^\/api\/([a-z_]+)\/(\d{4})$/.exec(url.pathname);
      if (!m)
        return send(res, 500, {
          error: '500 Internal Server Error',
          message: 'Fecha incorrecta',
          description: null,
        });
      const points = state.series[m[1] as keyof ServedSeries];
      if (!points)
        return send(res, 500, {
          error: '500 Internal Server Error',
          message: 'Indicador economico incorrecto',
          description: null,
        });
      const serie = Object.entries(points)
        .filter(([d]) => d.startsWith(`${m[2]}-`))
        .sort(([a], [b]) => (a < b ? 1 : -1))
        .map(([d, valor]) => ({ fecha: chileMidnightUtc(d), valor }));
      return send(res, 200, {
        version: '1.7.0',
        autor: 'mindicador.cl',
        codigo: m[1],
        nombre: m[1],
        unidad_medida: 'Pesos',
        serie,
      });
    }
    if (opts.apiKey && url.searchParams.get('apikey') !== opts.apiKey)
      return send(res, 401, { CodigoHTTP: 401, CodigoError: 80, Mensaje: 'Api key no válida' });
    const m = /^\/(uf|utm|ipc)\/(\d{4})$/.exec(url.pathname);
    if (!m) return send(res, 404, { CodigoHTTP: 404, Mensaje: 'Recurso no encontrado' });
    const key = m[1] as keyof ServedSeries;
    const list = { uf: 'UFs', utm: 'UTMs', ipc: 'IPCs' }[key];
    const rows = Object.entries(state.series[key])
      .filter(([d]) => d.startsWith(`${m[2]}-`))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([Fecha, v]) => ({ Valor: chilean(v, key === 'utm' ? 0 : 2), Fecha }));
    return send(res, 200, { [list]: rows });
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
