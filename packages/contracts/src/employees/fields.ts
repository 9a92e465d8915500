// The employee ("trabajador") as the form and the import send it: every field checked with a Spanish
// message naming it (messages.ts). What the payroll computation reads from a worker: contract and
// dates, weekly hours, base salary, gratificación regime, AFP, health plan, seguro de cesantía,
// cargas familiares with their tramo, colación and movilización (docs research: payroll-and-annual-tax).
import {
  BANK_ACCOUNT_SELECT_TYPES,
  BANKS,
  CONTRACT_TYPES,
  EMPLOYEE_STATUSES,
  GENDERS,
  HEALTH_MONEY_TYPES,
  HEALTH_SYSTEMS,
  LRE_TERMINATION_CAUSES,
  NATIONALITIES,
  PENSION_FUNDS,
  addDays,
  findCommune,
  isValidRut,
  maxWeeklyHoursOn,
  minimumWageOn,
  proratedMinimumWage,
  toCanonicalRut,
  todayInChile,
} from '@portal/domain';
import { z } from 'zod';
import { EMPLOYEE_MESSAGES as M } from './messages';

const keys = <T extends { key: string }>(rows: readonly T[]) =>
  rows.map((r) => r.key) as [T['key'], ...T['key'][]];

/** Gratificación legal: art. 47 (30% of the profit, shared), art. 50 (25% paid monthly, capped at 4.75 IMM a year) or none. */
export const GRATIFICATION_REGIMES = [
  { key: 'art_47', label: 'Art. 47 (reparto de utilidades)' },
  { key: 'art_50', label: 'Art. 50 mensual con tope (25%, máx. 4,75 IMM al año)' },
  { key: 'none', label: 'Sin gratificación' },
] as const;
export type GratificationRegime = (typeof GRATIFICATION_REGIMES)[number]['key'];

/** Tramos of the asignación familiar (Ley 18.020; the amounts are the domain's family-allowance). */
export const FAMILY_TRAMOS = ['A', 'B', 'C', 'D'] as const;
export const FAMILY_CHARGES_MAX = 20;
export const EMPLOYEE_MONEY_MAX = 100_000_000;
/** Contracts that end on a date (Fijo) or with the work (Por Obra): a fecha de término is required. */
export const CONTRACTS_WITH_END = ['fixed', 'by_work'] as const;
/** Youngest age a worker may be hired at (Código del Trabajo art. 13: 15 with permission). */
const MIN_AGE_YEARS = 15;

const isoDay = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return (
        !Number.isNaN(d.getTime()) &&
        d.toISOString().slice(0, 10) === v &&
        v >= '1900-01-01' &&
        v <= '2100-12-31'
      );
    }, message);
const text = (max: number, message: string) => z.string(message).trim().max(max, message);
const pesos = (message: string) =>
  z.number(message).int(message).min(0, message).max(EMPLOYEE_MONEY_MAX, message);
const choice = <T extends { key: string }>(rows: readonly T[], message: string) =>
  z.enum(keys(rows), message);
const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const employeeRutField = z
  .string(M.rut)
  .trim()
  .max(20, M.rut)
  .refine((v) => isValidRut(v), M.rut)
  .transform((v) => toCanonicalRut(v)!);

