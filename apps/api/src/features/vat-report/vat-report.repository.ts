// Monthly sales reports (monthly_accountings) and their documents. Every query is scoped by businessId.
import type { ReportMovements, VatDocumentType } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import type { MonthlyAccountingStatus } from '@portal/domain';

export type ReportRow = {
  id: number;
  business_id: number;
  accounting_year: number;
  accounting_month: number;
  source: 'web' | 'automatic';
  status: MonthlyAccountingStatus;
  without_movements: boolean;
  ticket_type: 'none' | 'electronic' | 'paper' | 'both' | null;
  initial_ticket_number: number | null;
  final_ticket_number: number | null;
  manual_tickets_amount: number;
  electronic_voucher_in_sii: boolean;
  electronic_voucher_supplier: string | null;
  has_tbk: boolean;
  tbk_amount: number;
  tbk_count: number;
  sell_cigarettes: boolean;
  cigarettes_amount: number;
  fixed_assets: boolean;
  exempt_sales: boolean;
  exempt_sales_amount: number;
  exempt_sales_document_count: number;
  iva_postpone: boolean;
  ppm_payment: boolean;
  job_tickets: boolean;
  unique_tax: number;
  solidarity_loan_retention: number;
  who_pays: 'client' | 'home';
  created_at: Date;
  updated_at: Date;
};

const REPORT_COLUMNS = `id::int AS id, business_id::int AS business_id, accounting_year, accounting_month, source,
  status, without_movements, ticket_type, initial_ticket_number::bigint AS initial_ticket_number,
  final_ticket_number::bigint AS final_ticket_number, manual_tickets_amount, electronic_voucher_in_sii,
  electronic_voucher_supplier, has_tbk, tbk_amount, tbk_count, sell_cigarettes, cigarettes_amount, fixed_assets,
  exempt_sales, exempt_sales_amount, exempt_sales_document_count, iva_postpone, ppm_payment, job_tickets,
  unique_tax, solidarity_loan_retention, who_pays, created_at, updated_at`;

/** The stored values of a report: its period, the flag and every movement field (defaults filled). */
export type ReportValues = ReportMovements & {
  accounting_year: number;
  accounting_month: number;
  without_movements: boolean;
};

/** Column order of the writes below ($4 onwards). */
const VALUE_COLUMNS = [
  'without_movements',
  'ticket_type',
  'initial_ticket_number',
  'final_ticket_number',
  'manual_tickets_amount',
  'electronic_voucher_in_sii',
  'electronic_voucher_supplier',
  'has_tbk',
  'tbk_amount',
  'tbk_count',
  'sell_cigarettes',
  'cigarettes_amount',
  'fixed_assets',
  'exempt_sales',
  'exempt_sales_amount',
  'exempt_sales_document_count',
  'iva_postpone',
  'ppm_payment',
  'job_tickets',
  'unique_tax',
  'solidarity_loan_retention',
  'who_pays',
] as const;

function valuesOf(v: ReportValues): unknown[] {
  if (v.without_movements) {
    return [
      true,
      null,
      null,
      null,
      0,
      false,
      null,
      false,
      0,
      0,
      false,
      0,
      false,
      false,
      0,
      0,
      false,
      false,
      false,
      0,
      0,
      v.who_pays,
    ];
  }
  const supplier = v.electronic_voucher_supplier?.trim() || null;
  return [
    false,
    v.ticket_type,
    v.initial_ticket_number ?? null,
    v.final_ticket_number ?? null,
    v.manual_tickets_amount,
    v.electronic_voucher_in_sii,
    v.electronic_voucher_in_sii ? supplier : null,
    v.has_tbk,
    v.tbk_amount,
    v.tbk_count,
    v.sell_cigarettes,
    v.cigarettes_amount,
    v.fixed_assets,
    v.exempt_sales,
    v.exempt_sales_amount,
    v.exempt_sales_document_count,
    v.iva_postpone,
    v.ppm_payment,
    v.job_tickets,
    v.unique_tax,
    v.solidarity_loan_retention,
    v.who_pays,
  ];
}

/** Inserts the period's report unless it exists (then answers null: the caller updates it). */
export async function insertReport(
  tx: Queryable,
  businessId: number,
  v: ReportValues,
  userId: number,
): Promise<ReportRow | null> {
  const cols = VALUE_COLUMNS.join(', ');
  const params = VALUE_COLUMNS.map((_, i) => `$${i + 6}`).join(', ');
  const { rows } = await tx.query<ReportRow>(
    `INSERT INTO monthly_accountings (business_id, accounting_year, accounting_month, source, created_by, ${cols})
     VALUES ($1, $2, $3, $4, $5, ${params})
     ON CONFLICT (business_id, accounting_year, accounting_month) DO NOTHING
     RETURNING ${REPORT_COLUMNS}`,
    [businessId, v.accounting_year, v.accounting_month, 'web', userId, ...valuesOf(v)],
  );
  return rows[0] ?? null;
}

/** The period's report, locked until the transaction ends. */
export async function lockReport(
  tx: Queryable,
  businessId: number,
  year: number,
  month: number,
): Promise<ReportRow | null> {
  const { rows } = await tx.query<ReportRow>(
    `SELECT ${REPORT_COLUMNS} FROM monthly_accountings
      WHERE business_id = $1 AND accounting_year = $2 AND accounting_month = $3 FOR UPDATE`,
    [businessId, year, month],
  );
  return rows[0] ?? null;
}

