import { performance } from 'node:perf_hooks';
import { generateStatement } from './generate';
import { parseStatement } from './parse';
import type { StatementFormat } from './types';
import { writeCamt053 } from './write/camt053';
import { writeCsv } from './write/csv';
import { writeOfx } from './write/ofx';

export type ThroughputResult = {
  format: StatementFormat;
  entries: number;
  bytes: number;
  /** Wall-clock seconds, and the entries per wall-clock second. */
  seconds: number;
  entriesPerSecond: number;
  /** CPU seconds of this process (user + system): steadier than wall time on a shared machine. */
  cpuSeconds: number;
};

/** The three files as bytes; the generated statement is dropped so its heap does not weigh on the timing. */
const writeFiles = (entries: number, seed: number): [StatementFormat, Buffer][] => {
  const account = generateStatement({ entries, seed, runningBalances: true });
  return [
    ['ofx', Buffer.from(writeOfx([account], { version: 2 }))],
    ['camt053', Buffer.from(writeCamt053([account], { version: '001.08' }))],
    ['csv', Buffer.from(writeCsv(account, 'banco-de-chile'))],
  ];
};

/** parseStatement on one file, timed. */
const timeParse = (format: StatementFormat, bytes: Buffer): ThroughputResult => {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const parsed = parseStatement(bytes);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const count = parsed.accounts.reduce((s, a) => s + a.entries.length, 0);
  return {
    format,
    entries: count,
    bytes: bytes.length,
    seconds,
    entriesPerSecond: Math.round(count / seconds),
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
};

/**
 * Generates one statement of `entries` entries, writes it as OFX 2, camt.053.001.08 and a
 * Banco de Chile CSV, and times parseStatement on each file (after a small warm-up): the fastest
 * of `runs` parses, as throughput benchmarks report, so a neighbour's burst on a shared machine
 * or a garbage collection left by the previous file does not stand for the reader's speed.
 */
export const measureParseThroughput = (entries = 100_000, seed = 7, runs = 3): ThroughputResult[] => {
  const files = writeFiles(entries, seed);
  const warm = generateStatement({ entries: 2_000, seed, runningBalances: true });
  parseStatement(writeOfx([warm], { version: 2 }));
  parseStatement(writeCamt053([warm], { version: '001.08' }));
  parseStatement(writeCsv(warm, 'banco-de-chile'));
  return files.map(([format, bytes]) => {
    let best = timeParse(format, bytes);
    for (let k = 1; k < runs; k++) {
      const next = timeParse(format, bytes);
      if (next.seconds < best.seconds) best = next;
    }
    return best;
  });
};
