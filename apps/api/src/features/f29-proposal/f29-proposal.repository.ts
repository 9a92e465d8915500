// What the F29 proposal reads from the books: the documents of a range of periods summed by type
// and state (one query for the whole range, whatever its length), the received honorarium tickets
// by month, the documents behind one line, and the business's PPM rate. Every query is scoped by
// businessId.
import type { Queryable } from '@portal/db';
import type { PurchaseRegister } from '@portal/domain';

export type BookGroupRow = {
  period: number;
  direction: 'VENTA' | 'COMPRA';
  doc_type: number;
  account_number: string | null;
  rcv_fixed_asset: boolean;
  in_register: boolean;
  purchase_register: PurchaseRegister;
  rejected: boolean;
  zero: boolean;
  count: number;
  exempt_count: number;
  iva_count: number;
  credit_count: number;
  /** Net of the purchases with IVA none of which is credit (line 521). */
  no_credit_net: number;
  net: number;
  exempt: number;
  iva: number;
  iva_recoverable: number;
  iva_shared_use: number;
  iva_retained_total: number;
  iva_retained_partial: number;
};

/** The documents of periods [from, to], summed per period, type, classification account and state. */
export async function bookGroups(
  db: Queryable,
  businessId: number,
  from: number,
  to: number,
): Promise<BookGroupRow[]> {
  const { rows } = await db.query<BookGroupRow>(
    `SELECT i.period, i.direction, i.doc_type,
            CASE WHEN i.direction = 'COMPRA' THEN a.account_number END AS account_number,
            i.direction = 'COMPRA' AND i.rcv_fixed_asset AS rcv_fixed_asset,
            i.in_register, i.purchase_register, i.estado IS NOT DISTINCT FROM 'Rechazada' AS rejected,
            i.total_amount = 0 AS zero,
            count(*)::int AS count, (count(*) FILTER (WHERE i.exempt_amount <> 0))::int AS exempt_count,
            (count(*) FILTER (WHERE i.iva_amount <> 0))::int AS iva_count,
            (count(*) FILTER (WHERE i.iva_recoverable + i.iva_shared_use <> 0))::int AS credit_count,
            coalesce(sum(i.net_amount) FILTER (WHERE i.iva_amount <> 0 AND i.iva_recoverable + i.iva_shared_use = 0), 0)::bigint
              AS no_credit_net,
            sum(i.net_amount)::bigint AS net, sum(i.exempt_amount)::bigint AS exempt,
            sum(i.iva_amount)::bigint AS iva, sum(i.iva_recoverable)::bigint AS iva_recoverable,
            sum(i.iva_shared_use)::bigint AS iva_shared_use,
            sum(i.iva_retained_total)::bigint AS iva_retained_total,
            sum(i.iva_retained_partial)::bigint AS iva_retained_partial
       FROM invoices i
       LEFT JOIN accounts a ON a.id = i.invoicing_account_id AND a.business_id = i.business_id
      WHERE i.business_id = $1 AND i.period BETWEEN $2 AND $3
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`,
    [businessId, from, to],
  );
  return rows;
}

/** Received tickets the business retains, not void, per month of issue in [from, to] (YYYY-MM-DD). */
export async function honorariumByMonth(
  db: Queryable,
  businessId: number,
  from: string,
  to: string,
): Promise<{ period: number; count: number; retention: number }[]> {
  const { rows } = await db.query<{ period: number; count: number; retention: number }>(
    `SELECT (extract(year FROM issue_date) * 100 + extract(month FROM issue_date))::int AS period,
            count(*)::int AS count, sum(retention_amount)::bigint AS retention
       FROM honorarium_tickets
      WHERE business_id = $1 AND kind = 'received' AND status <> 'ANUL' AND retention_by = 'receiver'
        AND issue_date BETWEEN $2 AND $3
      GROUP BY 1`,
    [businessId, from, to],
  );
  return rows;
}

/** The published payroll months in [first, last] (YYYYMM): workers and impuesto único retained. */
export async function payrollByMonth(
  db: Queryable,
  businessId: number,
  first: number,
  last: number,
): Promise<{ period: number; workers: number; tax: number }[]> {
  const { rows } = await db.query<{ period: number; workers: number; tax: number }>(
    `SELECT year * 100 + month AS period, workers, impuesto_unico::bigint AS tax
       FROM payroll_quotations
      WHERE business_id = $1 AND status = 'sent' AND year * 100 + month BETWEEN $2 AND $3`,
    [businessId, first, last],
  );
  return rows.map((r) => ({ period: Number(r.period), workers: Number(r.workers), tax: Number(r.tax) }));
}

