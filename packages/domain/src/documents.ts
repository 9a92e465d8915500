// SII tax document types ("tipos de documento tributario", codes from the SII DTE format
// specification and Libro de Compras y Ventas). The sign says whether a document adds to or
// subtracts from sales/purchase totals.

/** +1 adds to totals, −1 subtracts (credit notes reverse the document they reference). */
export type DocumentSign = 1 | -1;

export type SiiDocumentType = { readonly code: number; readonly name: string; readonly sign: DocumentSign };

export const DOCUMENT_TYPES = [
  { code: 33, name: 'Factura electrónica', sign: 1 },
  { code: 34, name: 'Factura no afecta o exenta electrónica', sign: 1 },
  { code: 39, name: 'Boleta electrónica', sign: 1 },
  { code: 41, name: 'Boleta exenta electrónica', sign: 1 },
  { code: 43, name: 'Liquidación factura electrónica', sign: 1 },
  { code: 45, name: 'Factura de compra', sign: 1 },
  { code: 46, name: 'Factura de compra electrónica', sign: 1 },
  { code: 52, name: 'Guía de despacho electrónica', sign: 1 },
  { code: 56, name: 'Nota de débito electrónica', sign: 1 },
  { code: 61, name: 'Nota de crédito electrónica', sign: -1 },
  { code: 110, name: 'Factura de exportación electrónica', sign: 1 },
  { code: 111, name: 'Nota de débito de exportación electrónica', sign: 1 },
  { code: 112, name: 'Nota de crédito de exportación electrónica', sign: -1 },
  { code: 30, name: 'Factura', sign: 1 },
  { code: 32, name: 'Factura de venta bienes y servicios no afectos o exentos de IVA', sign: 1 },
  { code: 35, name: 'Boleta', sign: 1 },
  { code: 38, name: 'Boleta exenta', sign: 1 },
  { code: 48, name: 'Comprobante de pago electrónico', sign: 1 },
  { code: 55, name: 'Nota de débito', sign: 1 },
  { code: 60, name: 'Nota de crédito', sign: -1 },
] as const satisfies readonly SiiDocumentType[];

export type DocumentTypeCode = (typeof DOCUMENT_TYPES)[number]['code'];

/** Credit notes (paper 60, electronic 61, export 112) subtract. */
const CREDIT_NOTE_CODES: readonly number[] = [60, 61, 112];

/** Reads a code given as number or digit string (SII CSV exports carry '33'); NaN otherwise. */
function toCode(code: number | string | null | undefined): number {
  if (typeof code === 'number') return code;
  if (typeof code === 'string' && /^\s*\d+\s*$/.test(code)) return Number(code);
  return Number.NaN;
}

/** True for one of the codes in DOCUMENT_TYPES. */
export function isKnownDocumentType(code: number | string | null | undefined): boolean {
  const n = toCode(code);
  return DOCUMENT_TYPES.some((t) => t.code === n);
}

/** The document type for a code, or undefined if unknown. */
export function findDocumentType(code: number | string | null | undefined): SiiDocumentType | undefined {
  const n = toCode(code);
  return DOCUMENT_TYPES.find((t) => t.code === n);
}

/** Spanish name of a document type, or undefined if unknown. */
export function documentTypeName(code: number | string | null | undefined): string | undefined {
  return findDocumentType(code)?.name;
}

/** −1 for credit notes (60, 61, 112), +1 for every other code. */
export function documentSign(code: number | string | null | undefined): DocumentSign {
  return CREDIT_NOTE_CODES.includes(toCode(code)) ? -1 : 1;
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
