// SQL of one invoice: detail, paid state, internal due date and its history, acknowledgment.
// Every function takes the business id: a row of another business is never found nor changed.
import type { Queryable } from '@portal/db';
import type { ClaimReason } from '@portal/domain';
import { ACCOUNT_JOIN, DETAIL_COLUMNS, type DetailRow, type PaymentRow } from './invoice-mappers';
import { type ListFilter, Params, whereSql } from './list-filters';

export async function findDetailRow(
  db: Queryable,
  businessId: number,
  id: number,
): Promise<DetailRow | null> {
  const { rows } = await db.query<DetailRow>(
    `SELECT ${DETAIL_COLUMNS} FROM invoices i ${ACCOUNT_JOIN} WHERE i.id = $1 AND i.business_id = $2`,
    [id, businessId],
  );
  return rows[0] ?? null;
}

/**
 * The reconciliations that paid part or all of an invoice (bm_conciliations of type Invoice), with
 * their movement's date and description and the account, oldest first: what paid_amount adds up.
 */
export async function listPayments(
  db: Queryable,
  businessId: number,
  invoiceId: number,
): Promise<PaymentRow[]> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT c.id::int AS id, m.id::int AS bm_movement_id, m.post_date::text AS date, c.amount::bigint AS amount,
            m.description, a.name AS account_name, a.bank_code, a.number AS account_number
       FROM bm_conciliations c
       JOIN bm_movements m ON m.business_id = c.business_id AND m.id = c.bm_movement_id
       JOIN bm_accounts a ON a.business_id = m.business_id AND a.id = m.bm_account_id
      WHERE c.business_id = $1 AND c.conciliation_type = 'Invoice' AND c.conciliation_id = $2
      ORDER BY m.post_date, c.id`,
    [businessId, invoiceId],
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

export type LockedInvoice = {
  id: number;
  direction: 'VENTA' | 'COMPRA';
  doc_type: number;
  folio: number;
  issuer_rut: string;
  issue_date: string;
  internal_due_date: string | null;
  estado: 'Aceptada' | 'Rechazada' | null;
};

/** The invoice, locked until the transaction ends (writes of one invoice take turns). */
export async function lockInvoice(
  tx: Queryable,
  businessId: number,
  id: number,
): Promise<LockedInvoice | null> {
  const { rows } = await tx.query<LockedInvoice>(
    `SELECT id, direction, doc_type, folio, issuer_rut, issue_date, internal_due_date, estado
       FROM invoices WHERE id = $1 AND business_id = $2 FOR UPDATE`,
    [id, businessId],
  );
  return rows[0] ?? null;
}

export async function invoiceExists(db: Queryable, businessId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM invoices WHERE id = $1 AND business_id = $2', [
    id,
    businessId,
  ]);
  return rows.length > 0;
}

/** Paid keeps the first payment time; unpaid clears it. */
const PAYED_SET = (p: string) =>
  `payed = ${p}::boolean, payed_at = CASE WHEN ${p}::boolean THEN coalesce(payed_at, now()) END`;

export async function setPayed(
  db: Queryable,
  businessId: number,
  id: number,
  payed: boolean,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE invoices SET ${PAYED_SET('$3')}, updated_at = now() WHERE id = $1 AND business_id = $2`,
    [id, businessId, payed],
  );
  return rowCount > 0;
}

/**
 * The sales of the target that are unpaid and whose collection began, locked: marking them paid
 * records a payment on their collection timeline (collections' recordPayments).
 */
export async function unpaidInCollection(
  tx: Queryable,
  businessId: number,
  direction: 'VENTA' | 'COMPRA',
  target: BulkTarget | { id: number },
): Promise<number[]> {
  if (direction !== 'VENTA') return [];
  const p = new Params();
  const where =
    'filter' in target
      ? whereSql(target.filter, p)
      : `i.business_id = ${p.add(businessId)} AND i.direction = 'VENTA' AND i.id = ANY(${p.add('id' in target ? [target.id] : target.ids)}::bigint[])`;
  const { rows } = await tx.query<{ id: number }>(
    `SELECT i.id FROM invoices i WHERE ${where} AND NOT i.payed AND i.collection_state <> 'none' FOR UPDATE`,
    p.values,
  );
  return rows.map((r) => Number(r.id));
}

export type BulkChanges = { payed?: boolean; invoicingAccountId?: number | null };
export type BulkTarget = { ids: number[] } | { filter: ListFilter };

