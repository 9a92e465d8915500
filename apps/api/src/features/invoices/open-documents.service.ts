// Receivables and payables in SQL: domain's balanceDue/openAmount/isOverdue (packages/domain
// receivables.ts) over the stored columns, written once for the dashboard, the to-do list, the cash
// flow, the lists' "vencidas" filter and every amount owed another area sends or shows (collection
// notice, reminders, Cobranza Online, factoring, clients' debt, bank reconciliation). A service file
// so other areas' repositories reach it without importing the invoices service.
import type { Params } from './list-filters';

/**
 * The business's "gestión de cobranza desde" (null: no limit), read inside the query (once: the
 * business is a parameter, not the row's) so every caller applies the same one.
 */
const sinceSql = (p: Params, businessId: number) =>
  `coalesce((SELECT b.collections_since FROM businesses b WHERE b.id = ${p.add(businessId)}), '-infinity'::date)`;

/** Issued before the business's "gestión de cobranza desde" (false when it has none). */
export const beforeCollectionsSql = (p: Params, businessId: number, alias = 'i') =>
  `(${alias}.issue_date < ${sinceSql(p, businessId)})`;

/**
 * The saldo of a document: its total less the credit notes that reference it and what reconciled bank
 * movements paid of it (invoices.paid_amount, kept by the reconciliations). Unclamped: callers state
 * "unpaid and positive" with openSql, or read it for a document they already know is owed.
 */
export const openAmountSql = (alias = 'i') =>
  `(${alias}.signed_total - ${alias}.credited_amount - ${alias}.paid_amount)`;

/**
 * The document is owed (openAmount > 0): unpaid, collectible, counted, not rejected, not a credit
 * note (netted into its invoice), issued since the business's "gestión de cobranza desde", and
 * something left once its credit notes are taken off.
 */
export function openSql(p: Params, businessId: number, alias = 'i'): string {
  const c = (col: string) => `${alias}.${col}`;
  return [
    `NOT ${c('payed')}`,
    c('collectible'),
    c('counted'),
    `${c('estado')} IS DISTINCT FROM 'Rechazada'`,
    `${c('signed_total')} > 0`,
    `${openAmountSql(alias)} > 0`,
    `${c('issue_date')} >= ${sinceSql(p, businessId)}`,
  ].join(' AND ');
}

/** Owed and due before `today` (domain isOverdue). */
export const overdueSql = (p: Params, businessId: number, today: string, alias = 'i'): string =>
  `(${openSql(p, businessId, alias)} AND ${alias}.internal_due_date < ${p.add(today)}::date)`;
