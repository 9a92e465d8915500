// How invoice values read on screen: pesos with dot thousands, DD/MM/YYYY or 'Sin fecha', credit
// notes with their minus sign (they subtract from every total).
import { documentSign, documentTypeName, formatCLP, formatDate, todayInChile } from '@portal/domain';
import type { InvoiceListItem } from '../api/types';

export function isCreditNote(docType: number | string | null | undefined): boolean {
  return documentSign(docType) === -1;
}

type Amounts = Pick<InvoiceListItem, 'monto_total' | 'document_type'> & { signed_total?: number };

/** The amount as it counts in totals: the API's signed_total (credit notes negative). */
export function signedAmount(inv: Amounts): number {
  if (typeof inv.signed_total === 'number') return inv.signed_total;
  const amount = Number(inv.monto_total) || 0;
  return isCreditNote(inv.document_type) ? -Math.abs(amount) : amount;
}

export function amountText(inv: Amounts): string {
  return formatCLP(signedAmount(inv));
}

type Owed = Amounts & Pick<InvoiceListItem, 'pagado' | 'open_amount' | 'paid_amount' | 'counted'>;

/** Unpaid with payments reconciled against it that leave something owed: 'Pagada parcialmente'. */
export const isPartlyPaid = (inv: Owed): boolean => !inv.pagado && inv.paid_amount > 0 && inv.open_amount > 0;

/** Where a document stands on payment: its owed amount (open_amount) decides, not only its flag. */
export type PayState = 'paid' | 'partly' | 'settled' | 'unpaid';

/**
 * 'settled': not marked paid, yet nothing is owed (credit notes, or payments and credit notes,
 * cover it): it reads 'Sin saldo', never 'No pagada' beside 'Saldo $0'.
 */
export function payState(inv: Owed): PayState {
  if (inv.pagado) return 'paid';
  if (signedAmount(inv) > 0 && inv.open_amount <= 0) return 'settled';
  return isPartlyPaid(inv) ? 'partly' : 'unpaid';
}

/**
 * The saldo is worth showing beside the total: unpaid and less than the total (payments or credit
 * notes took part of it). open_amount is the API's saldo (domain balanceDue), never recomputed here.
 */
export const showsBalance = (inv: Owed): boolean =>
  // A document the totals leave out (guides, claimed purchases) is owed by no one: no saldo.
  inv.counted &&
  !inv.pagado &&
  signedAmount(inv) > 0 &&
  inv.open_amount > 0 &&
  inv.open_amount < signedAmount(inv);

/** The amount a row reads aloud: the total, and the saldo when part of it is paid or credited. */
export const amountSpoken = (inv: Owed): string =>
  showsBalance(inv) ? `${amountText(inv)}, saldo ${formatCLP(inv.open_amount)}` : amountText(inv);

export function docTypeText(inv: Pick<InvoiceListItem, 'document_type' | 'document_type_name'>): string {
  return inv.document_type_name || documentTypeName(inv.document_type) || `Tipo ${inv.document_type}`;
}

/** Short names for the table: the full SII names are long ('Factura no afecta o exenta electrónica'). */
const SHORT_NAMES: Record<number, string> = {
  33: 'Factura',
  34: 'Factura exenta',
  39: 'Boleta',
  41: 'Boleta exenta',
  43: 'Liquidación factura',
  45: 'Factura de compra',
  46: 'Factura de compra',
  52: 'Guía de despacho',
  56: 'Nota de débito',
  61: 'Nota de crédito',
  110: 'Factura exportación',
  111: 'N. débito exportación',
  112: 'N. crédito exportación',
};

export function docTypeShort(inv: Pick<InvoiceListItem, 'document_type' | 'document_type_name'>): string {
  return SHORT_NAMES[Number(inv.document_type)] ?? docTypeText(inv);
}

/** The other party: the client of a sale, the provider of a purchase. */
export function counterpart(inv: InvoiceListItem): { name: string; rut: string | null } {
  return { name: inv.razon_social || inv.client?.name || '', rut: inv.rut || inv.proveedor_rut || null };
}

export const dateText = (value: string | null | undefined): string => formatDate(value);

/**
 * 'DD/MM/YYYY' of a timestamp as the calendar day in Chile ('Datos actualizados al …'): an import at
 * 22:30 of the 21st in Santiago is 01:30Z of the 22nd, and must read 21/11.
 */
export function chileDate(timestamp: string | null | undefined): string {
  if (!timestamp) return formatDate(null);
  if (/^\d{4}-\d{2}-\d{2}$/.test(timestamp)) return formatDate(timestamp);
  const d = new Date(timestamp);
  return Number.isNaN(d.getTime()) ? formatDate(null) : formatDate(todayInChile(d));
}
