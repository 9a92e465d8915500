// The rules of the month's payroll process (issue #29 §2): one process per month, begun for the
// month in course or one of the 12 before it; its novedades editable while created; send_form
// computes every payslip or refuses with each problem and changes nothing; review, reopen and
// publish move it along; publishing mails each worker their payslip and posts the month (the
// journal trigger of migration 0110). The statuses are the spec's (platform §4).
import {
  PAYROLL_ENTRY_BUTTON,
  PAYROLL_MESSAGES as M,
  PAYROLL_STATUS_TEXTS,
  type CurrentPeriodResponse,
  type Quotation,
  type QuotationDetailResponse,
  type QuotationNoveltiesBody,
  type quotationListQuery,
} from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import {
  computePayslip,
  formatRut,
  labelOf,
  lastDayOf,
  PAYROLL_STATUSES,
  payrollMonthName,
  payrollPeriod,
  todayInChile,
} from '@portal/domain';
import type { z } from 'zod';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { EmployeeRecord } from '../employees/employees.service';
import { employeesByIds, employeesOfMonth } from '../employees/employees.service';
import { queueMail } from '../mail/mail.service';
import {
  daysOutsideContract,
  knownIndicatorsOf,
  payrollMonthOf,
  payrollWorkerOf,
  snapshotOf,
} from './payroll-inputs';
import { payslipMail } from './payroll-mail';
import {
  type ItemRow,
  type NoveltyRow,
  type PayslipInsert,
  type QuotationRow,
  businessIdentity,
  confirmedIndicators,
  findItems,
  findNovelties,
  findOpenQuotation,
  findPayslips,
  findPreviousQuotation,
  findQuotation,
  findQuotationByPeriod,
  insertQuotation,
  listQuotations,
  markMailed,
  reopenQuotation,
  saveNovelties as writeNovelties,
  setStatus,
  storeComputation,
} from './payroll.repository';

/** How many months back a process may still be begun (a late month's payroll is still owed). */
export const PAYROLL_MONTHS_BACK = 12;

const ym = (year: number, month: number) => year * 12 + month - 1;

export function quotationDto(q: QuotationRow): Quotation {
  return {
    id: q.id,
    business_id: q.business_id,
    executive_id: null,
    month: q.month,
    year: q.year,
    previred: q.status !== 'created',
    status: q.status,
    status_text: labelOf(PAYROLL_STATUSES, q.status) ?? q.status,
    total_with_agreement: 0,
    total_without_agreement: 0,
    who_pay: 'plan',
    mutual: q.mutual,
    work_injury_additional_rate: q.work_injury_additional_rate / 100,
    totals: {
      workers: q.workers,
      haberes: q.haberes,
      descuentos: q.descuentos,
      liquido: q.liquido,
      impuesto_unico: q.impuesto_unico,
      costo_empleador: q.costo_empleador,
    },
    created_at: q.created_at,
    sent_at: q.sent_at,
    ready_at: q.ready_at,
    published_at: q.published_at,
  };
}

export async function requireQuotation(db: Queryable, businessId: number, id: number, forUpdate = false) {
  const q = await findQuotation(db, businessId, id, forUpdate);
  if (!q) throw notFound(M.notFound);
  return q;
}

const workerDto = (e: EmployeeRecord) => ({
  rut: e.rut,
  full_name: e.full_name,
  position: e.position,
  contract_type: e.contract_type,
  start_date: e.start_date,
  end_date: e.end_date,
  status: e.status,
  base_salary: e.base_salary,
  email: e.email,
});

/** The month's novedades, bonds and discounts with each worker's RUT (the API never shows ids). */
async function enteredOf(db: Queryable, businessId: number, q: QuotationRow) {
  const [novelties, items] = await Promise.all([
    findNovelties(db, businessId, q.id),
    findItems(db, businessId, q.id),
  ]);
  const employees = await employeesByIds(
    db,
    businessId,
    novelties.map((n) => n.employee_id),
  );
  const rutOf = new Map(employees.map((e) => [e.id, e.rut]));
  const rut = (id: number) => rutOf.get(id) ?? '';
  return {
    employees,
    novelties: employees.map((e) => {
      const n = novelties.find((x) => x.employee_id === e.id)!;
      return {
        employee_rut: e.rut,
        included: n.included,
        absence_days: n.absence_days,
        sick_leave_days: n.sick_leave_days,
        overtime_hours: n.overtime_hours,
        advances: n.advances,
      };
    }),
    bonds: items
      .filter((i) => i.kind === 'bond')
      .map((i) => ({
        employee_rut: rut(i.employee_id),
        label: i.label,
        amount: i.amount,
        taxable: !!i.taxable,
      })),
    discounts: items
      .filter((i) => i.kind === 'discount')
      .map((i) => ({ employee_rut: rut(i.employee_id), label: i.label, amount: i.amount })),
  };
}

