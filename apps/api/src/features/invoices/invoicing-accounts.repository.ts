// The chart of accounts purchases are classified to (invoicing_accounts), per business.
import { DEFAULT_INVOICING_ACCOUNTS, type InvoicingAccount } from '@portal/contracts';
import type { Queryable } from '@portal/db';

/**
 * The business's accounts; a business without any gets the default chart first. Two first calls at
 * once are safe: the insert only happens while none exist, and the unique key absorbs the race.
 */
export async function listInvoicingAccounts(db: Queryable, businessId: number): Promise<InvoicingAccount[]> {
  const names = DEFAULT_INVOICING_ACCOUNTS.map((a) => a.name);
  const numbers = DEFAULT_INVOICING_ACCOUNTS.map((a) => a.account_number);
  await db.query(
    `INSERT INTO invoicing_accounts (business_id, name, account_number)
     SELECT $1, d.name, d.account_number FROM unnest($2::text[], $3::text[]) AS d(name, account_number)
      WHERE NOT EXISTS (SELECT 1 FROM invoicing_accounts WHERE business_id = $1)
     ON CONFLICT (business_id, account_number) DO NOTHING`,
    [businessId, names, numbers],
  );
  const { rows } = await db.query<InvoicingAccount>(
    'SELECT id, name, account_number FROM invoicing_accounts WHERE business_id = $1 ORDER BY account_number, id',
    [businessId],
  );
  return rows;
}
