// The real server in its own process (apps/api/src/server.ts, as `npm start` runs it) on the run's
// database, measured from this process over loopback: request latency, throughput under 50
// connections (autocannon in a third process), the CSV export (first byte, rows/s, the server's
// memory) and the imports (rows/s, all-or-nothing). Memory is read from /proc/<pid>/status.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { computeRutDv } from '@portal/domain';
import { writeEnvioDte, writeRcvCsv } from '@portal/sii';
import { generateInvoices } from '@portal/api/seed';
import { type ServerProcess, startServer } from '@portal/api/testing';
import { BENCH_ENV, type Case, type Headers } from './api';
import { nodeProcess } from './child';
import { type Dataset, ROOT } from './data';
import { type Latency, latency } from './stats';

export type Server = ServerProcess & { dataDir: string };

/** The server on the run's database, configured as in production (the rate limit aside). */
export async function startBenchServer(data: Dataset, dataDir: string): Promise<Server> {
  const server = await startServer(
    {
      backend: data.backend,
      dataDir: data.backend === 'pg' ? dataDir : data.location,
      databaseUrl: data.backend === 'pg' ? data.location : undefined,
    },
    {
      ...BENCH_ENV,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: join(ROOT, 'apps/web/dist'),
    },
  );
  return Object.assign(server, { dataDir });
}

/** Resident and peak resident memory of a process, MB. */
export function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

// One keep-alive connection, like a browser tab talking to the API.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

export type HttpResponse = { status: number; body: Buffer; ms: number };