export async function currentPeriod(db: Queryable, businessId: number): Promise<CurrentPeriodResponse> {
  const today = todayInChile();
  let q = await findOpenQuotation(db, businessId);
  const year = q?.year ?? Number(today.slice(0, 4));
  const month = q?.month ?? Number(today.slice(5, 7));
  q ??= await findQuotationByPeriod(db, businessId, year, month);
  if (!q) {
    const period = payrollPeriod({ year, month });
    const workers = await employeesOfMonth(db, businessId, `${period}-01`, lastDayOf(period));
    return {
      year,
      month,
      quotation: null,
      status_text: PAYROLL_STATUS_TEXTS.none,
      button: PAYROLL_ENTRY_BUTTON.start,
      workers: workers.map(workerDto),
      novelties: [],
      bonds: [],
      discounts: [],
    };
  }
  const entered = await enteredOf(db, businessId, q);
  return {
    year,
    month,
    quotation: quotationDto(q),
    status_text: PAYROLL_STATUS_TEXTS[q.status],
    button: q.status === 'sent' ? null : PAYROLL_ENTRY_BUTTON.resume,
    workers: entered.employees.map(workerDto),
    novelties: entered.novelties,
    bonds: entered.bonds,
    discounts: entered.discounts,
  };
}

/** Why a month cannot be begun, or null. */
async function refusalOf(
  db: Queryable,
  businessId: number,
  year: number,
  month: number,
): Promise<AppError | null> {
  const today = todayInChile();
  const now = ym(Number(today.slice(0, 4)), Number(today.slice(5, 7)));
  if (ym(year, month) > now) return unprocessable(M.future);
  if (ym(year, month) < now - PAYROLL_MONTHS_BACK) return unprocessable(M.tooOld);
  if (await findQuotationByPeriod(db, businessId, year, month))
    return conflict(M.exists(payrollMonthName(payrollPeriod({ year, month }))));
  const period = payrollPeriod({ year, month });
  const workers = await employeesOfMonth(db, businessId, `${period}-01`, lastDayOf(period));
  if (workers.length === 0) return unprocessable(M.noWorkers);
  return null;
}

export async function validCreate(db: Queryable, businessId: number) {
  const today = todayInChile();
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const refusal = await refusalOf(db, businessId, year, month);
  return { valid: refusal === null, year, month, message: refusal?.message ?? null };
}

export async function createQuotation(
  db: Db,
  businessId: number,
  body: { year?: number | undefined; month?: number | undefined },
): Promise<QuotationRow> {
  const today = todayInChile();
  const year = body.year ?? Number(today.slice(0, 4));
  const month = body.month ?? Number(today.slice(5, 7));
  return db.transaction(async (tx) => {
    const refusal = await refusalOf(tx, businessId, year, month);
    if (refusal) throw refusal;
    const period = payrollPeriod({ year, month });
    const workers = await employeesOfMonth(tx, businessId, `${period}-01`, lastDayOf(period));
    const previous = await findPreviousQuotation(tx, businessId, year, month);
    const id = await insertQuotation(tx, businessId, {
      year,
      month,
      mutual: previous?.mutual ?? '00',
      rate: previous?.work_injury_additional_rate ?? 0,
      employeeIds: workers.map((w) => w.id),
    });
    // Two Comenzar at once: the second finds the first's month.
    if (id === null) throw conflict(M.exists(payrollMonthName(period)));
    return requireQuotation(tx, businessId, id);
  });
}

