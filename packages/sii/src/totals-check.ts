import type { DteDocument } from './types';

const DEFAULT_IVA_RATE = 19;

/**
 * IVA = round(net × rate), within a peso. A warning, never a refusal: the SII registers keep
 * documents whose IVA follows another rate (construction credit, margins) and so must the
 * importer. Whether the total adds up is a row rule (row-rules.ts), which refuses the row.
 */
export const checkTotals = (doc: DteDocument): string | null => {
  if (doc.netAmount === 0 && doc.ivaAmount === 0) return null;
  const rate = doc.ivaRate ?? DEFAULT_IVA_RATE;
  const expected = Math.round((doc.netAmount * rate) / 100);
  if (Math.abs(expected - doc.ivaAmount) <= 1) return null;
  return `montos inconsistentes: el IVA (${doc.ivaAmount}) no es el ${rate}% del neto ${doc.netAmount} (${expected})`;
};
