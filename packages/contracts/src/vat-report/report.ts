import {
  MONTHLY_ACCOUNTING_STATUSES,
  type MonthlyAccountingDisplay,
  type MonthlyAccountingStatus,
} from '@portal/domain';

const STATUS_KEYS = MONTHLY_ACCOUNTING_STATUSES.map((s) => s.key) as [
  MonthlyAccountingStatus,
  ...MonthlyAccountingStatus[],
];
import { z } from 'zod';
import { pageMeta } from '../common';
import { positiveInt } from '../invoices/common';
import { vatDocument } from './documents';

// The monthly sales report (spec invoices §3 "Monthly sales report", §5): one per business and tax
// period. Field bounds are not shown in the spec: ours are written here with their Spanish text.

export const VAT_REPORT_PAGE_SIZE = 10;
export const MAX_PESOS = 999_999_999_999;
/** Where a report came from: the wizard, or the firm's automatic shipment. */
export const REPORT_SOURCES = ['web', 'automatic'] as const;
/**
 * Ticket sales (boletas) of the month: none, electronic only (they are in the SII already), paper
 * only (a range of printed numbers and their total), or both.
 */
export const TICKET_TYPES = ['none', 'electronic', 'paper', 'both'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const WHO_PAYS = ['client', 'home'] as const;
export type WhoPays = (typeof WHO_PAYS)[number];
export const DEFAULT_WHO_PAYS: WhoPays = 'client';

export const VAT_REPORT_MESSAGES = {
  month: 'El mes debe ser un número entre 1 y 12.',
  year: 'El año debe estar entre 2000 y 2999.',
  amount: 'Ingresa un monto en pesos, entero y sin decimales (0 o más).',
  count: 'Ingresa una cantidad entera (0 o más).',
  ticketNumber: 'El número de boleta es un entero mayor que 0.',
  ticketType: "El tipo de boletas es 'none', 'electronic', 'paper' o 'both'.",
  whoPays: "Quién paga es 'client' (la empresa) o 'home' (nosotros).",
  source: "El origen del reporte es 'web'.",
  ticketRange: 'Indica el primer y el último número de boleta de papel del mes.',
  ticketOrder: 'El primer número de boleta no puede ser mayor que el último.',
  manualTickets: 'Solo con boletas de papel se informa su monto.',
  manualTicketsAmount: 'Indica el monto total de las boletas de papel del mes.',
  voucherSupplier: 'Indica el proveedor de tus vouchers electrónicos (máximo 80 caracteres).',
  tbk: 'Con ventas por Transbank indica su monto y cantidad de transacciones.',
  tbkWithout: 'Sin ventas por Transbank, su monto y cantidad van en 0.',
  cigarettes: 'Indica el monto de las ventas de cigarrillos.',
  cigarettesWithout: 'Sin venta de cigarrillos, su monto va en 0.',
  exempt: 'Con ventas exentas indica su monto y cuántos documentos son.',
  exemptWithout: 'Sin ventas exentas, su monto y cantidad van en 0.',
  withoutMovements:
    'Un reporte sin movimientos lleva solo el mes, el año, la empresa, el origen y la marca sin movimientos.',
  businessMismatch: 'No encontramos esa empresa.',
  futurePeriod: (label: string) =>
    `Aún no puedes reportar ese mes: el último período que se puede declarar es ${label}.`,
  notEditable: (status: string) =>
    `El reporte de ese mes está en estado «${status}» y ya no se puede modificar. Escríbenos si necesitas corregirlo.`,
  debtor:
    'Tu empresa tiene pagos pendientes y el plazo de gracia terminó: paga tu plan para enviar el reporte de ventas.',
  created: 'Recibimos tu reporte de ventas.',
  updated: 'Actualizamos tu reporte de ventas.',
  loadHistory: 'Hubo un problema cargando el historial de reportes de ventas.',
  notFound: 'No encontramos ese reporte de ventas.',
} as const;

const amount = z
  .number(VAT_REPORT_MESSAGES.amount)
  .int(VAT_REPORT_MESSAGES.amount)
  .min(0, VAT_REPORT_MESSAGES.amount)
  .max(MAX_PESOS, VAT_REPORT_MESSAGES.amount);
const count = z
  .number(VAT_REPORT_MESSAGES.count)
  .int(VAT_REPORT_MESSAGES.count)
  .min(0, VAT_REPORT_MESSAGES.count)
  .max(10_000_000, VAT_REPORT_MESSAGES.count);
const ticketNumber = z
  .number(VAT_REPORT_MESSAGES.ticketNumber)
  .int(VAT_REPORT_MESSAGES.ticketNumber)
  .min(1, VAT_REPORT_MESSAGES.ticketNumber)
  .max(9_999_999_999, VAT_REPORT_MESSAGES.ticketNumber)
  .nullable()
  .optional();
const flag = z.boolean().optional();

/** The five fields a report without movements carries (spec §5). */
export const reportPeriodFields = {
  accounting_month: z
    .number(VAT_REPORT_MESSAGES.month)
    .int(VAT_REPORT_MESSAGES.month)
    .min(1, VAT_REPORT_MESSAGES.month)
    .max(12, VAT_REPORT_MESSAGES.month),
  accounting_year: z
    .number(VAT_REPORT_MESSAGES.year)
    .int(VAT_REPORT_MESSAGES.year)
    .min(2000, VAT_REPORT_MESSAGES.year)
    .max(2999, VAT_REPORT_MESSAGES.year),
  /** Optional: the business of the `business-id` header; any other is refused. */
  business_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  source: z.literal('web', VAT_REPORT_MESSAGES.source).default('web'),
  without_movements: z.boolean().optional(),
};

/** The fields of a report with movements, by step of the wizard (absent: its value in REPORT_DEFAULTS). */
export const reportMovementFields = {
  ticket_type: z.enum(TICKET_TYPES, VAT_REPORT_MESSAGES.ticketType).optional(),
  initial_ticket_number: ticketNumber,
  final_ticket_number: ticketNumber,
  manual_tickets_amount: amount.optional(),
  electronic_voucher_in_sii: flag,
  electronic_voucher_supplier: z
    .string()
    .trim()
    .max(80, VAT_REPORT_MESSAGES.voucherSupplier)
    .nullable()
    .optional(),
  has_tbk: flag,
  tbk_amount: amount.optional(),
  tbk_count: count.optional(),
  sell_cigarettes: flag,
  cigarettes_amount: amount.optional(),
  fixed_assets: flag,
  exempt_sales: flag,
  exempt_sales_amount: amount.optional(),
  exempt_sales_document_count: count.optional(),
  iva_postpone: flag,
  ppm_payment: flag,
  job_tickets: flag,
  unique_tax: amount.optional(),
  solidarity_loan_retention: amount.optional(),
  who_pays: z.enum(WHO_PAYS, VAT_REPORT_MESSAGES.whoPays).optional(),
};
export const MOVEMENT_FIELDS = Object.keys(reportMovementFields) as (keyof typeof reportMovementFields)[];

/** The value of each movement field when it is not sent (and of every one without movements). */
export const REPORT_DEFAULTS = {
  ticket_type: 'none' as TicketType,
  initial_ticket_number: null as number | null,
  final_ticket_number: null as number | null,
  manual_tickets_amount: 0,
  electronic_voucher_in_sii: false,
  electronic_voucher_supplier: null as string | null,
  has_tbk: false,
  tbk_amount: 0,
  tbk_count: 0,
  sell_cigarettes: false,
  cigarettes_amount: 0,
  fixed_assets: false,
  exempt_sales: false,
  exempt_sales_amount: 0,
  exempt_sales_document_count: 0,
  iva_postpone: false,
  ppm_payment: false,
  job_tickets: false,
  unique_tax: 0,
  solidarity_loan_retention: 0,
  who_pays: DEFAULT_WHO_PAYS,
};
export type ReportMovements = typeof REPORT_DEFAULTS;

/** The movement fields of a body with the defaults of those not sent. */
export function withReportDefaults(body: Partial<Record<keyof ReportMovements, unknown>>): ReportMovements {
  const out: Record<string, unknown> = { ...REPORT_DEFAULTS };
  for (const k of MOVEMENT_FIELDS) if (body[k] !== undefined) out[k] = body[k];
  return out as ReportMovements;
}

/** Cross-field rules of a report with movements; each issue names its field. */
export function movementIssues(r: ReportMovements): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  const paper = r.ticket_type === 'paper' || r.ticket_type === 'both';
  const first = r.initial_ticket_number ?? null;
  const last = r.final_ticket_number ?? null;
  if (paper) {
    if (first === null) out.push({ path: 'initial_ticket_number', message: VAT_REPORT_MESSAGES.ticketRange });
    if (last === null) out.push({ path: 'final_ticket_number', message: VAT_REPORT_MESSAGES.ticketRange });
    if (first !== null && last !== null && first > last)
      out.push({ path: 'final_ticket_number', message: VAT_REPORT_MESSAGES.ticketOrder });
    if (r.manual_tickets_amount <= 0)
      out.push({ path: 'manual_tickets_amount', message: VAT_REPORT_MESSAGES.manualTicketsAmount });
  } else {
    if (first !== null || last !== null)
      out.push({ path: 'initial_ticket_number', message: VAT_REPORT_MESSAGES.manualTickets });
    if (r.manual_tickets_amount > 0)
      out.push({ path: 'manual_tickets_amount', message: VAT_REPORT_MESSAGES.manualTickets });
  }
  const supplier = r.electronic_voucher_supplier?.trim() ?? '';
  if (r.electronic_voucher_in_sii && supplier === '')
    out.push({ path: 'electronic_voucher_supplier', message: VAT_REPORT_MESSAGES.voucherSupplier });
  if (r.has_tbk && (r.tbk_amount <= 0 || r.tbk_count <= 0))
    out.push({ path: r.tbk_amount <= 0 ? 'tbk_amount' : 'tbk_count', message: VAT_REPORT_MESSAGES.tbk });
  if (!r.has_tbk && (r.tbk_amount > 0 || r.tbk_count > 0))
    out.push({ path: 'tbk_amount', message: VAT_REPORT_MESSAGES.tbkWithout });
  if (r.sell_cigarettes && r.cigarettes_amount <= 0)
    out.push({ path: 'cigarettes_amount', message: VAT_REPORT_MESSAGES.cigarettes });
  if (!r.sell_cigarettes && r.cigarettes_amount > 0)
    out.push({ path: 'cigarettes_amount', message: VAT_REPORT_MESSAGES.cigarettesWithout });
  if (r.exempt_sales && (r.exempt_sales_amount <= 0 || r.exempt_sales_document_count <= 0))
    out.push({
      path: r.exempt_sales_amount <= 0 ? 'exempt_sales_amount' : 'exempt_sales_document_count',
      message: VAT_REPORT_MESSAGES.exempt,
    });
  if (!r.exempt_sales && (r.exempt_sales_amount > 0 || r.exempt_sales_document_count > 0))
    out.push({ path: 'exempt_sales_amount', message: VAT_REPORT_MESSAGES.exemptWithout });
  return out;
}