export async function updateReport(
  tx: Queryable,
  businessId: number,
  id: number,
  v: ReportValues,
): Promise<ReportRow> {
  const sets = VALUE_COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ');
  const { rows } = await tx.query<ReportRow>(
    `UPDATE monthly_accountings SET ${sets}, source = 'web', updated_at = now()
      WHERE business_id = $1 AND id = $2 RETURNING ${REPORT_COLUMNS}`,
    [businessId, id, ...valuesOf(v)],
  );
  return rows[0]!;
}

export async function findReport(db: Queryable, businessId: number, id: number): Promise<ReportRow | null> {
  const { rows } = await db.query<ReportRow>(
    `SELECT ${REPORT_COLUMNS} FROM monthly_accountings WHERE business_id = $1 AND id = $2`,
    [businessId, id],
  );
  return rows[0] ?? null;
}

export async function findReportOfPeriod(
  db: Queryable,
  businessId: number,
  year: number,
  month: number,
): Promise<ReportRow | null> {
  const { rows } = await db.query<ReportRow>(
    `SELECT ${REPORT_COLUMNS} FROM monthly_accountings
      WHERE business_id = $1 AND accounting_year = $2 AND accounting_month = $3`,
    [businessId, year, month],
  );
  return rows[0] ?? null;
}

export async function listReports(
  db: Queryable,
  businessId: number,
  f: { page: number; pageSize: number; year?: number; month?: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const params: unknown[] = [businessId];
  let where = 'business_id = $1';
  if (f.year !== undefined) {
    params.push(f.year);
    where += ` AND accounting_year = $${params.length}`;
  }
  if (f.month !== undefined) {
    params.push(f.month);
    where += ` AND accounting_month = $${params.length}`;
  }
  const [list, count] = await Promise.all([
    db.query<ReportRow>(
      `SELECT ${REPORT_COLUMNS} FROM monthly_accountings WHERE ${where}
        ORDER BY accounting_year DESC, accounting_month DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, f.pageSize, (f.page - 1) * f.pageSize],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM monthly_accountings WHERE ${where}`, params),
  ]);
  return { rows: list.rows, total: count.rows[0]!.n };
}

// ---------------------------------------------------------------------------------------------
// Documents

export type DocumentRow = {
  id: number;
  type_document: VatDocumentType;
  monthly_accounting_id: number | null;
  accounting_year: number;
  accounting_month: number;
  name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  created_at: Date;
};

const DOCUMENT_COLUMNS = `id::int AS id, type_document, monthly_accounting_id::int AS monthly_accounting_id,
  accounting_year, accounting_month, name, content_type, size_bytes, storage_key, created_at`;

export async function insertDocument(
  tx: Queryable,
  businessId: number,
  d: Omit<DocumentRow, 'id' | 'created_at'> & { createdBy: number },
): Promise<DocumentRow> {
  const { rows } = await tx.query<DocumentRow>(
    `INSERT INTO monthly_accounting_documents (business_id, monthly_accounting_id, type_document, accounting_year,
       accounting_month, name, content_type, size_bytes, storage_key, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${DOCUMENT_COLUMNS}`,
    [
      businessId,
      d.monthly_accounting_id,
      d.type_document,
      d.accounting_year,
      d.accounting_month,
      d.name,
      d.content_type,
      d.size_bytes,
      d.storage_key,
      d.createdBy,
    ],
  );
  return rows[0]!;
}

export async function findDocument(
  db: Queryable,
  businessId: number,
  id: number,
): Promise<DocumentRow | null> {
  const { rows } = await db.query<DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} FROM monthly_accounting_documents WHERE business_id = $1 AND id = $2`,
    [businessId, id],
  );
  return rows[0] ?? null;
}

export async function deleteDocumentRow(tx: Queryable, businessId: number, id: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    'DELETE FROM monthly_accounting_documents WHERE business_id = $1 AND id = $2',
    [businessId, id],
  );
  return (rowCount ?? 0) > 0;
}

export async function documentsOfReports(
  db: Queryable,
  businessId: number,
  reportIds: readonly number[],
): Promise<DocumentRow[]> {
  if (reportIds.length === 0) return [];
  const { rows } = await db.query<DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} FROM monthly_accounting_documents
      WHERE business_id = $1 AND monthly_accounting_id = ANY($2::bigint[]) AND type_document <> 'liquidation'
      ORDER BY id`,
    [businessId, reportIds],
  );
  return rows;
}

export async function listDocuments(
  db: Queryable,
  businessId: number,
  f: { type: VatDocumentType; page: number; pageSize: number },
): Promise<{ rows: DocumentRow[]; total: number }> {
  const [list, count] = await Promise.all([
    db.query<DocumentRow>(
      `SELECT ${DOCUMENT_COLUMNS} FROM monthly_accounting_documents WHERE business_id = $1 AND type_document = $2
        ORDER BY accounting_year DESC, accounting_month DESC, id DESC LIMIT $3 OFFSET $4`,
      [businessId, f.type, f.pageSize, (f.page - 1) * f.pageSize],
    ),
    db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM monthly_accounting_documents WHERE business_id = $1 AND type_document = $2',
      [businessId, f.type],
    ),
  ]);
  return { rows: list.rows, total: count.rows[0]!.n };
}

/** The business's debtor state (businesses.debtor, debtor_date) for the submission rule. */
export async function debtorOf(
  db: Queryable,
  businessId: number,
): Promise<{ debtor: string | null; debtor_date: string | null }> {
  const { rows } = await db.query<{ debtor: string | null; debtor_date: string | null }>(
    `SELECT debtor, to_char(debtor_date, 'YYYY-MM-DD') AS debtor_date FROM businesses WHERE id = $1`,
    [businessId],
  );
  return rows[0] ?? { debtor: null, debtor_date: null };
}
