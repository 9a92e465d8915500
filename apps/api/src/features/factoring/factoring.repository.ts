// SQL of factoring: the debtor's judicial collections and the partner requests (factoring_requests,
// migration 0041). Scoped by business_id.
import type { Queryable } from '@portal/db';

/** Whether the business has an unpaid sale to this client in judicial collection. */
export async function debtorInJudicial(
  q: Queryable,
  businessId: number,
  clientRut: string,
): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM invoices WHERE business_id = $1 AND counterpart_rut = $2 AND direction = 'VENTA'
        AND collection_state = 'judicial' AND NOT payed LIMIT 1`,
    [businessId, clientRut],
  );
  return rows.length > 0;
}

/** A request for this invoice in the last day (asking again within it sends no second mail). */
export async function recentRequest(q: Queryable, businessId: number, invoiceId: number): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM factoring_requests WHERE business_id = $1 AND invoice_id = $2
        AND created_at > now() - interval '1 day' LIMIT 1`,
    [businessId, invoiceId],
  );
  return rows.length > 0;
}

export async function insertRequest(
  tx: Queryable,
  r: { businessId: number; invoiceId: number; simulation: unknown; partnerEmail: string; userId: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO factoring_requests (business_id, invoice_id, simulation, partner_email, created_by)
     VALUES ($1, $2, $3, $4, $5)`,
    [r.businessId, r.invoiceId, JSON.stringify(r.simulation), r.partnerEmail, r.userId],
  );
}
