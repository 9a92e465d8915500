// The accounts of the business's chart that purchases are classified to.
import type { InvoicingAccount } from '@portal/contracts';
import type { Queryable } from '@portal/db';

/**
 * The business's classification accounts; a business without a chart gets the standard one first
 * (ensure_chart, migration 0051). Two first calls at once are safe: the unique keys absorb the race.
 */
export async function listInvoicingAccounts(db: Queryable, businessId: number): Promise<InvoicingAccount[]> {
  await db.query('SELECT ensure_chart($1)', [businessId]);
  const { rows } = await db.query<InvoicingAccount>(
    `SELECT id, name, account_number FROM accounts
      WHERE business_id = $1 AND classification AND active ORDER BY account_number, id`,
    [businessId],
  );
  return rows;
}
