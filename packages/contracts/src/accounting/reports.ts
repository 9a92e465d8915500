import { periodLabel } from '@portal/domain';
import { z } from 'zod';
import { calendarDate, periodParam, positiveInt } from '../invoices/common';
import { pageMeta } from '../common';
import { ACCOUNT_TYPES } from './accounts';

// The reports an accountant signs: libro mayor, balance general (8 columns), estado de resultados and
// evolución de resultados. Every report covers whole months, from and to as periods YYYYMM.

export const LEDGER_PAGE_SIZE = 50;
export const LEDGER_MAX_PAGE_SIZE = 500;
/** The longest range a report covers: ten years of months. */
export const REPORT_MAX_MONTHS = 120;

export const REPORT_MESSAGES = {
  range: "El período 'desde' debe ser anterior o igual a 'hasta'.",
  tooLong: 'Un informe cubre a lo más 10 años.',
  noRetainedAccount: (number: string) =>
    `El balance lleva el resultado de los meses anteriores a la cuenta ${number}, que no está en tu plan de cuentas. Créala en Contabilidad › Plan de cuentas.`,
  /** A ledger line of the month's credit share of IVA de uso común (its period YYYYMM). */
  sharedUseLine: (period: number) =>
    `Crédito fiscal del IVA de uso común de ${periodLabel(period).toLowerCase()} (factor de proporcionalidad del F29)`,
  payrollLine: (year: number, month: number) =>
    `Remuneraciones de ${periodLabel(year * 100 + month).toLowerCase()} (centralización del mes)`,
} as const;

const monthsBetween = (from: number, to: number) =>
  (Math.floor(to / 100) - Math.floor(from / 100)) * 12 + (to % 100) - (from % 100) + 1;

/** A report as a file: xlsx (exceljs) or pdf (pdf-lib); without it, JSON. The ledger's file has every line. */
export const REPORT_FORMATS = ['xlsx', 'pdf'] as const;
export const reportFormat = z.enum(REPORT_FORMATS).optional();

export const reportRangeQuery = z
  .object({ from: periodParam, to: periodParam, format: reportFormat })
  .refine((q) => q.from <= q.to, { message: REPORT_MESSAGES.range, path: ['from'] })
  .refine((q) => monthsBetween(q.from, q.to) <= REPORT_MAX_MONTHS, {
    message: REPORT_MESSAGES.tooLong,
    path: ['to'],
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

/** What a report says about the business, so a printed page names whose books they are. */
export const reportHeader = z.object({
  business_name: z.string(),
  business_rut: z.string(),
  from: z.number(),
  to: z.number(),
});

/** The range rules of reportRangeQuery, for a query that cannot carry them (the ledger's). */
export function reportRangeProblem(from: number, to: number): string | null {
  if (from > to) return REPORT_MESSAGES.range;
  if (monthsBetween(from, to) > REPORT_MAX_MONTHS) return REPORT_MESSAGES.tooLong;
  return null;
}

/** The ledger's query: a plain object, so its account_id stays a field others can name. */
export const ledgerQuery = z.object({
  account_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  from: periodParam,
  to: periodParam,
  page: positiveInt(1_000_000).default(1),
  page_size: positiveInt(LEDGER_MAX_PAGE_SIZE).default(LEDGER_PAGE_SIZE),
  format: reportFormat,
});
export type LedgerQuery = z.infer<typeof ledgerQuery>;

export const SOURCE_TYPES = [
  'invoice',
  'conciliation',
  'entry',
  // Honorarium tickets and expenses.
  'honorarium',
  'expense',
  // A month's credit share of the IVA de uso común (source id: business id × 1.000.000 + period YYYYMM).
  'shared_use',
  // A published payroll month (source id: the quotation's id).
  'payroll',
] as const;

export const ledgerLine = z.object({
  date: z.string(),
  source_type: z.enum(SOURCE_TYPES),
  source_id: z.number(),
  /** What the line comes from: 'Factura electrónica N° 1234 · Cliente SpA', 'Conciliación …', an entry's name. */
  description: z.string(),
  /** The document's side when the line comes from an invoice (its detail page is per side). */
  direction: z.enum(['VENTA', 'COMPRA']).nullable(),
  debit: z.number(),
  credit: z.number(),
  /** Debit minus credit from the opening balance through this line. */
  balance: z.number(),
});
export type LedgerLine = z.infer<typeof ledgerLine>;

export const ledgerResponse = z.object({
  header: reportHeader,
  account: z.object({
    id: z.number(),
    name: z.string(),
    account_number: z.string(),
    account_type: z.enum(ACCOUNT_TYPES),
  }),
  /** Debit minus credit of everything before `from`. */
  opening_balance: z.number(),
  total_debit: z.number(),
  total_credit: z.number(),
  closing_balance: z.number(),
  data: z.array(ledgerLine),
  meta: pageMeta,
});
export type LedgerResponse = z.infer<typeof ledgerResponse>;

/** One account of the 8-column balance (balance tributario de 8 columnas). */
export const balanceRow = z.object({
  account_id: z.number(),
  account_number: z.string(),
  name: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  debits: z.number(),
  credits: z.number(),
  debtor: z.number(),
  creditor: z.number(),
  assets: z.number(),
  liabilities: z.number(),
  loss: z.number(),
  gain: z.number(),
});
export type BalanceRow = z.infer<typeof balanceRow>;
export const balanceColumns = balanceRow.pick({
  debits: true,
  credits: true,
  debtor: true,
  creditor: true,
  assets: true,
  liabilities: true,
  loss: true,
  gain: true,
});
export type BalanceColumns = z.infer<typeof balanceColumns>;

export const balanceResponse = z.object({
  header: reportHeader,
  rows: z.array(balanceRow),
  /** Σ of each column. */
  subtotals: balanceColumns,
  /** The period's result: ganancia (gain > loss) goes to the loss and liabilities columns, pérdida to gain and assets. */
  result: z.object({ kind: z.enum(['ganancia', 'perdida', 'cero']), amount: z.number() }),
  /** Subtotals plus the result line: each pair of columns is equal. */
  totals: balanceColumns,
});
export type BalanceResponse = z.infer<typeof balanceResponse>;

export const statementLine = z.object({
  account_id: z.number(),
  account_number: z.string(),
  name: z.string(),
  amount: z.number(),
});
export const incomeStatementResponse = z.object({
  header: reportHeader,
  /** Credit minus debit of each revenue account. */
  revenue: z.array(statementLine),
  /** Debit minus credit of each cost or expense account. */
  expenses: z.array(statementLine),
  total_revenue: z.number(),
  total_expenses: z.number(),
  /** total_revenue − total_expenses: positive is ganancia. */
  result: z.number(),
});
export type IncomeStatementResponse = z.infer<typeof incomeStatementResponse>;

export const resultEvolutionResponse = z.object({
  header: reportHeader,
  months: z.array(
    z.object({ period: z.number(), revenue: z.number(), expenses: z.number(), result: z.number() }),
  ),
});
export type ResultEvolutionResponse = z.infer<typeof resultEvolutionResponse>;

export const closingResponse = z.object({ books_closed_until: z.string().nullable() });
export const closingBody = z.object({ books_closed_until: calendarDate.nullable() });
