// SQL of the reminders (migration 0040: reminders, reminder_sends) and of what a run reads: the
// business's open sales, the steps already sent, the settings that switch reminders and the daily
// summary on. Every query is scoped by business.
import { SETTING_CATALOG, type ReminderType } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import { Params, beforeCollectionsSql, openAmountSql, openSql } from '../invoices/invoices.service';

export type ReminderRow = {
  id: number;
  reminder_type: ReminderType;
  active: boolean;
  contact_type: number;
  days: number | null;
  send_every: number;
  send_maximum: number;
  weekend_lock: boolean;
  payment_link: string | null;
  deleted_at: Date | null;
};

const COLUMNS =
  'id, reminder_type, active, contact_type, days, send_every, send_maximum, weekend_lock, payment_link, deleted_at';

export async function listReminderRows(q: Queryable, businessId: number): Promise<ReminderRow[]> {
  const { rows } = await q.query<ReminderRow>(
    `SELECT ${COLUMNS} FROM reminders WHERE business_id = $1 AND deleted_at IS NULL`,
    [businessId],
  );
  return rows;
}

export async function upsertReminder(
  q: Queryable,
  businessId: number,
  r: Omit<ReminderRow, 'id' | 'deleted_at'>,
): Promise<void> {
  await q.query(
    `INSERT INTO reminders (business_id, reminder_type, active, contact_type, days, send_every, send_maximum,
                            weekend_lock, payment_link)
     VALUES ($1, $2, $3, $4, $5::integer, $6, $7, $8, $9::text)
     ON CONFLICT (business_id, reminder_type) DO UPDATE SET
       active = EXCLUDED.active, contact_type = EXCLUDED.contact_type, days = EXCLUDED.days,
       send_every = EXCLUDED.send_every, send_maximum = EXCLUDED.send_maximum,
       weekend_lock = EXCLUDED.weekend_lock, payment_link = EXCLUDED.payment_link,
       deleted_at = NULL, updated_at = now()`,
    [
      businessId,
      r.reminder_type,
      r.active,
      r.contact_type,
      r.days,
      r.send_every,
      r.send_maximum,
      r.weekend_lock,
      r.payment_link,
    ],
  );
}

export type ContactTypeRow = { id: number; key: string; name: string };
export async function contactTypes(q: Queryable): Promise<ContactTypeRow[]> {
  const { rows } = await q.query<ContactTypeRow>('SELECT id, key, name FROM contact_types ORDER BY id');
  return rows;
}

export type SettingState = { active: boolean; value: string | null } | null;

/** A setting of the business (null: never saved). */
export async function settingState(q: Queryable, businessId: number, key: string): Promise<SettingState> {
  const { rows } = await q.query<{ active: boolean; value: string | null }>(
    'SELECT active, value FROM settings WHERE business_id = $1 AND key = $2',
    [businessId, key],
  );
  return rows[0] ?? null;
}

/**
 * invoice_by_due's days are the setting invoice_reminders' value: saved there (the row is made
 * switched off when it did not exist, so saving a number does not start sending mail).
 */