/**
 * POST users/monthly_accountings. Without movements only the five period fields may come (spec
 * §5); with movements, the full set, checked field by field and across fields.
 */
export const monthlyAccountingBody = z
  .object({ ...reportPeriodFields, ...reportMovementFields })
  .strict()
  .superRefine((body, ctx) => {
    if (body.without_movements) {
      const extra = MOVEMENT_FIELDS.filter((k) => body[k] !== undefined);
      if (extra.length > 0)
        ctx.addIssue({ code: 'custom', path: [extra[0]!], message: VAT_REPORT_MESSAGES.withoutMovements });
      return;
    }
    for (const issue of movementIssues(withReportDefaults(body)))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type MonthlyAccountingBody = z.input<typeof monthlyAccountingBody>;
export type MonthlyAccountingInput = z.output<typeof monthlyAccountingBody>;

/** The fields a without-movements body may carry (the spec's five). */
export const WITHOUT_MOVEMENTS_FIELDS = [
  'accounting_month',
  'accounting_year',
  'business_id',
  'source',
  'without_movements',
] as const;

export const monthlyAccounting = z.object({
  id: z.number(),
  business_id: z.number(),
  accounting_year: z.number(),
  accounting_month: z.number(),
  source: z.enum(REPORT_SOURCES),
  status: z.enum(STATUS_KEYS),
  /** Listo or En Proceso (packages/domain monthlyAccountingDisplay). */
  display_status: z.enum(['Listo', 'En Proceso']),
  /** The client may still change it (re-submitting updates it). */
  editable: z.boolean(),
  without_movements: z.boolean(),
  ticket_type: z.enum(TICKET_TYPES).nullable(),
  initial_ticket_number: z.number().nullable(),
  final_ticket_number: z.number().nullable(),
  manual_tickets_amount: z.number(),
  electronic_voucher_in_sii: z.boolean(),
  electronic_voucher_supplier: z.string().nullable(),
  has_tbk: z.boolean(),
  tbk_amount: z.number(),
  tbk_count: z.number(),
  sell_cigarettes: z.boolean(),
  cigarettes_amount: z.number(),
  fixed_assets: z.boolean(),
  exempt_sales: z.boolean(),
  exempt_sales_amount: z.number(),
  exempt_sales_document_count: z.number(),
  iva_postpone: z.boolean(),
  ppm_payment: z.boolean(),
  job_tickets: z.boolean(),
  unique_tax: z.number(),
  solidarity_loan_retention: z.number(),
  who_pays: z.enum(WHO_PAYS),
  attached_files: z.array(vatDocument),
  fixed_asset_files: z.array(vatDocument),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MonthlyAccounting = z.infer<typeof monthlyAccounting>;
export type { MonthlyAccountingDisplay, MonthlyAccountingStatus };

export const monthlyAccountingResponse = z.object({
  error: z.literal(false),
  message: z.string(),
  monthly_accounting: monthlyAccounting,
});

export const monthlyAccountingListQuery = z.object({
  page: positiveInt(100_000).default(1),
  page_size: positiveInt(100).default(VAT_REPORT_PAGE_SIZE),
  accounting_year: z.coerce.number().int().min(2000).max(2999).optional(),
  accounting_month: z.coerce.number().int().min(1).max(12).optional(),
});
export const monthlyAccountingListResponse = z.object({ data: z.array(monthlyAccounting), meta: pageMeta });
export type MonthlyAccountingListResponse = z.infer<typeof monthlyAccountingListResponse>;
