import type { DteDocument } from './types';

const DEFAULT_IVA_RATE = 19;

/**
 * Consistency of a document's amounts: total = net + exempt + IVA (other taxes may or may not be
 * part of the total, the SII files do both) and IVA = round(net × rate). Returns a Spanish
 * description of the mismatch, or null. Callers report it as a warning, never as an error:
 * the SII registers keep inconsistent documents and so must the importer.
 */
export const checkTotals = (doc: DteDocument): string | null => {
  const problems: string[] = [];
  const base = doc.netAmount + doc.exemptAmount + doc.ivaAmount;
  if (doc.totalAmount !== base && doc.totalAmount !== base + doc.otherTaxes) {
    problems.push(
      doc.otherTaxes === 0
        ? `el total (${doc.totalAmount}) no es neto + exento + IVA (${base})`
        : `el total (${doc.totalAmount}) no es neto + exento + IVA (${base}) ni eso más otros impuestos (${base + doc.otherTaxes})`,
    );
  }
  if (doc.netAmount !== 0 || doc.ivaAmount !== 0) {
    const rate = doc.ivaRate ?? DEFAULT_IVA_RATE;
    const expected = Math.round((doc.netAmount * rate) / 100);
    if (Math.abs(expected - doc.ivaAmount) > 1) {
      problems.push(`el IVA (${doc.ivaAmount}) no es el ${rate}% del neto ${doc.netAmount} (${expected})`);
    }
  }
  return problems.length === 0 ? null : `montos inconsistentes: ${problems.join('; ')}`;
};
