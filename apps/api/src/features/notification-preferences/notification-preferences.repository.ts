// SQL of the notification preferences: a user's general settings (user_message_preferences), the
// per-client and per-invoice reminder switches (client_notification_configs) and the business's
// preferences for its mail (businesses.business_messages_preferences). Migration 0040.
import type { Queryable } from '@portal/db';

export type UserPreferencesRow = {
  email: string | null;
  phone: string | null;
  subscriptions: Record<string, boolean>;
};

export async function findUserPreferences(q: Queryable, userId: number): Promise<UserPreferencesRow | null> {
  const { rows } = await q.query<UserPreferencesRow>(
    'SELECT email, phone, subscriptions FROM user_message_preferences WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/** Creates or changes the user's row; only the fields given change, subscriptions merge by key. */
export async function upsertUserPreferences(
  q: Queryable,
  userId: number,
  patch: { email?: string | null; phone?: string | null; subscriptions?: Record<string, boolean> },
): Promise<UserPreferencesRow> {
  const { rows } = await q.query<UserPreferencesRow>(
    `INSERT INTO user_message_preferences AS p (user_id, email, phone, subscriptions)
     VALUES ($1, $2::text, $3::text, coalesce($4::jsonb, '{}'::jsonb))
     ON CONFLICT (user_id) DO UPDATE SET
       email = CASE WHEN $5::boolean THEN EXCLUDED.email ELSE p.email END,
       phone = CASE WHEN $6::boolean THEN EXCLUDED.phone ELSE p.phone END,
       subscriptions = p.subscriptions || coalesce($4::jsonb, '{}'::jsonb),
       updated_at = now()
     RETURNING email, phone, subscriptions`,
    [
      userId,
      patch.email ?? null,
      patch.phone ?? null,
      patch.subscriptions ? JSON.stringify(patch.subscriptions) : null,
      patch.email !== undefined,
      patch.phone !== undefined,
    ],
  );
  return rows[0];
}

export type ClientConfigRow = {
  id: number;
  client_rut: string;
  client_name: string | null;
  invoice_id: number | null;
  folio: number | null;
  active: boolean;
  days: number | null;
  updated_at: Date;
};

const CONFIG_SELECT = `
  SELECT c.id, c.client_rut, coalesce(cp.business_name, i.counterpart_name) AS client_name, c.invoice_id,
         i.folio, c.active, c.days, c.updated_at
    FROM client_notification_configs c
    LEFT JOIN counterparts cp ON cp.business_id = c.business_id AND cp.kind = 'client' AND cp.rut = c.client_rut
    LEFT JOIN invoices i ON i.id = c.invoice_id AND i.business_id = c.business_id`;

export async function listClientConfigs(
  q: Queryable,
  businessId: number,
  filter: { clientRut?: string; invoiceId?: number; scope?: 'client' | 'invoice' },
): Promise<ClientConfigRow[]> {
  const params: unknown[] = [businessId];
  let where = 'c.business_id = $1';
  if (filter.clientRut !== undefined) {
    params.push(filter.clientRut);
    where += ` AND c.client_rut = $${params.length}`;
  }
  if (filter.invoiceId !== undefined) {
    params.push(filter.invoiceId);
    where += ` AND c.invoice_id = $${params.length}`;
  }
  if (filter.scope === 'client') where += ' AND c.invoice_id IS NULL';
  if (filter.scope === 'invoice') where += ' AND c.invoice_id IS NOT NULL';
  const { rows } = await q.query<ClientConfigRow>(
    `${CONFIG_SELECT} WHERE ${where} ORDER BY c.updated_at DESC, c.id DESC LIMIT 500`,
    params,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    invoice_id: r.invoice_id === null ? null : Number(r.invoice_id),
  }));
}

export async function findClientConfig(
  q: Queryable,
  businessId: number,
  id: number,
): Promise<ClientConfigRow | null> {
  const { rows } = await q.query<ClientConfigRow>(`${CONFIG_SELECT} WHERE c.business_id = $1 AND c.id = $2`, [
    businessId,
    id,
  ]);
  const r = rows[0];
  return r
    ? { ...r, id: Number(r.id), invoice_id: r.invoice_id === null ? null : Number(r.invoice_id) }
    : null;
}