export async function quotationsPage(
  db: Queryable,
  businessId: number,
  q: z.output<typeof quotationListQuery>,
) {
  const { rows, total } = await listQuotations(db, businessId, {
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  return {
    data: { quotations: rows.map(quotationDto) },
    meta: { current_page: q.page, page_size: q.page_size, total_elements: total },
  };
}

export async function detailOf(
  db: Queryable,
  businessId: number,
  q: QuotationRow,
): Promise<QuotationDetailResponse> {
  const [entered, payslips] = await Promise.all([
    enteredOf(db, businessId, q),
    findPayslips(db, businessId, q.id),
  ]);
  return {
    quotation: quotationDto(q),
    payslips: payslips.map((s) => ({
      employee_rut: s.employee_rut,
      full_name: s.full_name,
      position: s.position,
      days_worked: s.days_worked,
      total_imponible: s.total_imponible,
      total_haberes: s.total_haberes,
      total_descuentos: s.total_descuentos,
      impuesto_unico: s.impuesto_unico,
      liquido: s.liquido,
      costo_empleador: s.costo_empleador,
      lines: s.lines as QuotationDetailResponse['payslips'][number]['lines'],
      rounding: s.rounding,
      mailed_at: s.mailed_at,
    })),
    novelties: entered.novelties,
    bonds: entered.bonds,
    discounts: entered.discounts,
  };
}

export async function detailByPeriod(db: Queryable, businessId: number, year: number, month: number) {
  const q = await findQuotationByPeriod(db, businessId, year, month);
  if (!q) throw notFound(M.notFound);
  return detailOf(db, businessId, q);
}

/** Writes every novedad, bond and discount at once, or nothing (422 naming the first problem). */
export async function saveNovelties(
  db: Db,
  businessId: number,
  id: number,
  body: QuotationNoveltiesBody,
): Promise<QuotationDetailResponse> {
  return db.transaction(async (tx) => {
    const q = await requireQuotation(tx, businessId, id, true);
    if (q.status !== 'created') throw conflict(M.notEditable);
    const stored = await findNovelties(tx, businessId, q.id);
    const employees = await employeesByIds(
      tx,
      businessId,
      stored.map((n) => n.employee_id),
    );
    const idOf = new Map(employees.map((e) => [e.rut, e.id]));
    // Refusals name the worker as the business knows them, not by RUT alone.
    const named = new Map(employees.map((e) => [e.rut, M.worker(e.full_name, formatRut(e.rut))]));
    const byId = new Map<number, NoveltyRow>(stored.map((n) => [n.employee_id, n]));
    for (const n of body.novelties) {
      const employeeId = idOf.get(n.employee_rut);
      if (employeeId === undefined) throw unprocessable(M.unknownWorker(formatRut(n.employee_rut)));
      if (n.absence_days + n.sick_leave_days > 30)
        throw unprocessable(M.daysTooMany(named.get(n.employee_rut)!));
      const { employee_rut: _rut, ...values } = n;
      byId.set(employeeId, { employee_id: employeeId, ...values });
    }
    const rows = [...byId.values()];
    if (!rows.some((r) => r.included)) throw unprocessable(M.noneIncluded);
    const included = new Set(rows.filter((r) => r.included).map((r) => r.employee_id));
    const itemsOf = (
      list: readonly { employee_rut: string; label: string; amount: number; taxable?: boolean }[],
    ) =>
      list.map((i): Omit<ItemRow, 'kind'> => {
        const employeeId = idOf.get(i.employee_rut);
        if (employeeId === undefined) throw unprocessable(M.unknownWorker(formatRut(i.employee_rut)));
        if (!included.has(employeeId)) throw unprocessable(M.notIncluded(named.get(i.employee_rut)!));
        return { employee_id: employeeId, label: i.label, amount: i.amount, taxable: i.taxable ?? null };
      });
    await writeNovelties(tx, businessId, q.id, {
      mutual: body.mutual,
      rate: Math.round(body.work_injury_additional_rate * 100),
      novelties: rows,
      items: [itemsOf(body.bonds), itemsOf(body.discounts)],
    });
    return detailOf(tx, businessId, await requireQuotation(tx, businessId, q.id));
  });
}

/** Computes every included worker's payslip and stores them, or answers 422 with each problem. */
export async function sendForm(db: Db, businessId: number, id: number): Promise<QuotationRow> {
  return db.transaction(async (tx) => {
    const q = await requireQuotation(tx, businessId, id, true);
    if (q.status !== 'created') throw conflict(M.notSendable);
    const period = payrollPeriod(q);
    const last = lastDayOf(period);
    const [novelties, items, indicators] = await Promise.all([
      findNovelties(tx, businessId, q.id),
      findItems(tx, businessId, q.id),
      confirmedIndicators(tx, last, `${period}-01`),
    ]);
    const included = novelties.filter((n) => n.included);
    if (included.length === 0) throw unprocessable(M.noneIncluded);
    const known = knownIndicatorsOf(last, indicators);
    const employees = new Map(
      (
        await employeesByIds(
          tx,
          businessId,
          included.map((n) => n.employee_id),
        )
      ).map((e) => [e.id, e]),
    );
    const problems: { employee_rut: string; message: string }[] = [];
    const payslips: PayslipInsert[] = [];
    for (const n of included) {
      const e = employees.get(n.employee_id);
      if (!e) continue;
      const worker = payrollWorkerOf(e);
      const month = payrollMonthOf(q, n, items, daysOutsideContract(e, q.year, q.month));
      if (month.absenceDays + month.sickLeaveDays > 30) {
        problems.push({ employee_rut: e.rut, message: M.computeProblem(e.full_name, M.outsideContract) });
        continue;
      }
      const result = computePayslip(worker, month, known);
      if (!result.ok) {
        for (const err of result.errors)
          problems.push({ employee_rut: e.rut, message: M.computeProblem(e.full_name, err.message) });
        continue;
      }
      const p = result.payslip;
      payslips.push({
        employee_id: e.id,
        employee_rut: e.rut,
        full_name: e.full_name,
        position: e.position,
        email: e.email,
        days_worked: p.daysWorked,
        total_imponible: p.totals.totalImponible,
        total_haberes: p.totals.totalHaberes,
        total_descuentos: p.totals.totalDescuentos,
        impuesto_unico: p.totals.impuestoUnico,
        liquido: p.totals.liquido,
        costo_empleador: p.totals.costoEmpleador,
        lines: p.lines,
        rounding: p.rounding,
        worker: snapshotOf(e, worker, month, p),
      });
    }
    if (problems.length > 0)
      throw new AppError(422, M.cannotCompute, 'unprocessable', {}, { problems: problems.slice(0, 200) });
    await storeComputation(tx, businessId, q.id, payslips);
    return requireQuotation(tx, businessId, q.id);
  });
}

export async function reopen(db: Db, businessId: number, id: number): Promise<QuotationRow> {
  return db.transaction(async (tx) => {
    const q = await requireQuotation(tx, businessId, id, true);
    if (q.status === 'sent') throw conflict(M.notReopenable);
    if (q.status !== 'created') await reopenQuotation(tx, businessId, q.id);
    return requireQuotation(tx, businessId, q.id);
  });
}

export async function review(db: Db, businessId: number, id: number): Promise<QuotationRow> {
  return db.transaction(async (tx) => {
    const q = await requireQuotation(tx, businessId, id, true);
    if (q.status !== 'received') throw conflict(M.notReviewable);
    await setStatus(tx, businessId, q.id, 'ready');
    return requireQuotation(tx, businessId, q.id);
  });
}

/** Publishes the month: each worker with an e-mail gets their payslip; the journal posts the month. */
export async function publish(
  db: Db,
  mailer: Pick<Mailer, 'kind'>,
  businessId: number,
  id: number,
): Promise<{ quotation: QuotationRow; payslips: number }> {
  return db.transaction(async (tx) => {
    const q = await requireQuotation(tx, businessId, id, true);
    if (q.status !== 'ready') throw conflict(M.notPublishable);
    const [payslips, business] = await Promise.all([
      findPayslips(tx, businessId, q.id),
      businessIdentity(tx, businessId),
    ]);
    const mailed: number[] = [];
    for (const s of payslips) {
      if (!s.email) continue;
      await queueMail(tx, mailer, payslipMail(s, business, payrollPeriod(q)), {
        kind: 'payslip',
        business_id: businessId,
        quotation_id: q.id,
      });
      mailed.push(s.employee_id);
    }
    await markMailed(tx, businessId, q.id, mailed);
    await setStatus(tx, businessId, q.id, 'sent');
    return { quotation: await requireQuotation(tx, businessId, q.id), payslips: payslips.length };
  });
}
