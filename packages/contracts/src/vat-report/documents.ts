import { z } from 'zod';
import { pageMeta } from '../common';
import { positiveInt } from '../invoices/common';

// Files of the sales report (spec platform §7: POST users/document with file_upload, type_document
// liquidation, model MonthlyAccounting, id; DELETE users/document/{id}). Content-checked PDF, PNG
// or JPEG up to 10 MB, as invoice documents.

export const VAT_DOCUMENT_FIELD = 'file_upload';
export const VAT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * attachment: any file the client adds to the month's report; fixed_asset: the purchase invoice of a
 * fixed asset; liquidation: the F29 as declared (Mis F29).
 */
export const VAT_DOCUMENT_TYPES = ['attachment', 'fixed_asset', 'liquidation'] as const;
export type VatDocumentType = (typeof VAT_DOCUMENT_TYPES)[number];
export const VAT_DOCUMENT_MODEL = 'MonthlyAccounting';

export const VAT_DOCUMENT_MESSAGES = {
  missing: "Adjunta el archivo en el campo 'file_upload'.",
  badType: 'El documento debe ser un PDF, PNG o JPEG.',
  tooLarge: 'El documento supera el máximo de 10 MB.',
  typeDocument: "El tipo de documento es 'attachment', 'fixed_asset' o 'liquidation'.",
  model: "El modelo del documento es 'MonthlyAccounting'.",
  id: 'El id del reporte de ventas debe ser un número entero positivo.',
  period: 'Indica el mes (1 a 12) y el año (2000 a 2999) del F29.',
  needsReport: 'Los adjuntos y las facturas de activo fijo se suben a un reporte de ventas (indica su id).',
  reportNotFound: 'No encontramos ese reporte de ventas.',
  notFound: 'No encontramos ese documento.',
  locked: (status: string) =>
    `El reporte de ese mes está en estado «${status}»: sus archivos ya no se pueden cambiar.`,
  deleted: 'Eliminamos el documento.',
  uploadFailed: 'Hubo un error al cargar documento. Por favor, inténtalo nuevamente.',
  deleteFailed: 'Hubo un problema eliminando el documento',
  loadFailed: 'Hubo un problema cargando los documentos',
} as const;

export const vatDocument = z.object({
  id: z.number(),
  type_document: z.enum(VAT_DOCUMENT_TYPES),
  monthly_accounting_id: z.number().nullable(),
  accounting_year: z.number(),
  accounting_month: z.number(),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  created_at: z.string(),
  /** Where its bytes are served (GET, inline). */
  url: z.string(),
});
export type VatDocument = z.infer<typeof vatDocument>;
export const vatDocumentResponse = z.object({ document: vatDocument });

/** The form fields of an upload besides the file (read by the route from the multipart body). */
export const vatDocumentFields = z.object({
  type_document: z.enum(VAT_DOCUMENT_TYPES, VAT_DOCUMENT_MESSAGES.typeDocument).default('liquidation'),
  model: z.literal(VAT_DOCUMENT_MODEL, VAT_DOCUMENT_MESSAGES.model).default(VAT_DOCUMENT_MODEL),
  id: z.coerce
    .number(VAT_DOCUMENT_MESSAGES.id)
    .int(VAT_DOCUMENT_MESSAGES.id)
    .positive(VAT_DOCUMENT_MESSAGES.id)
    .max(Number.MAX_SAFE_INTEGER, VAT_DOCUMENT_MESSAGES.id)
    .optional(),
  accounting_year: z.coerce
    .number(VAT_DOCUMENT_MESSAGES.period)
    .int(VAT_DOCUMENT_MESSAGES.period)
    .min(2000, VAT_DOCUMENT_MESSAGES.period)
    .max(2999, VAT_DOCUMENT_MESSAGES.period)
    .optional(),
  accounting_month: z.coerce
    .number(VAT_DOCUMENT_MESSAGES.period)
    .int(VAT_DOCUMENT_MESSAGES.period)
    .min(1, VAT_DOCUMENT_MESSAGES.period)
    .max(12, VAT_DOCUMENT_MESSAGES.period)
    .optional(),
});
export type VatDocumentFields = z.output<typeof vatDocumentFields>;

export const vatDocumentListQuery = z.object({
  type_document: z.enum(VAT_DOCUMENT_TYPES).default('liquidation'),
  page: positiveInt(100_000).default(1),
  page_size: positiveInt(100).default(10),
});
export const vatDocumentListResponse = z.object({ data: z.array(vatDocument), meta: pageMeta });
export type VatDocumentListResponse = z.infer<typeof vatDocumentListResponse>;