/** The sale `invoiceId` of the business: its client's RUT, or null when it is not one of its sales. */
export async function saleClientRut(
  q: Queryable,
  businessId: number,
  invoiceId: number,
): Promise<string | null> {
  const { rows } = await q.query<{ counterpart_rut: string }>(
    `SELECT counterpart_rut FROM invoices WHERE business_id = $1 AND id = $2 AND direction = 'VENTA'`,
    [businessId, invoiceId],
  );
  return rows[0]?.counterpart_rut ?? null;
}

/** Creates or changes the config of a client (invoiceId null) or of an invoice; answers its id. */
export async function upsertClientConfig(
  q: Queryable,
  businessId: number,
  c: { clientRut: string; invoiceId: number | null; active: boolean; days: number | null | undefined },
): Promise<number> {
  const conflict =
    c.invoiceId === null
      ? '(business_id, client_rut) WHERE invoice_id IS NULL'
      : '(business_id, invoice_id) WHERE invoice_id IS NOT NULL';
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO client_notification_configs AS c (business_id, client_rut, invoice_id, active, days)
     VALUES ($1, $2, $3, $4, $5::integer)
     ON CONFLICT ${conflict} DO UPDATE SET
       active = EXCLUDED.active,
       days = CASE WHEN $6::boolean THEN EXCLUDED.days ELSE c.days END,
       updated_at = now()
     RETURNING id`,
    [businessId, c.clientRut, c.invoiceId, c.active, c.days ?? null, c.days !== undefined],
  );
  return Number(rows[0].id);
}

export async function updateClientConfig(
  q: Queryable,
  businessId: number,
  id: number,
  c: { active: boolean; days: number | null | undefined },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE client_notification_configs
        SET active = $3, days = CASE WHEN $5::boolean THEN $4::integer ELSE days END, updated_at = now()
      WHERE business_id = $1 AND id = $2`,
    [businessId, id, c.active, c.days ?? null, c.days !== undefined],
  );
  return (rowCount ?? 0) > 0;
}

/** Every switch of the business, for a reminders run. */
export async function allClientConfigs(
  q: Queryable,
  businessId: number,
): Promise<{ client_rut: string; invoice_id: number | null; active: boolean; days: number | null }[]> {
  const { rows } = await q.query<{
    client_rut: string;
    invoice_id: number | null;
    active: boolean;
    days: number | null;
  }>('SELECT client_rut, invoice_id, active, days FROM client_notification_configs WHERE business_id = $1', [
    businessId,
  ]);
  return rows.map((r) => ({ ...r, invoice_id: r.invoice_id === null ? null : Number(r.invoice_id) }));
}

export async function findBusinessPreferences(
  q: Queryable,
  businessId: number,
): Promise<Record<string, unknown>> {
  const { rows } = await q.query<{ p: Record<string, unknown> }>(
    'SELECT business_messages_preferences AS p FROM businesses WHERE id = $1',
    [businessId],
  );
  return rows[0]?.p ?? {};
}

export async function mergeBusinessPreferences(
  q: Queryable,
  businessId: number,
  patch: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { rows } = await q.query<{ p: Record<string, unknown> }>(
    `UPDATE businesses SET business_messages_preferences = business_messages_preferences || $2::jsonb, updated_at = now()
      WHERE id = $1 RETURNING business_messages_preferences AS p`,
    [businessId, JSON.stringify(patch)],
  );
  return rows[0]?.p ?? {};
}

/** The business's users who get `subscription` (not turned off), with the address their mail goes to. */
export async function subscribedUsers(
  q: Queryable,
  businessId: number,
  subscription: string,
): Promise<{ user_id: number; name: string; address: string }[]> {
  const { rows } = await q.query<{ user_id: number; name: string; address: string }>(
    `SELECT u.id AS user_id, u.name, coalesce(p.email, u.email) AS address
       FROM businesses_users bu
       JOIN users u ON u.id = bu.user_id
       LEFT JOIN user_message_preferences p ON p.user_id = u.id
      WHERE bu.business_id = $1 AND coalesce((p.subscriptions ->> $2)::boolean, true)
      ORDER BY u.id`,
    [businessId, subscription],
  );
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}

export async function businessName(q: Queryable, businessId: number): Promise<string | null> {
  const { rows } = await q.query<{ name: string }>(
    "SELECT coalesce(nullif(fantasy_name, ''), name) AS name FROM businesses WHERE id = $1",
    [businessId],
  );
  return rows[0]?.name ?? null;
}
