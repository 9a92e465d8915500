import { z } from 'zod';
import { pageMeta } from '../common';
import { withSearchBy } from '../bank/search-by';
import { boolParam, calendarDate, positiveInt } from '../invoices/common';

// Other accounting records (spec platform §3 "Entry": id, date, name, type_entry, template_id,
// bm_movement_id, incomes; §5 history filters; §7 "Entries and templates"; §9 page 10).

export const ENTRIES_PAGE_SIZE = 10;
export const ENTRIES_MAX_PAGE_SIZE = 100;
export const ENTRY_MAX_LINES = 50;
/** income: money in (entrada de dinero); expense: money out (salida de dinero); manual: any entry. */
export const ENTRY_TYPES = ['income', 'expense', 'manual'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

export const ENTRY_MESSAGES = {
  name: 'Describe el registro (entre 1 y 120 caracteres).',
  type: "El tipo de registro es 'income' (entrada de dinero), 'expense' (salida de dinero) o 'manual'.",
  lines: `Un registro tiene entre 2 y ${ENTRY_MAX_LINES} líneas.`,
  side: 'Cada línea lleva un monto en el debe o en el haber (un entero positivo), no en ambos.',
  balance: 'El registro no cuadra: el debe y el haber deben sumar lo mismo.',
  account: 'Una de las cuentas elegidas no existe en el plan de cuentas de esta empresa.',
  inactive: 'Una de las cuentas elegidas está desactivada.',
  notFound: 'No encontramos ese registro.',
  deleted: 'El registro fue eliminado.',
  idMismatch: 'El id del cuerpo no coincide con el de la ruta.',
  betweenDates: "'between_dates' lleva exactamente dos fechas AAAA-MM-DD: desde y hasta.",
  templateNotFound: 'No encontramos esa plantilla.',
  movementNotFound: 'No encontramos ese movimiento bancario.',
  movementAmount: (amount: string) =>
    `El registro debe sumar lo mismo que lo que queda por conciliar del movimiento (${amount}).`,
  loadHistory: 'Hubo un problema cargando histórico de otros registros contables',
} as const;

const amount = z.number().int().min(0).max(999_999_999_999);
export const entryLineInput = z
  .object({ account_id: z.number().int().positive(), debit: amount.default(0), credit: amount.default(0) })
  .refine((l) => l.debit > 0 !== l.credit > 0, ENTRY_MESSAGES.side);

const lines = z
  .array(entryLineInput, ENTRY_MESSAGES.lines)
  .min(2, ENTRY_MESSAGES.lines)
  .max(ENTRY_MAX_LINES, ENTRY_MESSAGES.lines)
  .refine((ls) => ls.reduce((s, l) => s + l.debit - l.credit, 0) === 0, ENTRY_MESSAGES.balance);
const entryName = z
  .string(ENTRY_MESSAGES.name)
  .trim()
  .min(1, ENTRY_MESSAGES.name)
  .max(120, ENTRY_MESSAGES.name);
const typeEntry = z.enum(ENTRY_TYPES, ENTRY_MESSAGES.type);
const optionalId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().optional();

export const createEntryBody = z.object({
  date: calendarDate,
  name: entryName,
  type_entry: typeEntry,
  template_id: optionalId,
  bm_movement_id: optionalId,
  incomes: lines,
});
export type CreateEntryBody = z.infer<typeof createEntryBody>;

export const updateEntryBody = z.object({
  id: z.number().int().positive().optional(),
  date: calendarDate,
  name: entryName,
  type_entry: typeEntry,
  incomes: lines,
});
export type UpdateEntryBody = z.infer<typeof updateEntryBody>;

export const entryLine = z.object({
  account_id: z.number(),
  account_number: z.string(),
  account_name: z.string(),
  debit: z.number(),
  credit: z.number(),
});
export const entry = z.object({
  id: z.number(),
  date: z.string(),
  name: z.string(),
  type_entry: z.enum(ENTRY_TYPES),
  template_id: z.number().nullable(),
  template_name: z.string().nullable(),
  bm_movement_id: z.number().nullable(),
  /** Reconciled with a bank movement. */
  conciliated: z.boolean(),
  /** Σ of the debit (= Σ of the credit). */
  amount: z.number(),
  incomes: z.array(entryLine),
  created_at: z.string(),
});
export type Entry = z.infer<typeof entry>;
export const entryResponse = z.object({ entry });

export const entrySearchBy = z
  .object({
    amount: z.coerce.number().int().min(0).optional(),
    conciliated: boolParam.optional(),
    search: z.string().trim().max(120).optional(),
    bm_movement_id: z.coerce.number().int().positive().optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
    year: z.coerce.number().int().min(1900).max(2999).optional(),
    type_entry: z.enum(ENTRY_TYPES).optional(),
    between_dates: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',') : v),
        z.array(calendarDate).length(2, ENTRY_MESSAGES.betweenDates),
      )
      .optional(),
  })
  .strict();

export const entryListQuery = withSearchBy(
  z.object({
    page: positiveInt(100_000).default(1),
    page_size: positiveInt(ENTRIES_MAX_PAGE_SIZE).default(ENTRIES_PAGE_SIZE),
    search_by: entrySearchBy.optional(),
  }),
);
export type EntryListQuery = z.infer<typeof entryListQuery>;
export const entryListResponse = z.object({ data: z.array(entry), meta: pageMeta });
