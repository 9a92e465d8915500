// Requests and answers of the monthly payroll process (issue #29 §2; spec platform §3 "Payroll
// quotation", §4 statuses, §7 quotations). The spec names the quotation's fields; what the current
// period's bond and discount lists hold, and every route but the spec's six, are ours (README of
// the API feature payroll).
import { PAYROLL_STATUSES } from '@portal/domain';
import { z } from 'zod';
import { employeeRutField } from '../employees/fields';
import { PAYROLL_MESSAGES as M } from './messages';

export const PAYROLL_STATUS_KEYS = PAYROLL_STATUSES.map((s) => s.key) as [
  'created',
  'received',
  'ready',
  'sent',
];
/** The employer's mutual for Ley 16.744 (Previred field 'Código mutual'): ISL when none. */
export const PAYROLL_MUTUALS = [
  { key: '00', label: 'ISL (sin mutual)' },
  { key: '01', label: 'ACHS' },
  { key: '02', label: 'Mutual de Seguridad CChC' },
  { key: '03', label: 'IST' },
] as const;
export const PAYROLL_MONEY_MAX = 100_000_000;
/** Ley 16.744 art. 15 b) and DS 67: the cotización adicional diferenciada goes up to 6,8 %. */
export const WORK_INJURY_ADDITIONAL_MAX = 6.8;
export const PAYROLL_ITEMS_MAX = 500;

export const quotationIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const quotationPeriodParams = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});
export const quotationPayslipParams = quotationIdParams.extend({ employee_rut: employeeRutField });

const status = z.enum(PAYROLL_STATUS_KEYS);

/** The month's figures, once computed (zeros before). */
export const quotationTotals = z.object({
  workers: z.number(),
  haberes: z.number(),
  descuentos: z.number(),
  liquido: z.number(),
  impuesto_unico: z.number(),
  costo_empleador: z.number(),
});

/**
 * The spec's quotation. `total_with_agreement`, `total_without_agreement` and `who_pay` were the
 * price of a payroll service done by others; the portal computes the month itself within the plan,
 * so they answer 0, 0 and 'plan'. `previred` is true once the month's Previred file can be
 * downloaded (the month is computed).
 */
