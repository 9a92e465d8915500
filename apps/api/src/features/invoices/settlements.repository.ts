// What bank reconciliations do to invoices: a payment of some pesos on a date. An invoice is paid
// (payed, payed_at = the movement's date) once its payments cover what it owes (total less its credit
// notes); less than that is a partial payment that leaves the rest open (paid_amount).
import type { Queryable } from '@portal/db';
import { openAmountSql } from './open-documents.service';

/** The saldo over the bare table (no alias). */
const OPEN = openAmountSql('invoices');

export type OpenInvoiceRow = {
  id: number;
  direction: 'VENTA' | 'COMPRA';
  doc_type: number;
  folio: number;
  counterpart_rut: string;
  counterpart_name: string;
  issue_date: string;
  internal_due_date: string | null;
  /** Pesos still owed: signed total less credit notes less reconciled payments. */
  open: number;
};

/** What each invoice of `ids` still owes, and whether it is paid, locked for the payment that follows. */
export async function lockForPayment(
  tx: Queryable,
  businessId: number,
  ids: readonly number[],
): Promise<
  { id: number; direction: 'VENTA' | 'COMPRA'; payed: boolean; owed: number; paid_amount: number }[]
> {
  const { rows } = await tx.query<{
    id: string;
    direction: 'VENTA' | 'COMPRA';
    payed: boolean;
    owed: string;
    paid_amount: string;
  }>(
    `SELECT id, direction, payed, ${OPEN} AS owed, paid_amount
       FROM invoices WHERE business_id = $1 AND id = ANY($2::bigint[]) ORDER BY id FOR UPDATE`,
    [businessId, ids],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    direction: r.direction,
    payed: r.payed,
    owed: Number(r.owed),
    paid_amount: Number(r.paid_amount),
  }));
}

/** Noon UTC of a Chilean date: the same calendar day in Chile whatever the offset. */
const DAY_SQL = (p: string) => `((${p})::date + time '12:00') AT TIME ZONE 'UTC'`;

/**
 * Adds payments (one row per invoice) and marks paid those that `settle`; each row names the
 * movement now linked to the invoice (bm_movement_id, conciliated).
 */
export async function addPayments(
  tx: Queryable,
  businessId: number,
  rows: readonly { id: number; amount: number; settle: boolean; date: string; movementId: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE invoices i
        SET paid_amount = i.paid_amount + u.amount,
            payed = i.payed OR u.settle,
            payed_at = CASE WHEN NOT i.payed AND u.settle THEN ${DAY_SQL('u.day')} ELSE i.payed_at END,
            bm_movement_id = u.movement, conciliated = true, updated_at = now()
       FROM unnest($2::bigint[], $3::bigint[], $4::boolean[], $5::text[], $6::bigint[])
            AS u(id, amount, settle, day, movement)
      WHERE i.business_id = $1 AND i.id = u.id`,
    [
      businessId,
      rows.map((r) => r.id),
      rows.map((r) => r.amount),
      rows.map((r) => r.settle),
      rows.map((r) => r.date),
      rows.map((r) => r.movementId),
    ],
  );
}

/**
 * Takes payments back: paid_amount less the amount, unpaid again where that payment had settled it,
 * and linked to the movement still reconciled with it (null: none, not conciliated).
 */
export async function removePayments(
  tx: Queryable,
  businessId: number,
  rows: readonly { id: number; amount: number; unsettle: boolean; movementId: number | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE invoices i
        SET paid_amount = greatest(0, i.paid_amount - u.amount),
            payed = i.payed AND NOT u.unsettle,
            payed_at = CASE WHEN u.unsettle THEN NULL ELSE i.payed_at END,
            bm_movement_id = u.movement, conciliated = u.movement IS NOT NULL, updated_at = now()
       FROM unnest($2::bigint[], $3::bigint[], $4::boolean[], $5::bigint[]) AS u(id, amount, unsettle, movement)
      WHERE i.business_id = $1 AND i.id = u.id`,
    [
      businessId,
      rows.map((r) => r.id),
      rows.map((r) => r.amount),
      rows.map((r) => r.unsettle),
      rows.map((r) => r.movementId),
    ],
  );
}

/**
 * The invoices a bank movement could pay: unpaid, owing, not rejected, not credit notes (netted into
 * their invoices), of the direction (sales for money in, purchases for money out).
 */
export async function openInvoices(
  db: Queryable,
  businessId: number,
  directions: readonly ('VENTA' | 'COMPRA')[],
): Promise<OpenInvoiceRow[]> {
  const { rows } = await db.query<Record<keyof OpenInvoiceRow, string>>(
    `SELECT id, direction, doc_type, folio, counterpart_rut, counterpart_name, issue_date::text,
            internal_due_date::text, ${OPEN} AS open
       FROM invoices
      WHERE business_id = $1 AND direction = ANY($2::text[]) AND NOT payed AND signed_total > 0
        AND collectible AND counted AND estado IS DISTINCT FROM 'Rechazada' AND ${OPEN} > 0`,
    [businessId, directions],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    direction: r.direction as 'VENTA' | 'COMPRA',
    doc_type: Number(r.doc_type),
    folio: Number(r.folio),
    counterpart_rut: r.counterpart_rut,
    counterpart_name: r.counterpart_name,
    issue_date: r.issue_date,
    internal_due_date: r.internal_due_date,
    open: Number(r.open),
  }));
}

/** Labels of invoices for a movement's reconciliations: 'Factura electrónica N° 1234 · Comercial Sur'. */
export async function invoiceBriefs(
  db: Queryable,
  businessId: number,
  ids: readonly number[],
): Promise<
  Map<
    number,
    {
      doc_type: number;
      folio: number;
      counterpart_name: string;
      direction: string;
      open: number;
      due: string | null;
    }
  >
> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<Record<string, string>>(
    `SELECT id, doc_type, folio, counterpart_name, direction, internal_due_date::text AS due,
            ${OPEN} AS open
       FROM invoices WHERE business_id = $1 AND id = ANY($2::bigint[])`,
    [businessId, ids],
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        doc_type: Number(r.doc_type),
        folio: Number(r.folio),
        counterpart_name: r.counterpart_name!,
        direction: r.direction!,
        open: Number(r.open),
        due: r.due ?? null,
      },
    ]),
  );
}
