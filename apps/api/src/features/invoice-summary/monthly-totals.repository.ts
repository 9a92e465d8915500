// invoice_monthly_totals (migration 0016): count, Σ signed total and Σ signed IVA per business,
// direction, period, document type, paid, classified and rejected. Triggers on invoices keep it
// exact for every write; refreshMonthlyTotals rebuilds it from invoices (repairs, backfills).
import type { Queryable } from '@portal/db';

/**
 * Recomputes the aggregates of a business from its invoices: the given periods, or all of them.
 * Not needed after ordinary writes (the triggers already applied them); idempotent, so calling it
 * after an import is harmless. Run it inside the writer's transaction.
 */
export async function refreshMonthlyTotals(
  tx: Queryable,
  businessId: number,
  periods?: readonly number[],
): Promise<void> {
  const only = periods ? 'AND period = ANY($2::int[])' : '';
  const params = periods ? [businessId, [...periods]] : [businessId];
  await tx.query(`DELETE FROM invoice_monthly_totals WHERE business_id = $1 ${only}`, params);
  await tx.query(
    `INSERT INTO invoice_monthly_totals
       (business_id, direction, period, doc_type, payed, classified, rejected, doc_count, signed_total, signed_iva)
     SELECT business_id, direction, period, doc_type, payed, invoicing_account_id IS NOT NULL,
            estado IS NOT DISTINCT FROM 'Rechazada', count(*), sum(signed_total),
            sum(CASE WHEN signed_total < 0 THEN -iva_amount ELSE iva_amount END)
       FROM invoices WHERE business_id = $1 ${only}
      GROUP BY 1, 2, 3, 4, 5, 6, 7`,
    params,
  );
}

export type PeriodTotals = {
  direction: 'VENTA' | 'COMPRA';
  period: number;
  count: number;
  total: number;
  /** Σ signed IVA of the period, rejected documents left out (they give no VAT credit). */
  iva: number;
  payed_count: number;
  payed_total: number;
};

/** Per direction and period of [from, to]; periods without documents are absent. */
export async function periodTotals(
  db: Queryable,
  businessId: number,
  from: number,
  to: number,
): Promise<PeriodTotals[]> {
  const { rows } = await db.query<PeriodTotals>(
    `SELECT direction, period, sum(doc_count)::bigint AS count, sum(signed_total)::bigint AS total,
            coalesce(sum(signed_iva) FILTER (WHERE NOT rejected), 0)::bigint AS iva,
            coalesce(sum(doc_count) FILTER (WHERE payed), 0)::bigint AS payed_count,
            coalesce(sum(signed_total) FILTER (WHERE payed), 0)::bigint AS payed_total
       FROM invoice_monthly_totals WHERE business_id = $1 AND period BETWEEN $2 AND $3
      GROUP BY direction, period ORDER BY period, direction`,
    [businessId, from, to],
  );
  return rows;
}
