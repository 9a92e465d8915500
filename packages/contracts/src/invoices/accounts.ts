import { z } from 'zod';
import { invoicingAccount } from './common';

// GET /api/v1/client/accounts/invoicing/list: the accounts purchases are classified to.

export const invoicingAccountsResponse = z.object({ accounts: z.array(invoicingAccount) });
export type InvoicingAccountsResponse = z.infer<typeof invoicingAccountsResponse>;

/** The chart a business starts with (created on its first call). */
export const DEFAULT_INVOICING_ACCOUNTS = [
  { name: 'Mercaderías', account_number: '1105' },
  { name: 'Arriendos', account_number: '4201' },
  { name: 'Servicios básicos', account_number: '4205' },
  { name: 'Honorarios', account_number: '4210' },
  { name: 'Combustibles', account_number: '4215' },
  { name: 'Gastos generales', account_number: '4299' },
] as const;
