// No tenant stalls the others: a trivial business-scoped request of one tenant, timed over and
// over while four other tenants import RCV files at once (the server's import cap) and a fifth
// exports its largest CSV. The p99 of those requests is the row's figure (bench/budgets.json:
// isolation.pg.p99_ms, isolation.pglite.p99_ms). The other tenant asks from its own process
// (isolation-probe.ts), so the bench process's own pauses are not taken for the server's.
import { request } from 'node:http';
import { join } from 'node:path';
import { computeRutDv } from '@portal/domain';
import type { Headers } from './api';
import { nodeProcess } from './child';
import { ROOT } from './data';
import { upload } from './server';
import { type Latency, latency } from './stats';

type File = { name: string; bytes: Buffer };

/** The importing tenants: businesses of the list user, made before the server starts. */
export function isolationTargets(n = 4): { rut: string; name: string }[] {
  return Array.from({ length: n }, (_, i) => {
    const body = 79_300_000 + i;
    return {
      rut: `${body}-${computeRutDv(body).toUpperCase()}`,
      name: `Importadora Concurrente ${i + 1} SpA`,
    };
  });
}

export type IsolationResult = {
  latency: Latency;
  samples: number;
  seconds: number;
  /** Documents the importing tenants wrote; rows the exporting tenant received. */
  imported: number;
  exported: number;
};

/** The whole CSV over HTTP, counted by lines (the export's own figures are measured apart). */
function exportLines(base: string, path: string, headers: Headers): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`CSV export: ${res.statusCode}`));
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        for (let i = 0; i < chunk.length; i++) if (chunk[i] === 0x0a) lines++;
      });
      res.on('end', () => resolve(lines - 1));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measureIsolation(
  base: string,
  probe: { path: string; headers: Headers },
  importers: { headers: Headers; files: File[] }[],
  exporter: { path: string; headers: Headers },
): Promise<IsolationResult> {
  const t0 = performance.now();
  let started!: () => void;
  const ready = new Promise<void>((resolve) => {
    started = resolve;
  });
  const probeRun = nodeProcess(['--import', 'tsx', join(ROOT, 'bench/isolation-probe.ts')], {
    env: { ...process.env, PROBE_URL: `${base}${probe.path}`, PROBE_HEADERS: JSON.stringify(probe.headers) },
    stdin: true,
    onStderr: (text) => {
      if (text.includes('probe-ready')) started();
    },
  });
  // The work starts once the probe has had its first answer.
  await Promise.race([
    ready,
    probeRun.done.then(() => {
      throw new Error('isolation probe: ended before it started');
    }),
  ]);
  const work = Promise.all([
    Promise.all(
      importers.map(async (i) => {
        const res = await upload(base, i.headers, i.files);
        if (res.status !== 200)
          throw new Error(`isolation import: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body.import?.new ?? 0;
      }),
    ),
    exportLines(base, exporter.path, exporter.headers),
  ]).finally(() => probeRun.child.stdin?.end());
  const [out, [imported, exported]] = await Promise.all([probeRun.done, work]);
  const times = JSON.parse(out) as number[];
  return {
    latency: latency(times),
    samples: times.length,
    seconds: (performance.now() - t0) / 1000,
    imported: imported.reduce((s, n) => s + n, 0),
    exported,
  };
}
