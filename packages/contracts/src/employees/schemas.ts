// Requests and answers of the employees area (issue #29 §1): the list, one worker, the writes and
// the spreadsheet import.
import { EMPLOYEE_STATUSES } from '@portal/domain';
import { z } from 'zod';
import { positiveInt } from '../invoices/common';
import {
  FAMILY_TRAMOS,
  employeeEditFields,
  employeeFields,
  employeeObject,
  employeeRutField,
} from './fields';

/** Page size of the list (the spec's lists are of 10). */
export const EMPLOYEES_PAGE_SIZE = 10;
export const EMPLOYEES_MAX_PAGE_SIZE = 100;
/** At most this many workers in one spreadsheet, and in one download. */
export const EMPLOYEES_FILE_MAX_ROWS = 5_000;
export const EMPLOYEES_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const EMPLOYEES_FILE_NAME = 'trabajadores.xlsx';

export const employeeRutParams = z.object({ employee_rut: employeeRutField });

export const employeeListQuery = z.object({
  page: positiveInt(1_000_000).default(1),
  page_size: positiveInt(EMPLOYEES_MAX_PAGE_SIZE).default(EMPLOYEES_PAGE_SIZE),
  /** RUT (with or without dots and dash), names or position; accents and case ignored. */
  search: z.string().trim().max(100).optional(),
  status: z.enum(['working', 'settled']).optional(),
});
export type EmployeeListQuery = z.input<typeof employeeListQuery>;
export const employeeExportQuery = employeeListQuery.omit({ page: true, page_size: true });

const e = employeeObject.shape;
/** A worker as stored: every field of the form, and when it was written. */
export const employee = z.object({
  id: z.number(),
  rut: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mother_last_name: z.string().nullable(),
  gender: e.gender,
  nationality: e.nationality,
  birth_date: z.string(),
  address: z.string(),
  commune: z.string(),
  contract_type: e.contract_type,
  start_date: z.string(),
  end_date: z.string().nullable(),
  termination_cause: z.number().nullable(),
  weekly_hours: z.number(),
  position: z.string(),
  base_salary: z.number(),
  gratification: e.gratification,
  pension_fund: e.pension_fund,
  health_system: e.health_system,
  health_money_type: e.health_money_type,
  health_plan_amount: z.number().nullable(),
  unemployment_insurance: z.boolean(),
  family_charges: z.number(),
  family_tramo: z.enum(FAMILY_TRAMOS).nullable(),
  meal_allowance: z.number(),
  transport_allowance: z.number(),
  bank_code: z.string().nullable(),
  bank_account_type: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  email: z.string().nullable(),
  status: e.status,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Employee = z.infer<typeof employee>;

/** A line of the list: what the screen shows (no salary or bank account). */
export const employeeRow = z.object({
  id: z.number(),
  rut: z.string(),
  full_name: z.string(),
  position: z.string(),
  contract_type: e.contract_type,
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES.map((s) => s.key) as ['working', 'settled']),
});
export type EmployeeRow = z.infer<typeof employeeRow>;

export const employeeListResponse = z.object({
  data: z.object({ employees: z.array(employeeRow) }),
  meta: z.object({
    current_page: z.number(),
    page_size: z.number(),
    total_elements: z.number(),
    /** Workers of the business by status, whatever the filters. */
    working: z.number(),
    settled: z.number(),
  }),
});
export type EmployeeListResponse = z.infer<typeof employeeListResponse>;

export const employeeResponse = z.object({ employee, message: z.string().optional() });
export const employeeBody = z.object({ employee: employeeFields });
/** PUT: the same fields but the RUT, which is the path's. */
export const employeeUpdateBody = z.object({ employee: employeeEditFields });
export const employeeDeletedResponse = z.object({ rut: z.string(), message: z.string() });

/** One problem of an imported spreadsheet: its row (as the spreadsheet numbers it) and column. */
export const employeeImportProblem = z.object({ row: z.number(), column: z.string(), message: z.string() });
export type EmployeeImportProblem = z.infer<typeof employeeImportProblem>;
export const employeeImportResponse = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  message: z.string(),
});
export type EmployeeImportResponse = z.infer<typeof employeeImportResponse>;