/** The first period with documents, received tickets or published payroll up to `upTo`, or null. */
export async function firstPeriod(db: Queryable, businessId: number, upTo: number): Promise<number | null> {
  const { rows } = await db.query<{ first: number | null }>(
    `SELECT least(
       -- One per direction, so each is the first entry of invoices_filter_idx (business, direction, period).
       (SELECT min(period) FROM invoices WHERE business_id = $1 AND direction = 'VENTA' AND period <= $2),
       (SELECT min(period) FROM invoices WHERE business_id = $1 AND direction = 'COMPRA' AND period <= $2),
       (SELECT (extract(year FROM min(issue_date)) * 100 + extract(month FROM min(issue_date)))::int
          FROM honorarium_tickets WHERE business_id = $1 AND kind = 'received'
           AND issue_date < make_date($2 / 100, $2 % 100, 1) + interval '1 month'),
       (SELECT min(year * 100 + month) FROM payroll_quotations
         WHERE business_id = $1 AND status = 'sent' AND year * 100 + month <= $2)) AS first`,
    [businessId, upTo],
  );
  return rows[0]?.first ?? null;
}

export async function businessHeader(
  db: Queryable,
  businessId: number,
): Promise<{ name: string; rut: string; ppm_rate_milli: number | null }> {
  const { rows } = await db.query<{ name: string; rut: string; ppm_rate_milli: number | null }>(
    'SELECT name, rut, f29_ppm_rate_milli AS ppm_rate_milli FROM businesses WHERE id = $1',
    [businessId],
  );
  return rows[0];
}

export async function setPpmRate(db: Queryable, businessId: number, milli: number | null): Promise<void> {
  await db.query('UPDATE businesses SET f29_ppm_rate_milli = $2 WHERE id = $1', [businessId, milli]);
}

/** Which invoices a line holds (built by the service from the domain's classification). */
export type LineSelection = {
  direction: 'VENTA' | 'COMPRA';
  docTypes: number[];
  /** Purchases: true only activo fijo (RCV or fixed-asset account), false all others, null either. */
  fixedAsset: boolean | null;
  /** Only documents with an exempt amount (line 142). */
  withExempt: boolean;
  /** Only documents with IVA retained in full (line 039). */
  withRetention: boolean;
  /** Only documents with IVA none of which is credit (line 521). */
  withoutCredit: boolean;
  /** The SQL expression of what each document adds to the line. */
  amount: 'iva' | 'iva_recoverable' | 'exempt' | 'net' | 'net_exempt' | 'retained';
};

export type LineDocumentRow = {
  id: number;
  doc_type: number;
  folio: number;
  issue_date: string;
  counterpart_rut: string;
  counterpart_name: string;
  amount: number;
};

const AMOUNT_SQL: Record<LineSelection['amount'], string> = {
  iva: 'i.iva_amount',
  iva_recoverable: 'i.iva_recoverable + i.iva_shared_use',
  exempt: 'i.exempt_amount',
  net: 'i.net_amount',
  net_exempt: 'i.net_amount + i.exempt_amount',
  retained: 'i.iva_retained_total',
};

/**
 * A page of the documents of a line in a period, newest first. Counted as the proposal counts
 * (domain f29Exclusion): in the register, total ≠ 0, not rejected, not claimed nor "no incluir", and
 * for purchases not pending.
 */
