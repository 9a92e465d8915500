// invoice_monthly_totals (migrations 0016, 0023): count, Σ signed total, Σ signed IVA and Σ signed
// recoverable IVA per business, direction, period, document type, paid, classified, rejected,
// counted (in the register, not claimed nor "no incluir") and pending (RCV PENDIENTE). Triggers on invoices keep it
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
       (business_id, direction, period, doc_type, payed, classified, rejected, counted, pending,
        doc_count, signed_total, signed_iva, signed_iva_credit)
     SELECT business_id, direction, period, doc_type, payed, invoicing_account_id IS NOT NULL,
            estado IS NOT DISTINCT FROM 'Rechazada', counted, purchase_register IS NOT DISTINCT FROM 'PENDIENTE',
            count(*), sum(signed_total), sum(CASE WHEN signed_total < 0 THEN -iva_amount ELSE iva_amount END),
            sum(CASE WHEN signed_total < 0 THEN -iva_recoverable ELSE iva_recoverable END)
       FROM invoices WHERE business_id = $1 ${only}
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`,
    params,
  );
}

/**
 * Figures of the documents that count (in the register, not claimed nor "no incluir"): guides and
 * claimed purchases are left out of every one, and shown apart (excluded_*).
 */
export type PeriodTotals = {
  direction: 'VENTA' | 'COMPRA';
  period: number;
  count: number;
  total: number;
  /**
   * IVA of the period: for sales the IVA débito (Σ signed IVA); for purchases the IVA crédito, only
   * its recoverable part, of purchases in the RCV's REGISTRO (not pending) and not rejected.
   */
  iva: number;
  payed_count: number;
  payed_total: number;
  excluded_count: number;
  excluded_total: number;
};

/** Per direction and period of [from, to]; periods without documents are absent. */
export async function periodTotals(
  db: Queryable,
  businessId: number,
  from: number,
  to: number,
): Promise<PeriodTotals[]> {
  const { rows } = await db.query<PeriodTotals>(
    `SELECT direction, period,
            coalesce(sum(doc_count) FILTER (WHERE counted), 0)::bigint AS count,
            coalesce(sum(signed_total) FILTER (WHERE counted), 0)::bigint AS total,
            coalesce(CASE WHEN direction = 'VENTA' THEN sum(signed_iva) FILTER (WHERE counted AND NOT rejected)
              ELSE sum(signed_iva_credit) FILTER (WHERE counted AND NOT rejected AND NOT pending) END, 0)::bigint AS iva,
            coalesce(sum(doc_count) FILTER (WHERE payed AND counted), 0)::bigint AS payed_count,
            coalesce(sum(signed_total) FILTER (WHERE payed AND counted), 0)::bigint AS payed_total,
            coalesce(sum(doc_count) FILTER (WHERE NOT counted), 0)::bigint AS excluded_count,
            coalesce(sum(signed_total) FILTER (WHERE NOT counted), 0)::bigint AS excluded_total
       FROM invoice_monthly_totals WHERE business_id = $1 AND period BETWEEN $2 AND $3
      GROUP BY direction, period ORDER BY period, direction`,
    [businessId, from, to],
  );
  return rows;
}
