// What the to-do list reads that no other area answers: purchases still awaiting acknowledgment.
import type { Queryable } from '@portal/db';

/** Purchases received since `since` (reception date, else issue date) without acknowledgment. */
export async function unacknowledgedPurchases(
  db: Queryable,
  businessId: number,
  since: string,
): Promise<{ count: number; total: number }> {
  const { rows } = await db.query<{ count: number; total: number }>(
    `SELECT count(*)::bigint AS count, coalesce(sum(signed_total), 0)::bigint AS total FROM invoices
      WHERE business_id = $1 AND direction = 'COMPRA' AND estado IS NULL AND counted
        AND coalesce(reception_date, issue_date) >= $2::date`,
    [businessId, since],
  );
  return rows[0];
}
