// The chart of accounts of one business. Every query is scoped by businessId.
import type { Account, AccountType } from '@portal/contracts';
import type { Queryable } from '@portal/db';

const COLUMNS = `a.id, a.name, a.account_number, a.account_type, a.role, a.classification, a.active,
  EXISTS (SELECT 1 FROM journal_account_months m WHERE m.business_id = a.business_id AND m.account_id = a.id
           AND m.lines > 0) AS has_movements`;

/** The standard chart for a business that has none yet (migration 0051's ensure_chart). */
export async function ensureChart(db: Queryable, businessId: number): Promise<void> {
  await db.query('SELECT ensure_chart($1)', [businessId]);
}

export async function listAccounts(
  db: Queryable,
  businessId: number,
  only: 'all' | 'internal' = 'all',
): Promise<Account[]> {
  const { rows } = await db.query<Account>(
    `SELECT ${COLUMNS} FROM accounts a
      WHERE a.business_id = $1 ${only === 'internal' ? 'AND a.role IS NOT NULL' : ''}
      ORDER BY a.account_number, a.id`,
    [businessId],
  );
  return rows;
}

export async function findAccount(
  db: Queryable,
  businessId: number,
  by: { id: number } | { code: string },
): Promise<Account | null> {
  const [where, value] = 'id' in by ? ['a.id = $2', by.id] : ['a.account_number = $2', by.code];
  const { rows } = await db.query<Account>(
    `SELECT ${COLUMNS} FROM accounts a WHERE a.business_id = $1 AND ${where}`,
    [businessId, value],
  );
  return rows[0] ?? null;
}

/** The new account's id, or null when the business already has that code. */
export async function insertAccount(
  db: Queryable,
  businessId: number,
  a: { name: string; account_number: string; account_type: AccountType; classification: boolean },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO accounts (business_id, name, account_number, account_type, classification)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (business_id, account_number) DO NOTHING RETURNING id`,
    [businessId, a.name, a.account_number, a.account_type, a.classification],
  );
  return rows[0]?.id ?? null;
}

export async function updateAccount(
  db: Queryable,
  businessId: number,
  id: number,
  change: { name?: string; active?: boolean; classification?: boolean },
): Promise<void> {
  await db.query(
    `UPDATE accounts SET name = coalesce($3, name), active = coalesce($4, active),
            classification = coalesce($5, classification)
      WHERE business_id = $1 AND id = $2`,
    [businessId, id, change.name ?? null, change.active ?? null, change.classification ?? null],
  );
}

/** Deletes an account no line names (the foreign key refuses the others); false when it had lines. */
export async function deleteAccount(db: Queryable, businessId: number, id: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `DELETE FROM accounts a WHERE a.business_id = $1 AND a.id = $2
        AND NOT EXISTS (SELECT 1 FROM journal_lines l WHERE l.business_id = $1 AND l.account_id = a.id)
      RETURNING a.id`,
    [businessId, id],
  );
  return rows.length > 0;
}

/** The business's accounts among `ids` or `numbers` (id, number, name, active), for other areas' checks. */
export async function accountsAmong(
  db: Queryable,
  businessId: number,
  by: { ids: readonly number[] } | { numbers: readonly string[] },
): Promise<{ id: number; account_number: string; name: string; active: boolean }[]> {
  const [col, values, type] = 'ids' in by ? ['id', by.ids, 'bigint'] : ['account_number', by.numbers, 'text'];
  const { rows } = await db.query<{ id: number; account_number: string; name: string; active: boolean }>(
    `SELECT id::int AS id, account_number, name, active FROM accounts WHERE business_id = $1 AND ${col} = ANY($2::${type}[])`,
    [businessId, values],
  );
  return rows;
}
