// SQL of bank accounts (table bm_accounts, migration 0043). Every query is scoped by business_id.
import type { Queryable } from '@portal/db';

export type AccountRow = {
  id: number;
  bank_code: string;
  number: string;
  name: string | null;
  account_type: string | null;
  currency: string;
  active: boolean;
  balance: number | null;
  balance_date: string | null;
  movements_count: number;
  unconciliated_count: number;
  last_movement_date: string | null;
  downloaded_at: string | null;
  created_at: string;
};

const COLUMNS = `a.id::int AS id, a.bank_code, a.number, a.name, a.account_type, a.currency, a.active,
  coalesce(st.closing_balance, last.balance)::bigint AS balance,
  to_char(CASE WHEN st.closing_balance IS NOT NULL THEN st.balance_date
               WHEN last.balance IS NOT NULL THEN last.post_date END, 'YYYY-MM-DD') AS balance_date,
  coalesce(n.total, 0)::int AS movements_count,
  coalesce(n.open, 0)::int AS unconciliated_count, to_char(last.post_date, 'YYYY-MM-DD') AS last_movement_date,
  a.downloaded_at, a.created_at`;

// The last statement's balance (as of its date), the newest movement (its running balance, for
// movements imported before statements were kept, and its date) and the counts, per account.
const FIGURES = `
  LEFT JOIN LATERAL (SELECT s.closing_balance, s.balance_date FROM bm_statements s
                      WHERE s.business_id = a.business_id AND s.bm_account_id = a.id AND s.closing_balance IS NOT NULL
                      ORDER BY s.balance_date DESC NULLS LAST, s.id DESC LIMIT 1) st ON true
  LEFT JOIN LATERAL (SELECT m.balance, m.post_date FROM bm_movements m
                      WHERE m.business_id = a.business_id AND m.bm_account_id = a.id
                      ORDER BY m.post_date DESC, m.id DESC LIMIT 1) last ON true
  LEFT JOIN LATERAL (SELECT count(*) AS total, count(*) FILTER (WHERE NOT m.conciliated) AS open
                       FROM bm_movements m WHERE m.business_id = a.business_id AND m.bm_account_id = a.id) n ON true`;

export const ACCOUNT_SORT = {
  bank_name: 'a.bank_code',
  number: 'a.number',
  account_type: 'a.account_type',
  currency: 'a.currency',
  active: 'a.active',
  created_at: 'a.created_at',
  last_movement_date: 'last.post_date',
} as const;

const toRow = (r: Record<string, unknown>): AccountRow => ({
  ...(r as AccountRow),
  balance: r.balance === null ? null : Number(r.balance),
  downloaded_at: r.downloaded_at ? new Date(r.downloaded_at as string).toISOString() : null,
  created_at: new Date(r.created_at as string).toISOString(),
});

export async function listAccounts(
  db: Queryable,
  businessId: number,
  spec: {
    sort: keyof typeof ACCOUNT_SORT;
    order: 'asc' | 'desc';
    page: number;
    pageSize: number;
    active?: boolean;
  },
): Promise<{ rows: AccountRow[]; total: number }> {
  const params: unknown[] = [businessId];
  let where = 'a.business_id = $1';
  if (spec.active !== undefined) {
    params.push(spec.active);
    where += ` AND a.active = $${params.length}`;
  }
  const dir = spec.order === 'asc' ? 'ASC' : 'DESC';
  params.push(spec.pageSize, (spec.page - 1) * spec.pageSize);
  const [{ rows }, count] = await Promise.all([
    db.query(
      `SELECT ${COLUMNS} FROM bm_accounts a ${FIGURES} WHERE ${where}
        ORDER BY ${ACCOUNT_SORT[spec.sort]} ${dir} NULLS LAST, a.id ${dir}
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bm_accounts a WHERE ${where}`,
      params.slice(0, -2),
    ),
  ]);
  return { rows: rows.map(toRow), total: count.rows[0]!.n };
}

export async function findAccount(db: Queryable, businessId: number, id: number): Promise<AccountRow | null> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM bm_accounts a ${FIGURES} WHERE a.business_id = $1 AND a.id = $2`,
    [businessId, id],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

export type AccountRef = {
  id: number;
  number: string;
  bank_code: string;
  currency: string;
  active: boolean;
};

/** Every account of the business, for placing a file's statements (by number). */
export async function accountRefs(db: Queryable, businessId: number): Promise<AccountRef[]> {
  const { rows } = await db.query<AccountRef>(
    'SELECT id::int AS id, number, bank_code, currency, active FROM bm_accounts WHERE business_id = $1 ORDER BY id',
    [businessId],
  );
  return rows;
}

/** The business's accounts by number (statement import from the command line and the inbox). */
export async function accountsByNumber(
  db: Queryable,
  businessId: number,
): Promise<{ id: number; number: string; bank_code: string; currency: string }[]> {
  const { rows } = await db.query<{ id: number; number: string; bank_code: string; currency: string }>(
    'SELECT id::int AS id, number, bank_code, currency FROM bm_accounts WHERE business_id = $1 ORDER BY id',
    [businessId],
  );
  return rows;
}

/** Null when the business already has that number at that bank. */
export async function insertAccount(
  db: Queryable,
  businessId: number,
  a: {
    bank_code: string;
    number: string;
    account_type: string | null;
    currency: string;
    name: string | null;
  },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO bm_accounts (business_id, bank_code, number, account_type, currency, name)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (business_id, bank_code, number) DO NOTHING RETURNING id::int AS id`,
    [businessId, a.bank_code, a.number, a.account_type, a.currency, a.name],
  );
  return rows[0]?.id ?? null;
}

export async function updateAccount(
  db: Queryable,
  businessId: number,
  id: number,
  changes: { active?: boolean; account_type?: string | null; name?: string | null },
): Promise<boolean> {
  const params: unknown[] = [businessId, id];
  const sets: string[] = [];
  for (const key of ['active', 'account_type', 'name'] as const) {
    if (changes[key] === undefined) continue;
    params.push(changes[key]);
    sets.push(`${key} = $${params.length}`);
  }
  if (sets.length === 0) return (await findAccount(db, businessId, id)) !== null;
  const { rowCount } = await db.query(
    `UPDATE bm_accounts SET ${sets.join(', ')} WHERE business_id = $1 AND id = $2`,
    params,
  );
  return rowCount > 0;
}

/** The account locked (statement import, deletion), or null. */
export async function lockAccount(
  tx: Queryable,
  businessId: number,
  id: number,
): Promise<{ id: number; number: string; currency: string; bank_code: string } | null> {
  const { rows } = await tx.query<{ id: number; number: string; currency: string; bank_code: string }>(
    'SELECT id::int AS id, number, currency, bank_code FROM bm_accounts WHERE business_id = $1 AND id = $2 FOR UPDATE',
    [businessId, id],
  );
  return rows[0] ?? null;
}

export async function deleteAccount(tx: Queryable, businessId: number, id: number): Promise<number> {
  const { rowCount } = await tx.query(
    'DELETE FROM bm_movements WHERE business_id = $1 AND bm_account_id = $2',
    [businessId, id],
  );
  await tx.query('DELETE FROM bm_accounts WHERE business_id = $1 AND id = $2', [businessId, id]);
  return rowCount;
}

export async function touchDownloaded(tx: Queryable, businessId: number, id: number): Promise<void> {
  await tx.query('UPDATE bm_accounts SET downloaded_at = now() WHERE business_id = $1 AND id = $2', [
    businessId,
    id,
  ]);
}
