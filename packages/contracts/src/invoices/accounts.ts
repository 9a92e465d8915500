import { z } from 'zod';
import { invoicingAccount } from './common';

// GET /api/v1/client/accounts/invoicing/list: the accounts purchases are classified to.

export const invoicingAccountsResponse = z.object({ accounts: z.array(invoicingAccount) });
export type InvoicingAccountsResponse = z.infer<typeof invoicingAccountsResponse>;
