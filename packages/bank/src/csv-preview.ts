import { decodeCsv, guessDelimiter, readRecords } from './csv-records';
import { sniffFormat } from './sniff';

// What the mapping step shows for a CSV the reader cannot lay out by itself: the header row (the
// first with at least two non-empty cells) and the rows after it.

const HEAD_CHARS = 64 * 1024;
const SAMPLE_ROWS = 5;

export type CsvPreview = { headers: string[]; sample: string[][] };

/** Null when the file is not a CSV (or has no row of two columns). */
export const previewCsv = (input: Buffer | string): CsvPreview | null => {
  const head = typeof input === 'string' ? input.slice(0, 4096) : input.subarray(0, 4096).toString('latin1');
  if (sniffFormat(head) !== 'csv') return null;
  const full = decodeCsv(input);
  const text =
    full.length > HEAD_CHARS ? full.slice(0, full.lastIndexOf('\n', HEAD_CHARS) + 1 || HEAD_CHARS) : full;
  let records: string[][];
  try {
    records = readRecords(text, guessDelimiter(text));
  } catch {
    return null;
  }
  const at = records.findIndex((r) => r.filter((c) => c.trim() !== '').length >= 2);
  if (at < 0) return null;
  const headers = records[at]!.map((c) => c.trim());
  const sample = records
    .slice(at + 1)
    .filter((r) => r.some((c) => c.trim() !== ''))
    .slice(0, SAMPLE_ROWS)
    .map((r) => r.map((c) => c.trim().slice(0, 120)));
  return { headers, sample };
};
