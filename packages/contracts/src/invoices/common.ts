import { z } from 'zod';

// Building blocks shared by the invoice operations (sales "VENTA" and purchases "COMPRA").

/** Under /api: the base of the invoice calls of the spec. */
export const SII_INVOICE_PATH = '/v1/client/sii_invoice';

/**
 * The areas of the invoice slice, each a folder on both ends: the OpenAPI tag of its endpoints and
 * the browser's cache family (a write names the areas it changes and those are refetched).
 */
export const INVOICE_AREAS = {
  invoices: 'invoices',
  comments: 'invoice-comments',
  documents: 'invoice-documents',
  summary: 'invoice-summary',
  cashFlow: 'cash-flow',
  todo: 'todo',
  imports: 'invoice-imports',
} as const;
export type InvoiceArea = (typeof INVOICE_AREAS)[keyof typeof INVOICE_AREAS];

export const operationType = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(['VENTA', 'COMPRA']),
);
export type OperationType = 'VENTA' | 'COMPRA';

/** A boolean as a query string carries it ('true'/'false') or as JSON does. */
export const boolParam = z.preprocess((v) => {
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return v;
}, z.boolean());

/** A tax period YYYYMM with month 01–12, as text ('202411') or number (202411). */
export const periodParam = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^[1-9]\d{3}(0[1-9]|1[0-2])$/.test(v), 'debe ser un período AAAAMM válido (mes 01 a 12)')
  .transform(Number);

/** A positive integer from a query string or JSON. */
export const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

/** 'YYYY-MM-DD' that is a real calendar date. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'debe ser una fecha AAAA-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'no es una fecha válida');

export const invoicingAccount = z.object({ id: z.number(), name: z.string(), account_number: z.string() });
export type InvoicingAccount = z.infer<typeof invoicingAccount>;

/** A party of the document: RUT as stored ('76354771-K') and name. */
export const invoiceParty = z.object({ rut: z.string(), name: z.string() });
export type InvoiceParty = z.infer<typeof invoiceParty>;

/** One change of the internal due date, as the list shows it. */
export const expirationDateChangeRef = z.object({ _id: z.number(), expireDate: z.string() });
export type ExpirationDateChangeRef = z.infer<typeof expirationDateChangeRef>;

export const invoiceEstado = z.enum(['Aceptada', 'Rechazada']);
export const accuseType = z.enum(['ACD', 'RCD']);

/** Count and Σ of signed totals (credit notes subtract), integer pesos. */
export const countTotal = z.object({ count: z.number().int(), total: z.number().int() });
export type CountTotal = z.infer<typeof countTotal>;
