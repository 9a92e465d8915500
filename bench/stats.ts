// Percentiles and the machine's state, shared by every section.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';

export type Latency = { n: number; p50: number; p95: number; p99: number; max: number };

/** Nearest-rank percentiles of the samples (ms). */
export function latency(samples: number[]): Latency {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
  return { n: s.length, p50: at(50), p95: at(95), p99: at(99), max: s[s.length - 1] };
}

/** The 1-minute load average: every figure is recorded with it (the machine is shared). */
export const load1 = (): number => Math.round(loadavg()[0] * 100) / 100;

export type Machine = {
  nproc: number;
  cpu: string;
  memoryGb: number;
  node: string;
  postgres: string | null;
  os: string;
};

export function machine(postgres: string | null): Machine {
  let os = `${process.platform} ${process.arch}`;
  try {
    os = execFileSync('uname', ['-srm'], { encoding: 'utf8' }).trim();
  } catch {
    // not a Unix
  }
  return {
    nproc: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres,
    os,
  };
}

/**
 * A fixed piece of CPU work (SHA-256 of 64 MiB), in ms: the same machine answers 10–40 % slower
 * from one hour to the next (it is shared), so runs are compared with this figure beside them.
 */
export function cpuCalibrationMs(): number {
  const block = Buffer.alloc(1024 * 1024, 7);
  const best = [0, 1, 2].map(() => {
    const t = performance.now();
    const h = createHash('sha256');
    for (let i = 0; i < 64; i++) h.update(block);
    h.digest();
    return performance.now() - t;
  });
  return Math.round(Math.min(...best));
}