export async function lineDocuments(
  db: Queryable,
  businessId: number,
  period: number,
  sel: LineSelection,
  page: { limit: number; offset: number },
): Promise<{ rows: LineDocumentRow[]; total: number }> {
  const where = `i.business_id = $1 AND i.period = $2 AND i.direction = $3 AND i.doc_type = ANY($4::int[])
      AND i.in_register AND i.total_amount <> 0 AND i.estado IS DISTINCT FROM 'Rechazada'
      AND coalesce(i.purchase_register, 'REGISTRO') NOT IN ('RECLAMADO', 'NO_INCLUIR')
      AND (i.direction = 'VENTA' OR coalesce(i.purchase_register, 'REGISTRO') <> 'PENDIENTE')
      AND ($5::boolean IS NULL OR (i.rcv_fixed_asset OR (a.account_number IS NOT NULL
           AND a.account_number LIKE '12%' AND a.account_number <> '1209')) = $5)
      AND (NOT $6 OR i.exempt_amount <> 0) AND (NOT $7 OR i.iva_retained_total <> 0)
      AND (NOT $8 OR (i.iva_amount <> 0 AND i.iva_recoverable + i.iva_shared_use = 0))`;
  const from = `FROM invoices i
       LEFT JOIN accounts a ON a.id = i.invoicing_account_id AND a.business_id = i.business_id`;
  const params = [
    businessId,
    period,
    sel.direction,
    sel.docTypes,
    sel.fixedAsset,
    sel.withExempt,
    sel.withRetention,
    sel.withoutCredit,
  ];
  // One after the other: a PGlite connection runs one statement at a time anyway.
  const list = await db.query<LineDocumentRow>(
    `SELECT i.id::int AS id, i.doc_type, i.folio, to_char(i.issue_date, 'YYYY-MM-DD') AS issue_date,
              i.counterpart_rut, i.counterpart_name, (${AMOUNT_SQL[sel.amount]})::bigint AS amount
         ${from} WHERE ${where}
        ORDER BY i.issue_date DESC, i.id DESC LIMIT $9 OFFSET $10`,
    [...params, page.limit, page.offset],
  );
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from} WHERE ${where}`, params);
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
}

/** A page of the received tickets behind line 151. */
export async function honorariumDocuments(
  db: Queryable,
  businessId: number,
  range: { from: string; to: string },
  page: { limit: number; offset: number },
): Promise<{ rows: LineDocumentRow[]; total: number }> {
  const where = `business_id = $1 AND kind = 'received' AND status <> 'ANUL' AND retention_by = 'receiver'
      AND issue_date BETWEEN $2 AND $3`;
  const list = await db.query<LineDocumentRow>(
    `SELECT id::int AS id, 0 AS doc_type, number AS folio, to_char(issue_date, 'YYYY-MM-DD') AS issue_date,
              counterpart_rut, counterpart_name, retention_amount AS amount
         FROM honorarium_tickets WHERE ${where}
        ORDER BY issue_date DESC, id DESC LIMIT $4 OFFSET $5`,
    [businessId, range.from, range.to, page.limit, page.offset],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM honorarium_tickets WHERE ${where}`,
    [businessId, range.from, range.to],
  );
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
}

export type UtmValueRow = { period: number; pesos: number; updated_at: string };

/** The UTM the business entered, by month (YYYYMM), oldest first. */
export async function utmValues(db: Queryable, businessId: number): Promise<UtmValueRow[]> {
  const { rows } = await db.query<UtmValueRow>(
    `SELECT period, pesos, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at
       FROM business_utm_values WHERE business_id = $1 ORDER BY period`,
    [businessId],
  );
  return rows;
}

/** Stores (or replaces) the UTM of one month for the business. */
export async function upsertUtmValue(
  db: Queryable,
  businessId: number,
  period: number,
  pesos: number,
  userId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO business_utm_values (business_id, period, pesos, entered_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (business_id, period) DO UPDATE
       SET pesos = EXCLUDED.pesos, entered_by = EXCLUDED.entered_by, updated_at = now()`,
    [businessId, period, pesos, userId],
  );
}

/** The confirmed UTM values of the deployment's indicator table (not of a business), by month. */
export async function confirmedUtmValues(db: Queryable): Promise<{ period: number; pesos: number }[]> {
  const { rows } = await db.query<{ period: number; pesos: number }>(
    `SELECT (extract(year FROM on_date) * 100 + extract(month FROM on_date))::int AS period, value::int AS pesos
       FROM indicator_values WHERE indicator = 'UTM' AND confirmed ORDER BY on_date`,
  );
  return rows;
}

export type DeclaredRemanenteRow = { period: number; pesos: number; updated_at: string };

/** The 077 of the last F29 the business filed, as a user entered it, or null. */
export async function declaredRemanente(
  db: Queryable,
  businessId: number,
): Promise<DeclaredRemanenteRow | null> {
  const { rows } = await db.query<DeclaredRemanenteRow>(
    `SELECT period, pesos::bigint AS pesos,
            to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at
       FROM business_f29_declared_remanente WHERE business_id = $1`,
    [businessId],
  );
  return rows[0] ?? null;
}

/** Stores (or replaces) the business's declared 077 and its period. */
export async function upsertDeclaredRemanente(
  db: Queryable,
  businessId: number,
  period: number,
  pesos: number,
  userId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO business_f29_declared_remanente (business_id, period, pesos, entered_by)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (business_id) DO UPDATE
       SET period = EXCLUDED.period, pesos = EXCLUDED.pesos, entered_by = EXCLUDED.entered_by,
           updated_at = now()`,
    [businessId, period, pesos, userId],
  );
}

export async function deleteDeclaredRemanente(db: Queryable, businessId: number): Promise<void> {
  await db.query('DELETE FROM business_f29_declared_remanente WHERE business_id = $1', [businessId]);
}
