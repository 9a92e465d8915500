// Dashboard figures that the monthly aggregates cannot answer: unpaid by due date, ranking by
// counterpart, and unpaid amounts per due date for the cash flow.
import type { Queryable } from '@portal/db';

export type UnpaidStates = {
  direction: 'VENTA' | 'COMPRA';
  expired_count: number;
  expired_total: number;
  due_count: number;
  due_total: number;
};

/** Unpaid documents of the periods, split at today (invoices_unpaid_due_idx, unpaid rows only). */
export async function unpaidStates(
  db: Queryable,
  businessId: number,
  from: number,
  to: number,
  today: string,
): Promise<UnpaidStates[]> {
  const { rows } = await db.query<UnpaidStates>(
    `SELECT direction,
            count(*) FILTER (WHERE internal_due_date < $4::date)::bigint AS expired_count,
            coalesce(sum(signed_total) FILTER (WHERE internal_due_date < $4::date), 0)::bigint AS expired_total,
            count(*) FILTER (WHERE internal_due_date IS NULL OR internal_due_date >= $4::date)::bigint AS due_count,
            coalesce(sum(signed_total) FILTER (WHERE internal_due_date IS NULL OR internal_due_date >= $4::date), 0)::bigint
              AS due_total
       FROM invoices WHERE business_id = $1 AND NOT payed AND period BETWEEN $2 AND $3
      GROUP BY direction`,
    [businessId, from, to, today],
  );
  return rows;
}

export type RankingRow = { rut: string; name: string | null; count: number; total: number };

/** Top counterparts by Σ signed total (index-only over invoices_search_idx), named as on their latest document. */
export async function ranking(
  db: Queryable,
  businessId: number,
  direction: 'VENTA' | 'COMPRA',
  from: number,
  to: number,
  limit: number,
): Promise<RankingRow[]> {
  const { rows } = await db.query<RankingRow>(
    `WITH top AS (
       SELECT counterpart_rut, count(*) AS n, sum(signed_total) AS total, max(id) AS latest FROM invoices
        WHERE business_id = $1 AND direction = $2 AND period BETWEEN $3 AND $4
        GROUP BY counterpart_rut ORDER BY total DESC, counterpart_rut LIMIT $5)
     SELECT t.counterpart_rut AS rut, t.n::bigint AS count, t.total::bigint AS total, i.counterpart_name AS name
       FROM top t JOIN invoices i ON i.id = t.latest
      ORDER BY t.total DESC, t.counterpart_rut`,
    [businessId, direction, from, to, limit],
  );
  return rows;
}

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

/** Purchases received since `since` (reception date, else issue date) without acknowledgment. */
export async function unacknowledgedPurchases(
  db: Queryable,
  businessId: number,
  since: string,
): Promise<{ count: number; total: number }> {
  const { rows } = await db.query<{ count: number; total: number }>(
    `SELECT count(*)::bigint AS count, coalesce(sum(signed_total), 0)::bigint AS total FROM invoices
      WHERE business_id = $1 AND direction = 'COMPRA' AND estado IS NULL
        AND coalesce(reception_date, issue_date) >= $2::date`,
    [businessId, since],
  );
  return rows[0];
}
