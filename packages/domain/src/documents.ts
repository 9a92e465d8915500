// The document types the portal imports and lists, and their sign: a view of the one table in
// tax-documents.ts (register, sign, IVA treatment, collectible), which holds the SII's wording.
import { type DocumentSign, type TaxDocumentType, taxDocumentType } from './tax-documents';

export type { DocumentSign } from './tax-documents';

/** The codes the portal imports: electronic DTEs, their paper forms and the month's boleta summaries. */
const PORTAL_CODES = [
  33, 34, 39, 41, 43, 45, 46, 52, 56, 61, 110, 111, 112, 30, 32, 35, 38, 48, 55, 60,
] as const;

export type DocumentTypeCode = (typeof PORTAL_CODES)[number];

/** The portal's document types, rows of TAX_DOCUMENT_TYPES. */
export const DOCUMENT_TYPES: readonly TaxDocumentType[] = PORTAL_CODES.map((code) => taxDocumentType(code)!);

/** Reads a code given as number or digit string (SII CSV exports carry '33'); NaN otherwise. */
function toCode(code: number | string | null | undefined): number {
  if (typeof code === 'number') return code;
  if (typeof code === 'string' && /^\s*\d+\s*$/.test(code)) return Number(code);
  return Number.NaN;
}

/** True for one of the codes the portal imports (DOCUMENT_TYPES). */
export function isKnownDocumentType(code: number | string | null | undefined): boolean {
  const n = toCode(code);
  return DOCUMENT_TYPES.some((t) => t.code === n);
}

/** The portal's document type for a code, or undefined if the portal does not import it. */
export function findDocumentType(code: number | string | null | undefined): TaxDocumentType | undefined {
  const n = toCode(code);
  return DOCUMENT_TYPES.find((t) => t.code === n);
}

/** Spanish (SII) name of any SII document type, or undefined if unknown. */
export function documentTypeName(code: number | string | null | undefined): string | undefined {
  return taxDocumentType(code)?.name;
}

/** The table's sign: −1 for credit notes (60, 61, 106, 112) and what decreases the register, else +1. */
export function documentSign(code: number | string | null | undefined): DocumentSign {
  return taxDocumentType(code)?.sign ?? 1;
}

/** IVA (Impuesto al Valor Agregado) rate in percent, DL 825 art. 14. */
export const IVA_RATE = 19;

/**
 * IVA on a net amount in integer pesos: Math.round(net × 19 / 100), computed as
 * floor((net × 19 + 50) / 100) so the only division is of exact integers (same result as Math.round,
 * including its round-half-up on negatives). Throws RangeError for non-integer or unsafe amounts.
 */
export function ivaOf(net: number): number {
  const product = net * IVA_RATE;
  if (!Number.isSafeInteger(net) || !Number.isSafeInteger(product + 50)) {
    throw new RangeError(`net must be a safe integer amount of pesos: ${net}`);
  }
  return Math.floor((product + 50) / 100);
}
