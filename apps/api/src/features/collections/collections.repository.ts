// SQL of collections: the sales invoice being collected (locked while a notice or an escalation is
// written), the collection timeline (collection_events, migration 0030) and the business's data
// for the mail and the demand letter. Every statement is scoped by business_id.
import type { CollectionEventDetail, CollectionEventKind } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import { openAmountSql } from '../invoices/open-documents.service';

export type CollectedInvoice = {
  id: number;
  direction: 'VENTA' | 'COMPRA';
  doc_type: number;
  folio: number;
  counterpart_rut: string;
  counterpart_name: string;
  issue_date: string;
  /** The due date the portal keeps (internal, else the SII's). */
  due_date: string | null;
  total_amount: number;
  signed_total: number;
  /** What is still owed (the saldo): total less the credit notes that reference it and the payments. */
  open_amount: number;
  payed: boolean;
  collectible: boolean;
  counted: boolean;
  estado: 'Aceptada' | 'Rechazada' | null;
  collection_state: 'none' | 'notified' | 'judicial';
  notice_count: number;
};

const INVOICE_COLUMNS = `i.id, i.direction, i.doc_type, i.folio, i.counterpart_rut, i.counterpart_name,
  i.issue_date, coalesce(i.internal_due_date, i.sii_due_date) AS due_date, i.total_amount, i.signed_total,
  ${openAmountSql('i')} AS open_amount, i.payed, i.collectible, i.counted, i.estado,
  i.collection_state, i.notice_count`;

/** The invoice, locked until the transaction ends (notices of one invoice take turns). */
export async function lockCollectedInvoice(
  tx: Queryable,
  businessId: number,
  id: number,
): Promise<CollectedInvoice | null> {
  const { rows } = await tx.query<CollectedInvoice>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.id = $1 AND i.business_id = $2 FOR UPDATE`,
    [id, businessId],
  );
  return rows[0] ?? null;
}

export async function findCollectedInvoice(
  q: Queryable,
  businessId: number,
  id: number,
): Promise<CollectedInvoice | null> {
  const { rows } = await q.query<CollectedInvoice>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.id = $1 AND i.business_id = $2`,
    [id, businessId],
  );
  return rows[0] ?? null;
}

export type BusinessLetterhead = {
  name: string;
  rut: string;
  address: string | null;
  commune: string | null;
  email: string | null;
  phone: string | null;
};

export async function findLetterhead(q: Queryable, businessId: number): Promise<BusinessLetterhead | null> {
  const { rows } = await q.query<BusinessLetterhead>(
    'SELECT name, rut, address, commune, email, phone FROM businesses WHERE id = $1',
    [businessId],
  );
  return rows[0] ?? null;
}

