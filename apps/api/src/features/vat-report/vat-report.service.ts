// The monthly sales report: the server's VAT calendar, the history and the submission (one report
// per business and period; a re-submission updates it while its status allows).
import {
  type MonthlyAccounting,
  type MonthlyAccountingInput,
  type SiiDateResponse,
  VAT_REPORT_MESSAGES as MSG,
  withReportDefaults,
} from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import {
  debtorGraceReached,
  f29DueDate,
  f29OnTime,
  isMonthlyAccountingEditable,
  monthlyAccountingDisplay,
  periodLabel,
  periodParts,
  todayInChile,
  toPeriod,
  vatPeriodOn,
} from '@portal/domain';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import {
  type DocumentRow,
  type ReportRow,
  debtorOf,
  documentsOfReports,
  insertReport,
  listReports,
  lockReport,
  updateReport,
} from './vat-report.repository';
import { toVatDocument } from './vat-documents.service';

/** GET client/sii_date_iva/get: today and the period being declared, with its due date. */
export function siiDate(now: Date = new Date()): SiiDateResponse {
  const date = todayInChile(now);
  const period = vatPeriodOn(date);
  const { year, month } = periodParts(period);
  // The portal's businesses issue electronic documents and declare by internet: day 20.
  return {
    date,
    accounting_year: year,
    accounting_month: month,
    due_date: f29DueDate(period, { electronic: true }),
    on_time: f29OnTime(period, date, { electronic: true }),
  };
}

function toReport(r: ReportRow, docs: readonly DocumentRow[]): MonthlyAccounting {
  const mine = docs.filter((d) => d.monthly_accounting_id === r.id);
  return {
    ...r,
    initial_ticket_number: r.initial_ticket_number === null ? null : Number(r.initial_ticket_number),
    final_ticket_number: r.final_ticket_number === null ? null : Number(r.final_ticket_number),
    manual_tickets_amount: Number(r.manual_tickets_amount),
    tbk_amount: Number(r.tbk_amount),
    cigarettes_amount: Number(r.cigarettes_amount),
    exempt_sales_amount: Number(r.exempt_sales_amount),
    unique_tax: Number(r.unique_tax),
    solidarity_loan_retention: Number(r.solidarity_loan_retention),
    display_status: monthlyAccountingDisplay(r.status),
    editable: isMonthlyAccountingEditable(r.status),
    attached_files: mine.filter((d) => d.type_document === 'attachment').map(toVatDocument),
    fixed_asset_files: mine.filter((d) => d.type_document === 'fixed_asset').map(toVatDocument),
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

export async function reportsPage(
  db: Queryable,
  businessId: number,
  q: { page: number; page_size: number; accounting_year?: number; accounting_month?: number },
) {
  const { rows, total } = await listReports(db, businessId, {
    page: q.page,
    pageSize: q.page_size,
    year: q.accounting_year,
    month: q.accounting_month,
  });
  const docs = await documentsOfReports(
    db,
    businessId,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toReport(r, docs)),
    meta: { current_page: q.page, page_size: q.page_size, total_elements: total },
  };
}

/** The report of one period as the service answers it (for the documents service). */
export async function reportWithDocuments(db: Queryable, businessId: number, row: ReportRow) {
  return toReport(row, await documentsOfReports(db, businessId, [row.id]));
}

/**
 * POST users/monthly_accountings. Refused: another business's id in the body (404, as one that
 * does not exist), a debtor past its grace (403), a month not yet closed (422), a report already
 * sent or declared (409). Without movements every movement field is stored empty.
 */
export async function submitReport(
  db: Db,
  ctx: { businessId: number; userId: number },
  body: MonthlyAccountingInput,
  now: Date = new Date(),
) {
  if (body.business_id !== undefined && body.business_id !== ctx.businessId)
    throw notFound(MSG.businessMismatch);
  const today = todayInChile(now);
  const debtor = await debtorOf(db, ctx.businessId);
  if (debtor.debtor === 'defaulter' && debtorGraceReached(debtor.debtor_date, today))
    throw forbidden(MSG.debtor);
  const latest = vatPeriodOn(today);
  if (toPeriod(body.accounting_year, body.accounting_month) > latest)
    throw unprocessable(MSG.futurePeriod(periodLabel(latest)));
  const values = {
    ...withReportDefaults(body),
    accounting_year: body.accounting_year,
    accounting_month: body.accounting_month,
    without_movements: body.without_movements ?? false,
  };
  const { row, created } = await db.transaction(async (tx) => {
    const inserted = await insertReport(tx, ctx.businessId, values, ctx.userId);
    if (inserted) return { row: inserted, created: true };
    const existing = await lockReport(tx, ctx.businessId, body.accounting_year, body.accounting_month);
    if (!existing) throw new AppError(409, MSG.notFound, 'conflict');
    if (!isMonthlyAccountingEditable(existing.status)) throw conflict(MSG.notEditable(existing.status));
    return { row: await updateReport(tx, ctx.businessId, existing.id, values), created: false };
  });
  return {
    error: false as const,
    message: created ? MSG.created : MSG.updated,
    monthly_accounting: await reportWithDocuments(db, ctx.businessId, row),
  };
}