/** The fields without the checks between them (the form's own shape; the import builds it from a row). */
export const employeeObject = z.object({
  rut: employeeRutField,
  first_name: text(100, M.firstName).min(1, M.firstName),
  last_name: text(100, M.lastName).min(1, M.lastName),
  mother_last_name: z.preprocess(
    emptyToNull,
    text(100, M.motherLastName)
      .transform((v) => (v === '' ? null : v))
      .nullable(),
  ),
  gender: choice(GENDERS, M.gender),
  nationality: choice(NATIONALITIES, M.nationality),
  birth_date: isoDay(M.birthDate),
  address: text(200, M.address).min(1, M.address),
  commune: z
    .string(M.commune)
    .trim()
    .refine((v) => findCommune(v) !== undefined, M.commune)
    .transform((v) => findCommune(v)!.name),
  contract_type: choice(CONTRACT_TYPES, M.contractType),
  start_date: isoDay(M.startDate),
  end_date: z.preprocess(emptyToNull, isoDay(M.endDate).nullable()),
  /** Why the contract ended, the code of the LRE's Tabla 1 (column 1104); optional, needs end_date. */
  termination_cause: z.preprocess(
    // A select sends the code as text ('4'); the sheet and the API as a number.
    (v) => {
      const x = emptyToNull(v);
      return typeof x === 'string' && /^\d{1,2}$/.test(x.trim()) ? Number(x) : x;
    },
    z
      .number(M.terminationCause)
      .int(M.terminationCause)
      .refine((v) => LRE_TERMINATION_CAUSES[v] !== undefined, M.terminationCause)
      .nullable(),
  ),
  weekly_hours: z
    .number(M.weeklyHours(45))
    .int(M.weeklyHours(45))
    .min(1, M.weeklyHours(45))
    .max(45, M.weeklyHours(45)),
  position: text(100, M.position).min(1, M.position),
  base_salary: pesos(M.baseSalary).min(1, M.baseSalary),
  gratification: choice(GRATIFICATION_REGIMES, M.gratification),
  pension_fund: choice(PENSION_FUNDS, M.pensionFund),
  health_system: choice(HEALTH_SYSTEMS, M.healthSystem),
  health_money_type: choice(HEALTH_MONEY_TYPES, M.healthMoneyType),
  /** The Isapre plan: pesos (integer) or UF (up to 4 decimals); null for Fonasa (the legal 7%). */
  health_plan_amount: z.preprocess(
    emptyToNull,
    z
      .number(M.healthPlanAmount)
      .positive(M.healthPlanAmount)
      .max(EMPLOYEE_MONEY_MAX, M.healthPlanAmount)
      .nullable(),
  ),
  unemployment_insurance: z.boolean(M.unemploymentInsurance),
  family_charges: z
    .number(M.familyCharges)
    .int(M.familyCharges)
    .min(0, M.familyCharges)
    .max(FAMILY_CHARGES_MAX, M.familyCharges),
  family_tramo: z.preprocess(emptyToNull, z.enum(FAMILY_TRAMOS, M.familyTramo).nullable()),
  meal_allowance: pesos(M.mealAllowance),
  transport_allowance: pesos(M.transportAllowance),
  bank_code: z.preprocess(
    emptyToNull,
    z
      .string(M.bank)
      .refine((v) => BANKS.some((b) => b.code === v), M.bank)
      .nullable(),
  ),
  bank_account_type: z.preprocess(
    emptyToNull,
    choice(BANK_ACCOUNT_SELECT_TYPES, M.bankAccountType).nullable(),
  ),
  bank_account_number: z.preprocess(
    emptyToNull,
    z
      .string(M.bankAccountNumber)
      .trim()
      .regex(/^[0-9][0-9-]{2,18}[0-9]$/, M.bankAccountNumber)
      .nullable(),
  ),
  /** Where the published payslip is mailed; optional (a worker without e-mail gets it printed). */
  email: z.preprocess(emptyToNull, z.email(M.email).max(200, M.email).nullable()),
  status: choice(EMPLOYEE_STATUSES, M.status),
});
export type EmployeeInput = z.input<typeof employeeObject>;
export type EmployeeFields = z.output<typeof employeeObject>;

type Issue = { path: (keyof EmployeeFields)[]; message: string };
/** The fields an edit sends: all but the RUT, which the path names and never changes. */
export type EmployeeEdit = Omit<EmployeeFields, 'rut'>;

/** The checks between fields; `today` sets the legal weekly maximum and the ingreso mínimo in force. */
export function employeeIssues(e: EmployeeEdit, today = todayInChile()): Issue[] {
  const issues: Issue[] = [];
  if (e.birth_date > addDays(today, -365 * MIN_AGE_YEARS - 3))
    issues.push({ path: ['birth_date'], message: M.birthDate });
  const needsEnd =
    (CONTRACTS_WITH_END as readonly string[]).includes(e.contract_type) || e.status === 'settled';
  if (needsEnd && e.end_date === null) issues.push({ path: ['end_date'], message: M.endDateRequired });
  if (e.termination_cause !== null && e.end_date === null)
    issues.push({ path: ['termination_cause'], message: M.terminationCauseNeedsEnd });
  if (e.end_date !== null && e.end_date <= e.start_date)
    issues.push({ path: ['end_date'], message: M.endDateAfterStart });
  const maxHours = maxWeeklyHoursOn(today);
  if (e.weekly_hours > maxHours) issues.push({ path: ['weekly_hours'], message: M.weeklyHours(maxHours) });
  const imm = minimumWageOn(today)?.value.general;
  if (imm !== undefined) {
    const min = proratedMinimumWage(imm, e.weekly_hours, maxHours);
    if (e.base_salary < min)
      issues.push({ path: ['base_salary'], message: M.baseSalaryMinimum(min, e.weekly_hours) });
  }
  if (e.health_system !== 'Fonasa') {
    if (e.health_plan_amount === null)
      issues.push({ path: ['health_plan_amount'], message: M.healthPlanRequired });
    else if (e.health_money_type === 'health_system_currency' && !Number.isInteger(e.health_plan_amount))
      issues.push({ path: ['health_plan_amount'], message: M.healthPlanAmount });
    else if (Math.round(e.health_plan_amount * 10_000) !== e.health_plan_amount * 10_000)
      issues.push({ path: ['health_plan_amount'], message: M.healthPlanAmount });
  }
  if (e.family_charges > 0 && e.family_tramo === null)
    issues.push({ path: ['family_tramo'], message: M.familyTramoRequired });
  const bank = [e.bank_code, e.bank_account_type, e.bank_account_number];
  if (bank.some((v) => v !== null) && bank.some((v) => v === null))
    issues.push({
      path: [bank[0] === null ? 'bank_code' : bank[1] === null ? 'bank_account_type' : 'bank_account_number'],
      message: M.bankIncomplete,
    });
  return issues;
}

/** The employee with every check: what the API accepts on create and update. */
const refine = (e: EmployeeEdit, ctx: z.RefinementCtx) => {
  for (const issue of employeeIssues(e))
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
};
export const employeeFields = employeeObject.superRefine(refine);
/** An edit: every field but the RUT, with the same checks. */
export const employeeEditFields = employeeObject.omit({ rut: true }).superRefine(refine);
