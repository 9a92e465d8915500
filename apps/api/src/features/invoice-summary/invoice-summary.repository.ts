// Dashboard figures that the monthly aggregates cannot answer: unpaid by due date and ranking by
// counterpart.
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
