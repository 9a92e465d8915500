// SQL of Cobranza Online: the debts sent (cobranza_online_debts, migration 0041). Scoped by business_id.
import type { Queryable } from '@portal/db';

export type DebtRow = {
  id: number;
  invoice_id: number;
  amount: number;
  state: 'sent';
  external_id: string;
  created_at: Date;
};

export async function findDebt(q: Queryable, businessId: number, invoiceId: number): Promise<DebtRow | null> {
  const { rows } = await q.query<DebtRow>(
    `SELECT id, invoice_id, amount, state, external_id, created_at FROM cobranza_online_debts
      WHERE business_id = $1 AND invoice_id = $2`,
    [businessId, invoiceId],
  );
  return rows[0] ?? null;
}

/** The new debt, or null when the invoice was already sent (a concurrent send won). */
export async function insertDebt(
  tx: Queryable,
  d: {
    businessId: number;
    invoiceId: number;
    amount: number;
    dueDate: string | null;
    description: string | null;
    debtor: unknown;
    channel: string;
    externalId: string;
    userId: number;
  },
): Promise<DebtRow | null> {
  const { rows } = await tx.query<DebtRow>(
    `INSERT INTO cobranza_online_debts
       (business_id, invoice_id, amount, due_date, description, debtor, channel, external_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (business_id, invoice_id) DO NOTHING
     RETURNING id, invoice_id, amount, state, external_id, created_at`,
    [
      d.businessId,
      d.invoiceId,
      d.amount,
      d.dueDate,
      d.description,
      JSON.stringify(d.debtor),
      d.channel,
      d.externalId,
      d.userId,
    ],
  );
  return rows[0] ?? null;
}