/** One statement (one transaction): the documents of the target that belong to the business. */
export async function bulkUpdate(
  db: Queryable,
  businessId: number,
  direction: 'VENTA' | 'COMPRA',
  target: BulkTarget,
  changes: BulkChanges,
): Promise<number> {
  const p = new Params();
  const sets: string[] = [];
  if (changes.payed !== undefined) sets.push(PAYED_SET(p.add(changes.payed)));
  if (changes.invoicingAccountId !== undefined)
    sets.push(`invoicing_account_id = ${p.add(changes.invoicingAccountId)}`);
  const where =
    'ids' in target
      ? `i.business_id = ${p.add(businessId)} AND i.direction = ${p.add(direction)} AND i.id = ANY(${p.add(target.ids)}::bigint[])`
      : whereSql(target.filter, p);
  const { rowCount } = await db.query(
    `UPDATE invoices i SET ${sets.join(', ')}, updated_at = now() WHERE ${where}`,
    p.values,
  );
  return rowCount;
}

export async function accountExists(db: Queryable, businessId: number, accountId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM accounts WHERE id = $1 AND business_id = $2', [
    accountId,
    businessId,
  ]);
  return rows.length > 0;
}

/** Sets the internal due date and records the change (expiration_date_changes). */
export async function changeDueDate(
  tx: Queryable,
  businessId: number,
  invoice: LockedInvoice,
  date: string,
  userId: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO invoice_due_date_changes (business_id, invoice_id, previous_date, expire_date, changed_by)
     VALUES ($1, $2, $3, $4, $5)`,
    [businessId, invoice.id, invoice.internal_due_date, date, userId],
  );
  await tx.query(
    'UPDATE invoices SET internal_due_date = $3, updated_at = now() WHERE id = $1 AND business_id = $2',
    [invoice.id, businessId, date],
  );
}

export async function findDueDateChange(
  db: Queryable,
  businessId: number,
  invoiceId: number,
  changeId: number,
): Promise<{ expire_date: string } | null> {
  const { rows } = await db.query<{ expire_date: string }>(
    'SELECT expire_date FROM invoice_due_date_changes WHERE id = $1 AND invoice_id = $2 AND business_id = $3',
    [changeId, invoiceId, businessId],
  );
  return rows[0] ?? null;
}

export type DueDateChangeRow = {
  id: number;
  expire_date: string;
  previous_date: string | null;
  created_at: Date;
  user_name: string | null;
};

export async function listDueDateChanges(
  db: Queryable,
  businessId: number,
  invoiceId: number,
): Promise<DueDateChangeRow[]> {
  const { rows } = await db.query<DueDateChangeRow>(
    `SELECT c.id, c.expire_date, c.previous_date, c.created_at, u.name AS user_name
       FROM invoice_due_date_changes c LEFT JOIN users u ON u.id = c.changed_by
      WHERE c.invoice_id = $1 AND c.business_id = $2 ORDER BY c.id`,
    [invoiceId, businessId],
  );
  return rows;
}

export type AcknowledgmentLog = {
  invoiceId: number;
  eventCode: 'ACD' | 'RCD';
  /** The SII claim code of a rejection; null on acceptance. */
  reason: ClaimReason | null;
  channel: string;
  status: 'recorded' | 'sent';
  trackId: string | null;
  userId: number;
};

/** Logs the event and applies it: ACD accepts and marks paid, RCD rejects. */
export async function applyAcknowledgment(
  tx: Queryable,
  businessId: number,
  log: AcknowledgmentLog,
): Promise<void> {
  await tx.query(
    `INSERT INTO invoice_acknowledgments (business_id, invoice_id, event_code, reason, channel, status, track_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [businessId, log.invoiceId, log.eventCode, log.reason, log.channel, log.status, log.trackId, log.userId],
  );
  const accepted = log.eventCode === 'ACD';
  await tx.query(
    `UPDATE invoices SET estado = $3, accuse_type = $4, acknowledged_at = now(),
            ${accepted ? `${PAYED_SET('true')},` : ''} updated_at = now()
      WHERE id = $1 AND business_id = $2`,
    [log.invoiceId, businessId, accepted ? 'Aceptada' : 'Rechazada', log.eventCode],
  );
}

export type PeriodSpanRow = { direction: 'VENTA' | 'COMPRA'; oldest: number; newest: number };

/** Oldest and newest period with documents, per direction (two index lookups each, invoices_filter_idx). */
export async function periodSpans(db: Queryable, businessId: number): Promise<PeriodSpanRow[]> {
  const { rows } = await db.query<PeriodSpanRow>(
    `SELECT d.direction, min(i.period)::int AS oldest, max(i.period)::int AS newest
       FROM (VALUES ('VENTA'), ('COMPRA')) AS d (direction)
       JOIN invoices i ON i.business_id = $1 AND i.direction = d.direction
      GROUP BY d.direction`,
    [businessId],
  );
  return rows;
}
