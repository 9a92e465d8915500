// No tenant stalls the others: a trivial business-scoped request of one tenant, timed over and
// over while four other tenants import RCV files at once (the server's import cap) and a fifth
// exports its largest CSV. The p99 of those requests is the row's figure (bench/budgets.json:
// isolation.pg.p99_ms, isolation.pglite.p99_ms). The other tenant asks from its own process
// (isolation-probe.ts), so the bench process's own pauses are not taken for the server's.
import { request } from 'node:http';
import { join } from 'node:path';
import { makePkcs12, manyEntryDocx, withIterationCounts } from '@portal/api/testing';
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

/** Times the other tenant's probe (its own process) for as long as `work` runs. */
async function whileProbing<T>(
  base: string,
  probe: { path: string; headers: Headers },
  work: () => Promise<T>,
): Promise<{ latency: Latency; samples: number; seconds: number; result: T }> {
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
  const running = work().finally(() => probeRun.child.stdin?.end());
  const [out, result] = await Promise.all([probeRun.done, running]);
  const times = JSON.parse(out) as number[];
  return { latency: latency(times), samples: times.length, seconds: (performance.now() - t0) / 1000, result };
}

export async function measureIsolation(
  base: string,
  probe: { path: string; headers: Headers },
  importers: { headers: Headers; files: File[] }[],
  exporter: { path: string; headers: Headers },
): Promise<IsolationResult> {
  const r = await whileProbing(base, probe, () =>
    Promise.all([
      Promise.all(
        importers.map(async (i) => {
          const res = await upload(base, i.headers, i.files);
          if (res.status !== 200)
            throw new Error(`isolation import: ${res.status} ${JSON.stringify(res.body)}`);
          return res.body.import?.new ?? 0;
        }),
      ),
      exportLines(base, exporter.path, exporter.headers),
    ]),
  );
  const [imported, exported] = r.result;
  return {
    latency: r.latency,
    samples: r.samples,
    seconds: r.seconds,
    imported: imported.reduce((s, n) => s + n, 0),
    exported,
  };
}

/** One hostile upload: the route's multipart form and the refusal it must get (a 4xx). */
export type HostileUpload = { label: string; path: string; form: () => FormData };

export type HostileResult = {
  latency: Latency;
  samples: number;
  seconds: number;
  /** Per file: how many times it was sent and the statuses it got. */
  files: { label: string; sent: number; statuses: Record<string, number> }[];
};

/**
 * Trust, round three: while one tenant sends each hostile file (a .pfx whose own iteration counts
 * would cost seconds of key derivation, an archive listing 115,000 entries) `rounds` times in a
 * row, another tenant's trivial request is timed. Every answer must be a refusal (4xx).
 */
export async function measureHostileUploads(
  base: string,
  probe: { path: string; headers: Headers },
  attacker: Headers,
  uploads: HostileUpload[],
  rounds: number,
): Promise<HostileResult> {
  const r = await whileProbing(base, probe, async () => {
    const files: HostileResult['files'] = [];
    for (const u of uploads) {
      const statuses: Record<string, number> = {};
      for (let i = 0; i < rounds; i++) {
        const res = await fetch(`${base}${u.path}`, { method: 'POST', headers: attacker, body: u.form() });
        await res.arrayBuffer();
        if (res.status < 400 || res.status >= 500)
          throw new Error(`hostile upload ${u.label}: ${res.status}, not a refusal`);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
      files.push({ label: u.label, sent: rounds, statuses });
    }
    return files;
  });
  return { latency: r.latency, samples: r.samples, seconds: r.seconds, files: r.result };
}

const DAY = 86_400_000;

/** The hostile files of the security test, each on the route it was sent to. */
export function hostileUploads(): HostileUpload[] {
  const pfx = withIterationCounts(
    makePkcs12({
      holderName: 'Titular',
      notBefore: new Date(Date.now() - DAY),
      notAfter: new Date(Date.now() + 300 * DAY),
      password: 'clave-de-prueba',
      algorithm: '3des',
    }),
    { mac: 2_000_000 },
  );
  const docx = manyEntryDocx(115_000);
  return [
    {
      label: '.pfx with a MAC iteration count of 2,000,000',
      path: '/api/v1/client/business_certificates',
      form: () => {
        const f = new FormData();
        f.append('file', new Blob([pfx]), 'certificado.pfx');
        f.append('password', 'clave-de-prueba');
        return f;
      },
    },
    {
      label: `.docx listing 115,000 entries (${(docx.length / 1024 / 1024).toFixed(1)} MB)`,
      path: '/api/v1/client/documents',
      form: () => {
        const f = new FormData();
        f.append('file', new Blob([docx]), 'informe.docx');
        f.append('name', 'Informe');
        return f;
      },
    },
  ];
}
