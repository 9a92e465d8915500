// The rules of the workers of a business: a RUT once per business, the RUT of the path is the one
// written, a settled (finiquitado) worker is kept, and an import is all or nothing. Other areas (the
// payroll) read workers through this file only.
import {
  EMPLOYEE_MESSAGES as M,
  EMPLOYEES_FILE_MAX_ROWS,
  type EmployeeEdit,
  type EmployeeFields,
  type EmployeeImportResponse,
  type EmployeeListResponse,
  type employeeExportQuery,
  type employeeListQuery,
} from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import type { z } from 'zod';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors';
import { employeesXlsx, parseEmployeesXlsx } from './employees-file';
import {
  type EmployeeRecord,
  countByStatus,
  deleteEmployee,
  findEmployee,
  findEmployees,
  findEmployeesByIds,
  findEmployeesOfMonth,
  hasPayslips,
  insertEmployee,
  updateEmployee,
  upsertEmployees,
} from './employees.repository';

/** What the stored row keeps of values the form may still carry: Fonasa has no plan, no charges no tramo. */
/** The stored worker, as other features (payroll) read it through this service. */
export type { EmployeeRecord };

export function normalise(e: EmployeeFields): EmployeeFields {
  return {
    ...e,
    health_plan_amount: e.health_system === 'Fonasa' ? null : e.health_plan_amount,
    family_tramo: e.family_charges === 0 ? null : e.family_tramo,
  };
}

export async function employeesPage(
  db: Queryable,
  businessId: number,
  q: z.output<typeof employeeListQuery>,
): Promise<EmployeeListResponse> {
  const [{ rows, total }, counts] = await Promise.all([
    findEmployees(db, businessId, q, { limit: q.page_size, offset: (q.page - 1) * q.page_size }),
    countByStatus(db, businessId),
  ]);
  return {
    data: {
      employees: rows.map((e) => ({
        id: e.id,
        rut: e.rut,
        full_name: e.full_name,
        position: e.position,
        contract_type: e.contract_type,
        start_date: e.start_date,
        end_date: e.end_date,
        status: e.status,
      })),
    },
    meta: { current_page: q.page, page_size: q.page_size, total_elements: total, ...counts },
  };
}

/** A worker of the business, or 404 exactly as for a RUT that exists nowhere. */
export async function requireEmployee(
  db: Queryable,
  businessId: number,
  rut: string,
): Promise<EmployeeRecord> {
  const e = await findEmployee(db, businessId, rut);
  if (!e) throw notFound(M.notFound);
  return e;
}

export async function createEmployee(db: Db, businessId: number, e: EmployeeFields): Promise<EmployeeRecord> {
  const inserted = await insertEmployee(db, businessId, normalise(e));
  if (!inserted) throw conflict(M.duplicate);
  return requireEmployee(db, businessId, e.rut);
}

export async function editEmployee(
  db: Db,
  businessId: number,
  rut: string,
  edit: EmployeeEdit,
): Promise<EmployeeRecord> {
  if (!(await updateEmployee(db, businessId, normalise({ ...edit, rut })))) throw notFound(M.notFound);
  return requireEmployee(db, businessId, rut);
}

export async function removeEmployee(db: Db, businessId: number, rut: string): Promise<void> {
  await db.transaction(async (tx) => {
    const e = await findEmployee(tx, businessId, rut);
    if (!e) throw notFound(M.notFound);
    if (e.status === 'settled') throw conflict(M.settledNoDelete);
    if (await hasPayslips(tx, businessId, e.id)) throw conflict(M.payslipsNoDelete);
    await deleteEmployee(tx, businessId, rut);
  });
}

/** The workers a month's payroll includes (the month's first and last days, YYYY-MM-DD). */
export const employeesOfMonth = (db: Queryable, businessId: number, first: string, last: string) =>
  findEmployeesOfMonth(db, businessId, first, last);

/** The business's workers of these ids. */
export const employeesByIds = (db: Queryable, businessId: number, ids: readonly number[]) =>
  findEmployeesByIds(db, businessId, ids);

export async function employeesFile(
  db: Queryable,
  businessId: number,
  q: z.output<typeof employeeExportQuery>,
): Promise<Buffer> {
  const { rows, total } = await findEmployees(db, businessId, q, {
    limit: EMPLOYEES_FILE_MAX_ROWS,
    offset: 0,
  });
  if (total > EMPLOYEES_FILE_MAX_ROWS) throw unprocessable(M.tooManyRows(EMPLOYEES_FILE_MAX_ROWS));
  return employeesXlsx(rows);
}

/** Reads a spreadsheet and writes every worker in one transaction, or nothing (422 with each problem). */
export async function importEmployees(
  db: Db,
  businessId: number,
  bytes: Buffer,
): Promise<EmployeeImportResponse> {
  const parsed = await parseEmployeesXlsx(bytes);
  if (!parsed.ok) {
    if ('fileError' in parsed) throw unprocessable(parsed.fileError);
    throw new AppError(
      422,
      M.fileRefused(parsed.problems.length),
      'unprocessable',
      {},
      {
        problems: parsed.problems.slice(0, 100),
      },
    );
  }
  const list = parsed.rows.map((r) => normalise(r.employee));
  const { created, updated } = await db.transaction((tx) => upsertEmployees(tx, businessId, list));
  return {
    created,
    updated,
    unchanged: list.length - created - updated,
    message: M.imported(created, updated),
  };
}
