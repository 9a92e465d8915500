// What the cash flow reads: unpaid documents grouped by their internal due date.
import type { Queryable } from '@portal/db';

export type DueDay = { direction: 'VENTA' | 'COMPRA'; due: string; count: number; total: number };

/** Unpaid documents (rejected purchases left out) per due date up to `to`, overdue ones included. */
export async function unpaidByDueDate(db: Queryable, businessId: number, to: string): Promise<DueDay[]> {
  const { rows } = await db.query<DueDay>(
    `SELECT direction, internal_due_date AS due, count(*)::bigint AS count, sum(signed_total)::bigint AS total
       FROM invoices
      WHERE business_id = $1 AND NOT payed AND internal_due_date <= $2::date
        AND estado IS DISTINCT FROM 'Rechazada'
      GROUP BY direction, internal_due_date`,
    [businessId, to],
  );
  return rows;
}