export function httpGet(base: string, path: string, headers: Headers): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = request(`${base}${path}`, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - t0 }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function signInHttp(base: string, email: string, password: string): Promise<Headers> {
  const res = await fetch(`${base}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return {
    'access-token': res.headers.get('access-token')!,
    client: res.headers.get('client')!,
    uid: res.headers.get('uid')!,
  };
}

/** The same cases as in process, one request at a time over a keep-alive connection. */
export async function httpCases(
  base: string,
  headers: Headers,
  list: Case[],
  runs: number,
  warmup: number,
): Promise<{ name: string; latency: Latency }[]> {
  const out = [];
  for (const c of list) {
    const times: number[] = [];
    for (let i = 0; i < warmup + runs; i++) {
      const res = await httpGet(base, c.url, headers);
      if (res.status !== 200)
        throw new Error(`${c.name} over HTTP: ${res.status} ${res.body.toString().slice(0, 300)}`);
      if (i >= warmup) times.push(res.ms);
    }
    out.push({ name: c.name, latency: latency(times) });
  }
  return out;
}

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Measured runs; rps, p50, p99 and requests are the best run's. */
  runs: number;
  medianRps: number;
  peakRssMb: number;
};

/** autocannon as a separate process: `runs` times `connections` keep-alive connections for `seconds`. */
export async function loadTest(
  server: Server,
  path: string,
  headers: Headers,
  opts: { connections: number; seconds: number; runs: number },
): Promise<LoadResult> {
  const run = async (seconds: number): Promise<Record<string, unknown>> => {
    const args = [
      join(ROOT, 'node_modules/autocannon/autocannon.js'),
      '-c',
      String(opts.connections),
      '-d',
      String(seconds),
      '-j',
      '-n',
      ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
      `${server.url}${path}`,
    ];
    return JSON.parse(await nodeProcess(args).done);
  };
  await run(Math.min(3, opts.seconds)); // warm-up: JIT, pools, caches
  let peak = memory(server.pid).rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memory(server.pid).rss);
  }, 100);
  // A shared machine only ever slows a run down, so the best of a few short runs is the capacity;
  // the median of them is reported beside it.
  const results: Omit<LoadResult, 'peakRssMb' | 'runs' | 'medianRps'>[] = [];
  try {
    for (let i = 0; i < opts.runs; i++) {
      const r = await run(opts.seconds);
      const lat = r.latency as Record<string, number>;
      const req = r.requests as Record<string, number>;
      results.push({
        rps: req.average,
        p50: lat.p50,
        p99: lat.p99,
        requests: req.total,
        errors: Number(r.errors ?? 0) + Number(r.timeouts ?? 0),
        non2xx: Number(r.non2xx ?? 0),
      });
    }
  } finally {
    clearInterval(sampler);
  }
  const byRps = [...results].sort((a, b) => b.rps - a.rps);
  return {
    ...byRps[0],
    // Failures of any run count, not only the best's.
    errors: results.reduce((n, r) => n + r.errors, 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    runs: results.length,
    medianRps: byRps[Math.floor((byRps.length - 1) / 2)].rps,
    peakRssMb: peak,
  };
}

export type ExportResult = {
  rows: number;
  bytes: number;
  firstByteMs: number;
  seconds: number;
  rowsPerSecond: number;
  rssBeforeMb: number;
  rssGrowthMb: number;
};

/** A CSV export streamed over HTTP; the server's RSS sampled every 10 ms while it runs. */
export async function exportCsv(server: Server, path: string, headers: Headers): Promise<ExportResult> {
  const before = memory(server.pid).rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memory(server.pid).rss);
  }, 10);
  try {
    return await new Promise<ExportResult>((resolve, reject) => {
      const t0 = performance.now();
      let first = 0;
      let bytes = 0;
      let lines = 0;
      const req = request(`${server.url}${path}`, { headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`CSV export: ${res.statusCode}`));
        res.on('data', (chunk: Buffer) => {
          if (first === 0) first = performance.now() - t0;
          bytes += chunk.length;
          for (let i = 0; i < chunk.length; i++) if (chunk[i] === 0x0a) lines++;
        });
        res.on('end', () => {
          const seconds = (performance.now() - t0) / 1000;
          resolve({
            rows: lines - 1,
            bytes,
            firstByteMs: first,
            seconds,
            rowsPerSecond: (lines - 1) / seconds,
            rssBeforeMb: before,
            rssGrowthMb: peak - before,
          });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    clearInterval(sampler);
  }
}

// --- imports ----------------------------------------------------------------------------

export type ImportTarget = { id: number; rut: string; name: string };

/** Businesses of the list user that imports write into (created before the server starts). */
export function importTargets(kind: 'rcv' | 'dte', runs: number): { rut: string; name: string }[] {
  return Array.from({ length: runs + 1 }, (_, i) => {
    const body = (kind === 'rcv' ? 79_100_000 : 79_200_000) + i;
    return {
      rut: `${body}-${computeRutDv(body).toUpperCase()}`,
      name: `${kind === 'rcv' ? 'Importadora' : 'Emisora'} de Prueba ${i + 1} SpA`,
    };
  });
}

type File = { name: string; bytes: Buffer };

/** The generator's documents as the SII gives them: an RCV ventas + compras pair, or one EnvioDTE. */
export function importFiles(kind: 'rcv' | 'dte', business: { rut: string; name: string }, n: number): File[] {
  if (kind === 'rcv') {
    const docs = generateInvoices({ seed: 7000 + n, business, count: n });
    return [
      {
        name: 'ventas.csv',
        bytes: writeRcvCsv(
          'VENTA',
          docs.filter((d) => d.direction === 'VENTA'),
          { businessRut: business.rut },
        ),
      },
      {
        name: 'compras.csv',
        bytes: writeRcvCsv(
          'COMPRA',
          docs.filter((d) => d.direction === 'COMPRA'),
          { businessRut: business.rut },
        ),
      },
    ];
  }
  const docs = generateInvoices({ seed: 8000 + n, business, count: n, salesShare: 1 });
  return [{ name: 'EnvioDTE.xml', bytes: writeEnvioDte(docs.map(({ direction: _d, ...rest }) => rest)) }];
}

/** The same files with one bad document at the end: the whole request must be refused. */
export function brokenFiles(kind: 'rcv' | 'dte', files: File[]): File[] {
  const [first, ...rest] = files;
  const text = first.bytes.toString('latin1');
  if (kind === 'rcv') {
    // The last row's document type (first column after the line number) becomes one the SII does not have.
    const lines = text.trimEnd().split('\n');
    const cells = lines[lines.length - 1].split(';');
    cells[1] = '999';
    lines[lines.length - 1] = cells.join(';');
    return [{ name: first.name, bytes: Buffer.from(`${lines.join('\n')}\n`, 'latin1') }, ...rest];
  }
  // An EnvioDTE cut short: not well-formed XML.
  return [{ name: first.name, bytes: first.bytes.subarray(0, first.bytes.length - 200) }];
}

export async function upload(
  base: string,
  headers: Headers,
  files: File[],
): Promise<{ status: number; ms: number; body: { import?: { new: number } } & Record<string, unknown> }> {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([f.bytes]), f.name);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/v1/client/sii_invoice/imports`, {
    method: 'POST',
    headers,
    body: form,
  });
  const body = (await res.json()) as { import?: { new: number } };
  return { status: res.status, ms: performance.now() - t0, body };
}

/** Documents of a business (both directions, every period), through the list's totals. */
export async function documentsOf(base: string, headers: Headers): Promise<number> {
  let n = 0;
  for (const t of ['VENTA', 'COMPRA']) {
    const res = await httpGet(
      base,
      `/api/v1/client/sii_invoice/invoices?operationType=${t}&last_periods=120`,
      headers,
    );
    n += (JSON.parse(res.body.toString()) as { meta: { total_elements: number } }).meta.total_elements;
  }
  return n;
}
