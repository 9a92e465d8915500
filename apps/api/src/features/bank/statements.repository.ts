// SQL of stored statements (table bm_statements, migration 0090): the balances each imported
// statement gives. Every query is scoped by business_id.
import type { Queryable } from '@portal/db';

export type StoredStatement = { closing_balance: number | null; balance_date: string | null };

/** The closing balance of the account's last statement holding at or before `start` (another statement than `key`). */
export async function previousClosing(
  tx: Queryable,
  businessId: number,
  accountId: number,
  start: string,
  key: string,
): Promise<StoredStatement | null> {
  const { rows } = await tx.query<{ closing_balance: string; balance_date: string }>(
    `SELECT closing_balance, to_char(balance_date, 'YYYY-MM-DD') AS balance_date FROM bm_statements
      WHERE business_id = $1 AND bm_account_id = $2 AND closing_balance IS NOT NULL
        AND balance_date <= $3::date AND statement_key <> $4
      ORDER BY balance_date DESC, id DESC LIMIT 1`,
    [businessId, accountId, start, key],
  );
  const r = rows[0];
  return r ? { closing_balance: Number(r.closing_balance), balance_date: r.balance_date } : null;
}

/** The statement's row; null when the same statement was imported before (nothing written). */
export async function insertStatement(
  tx: Queryable,
  businessId: number,
  accountId: number,
  s: {
    importId: number;
    key: string;
    position: number;
    periodStart: string | null;
    periodEnd: string | null;
    opening: number | null;
    closing: number | null;
    balanceDate: string | null;
    entries: number;
    gap: number | null;
  },
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO bm_statements (business_id, bm_account_id, import_id, statement_key, position, period_start,
                                period_end, opening_balance, closing_balance, balance_date, entries, gap)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, $8, $9, $10::date, $11, $12)
     ON CONFLICT (bm_account_id, statement_key) DO NOTHING RETURNING id::int AS id`,
    [
      businessId,
      accountId,
      s.importId,
      s.key,
      s.position,
      s.periodStart,
      s.periodEnd,
      s.opening,
      s.closing,
      s.balanceDate,
      s.entries,
      s.gap,
    ],
  );
  return rows[0]?.id ?? null;
}
