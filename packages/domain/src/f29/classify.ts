// Which F29 line a document of the books goes in, and whether it counts at all. Reads the one table
// of tax document types (../tax-documents.ts: register, sign, IVA treatment) rather than repeating it.
import { taxDocumentType } from '../tax-documents';

export type F29Direction = 'VENTA' | 'COMPRA';

/** The RCV compras tab (null: REGISTRO, as rows imported before the tabs were kept). */
export type PurchaseRegister = 'REGISTRO' | 'PENDIENTE' | 'NO_INCLUIR' | 'RECLAMADO' | null;

/** What the books say about a document that decides whether the F29 counts it. */
export type F29DocState = {
  direction: F29Direction;
  inRegister: boolean;
  purchaseRegister: PurchaseRegister;
  /** Rejected with acuse de recibo (RCD, estado 'Rechazada'). */
  rejected: boolean;
  totalAmount: number;
};

/**
 * Why a document is out of the proposal, or null when it counts. The same rule the journal applies
 * (migration 0051: counted, not rejected, total ≠ 0), plus: a purchase still PENDIENTE in the RCV is not
 * yet crédito fiscal (the SII counts it once it is in the Registro, accepted or after 8 days).
 */
export function f29Exclusion(
  d: F29DocState,
): null | 'outside-register' | 'claimed' | 'not-included' | 'pending' | 'rejected' | 'zero' {
  if (!d.inRegister) return 'outside-register';
  if (d.purchaseRegister === 'RECLAMADO') return 'claimed';
  if (d.purchaseRegister === 'NO_INCLUIR') return 'not-included';
  if (d.rejected) return 'rejected';
  if (d.totalAmount === 0) return 'zero';
  if (d.direction === 'COMPRA' && d.purchaseRegister === 'PENDIENTE') return 'pending';
  return null;
}

export const F29_EXCLUSION_TEXT: Record<NonNullable<ReturnType<typeof f29Exclusion>>, string> = {
  'outside-register': 'fuera del Registro de Compras y Ventas (guías de despacho)',
  claimed: 'reclamadas',
  'not-included': 'marcadas "no incluir"',
  pending: 'pendientes en el Registro de Compras (aún no son crédito fiscal)',
  rejected: 'rechazadas con acuse de recibo',
  zero: 'con total cero',
};

/** The kind of document for the F29, from its type: what line its IVA goes in. */
export type F29DocKind = 'factura' | 'boleta' | 'nota-debito' | 'nota-credito' | 'exportacion' | 'otro';

const EXPORT_CODES = new Set([101, 102, 104, 106, 109, 110, 111, 112]);
const BOLETA_CODES = new Set([35, 38, 39, 41]);

export function f29DocKind(docType: number): F29DocKind {
  const t = taxDocumentType(docType);
  if (!t) return 'otro';
  if (EXPORT_CODES.has(docType)) return 'exportacion';
  if (t.name.startsWith('Nota de crédito')) return 'nota-credito';
  if (t.name.startsWith('Nota de débito')) return 'nota-debito';
  if (BOLETA_CODES.has(docType)) return 'boleta';
  // Liquidaciones (40, 43, 103) have lines of their own in the F29 (500/501) that the proposal does
  // not compute yet: 'otro', so they are reported rather than counted as facturas.
  if (t.name.startsWith('Factura') || docType === 108) return 'factura';
  return 'otro';
}

/** Codes of each kind among the types the register holds (for the queries behind a line). */
export function docTypesOfKind(kind: F29DocKind, codes: readonly number[]): number[] {
  return codes.filter((c) => f29DocKind(c) === kind);
}

/** The F29 amount code a counted document's IVA goes in, or null (no IVA line: exempt, exports, other). */
export function ivaLineOf(
  direction: F29Direction,
  docType: number,
  fixedAsset: boolean,
): '502' | '111' | '513' | '510' | '520' | '525' | '528' | '532' | null {
  const kind = f29DocKind(docType);
  const iva = taxDocumentType(docType)?.iva;
  // Exempt types have no IVA line (142/020 carry them); a factura de compra is IVA of the buyer's side
  // only: the seller who receives one has its IVA retained and declares no débito for it.
  if (iva !== 'debit-credit' && !(direction === 'COMPRA' && iva === 'retained')) return null;
  if (direction === 'VENTA') {
    if (kind === 'factura') return '502';
    if (kind === 'boleta') return '111';
    if (kind === 'nota-debito') return '513';
    if (kind === 'nota-credito') return '510';
    return null;
  }
  if (kind === 'factura') return fixedAsset ? '525' : '520';
  if (kind === 'nota-credito') return '528';
  if (kind === 'nota-debito') return '532';
  return null;
}

/** A purchase classified in a fixed-asset account: group 12 of the chart, except 1209 (depreciation). */
export const isFixedAssetAccount = (accountNumber: string | null | undefined): boolean =>
  !!accountNumber && accountNumber.startsWith('12') && accountNumber !== '1209';

/**
 * A purchase of activo fijo for the F29 (line 525, count 524): characterised so in the RCV by the buyer
 * ('Tipo Compra' «Compra activo fijo», or the columns 'Monto Neto Activo Fijo' / 'IVA Activo Fijo'),
 * or classified by the user in a fixed-asset account.
 */
export const isFixedAssetPurchase = (
  accountNumber: string | null | undefined,
  rcvFixedAsset: boolean,
): boolean => rcvFixedAsset || isFixedAssetAccount(accountNumber);
