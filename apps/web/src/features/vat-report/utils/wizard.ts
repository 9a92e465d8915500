// The wizard's form: its values (numbers may be empty while typing), the body it sends (without
// movements only the spec's five fields), which fields each step holds, and the contract's own
// checks mapped to those fields, so the browser and the server refuse with the same Spanish text.
import {
  MOVEMENT_FIELDS,
  type MonthlyAccounting,
  type MonthlyAccountingBody,
  REPORT_DEFAULTS,
  type TicketType,
  type WhoPays,
  monthlyAccountingBody,
} from '@portal/contracts';

export const STEP_COUNT = 5;
export const SUMMARY_STEP = STEP_COUNT - 1;

type Num = number | '';

export type WizardValues = {
  period: string;
  without_movements: boolean;
  ticket_type: TicketType;
  initial_ticket_number: Num;
  final_ticket_number: Num;
  manual_tickets_amount: Num;
  electronic_voucher_in_sii: boolean;
  electronic_voucher_supplier: string;
  has_tbk: boolean;
  tbk_amount: Num;
  tbk_count: Num;
  sell_cigarettes: boolean;
  cigarettes_amount: Num;
  fixed_assets: boolean;
  exempt_sales: boolean;
  exempt_sales_amount: Num;
  exempt_sales_document_count: Num;
  iva_postpone: boolean;
  ppm_payment: boolean;
  job_tickets: boolean;
  unique_tax: Num;
  solidarity_loan_retention: Num;
  who_pays: WhoPays;
};

/** Fields of each step (index 0 … 4); the period and the flag belong to step 0. */
export const STEP_FIELDS: readonly (readonly (keyof WizardValues)[])[] = [
  ['period', 'without_movements'],
  [
    'ticket_type',
    'initial_ticket_number',
    'final_ticket_number',
    'manual_tickets_amount',
    'electronic_voucher_in_sii',
    'electronic_voucher_supplier',
    'has_tbk',
    'tbk_amount',
    'tbk_count',
  ],
  [
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
  ],
  [],
  ['who_pays'],
];

export const periodKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
export function parsePeriodKey(key: string): { year: number; month: number } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(key);
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null;
}

export function initialValues(period: string): WizardValues {
  return {
    period,
    without_movements: false,
    ...REPORT_DEFAULTS,
    initial_ticket_number: '',
    final_ticket_number: '',
    electronic_voucher_supplier: '',
  };
}

/** A stored report as form values (to resume or correct it). */
export function valuesOf(r: MonthlyAccounting): WizardValues {
  return {
    period: periodKey(r.accounting_year, r.accounting_month),
    without_movements: r.without_movements,
    ticket_type: r.ticket_type ?? 'none',
    initial_ticket_number: r.initial_ticket_number ?? '',
    final_ticket_number: r.final_ticket_number ?? '',
    manual_tickets_amount: r.manual_tickets_amount,
    electronic_voucher_in_sii: r.electronic_voucher_in_sii,
    electronic_voucher_supplier: r.electronic_voucher_supplier ?? '',
    has_tbk: r.has_tbk,
    tbk_amount: r.tbk_amount,
    tbk_count: r.tbk_count,
    sell_cigarettes: r.sell_cigarettes,
    cigarettes_amount: r.cigarettes_amount,
    fixed_assets: r.fixed_assets,
    exempt_sales: r.exempt_sales,
    exempt_sales_amount: r.exempt_sales_amount,
    exempt_sales_document_count: r.exempt_sales_document_count,
    iva_postpone: r.iva_postpone,
    ppm_payment: r.ppm_payment,
    job_tickets: r.job_tickets,
    unique_tax: r.unique_tax,
    solidarity_loan_retention: r.solidarity_loan_retention,
    who_pays: r.who_pays,
  };
}

const num = (v: Num): number => (v === '' ? 0 : v);
const optionalNum = (v: Num): number | null => (v === '' ? null : v);

/**
 * The body the wizard sends. Without movements: only month, year, business, source and the flag
 * (spec §5). With movements: the full field set; amounts left empty count as 0, and a field that
 * only applies under a switch is sent as 0 when the switch is off.
 */
export function toBody(v: WizardValues, businessId: number): MonthlyAccountingBody {
  const period = parsePeriodKey(v.period) ?? { year: 0, month: 0 };
  const head = {
    accounting_month: period.month,
    accounting_year: period.year,
    business_id: businessId,
    source: 'web' as const,
    without_movements: v.without_movements,
  };
  if (v.without_movements) return head;
  const paper = v.ticket_type === 'paper' || v.ticket_type === 'both';
  return {
    ...head,
    ticket_type: v.ticket_type,
    initial_ticket_number: paper ? optionalNum(v.initial_ticket_number) : null,
    final_ticket_number: paper ? optionalNum(v.final_ticket_number) : null,
    manual_tickets_amount: paper ? num(v.manual_tickets_amount) : 0,
    electronic_voucher_in_sii: v.electronic_voucher_in_sii,
    electronic_voucher_supplier: v.electronic_voucher_in_sii ? v.electronic_voucher_supplier.trim() : null,
    has_tbk: v.has_tbk,
    tbk_amount: v.has_tbk ? num(v.tbk_amount) : 0,
    tbk_count: v.has_tbk ? num(v.tbk_count) : 0,
    sell_cigarettes: v.sell_cigarettes,
    cigarettes_amount: v.sell_cigarettes ? num(v.cigarettes_amount) : 0,
    fixed_assets: v.fixed_assets,
    exempt_sales: v.exempt_sales,
    exempt_sales_amount: v.exempt_sales ? num(v.exempt_sales_amount) : 0,
    exempt_sales_document_count: v.exempt_sales ? num(v.exempt_sales_document_count) : 0,
    iva_postpone: v.iva_postpone,
    ppm_payment: v.ppm_payment,
    job_tickets: v.job_tickets,
    unique_tax: num(v.unique_tax),
    solidarity_loan_retention: num(v.solidarity_loan_retention),
    who_pays: v.who_pays,
  };
}

const FIELD_OF: Record<string, keyof WizardValues> = {
  accounting_month: 'period',
  accounting_year: 'period',
  ...Object.fromEntries(MOVEMENT_FIELDS.map((f) => [f, f])),
};

/** The contract's complaints about the body, by form field (first message of each). */
export function validateValues(
  v: WizardValues,
  businessId: number,
): Partial<Record<keyof WizardValues, string>> {
  const parsed = monthlyAccountingBody.safeParse(toBody(v, businessId));
  if (parsed.success) return {};
  const out: Partial<Record<keyof WizardValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}

/** The first step holding one of these errors, or null. */
export function firstStepWithError(errors: Partial<Record<keyof WizardValues, string>>): number | null {
  const idx = STEP_FIELDS.findIndex((fields) => fields.some((f) => errors[f]));
  return idx < 0 ? null : idx;
}

/** Errors of one step only. */
export function stepErrors(
  errors: Partial<Record<keyof WizardValues, string>>,
  step: number,
): Partial<Record<keyof WizardValues, string>> {
  return Object.fromEntries(STEP_FIELDS[step]!.filter((f) => errors[f]).map((f) => [f, errors[f]]));
}

/** Steps the wizard walks: without movements, from the period straight to the summary. */
export function nextStep(step: number, withoutMovements: boolean): number {
  if (withoutMovements && step === 0) return SUMMARY_STEP;
  return Math.min(step + 1, SUMMARY_STEP);
}
export function previousStep(step: number, withoutMovements: boolean): number {
  if (withoutMovements && step === SUMMARY_STEP) return 0;
  return Math.max(step - 1, 0);
}
