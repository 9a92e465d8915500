/**
 * Throughput of the statement readers on generated files (no assertions; timings are machine-dependent).
 *   npx tsx packages/bank/scripts/throughput.ts [entries=100000]
 * Target: at least 50,000 entries/s per format.
 */
import { measureParseThroughput } from '../src/testing';

const entries = Number(process.argv[2] ?? 100_000);
for (const r of measureParseThroughput(entries)) {
  const mib = (r.bytes / (1024 * 1024)).toFixed(1);
  console.log(
    `${r.format.padEnd(8)} ${r.entries} entries (${mib} MiB) in ${r.seconds.toFixed(3)} s → ${r.entriesPerSecond.toLocaleString('en-US')} entries/s (CPU ${r.cpuSeconds.toFixed(3)} s)`,
  );
}