export const quotation = z.object({
  id: z.number(),
  business_id: z.number(),
  executive_id: z.number().nullable(),
  month: z.number(),
  year: z.number(),
  previred: z.boolean(),
  status,
  status_text: z.string(),
  total_with_agreement: z.number(),
  total_without_agreement: z.number(),
  who_pay: z.string(),
  mutual: z.enum(PAYROLL_MUTUALS.map((m) => m.key) as ['00', '01', '02', '03']),
  /** Ley 16.744 cotización adicional diferenciada, percent (0,93 = 0,93 %). */
  work_injury_additional_rate: z.number(),
  totals: quotationTotals,
  created_at: z.string(),
  sent_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type Quotation = z.infer<typeof quotation>;

const count = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);
const money = z
  .number({ error: M.advances })
  .int(M.advances)
  .min(0, M.advances)
  .max(PAYROLL_MONEY_MAX, M.advances);

/** One worker's novedades of the month (segundo paso). */
export const quotationNovelty = z.object({
  employee_rut: employeeRutField,
  /** Part of this month's process (primer paso). */
  included: z.boolean(),
  absence_days: count(30, M.absenceDays),
  sick_leave_days: count(30, M.sickLeaveDays),
  /** Whole hours (the table keeps a smallint; the domain pays whole hours at 50 % over). */
  overtime_hours: count(100, M.overtimeHours),
  advances: money,
});
export type QuotationNovelty = z.infer<typeof quotationNovelty>;

const item = {
  employee_rut: employeeRutField,
  label: z.string({ error: M.itemLabel }).trim().min(1, M.itemLabel).max(80, M.itemLabel),
  amount: z
    .number({ error: M.itemAmount })
    .int(M.itemAmount)
    .min(1, M.itemAmount)
    .max(PAYROLL_MONEY_MAX, M.itemAmount),
};
/** A bono of the current period (tercer paso): imponible (taxable) or not. */
export const quotationBond = z.object({ ...item, taxable: z.boolean() });
export type QuotationBond = z.infer<typeof quotationBond>;
/** A descuento of the current period other than the legal ones (a loan's installment, a purchase). */
export const quotationDiscount = z.object(item);
export type QuotationDiscount = z.infer<typeof quotationDiscount>;

/** A worker as the month's steps list them. */
export const quotationWorker = z.object({
  rut: z.string(),
  full_name: z.string(),
  position: z.string(),
  contract_type: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: z.enum(['working', 'settled']),
  base_salary: z.number(),
  email: z.string().nullable(),
});

export const quotationNoveltiesBody = z.object({
  mutual: quotation.shape.mutual,
  work_injury_additional_rate: z
    .number({ error: M.additionalRate })
    .min(0, M.additionalRate)
    .max(WORK_INJURY_ADDITIONAL_MAX, M.additionalRate)
    .refine((r) => Math.abs(r * 100 - Math.round(r * 100)) < 1e-6, M.additionalRate),
  novelties: z.array(quotationNovelty).max(5_000),
  bonds: z.array(quotationBond).max(PAYROLL_ITEMS_MAX),
  discounts: z.array(quotationDiscount).max(PAYROLL_ITEMS_MAX),
});
export type QuotationNoveltiesBody = z.infer<typeof quotationNoveltiesBody>;

/** A computed payslip line, with the rule and the dated parameters it used (domain PayslipLine). */
export const payslipLine = z.object({
  code: z.string(),
  section: z.enum([
    'haberes_imponibles',
    'haberes_no_imponibles',
    'descuentos_legales',
    'otros_descuentos',
    'aportes_empleador',
  ]),
  label: z.string(),
  amount: z.number(),
  explanation: z.object({
    rule: z.string(),
    parameters: z.array(z.object({ name: z.string(), value: z.string(), source: z.string() })),
  }),
});
export const payslipSummary = z.object({
  employee_rut: z.string(),
  full_name: z.string(),
  position: z.string(),
  days_worked: z.number(),
  total_imponible: z.number(),
  total_haberes: z.number(),
  total_descuentos: z.number(),
  impuesto_unico: z.number(),
  liquido: z.number(),
  costo_empleador: z.number(),
  lines: z.array(payslipLine),
  rounding: z.string(),
  mailed_at: z.string().nullable(),
});
export type PayslipSummary = z.infer<typeof payslipSummary>;

/** The current period: its quotation (null before Comenzar), the workers and what was entered. */
export const currentPeriodResponse = z.object({
  year: z.number(),
  month: z.number(),
  quotation: quotation.nullable(),
  status_text: z.string(),
  button: z.enum(['Comenzar', 'Continuar']).nullable(),
  workers: z.array(quotationWorker),
  novelties: z.array(quotationNovelty),
  bonds: z.array(quotationBond),
  discounts: z.array(quotationDiscount),
});
export type CurrentPeriodResponse = z.infer<typeof currentPeriodResponse>;

export const validCreateResponse = z.object({
  valid: z.boolean(),
  year: z.number(),
  month: z.number(),
  message: z.string().nullable(),
});

/** The month's dated parameters the computation takes, as the review shows them. */
export const quotationAdditionalResponse = z.object({
  year: z.number(),
  month: z.number(),
  parameters: z.array(z.object({ name: z.string(), value: z.string(), source: z.string() })),
  /** What is missing to compute the month (an indicator not yet published), Spanish. */
  missing: z.array(z.string()),
  /** What the month computes only in part (the asignación familiar not confirmed: workers with cargas
   * cannot be computed while the others can), Spanish; empty when every worker can be computed. */
  warnings: z.array(z.string()),
  /** Suggested glosas of the bond and discount lists (the user may write others). */
  bond_suggestions: z.array(z.object({ label: z.string(), taxable: z.boolean() })),
  discount_suggestions: z.array(z.string()),
});

export const quotationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(12),
});
export const quotationListResponse = z.object({
  data: z.object({ quotations: z.array(quotation) }),
  meta: z.object({ current_page: z.number(), page_size: z.number(), total_elements: z.number() }),
});

/** A month moved along, with the sentence that says so (shown as the confirmation). */
export const quotationResponse = z.object({ quotation, message: z.string() });
export const quotationDetailResponse = z.object({
  quotation,
  payslips: z.array(payslipSummary),
  novelties: z.array(quotationNovelty),
  bonds: z.array(quotationBond),
  discounts: z.array(quotationDiscount),
});
export type QuotationDetailResponse = z.infer<typeof quotationDetailResponse>;

export const quotationCreateBody = z.object({
  year: quotationPeriodParams.shape.year.optional(),
  month: quotationPeriodParams.shape.month.optional(),
});

/** A refused send: each worker whose payslip cannot be computed, and why. */
export const quotationProblem = z.object({ employee_rut: z.string(), message: z.string() });
