// Percentiles and the machine's state, shared by every section.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
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

/** Busy and total jiffies of the whole machine (/proc/stat's first line), or null off Linux. */
function cpuJiffies(): { busy: number; total: number } | null {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = fields.map(Number);
    const idle = n[3] + (n[4] ?? 0);
    const total = n.slice(0, 8).reduce((s, x) => s + x, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** CPU time of every process now, jiffies by pid, with its command. */
function processJiffies(): Map<number, { cmd: string; jiffies: number }> {
  const out = new Map<number, { cmd: string; jiffies: number }>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return out; // not Linux: machineBusy answers null
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const rest = stat.slice(close + 2).split(' ');
      // Fields 14 and 15 (utime, stime) are 11 and 12 after the command's closing parenthesis.
      out.set(Number(entry), {
        cmd: stat.slice(stat.indexOf('(') + 1, close),
        jiffies: Number(rest[11]) + Number(rest[12]),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How busy the machine is over `ms` (0 idle … 1 every core busy) and the processes that used the
 * most of it. A figure taken while something else eats the CPU measures that, not the portal.
 */
export async function machineBusy(ms = 3000): Promise<{ share: number; top: string[] } | null> {
  const a = cpuJiffies();
  const pa = processJiffies();
  await sleep(ms);
  const b = cpuJiffies();
  const pb = processJiffies();
  if (!a || !b || b.total === a.total) return null;
  const total = b.total - a.total;
  const top = [...pb]
    .map(([pid, p]) => ({ pid, cmd: p.cmd, used: p.jiffies - (pa.get(pid)?.jiffies ?? p.jiffies) }))
    .filter((p) => p.used > 0)
    .sort((x, y) => y.used - x.used)
    .slice(0, 5)
    .map((p) => `${p.cmd} (pid ${p.pid}) ${Math.round((100 * p.used * cpus().length) / total)} %`);
  return { share: (b.busy - a.busy) / total, top };
}
