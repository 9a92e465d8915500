// Dashboard figures that the monthly aggregates cannot answer: ranking by counterpart (what is owed
// comes from invoices' receivables.repository.ts, shared with the to-do list).
import type { Queryable } from '@portal/db';

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
        WHERE business_id = $1 AND direction = $2 AND period BETWEEN $3 AND $4 AND counted
        GROUP BY counterpart_rut ORDER BY total DESC, counterpart_rut LIMIT $5)
     SELECT t.counterpart_rut AS rut, t.n::bigint AS count, t.total::bigint AS total, i.counterpart_name AS name
       FROM top t JOIN invoices i ON i.id = t.latest
      ORDER BY t.total DESC, t.counterpart_rut`,
    [businessId, direction, from, to, limit],
  );
  return rows;
}
