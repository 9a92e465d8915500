// What the automatic-mode check reads: the certificate and SII credential (tables of migration 0055,
// filled by the certificate and credentials areas; the SII key given at sign-up, sii_credentials, counts
// too), the debtor state, the RCV's stated totals and the
// month's books (invoice_monthly_totals, kept by the invoices' triggers). Scoped by businessId.
import type { Queryable } from '@portal/db';

export type AutomaticFacts = {
  certificateNotAfter: Date | null;
  hasSiiCredential: boolean;
  debtor: string | null;
};

export async function automaticFacts(db: Queryable, businessId: number): Promise<AutomaticFacts> {
  const { rows } = await db.query<{ not_after: Date | null; sii: boolean; debtor: string | null }>(
    `SELECT (SELECT max(not_after) FROM business_certificates c WHERE c.business_id = b.id) AS not_after,
            (EXISTS (SELECT 1 FROM business_credentials k WHERE k.business_id = b.id AND k.name = 'SII')
             OR EXISTS (SELECT 1 FROM sii_credentials s WHERE s.business_id = b.id)) AS sii,
            b.debtor
       FROM businesses b WHERE b.id = $1`,
    [businessId],
  );
  const r = rows[0];
  return {
    certificateNotAfter: r?.not_after ? new Date(r.not_after) : null,
    hasSiiCredential: r?.sii ?? false,
    debtor: r?.debtor ?? null,
  };
}

export type PeriodTotals = { direction: 'VENTA' | 'COMPRA'; docCount: number; total: number };

/** What the RCV states for the period, per direction (none: the registry was not read). */
export async function rcvTotals(db: Queryable, businessId: number, period: number): Promise<PeriodTotals[]> {
  const { rows } = await db.query<{ direction: 'VENTA' | 'COMPRA'; doc_count: number; total_amount: number }>(
    `SELECT direction, doc_count, total_amount FROM rcv_period_totals WHERE business_id = $1 AND period = $2`,
    [businessId, period],
  );
  return rows.map((r) => ({
    direction: r.direction,
    docCount: Number(r.doc_count),
    total: Number(r.total_amount),
  }));
}

/** The portal's books for the period, per direction: documents and Σ of signed totals. */
export async function bookTotals(db: Queryable, businessId: number, period: number): Promise<PeriodTotals[]> {
  const { rows } = await db.query<{ direction: 'VENTA' | 'COMPRA'; doc_count: number; total: number }>(
    `SELECT direction, sum(doc_count)::bigint AS doc_count, sum(signed_total)::bigint AS total
       FROM invoice_monthly_totals WHERE business_id = $1 AND period = $2 GROUP BY direction`,
    [businessId, period],
  );
  return rows.map((r) => ({ direction: r.direction, docCount: Number(r.doc_count), total: Number(r.total) }));
}

export async function readMode(
  db: Queryable,
  businessId: number,
): Promise<{ mode: 'manual' | 'automatic'; activated_at: Date | null }> {
  const { rows } = await db.query<{ mode: 'manual' | 'automatic'; activated_at: Date | null }>(
    'SELECT mode, activated_at FROM vat_report_settings WHERE business_id = $1',
    [businessId],
  );
  return rows[0] ?? { mode: 'manual', activated_at: null };
}

export async function writeMode(
  db: Queryable,
  businessId: number,
  mode: 'manual' | 'automatic',
  userId: number,
): Promise<{ mode: 'manual' | 'automatic'; activated_at: Date | null }> {
  const { rows } = await db.query<{ mode: 'manual' | 'automatic'; activated_at: Date | null }>(
    `INSERT INTO vat_report_settings AS s (business_id, mode, activated_at, activated_by)
     VALUES ($1, $2, CASE WHEN $2 = 'automatic' THEN now() END, $3)
     ON CONFLICT (business_id) DO UPDATE SET mode = EXCLUDED.mode,
       activated_at = CASE WHEN EXCLUDED.mode = 'automatic' THEN coalesce(s.activated_at, now()) END,
       activated_by = EXCLUDED.activated_by, updated_at = now()
     RETURNING mode, activated_at`,
    [businessId, mode, userId],
  );
  return rows[0]!;
}