export async function insertEvent(
  tx: Queryable,
  e: {
    businessId: number;
    invoiceId: number;
    clientRut: string;
    kind: CollectionEventKind;
    detail: CollectionEventDetail;
    userId: number | null;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO collection_events (business_id, invoice_id, client_rut, kind, detail, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [e.businessId, e.invoiceId, e.clientRut, e.kind, JSON.stringify(e.detail), e.userId],
  );
  return Number(rows[0]!.id);
}

/** One more normal notice; the state becomes notified unless the invoice is already judicial. */
export async function countNotice(tx: Queryable, businessId: number, invoiceId: number): Promise<void> {
  await tx.query(
    `UPDATE invoices SET notice_count = notice_count + 1,
            collection_state = CASE WHEN collection_state = 'judicial' THEN 'judicial' ELSE 'notified' END,
            updated_at = now()
      WHERE id = $1 AND business_id = $2`,
    [invoiceId, businessId],
  );
}

export async function setJudicial(tx: Queryable, businessId: number, invoiceId: number): Promise<void> {
  await tx.query(
    `UPDATE invoices SET collection_state = 'judicial', updated_at = now() WHERE id = $1 AND business_id = $2`,
    [invoiceId, businessId],
  );
}

export type EventRow = {
  id: number;
  invoice_id: number;
  folio: number;
  doc_type: number;
  client_rut: string;
  kind: CollectionEventKind;
  detail: CollectionEventDetail;
  user_name: string | null;
  created_at: Date;
};

const EVENT_SELECT = `SELECT e.id, e.invoice_id, i.folio, i.doc_type, e.client_rut, e.kind, e.detail,
    u.name AS user_name, e.created_at
  FROM collection_events e
  JOIN invoices i ON i.id = e.invoice_id AND i.business_id = e.business_id
  LEFT JOIN users u ON u.id = e.created_by`;

/** A page of events, newest first, and how many there are. */
export async function listEvents(
  q: Queryable,
  businessId: number,
  by: { invoiceId: number } | { clientRut: string },
  limit: number,
  offset: number,
): Promise<{ rows: EventRow[]; total: number }> {
  const [where, value] =
    'invoiceId' in by ? ['e.invoice_id = $2', by.invoiceId] : ['e.client_rut = $2', by.clientRut];
  const [page, count] = await Promise.all([
    q.query<EventRow>(
      `${EVENT_SELECT} WHERE e.business_id = $1 AND ${where}
        ORDER BY e.created_at DESC, e.id DESC LIMIT $3 OFFSET $4`,
      [businessId, value, limit, offset],
    ),
    q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM collection_events e WHERE e.business_id = $1 AND ${where}`,
      [businessId, value],
    ),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function findEvent(q: Queryable, businessId: number, id: number): Promise<EventRow | null> {
  const { rows } = await q.query<EventRow>(`${EVENT_SELECT} WHERE e.business_id = $1 AND e.id = $2`, [
    businessId,
    id,
  ]);
  return rows[0] ?? null;
}

/** The invoice's events of one kind, oldest first. */
export async function eventsOfKind(
  q: Queryable,
  businessId: number,
  invoiceId: number,
  kind: CollectionEventKind,
): Promise<EventRow[]> {
  const { rows } = await q.query<EventRow>(
    `${EVENT_SELECT} WHERE e.business_id = $1 AND e.invoice_id = $2 AND e.kind = $3 ORDER BY e.created_at, e.id`,
    [businessId, invoiceId, kind],
  );
  return rows;
}

/**
 * A `payment` event for each of `invoiceIds` (just marked paid) that is a sale of the business
 * whose collection began, with what it owed.
 */
export async function insertPaymentEvents(
  tx: Queryable,
  businessId: number,
  invoiceIds: readonly number[],
  userId: number | null,
): Promise<number> {
  if (invoiceIds.length === 0) return 0;
  const { rowCount } = await tx.query(
    `INSERT INTO collection_events (business_id, invoice_id, client_rut, kind, detail, created_by)
     SELECT i.business_id, i.id, i.counterpart_rut, 'payment',
            jsonb_build_object('amount', ${openAmountSql('i')}), $3
       FROM invoices i
      WHERE i.business_id = $1 AND i.id = ANY($2::bigint[]) AND i.direction = 'VENTA'
        AND i.collection_state <> 'none'`,
    [businessId, invoiceIds.map(Number), userId],
  );
  return rowCount;
}

/** A bounce on the invoice's timeline (its client's RUT read from the invoice). */
export async function insertBounceEvent(
  tx: Queryable,
  businessId: number,
  invoiceId: number,
  detail: CollectionEventDetail,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO collection_events (business_id, invoice_id, client_rut, kind, detail)
     SELECT business_id, id, counterpart_rut, 'bounce', $3 FROM invoices WHERE id = $2 AND business_id = $1`,
    [businessId, invoiceId, JSON.stringify(detail)],
  );
  return rowCount > 0;
}

/**
 * Holds the business's debt notices one at a time (NO KEY UPDATE: rows that reference the
 * business are still written meanwhile), so two notices cannot both pass the daily cap.
 */
export async function lockBusinessNotices(tx: Queryable, businessId: number): Promise<void> {
  await tx.query('SELECT 1 FROM businesses WHERE id = $1 FOR NO KEY UPDATE', [businessId]);
}

export type RecentNotices = {
  /** Notices of the invoice, and when the oldest of them leaves the window (seconds from now). */
  invoice: number;
  invoiceFreesIn: number;
  /** Notice mails of the whole business, and when the oldest of them leaves the window. */
  mails: number;
  mailsFreeIn: number;
};

/** The business's debt notices of the last 24 hours: of one invoice, and mails of all of them. */
export async function recentNotices(
  q: Queryable,
  businessId: number,
  invoiceId: number,
): Promise<RecentNotices> {
  const { rows } = await q.query<RecentNotices>(
    `SELECT count(*) FILTER (WHERE invoice_id = $2)::int AS invoice,
            coalesce(ceil(extract(epoch FROM min(created_at) FILTER (WHERE invoice_id = $2)
              + interval '24 hours' - now())), 0)::int AS "invoiceFreesIn",
            coalesce(sum(jsonb_array_length(coalesce(detail->'sent_to', '[]'::jsonb))), 0)::int AS mails,
            coalesce(ceil(extract(epoch FROM min(created_at) + interval '24 hours' - now())), 0)::int AS "mailsFreeIn"
       FROM collection_events
      WHERE business_id = $1 AND kind = 'notice' AND created_at > now() - interval '24 hours'`,
    [businessId, invoiceId],
  );
  return rows[0]!;
}
