import { z } from 'zod';
import { withSearchBy } from '../bank/search-by';
import { pageMeta } from '../common';
import { boolParam, calendarDate, positiveInt } from '../invoices/common';

// Expenses (spec platform §3 "Expense": amount, date, description, documents (id, name, ext_name,
// full_path, reference_id, reference_type), category_id, category.parent.id, status; §7 "Expenses";
// invoices-collections-vat §7 list filters, §9 page size 10 and year list). The error texts are not
// shown in the spec: these are ours (apps/api/src/features/expenses/README.md).

export const EXPENSES_PAGE_SIZE = 10;
export const EXPENSES_MAX_PAGE_SIZE = 100;
export const EXPENSE_STATUSES = ['waiting', 'rejected', 'validated'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
/** The spec's constant year list (§9); the screens offer the current years too. */
export const EXPENSE_SPEC_YEARS = [2021, 2020, 2019] as const;
export const EXPENSE_MAX_AMOUNT = 999_999_999_999;
export const EXPENSE_RECEIPT_FIELD = 'documents';
export const EXPENSE_RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const EXPENSE_MAX_RECEIPTS = 5;
/** Accepted receipts, checked by their first bytes (not by name or declared type). */
export const EXPENSE_RECEIPT_EXTENSIONS = ['pdf', 'png', 'jpg'] as const;
export const EXPENSE_SORTS = ['date_desc', 'date_asc', 'amount_desc', 'amount_asc'] as const;
export type ExpenseSort = (typeof EXPENSE_SORTS)[number];

export const EXPENSE_MESSAGES = {
  amount: 'Ingresa el monto del gasto en pesos: un número entero mayor que 0.',
  date: 'Ingresa la fecha del gasto (DD/MM/AAAA).',
  description: 'Describe el gasto (entre 1 y 300 caracteres).',
  category: 'Elige la categoría y la subcategoría del gasto.',
  categoryNotFound: 'Esa subcategoría de gasto no existe: elige una de la lista.',
  notFound: 'No encontramos ese gasto.',
  deleted: 'El gasto fue eliminado.',
  receiptNotFound: 'No encontramos ese comprobante del gasto.',
  receiptType: (name: string) => `El comprobante "${name}" no es un PDF, JPG o PNG: revisa el archivo.`,
  receiptTooLarge: 'Cada comprobante puede pesar hasta 10 MB.',
  tooManyReceipts: `Un gasto lleva como máximo ${EXPENSE_MAX_RECEIPTS} comprobantes.`,
  multipart: "Envía el gasto como formulario multipart (campos del gasto y archivos en 'documents').",
  field: (name: string) => `El campo '${name}' no es parte de un gasto.`,
  reviewStatus: "La revisión de un gasto lo deja 'validated' (validado) o 'rejected' (rechazado).",
  reason: 'Indica por qué rechazas el gasto (entre 1 y 300 caracteres).',
  conciliated: 'El gasto está conciliado con un movimiento bancario: su monto no cambia mientras lo esté.',
  betweenDates: "'between_dates' lleva exactamente dos fechas AAAA-MM-DD: desde y hasta.",
  loadList: 'Hubo un problema obteniendo la lista de gastos. Favor inténtalo nuevamente.',
  userNotFound: 'Ese usuario no está asociado a esta empresa.',
} as const;

/** Tooltips of the status badges (spec: tooltips describe waiting, rejected and validated). */
export const EXPENSE_STATUS_TEXT: Record<ExpenseStatus, { label: string; tooltip: string }> = {
  waiting: {
    label: 'En revisión',
    tooltip: 'Gasto ingresado: está esperando que el dueño o un administrador lo revise.',
  },
  rejected: {
    label: 'Rechazado',
    tooltip: 'El gasto fue rechazado: revisa el motivo, corrígelo y vuelve a enviarlo.',
  },
  validated: {
    label: 'Validado',
    tooltip: 'El gasto fue revisado y aprobado: ya está registrado en la contabilidad.',
  },
};

const amount = z.coerce
  .number(EXPENSE_MESSAGES.amount)
  .int(EXPENSE_MESSAGES.amount)
  .min(1, EXPENSE_MESSAGES.amount)
  .max(EXPENSE_MAX_AMOUNT, EXPENSE_MESSAGES.amount);
const description = z
  .string(EXPENSE_MESSAGES.description)
  .trim()
  .min(1, EXPENSE_MESSAGES.description)
  .max(300, EXPENSE_MESSAGES.description);
const categoryId = z.coerce
  .number(EXPENSE_MESSAGES.category)
  .int(EXPENSE_MESSAGES.category)
  .positive(EXPENSE_MESSAGES.category)
  .max(Number.MAX_SAFE_INTEGER, EXPENSE_MESSAGES.category);
const idList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(50),
);

/** The text fields of the multipart create form (files travel in 'documents'). */
export const expenseFields = z.object({
  amount,
  date: calendarDate,
  description,
  category_id: categoryId,
});
export type ExpenseFields = z.infer<typeof expenseFields>;
/** The update form: the same fields, and the receipts to remove (ids, comma separated or repeated). */
export const expenseUpdateFields = expenseFields.extend({ remove_document_ids: idList.default([]) });
export type ExpenseUpdateFields = z.infer<typeof expenseUpdateFields>;