export async function saveReminderDaysSetting(q: Queryable, businessId: number, days: number): Promise<void> {
  await q.query(
    `INSERT INTO settings (business_id, key, name, value, active) VALUES ($1, 'invoice_reminders', $2, $3, false)
     ON CONFLICT (business_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [businessId, SETTING_CATALOG.invoice_reminders.name, String(days)],
  );
}

/** The businesses whose setting `key` is on, with its value. */
export async function businessesWithSetting(
  q: Queryable,
  key: string,
): Promise<{ business_id: number; value: string | null }[]> {
  const { rows } = await q.query<{ business_id: number; value: string | null }>(
    'SELECT business_id, value FROM settings WHERE key = $1 AND active ORDER BY business_id',
    [key],
  );
  return rows;
}

export type SaleFacts = {
  id: number;
  folio: number;
  doc_type: number;
  counterpart_rut: string;
  counterpart_name: string;
  issue_date: string;
  due_date: string;
  open_amount: number;
  payed: boolean;
  direction: string;
  open: boolean;
  /** Issued before the business's "gestión de cobranza desde". */
  before_collections: boolean;
  collectible: boolean;
};

const saleColumns = (p: Params, businessId: number) => `
  i.id, i.folio, i.doc_type, i.counterpart_rut, i.counterpart_name, i.issue_date, i.payed, i.direction,
  coalesce(i.internal_due_date, i.issue_date + 30) AS due_date,
  ${openAmountSql('i')} AS open_amount,
  (i.direction = 'VENTA' AND ${openSql(p, businessId)}) AS open,
  ${beforeCollectionsSql(p, businessId)} AS before_collections,
  (i.collectible AND i.counted AND i.signed_total > 0 AND i.estado IS DISTINCT FROM 'Rechazada') AS collectible`;

/**
 * The business's open sales a run may remind about: owed (invoices.service openSql: unpaid,
 * collectible, counted, …) and issued on or before today, due on or after `dueFrom`.
 */
export async function openSalesForRun(
  q: Queryable,
  businessId: number,
  today: string,
  dueFrom: string,
): Promise<SaleFacts[]> {
  const p = new Params();
  const cols = saleColumns(p, businessId);
  const { rows } = await q.query<SaleFacts>(
    `SELECT ${cols} FROM invoices i
      WHERE i.business_id = ${p.add(businessId)} AND i.direction = 'VENTA' AND ${openSql(p, businessId)}
        AND i.issue_date <= ${p.add(today)}::date
        AND coalesce(i.internal_due_date, i.issue_date + 30) >= ${p.add(dueFrom)}::date
      ORDER BY i.id`,
    p.values,
  );
  return rows;
}

/** One invoice of the business with the facts its schedule needs (any direction), or null. */
export async function saleFacts(
  q: Queryable,
  businessId: number,
  invoiceId: number,
): Promise<SaleFacts | null> {
  const p = new Params();
  const cols = saleColumns(p, businessId);
  const { rows } = await q.query<SaleFacts>(
    `SELECT ${cols} FROM invoices i WHERE i.business_id = ${p.add(businessId)} AND i.id = ${p.add(invoiceId)}`,
    p.values,
  );
  return rows[0] ?? null;
}

/** Still owed right now (read in the sending transaction: a payment since the run began stops it). */
export async function isStillOpen(q: Queryable, businessId: number, invoiceId: number): Promise<boolean> {
  const p = new Params();
  const { rows } = await q.query(
    `SELECT 1 FROM invoices i WHERE i.business_id = ${p.add(businessId)} AND i.id = ${p.add(invoiceId)}
        AND i.direction = 'VENTA' AND ${openSql(p, businessId)} FOR UPDATE`,
    p.values,
  );
  return rows.length > 0;
}

export type SendRow = {
  invoice_id: number;
  reminder_type: ReminderType;
  step: number;
  planned_on: string;
  sent_on: string;
  addresses: string[];
};

export async function sentSteps(
  q: Queryable,
  businessId: number,
  invoiceIds: readonly number[],
): Promise<SendRow[]> {
  if (invoiceIds.length === 0) return [];
  const { rows } = await q.query<SendRow>(
    `SELECT invoice_id, reminder_type, step, planned_on, sent_on, addresses FROM reminder_sends
      WHERE business_id = $1 AND invoice_id = ANY($2::bigint[])`,
    [businessId, invoiceIds],
  );
  return rows.map((r) => ({ ...r, invoice_id: Number(r.invoice_id) }));
}

/** Claims the step (the unique key decides between two runs); false when it was already sent. */
export async function claimStep(
  q: Queryable,
  businessId: number,
  s: Omit<SendRow, 'addresses'> & { addresses: readonly string[] },
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO reminder_sends (business_id, invoice_id, reminder_type, step, planned_on, sent_on, addresses)
     VALUES ($1, $2, $3, $4, $5, $6, $7::text[])
     ON CONFLICT (invoice_id, reminder_type, step) DO NOTHING RETURNING id`,
    [businessId, s.invoice_id, s.reminder_type, s.step, s.planned_on, s.sent_on, s.addresses],
  );
  return rows.length > 0;
}

/** The reminder on the invoice's collection timeline, and its state 'notified' if it was 'none'. */
export async function recordReminderEvent(
  q: Queryable,
  businessId: number,
  e: { invoiceId: number; clientRut: string; detail: Record<string, unknown> },
): Promise<void> {
  await q.query(
    `INSERT INTO collection_events (business_id, invoice_id, client_rut, kind, detail)
     VALUES ($1, $2, $3, 'reminder', $4::jsonb)`,
    [businessId, e.invoiceId, e.clientRut, JSON.stringify(e.detail)],
  );
  await q.query(
    `UPDATE invoices SET collection_state = 'notified' WHERE business_id = $1 AND id = $2 AND collection_state = 'none'`,
    [businessId, e.invoiceId],
  );
}

export type DayFigures = { count: number; total: number };

/** Yesterday's sales or purchases: documents issued that day in the register, Σ signed totals. */
export async function issuedOn(
  q: Queryable,
  businessId: number,
  direction: 'VENTA' | 'COMPRA',
  day: string,
): Promise<DayFigures> {
  const { rows } = await q.query<{ count: number; total: number | null }>(
    `SELECT count(*) AS count, sum(signed_total) AS total FROM invoices
      WHERE business_id = $1 AND direction = $2 AND issue_date = $3::date AND counted`,
    [businessId, direction, day],
  );
  return { count: Number(rows[0].count), total: Number(rows[0].total ?? 0) };
}

/**
 * Sales marked paid during `day` (Chile time), Σ what they were to collect (total less credit notes):
 * a sale settled by reconciliations has its payments in paid_amount, so its saldo is 0 by then.
 */
export async function paidOn(q: Queryable, businessId: number, day: string): Promise<DayFigures> {
  const { rows } = await q.query<{ count: number; total: number | null }>(
    `SELECT count(*) AS count, sum(signed_total - credited_amount) AS total FROM invoices
      WHERE business_id = $1 AND direction = 'VENTA' AND payed
        AND (payed_at AT TIME ZONE 'America/Santiago')::date = $2::date`,
    [businessId, day],
  );
  return { count: Number(rows[0].count), total: Number(rows[0].total ?? 0) };
}

/** Debt notices and reminders on the collection timeline during `day` (Chile time). */
export async function collectionEventsOn(
  q: Queryable,
  businessId: number,
  day: string,
): Promise<{ notices: number; reminders: number }> {
  const { rows } = await q.query<{ notices: number; reminders: number }>(
    `SELECT count(*) FILTER (WHERE kind = 'notice') AS notices, count(*) FILTER (WHERE kind = 'reminder') AS reminders
       FROM collection_events
      WHERE business_id = $1 AND (created_at AT TIME ZONE 'America/Santiago')::date = $2::date`,
    [businessId, day],
  );
  return { notices: Number(rows[0].notices), reminders: Number(rows[0].reminders) };
}
