// Test data for the bank tests: accounts and movements written with plain SQL (every column under
// control), so reconciliation is tested apart from the statement readers.
import type { Queryable } from '@portal/db';
import { TODAY } from './invoices';

let nextNumber = 10_000_000;
let nextRef = 1;

export async function insertAccount(
  db: Queryable,
  businessId: number,
  seed: { number?: string; bankCode?: string; currency?: string; active?: boolean } = {},
): Promise<{ id: number; number: string }> {
  const number = seed.number ?? String(nextNumber++);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO bm_accounts (business_id, bank_code, number, currency, active) VALUES ($1, $2, $3, $4, $5)
     RETURNING id::int AS id`,
    [businessId, seed.bankCode ?? '001', number, seed.currency ?? 'CLP', seed.active ?? true],
  );
  return { id: rows[0]!.id, number };
}

export async function insertMovement(
  db: Queryable,
  businessId: number,
  accountId: number,
  seed: { amount: number; date?: string; description?: string; balance?: number | null },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO bm_movements (business_id, bm_account_id, bank_ref, post_date, amount, description, balance, search_text)
     VALUES ($1, $2, $3, $4, $5, $6, $7, lower($6)) RETURNING id::int AS id`,
    [
      businessId,
      accountId,
      `T${nextRef++}`,
      seed.date ?? TODAY,
      seed.amount,
      seed.description ?? 'TRANSFERENCIA',
      seed.balance ?? null,
    ],
  );
  return rows[0]!.id;
}