export const reviewExpenseBody = z
  .object({
    status: z.enum(['validated', 'rejected'], EXPENSE_MESSAGES.reviewStatus),
    reason: z.string().trim().max(300, EXPENSE_MESSAGES.reason).optional(),
  })
  .refine((b) => b.status !== 'rejected' || (b.reason ?? '').length > 0, {
    message: EXPENSE_MESSAGES.reason,
    path: ['reason'],
  });
export type ReviewExpenseBody = z.infer<typeof reviewExpenseBody>;

export const expenseDocument = z.object({
  id: z.number(),
  name: z.string(),
  ext_name: z.enum(EXPENSE_RECEIPT_EXTENSIONS),
  /** Where the browser reads the bytes (under /api). */
  full_path: z.string(),
  reference_id: z.number(),
  reference_type: z.literal('Expense'),
  content_type: z.string(),
  size_bytes: z.number(),
});
export type ExpenseDocument = z.infer<typeof expenseDocument>;

const categoryRef = z.object({ id: z.number(), name: z.string() });
export const expense = z.object({
  id: z.number(),
  amount: z.number(),
  date: z.string(),
  description: z.string(),
  category_id: z.number(),
  category: categoryRef.extend({ account_number: z.string(), parent: categoryRef }),
  status: z.enum(EXPENSE_STATUSES),
  review_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  documents: z.array(expenseDocument),
  /** Reconciled with a bank movement (bm_conciliations, type Expense). */
  conciliated: z.boolean(),
  bm_movement_ids: z.array(z.number()),
  created_at: z.string(),
});
export type Expense = z.infer<typeof expense>;
export const expenseResponse = z.object({ expense });

export const expenseSearchBy = z
  .object({
    search: z.string().trim().max(120).optional(),
    between_dates: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',') : v),
        z.array(calendarDate).length(2, EXPENSE_MESSAGES.betweenDates),
      )
      .optional(),
    category_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    parent_category_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
    year: z.coerce.number().int().min(1900).max(2999).optional(),
    conciliated: boolParam.optional(),
    bm_movement_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    status: z.enum(EXPENSE_STATUSES).optional(),
  })
  .strict();
export type ExpenseSearchBy = z.infer<typeof expenseSearchBy>;

const filterFields = {
  sort: z.enum(EXPENSE_SORTS).default('date_desc'),
  search_by: expenseSearchBy.optional(),
  /** Expenses entered by that associated user. */
  select_user_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
};
export const expenseListQuery = withSearchBy(
  z.object({
    page: positiveInt(100_000).default(1),
    page_size: positiveInt(EXPENSES_MAX_PAGE_SIZE).default(EXPENSES_PAGE_SIZE),
    ...filterFields,
  }),
);
export type ExpenseListQuery = z.infer<typeof expenseListQuery>;
export const expenseDownloadQuery = withSearchBy(z.object(filterFields));
export type ExpenseDownloadQuery = z.infer<typeof expenseDownloadQuery>;

export const expenseListResponse = z.object({
  data: z.array(expense),
  meta: pageMeta.extend({
    /** Σ amount of every expense the filters match (not only this page). */
    total_amount: z.number(),
    filters: z.object({ years: z.array(z.number()) }),
  }),
});
export type ExpenseListResponse = z.infer<typeof expenseListResponse>;

const countTotal = z.object({ count: z.number(), total: z.number() });
export const periodQuery = z.object({
  month: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(1900).max(2999),
});
export type ExpensePeriodQuery = z.infer<typeof periodQuery>;

/** gastos-mes: the month's expenses (rejected left out) per parent and child category. */
export const expensesByPeriodResponse = z.object({
  period: z.object({ year: z.number(), month: z.number().nullable() }),
  groups: z.array(
    categoryRef.extend({
      count: z.number(),
      total: z.number(),
      categories: z.array(categoryRef.extend({ count: z.number(), total: z.number() })),
    }),
  ),
  count: z.number(),
  total: z.number(),
  validated_total: z.number(),
});
export type ExpensesByPeriod = z.infer<typeof expensesByPeriodResponse>;

/** The dashboard's figures of a year or a month. */
export const expenseDashboardResponse = z.object({
  period: z.object({ year: z.number(), month: z.number().nullable() }),
  by_status: z.object({ waiting: countTotal, rejected: countTotal, validated: countTotal }),
  by_parent_category: z.array(categoryRef.extend({ count: z.number(), total: z.number() })),
  by_month: z.array(z.object({ month: z.number(), count: z.number(), total: z.number() })),
  /** Waiting plus validated (a rejected expense is not a spending of the business). */
  total: z.number(),
});
export type ExpenseDashboard = z.infer<typeof expenseDashboardResponse>;

export const expenseDocumentParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  document_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The years the screens offer: the current one and four earlier, the spec's list, and those with data. */
export function expenseYearOptions(currentYear: number, withData: readonly number[] = []): number[] {
  const years = new Set<number>([...withData, ...EXPENSE_SPEC_YEARS]);
  for (let y = currentYear; y > currentYear - 5; y--) years.add(y);
  return [...years].sort((a, b) => b - a);
}
