import { z } from 'zod';
import { endpoint } from '../endpoint';
import { INVOICE_AREAS, SII_INVOICE_PATH } from '../invoices/common';

// Import of SII files ("Importar desde SII"): RCV CSV exports and DTE XML.
// POST /api/v1/client/sii_invoice/imports (multipart, field `files`), GET the same path for history.

/** Multipart field that carries the files (one or more parts with this name). */
export const IMPORT_FILES_FIELD = 'files';
/** Largest file accepted, per file (the answer for a bigger one is 413). */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
/** Most files in one request. */
export const MAX_IMPORT_FILES = 20;
/** How many imports GET answers (the latest first). */
export const IMPORT_HISTORY_SIZE = 20;

/**
 * rcv: SII "Registro de Compras y Ventas" CSV; dte: DTE XML (EnvioDTE, SetDTE or a single DTE);
 * iecv: the SII's electronic purchase or sales book (LibroCompraVenta/EnvioLibro XML, LibroCV_v10.xsd).
 */
export const importFileKind = z.enum(['rcv', 'dte', 'iecv']);
export type ImportFileKind = z.infer<typeof importFileKind>;

/** Where an import came from: one format, both in one request, the SII inbox, or the data generator. */
export const importSource = z.enum(['rcv', 'dte', 'iecv', 'mixed', 'sync', 'seed']);
export type ImportSource = z.infer<typeof importSource>;

/**
 * What to do with rows that break the row rules (required fields, ranges, totals): `all` (the
 * default) imports nothing and answers 422 listing every problem; `valid_rows`, sent once the user
 * has seen that list, imports the other rows and answers what was left out in `skipped`.
 */
export const importMode = z.enum(['all', 'valid_rows']);
export type ImportMode = z.infer<typeof importMode>;

export const importUploadQuery = z.object({ mode: importMode.default('all') });

/** A row (RCV line, the n-th <DTE> or <Detalle> of an XML) that cannot be imported, and why. */
export const importRowProblem = z.object({
  file: z.string(),
  line: z.number().int().nonnegative(),
  /** The field as the file names it: an RCV column ('Monto total'), an XML tag ('Folio'). */
  field: z.string(),
  message: z.string(),
});
export type ImportRowProblem = z.infer<typeof importRowProblem>;

/** The 422 of an upload with rows that break the rules (mode `all`): nothing was written. */
export const importRowsRejected = z.object({
  error: z.string(),
  code: z.literal('import_rows_rejected'),
  problems: z.array(importRowProblem),
  /** Rows that follow the rules: what `mode=valid_rows` would import. */
  valid_rows: z.number().int().nonnegative(),
});
export type ImportRowsRejected = z.infer<typeof importRowsRejected>;

/** Sales or purchases of one month that an import wrote (the lists to look at afterwards). */
export const importedPeriod = z.object({
  direction: z.enum(['VENTA', 'COMPRA']),
  /** YYYY-MM */
  period: z.string(),
  documents: z.number().int().nonnegative(),
});
export type ImportedPeriod = z.infer<typeof importedPeriod>;

export const importedFile = z.object({
  /** The file name as sent, for display only. */
  name: z.string(),
  kind: importFileKind,
  /** Documents the file holds (an RCV row with only another tax of the previous one is not one). */
  documents: z.number().int().nonnegative(),
});
export type ImportedFile = z.infer<typeof importedFile>;

const counts = {
  /** Documents that were not in the portal. */
  new: z.number().int().nonnegative(),
  /** Documents whose SII data changed (the user's own fields are kept). */
  updated: z.number().int().nonnegative(),
  /** Documents already in the portal exactly as in the file. */
  unchanged: z.number().int().nonnegative(),
  /**
   * Documents not imported. An upload is all-or-nothing (a bad file rejects the whole request, with
   * a 4xx and nothing written), so this is 0 there; the SII inbox records its rejected files here.
   */
  rejected: z.number().int().nonnegative(),
};

export const invoiceImportResult = z.object({
  id: z.number().int(),
  ...counts,
  files: z.array(importedFile),
  /** When the business's invoices were last updated: this import's time (ISO 8601). */
  last_updated: z.string(),
  /** Accepted anyway, worth a look: inconsistent totals, odd references, skipped empty rows. */
  warnings: z.array(z.string()),
  /** Rows left out on the user's choice (mode `valid_rows`); empty otherwise. */
  skipped: z.array(importRowProblem),
  /** The months written, per register, in order: where the lists should open. */
  periods: z.array(importedPeriod),
});
export type InvoiceImportResult = z.infer<typeof invoiceImportResult>;

export const importInvoicesResponse = z.object({ import: invoiceImportResult });
export type ImportInvoicesResponse = z.infer<typeof importInvoicesResponse>;

export const invoiceImportSummary = z.object({
  id: z.number().int(),
  created_at: z.string(),
  source: importSource,
  ...counts,
  files: z.array(importedFile),
  /** Why the file was rejected (SII inbox only); null for an import that was written. */
  error: z.string().nullable(),
  /** Name of the user who imported; null for the command line, the inbox and the generator. */
  created_by: z.string().nullable(),
});
export type InvoiceImportSummary = z.infer<typeof invoiceImportSummary>;

export const listInvoiceImportsResponse = z.object({ imports: z.array(invoiceImportSummary) });
export type ListInvoiceImportsResponse = z.infer<typeof listInvoiceImportsResponse>;

const IMPORTS_PATH = `${SII_INVOICE_PATH}/imports` as const;

export const invoiceImportEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: IMPORTS_PATH,
    access: 'business',
    roles: ['owner', 'admin'],
    idempotent: true,
    area: INVOICE_AREAS.imports,
    summary: 'Importa archivos del SII (Registro de Compras y Ventas CSV, DTE XML) a la empresa',
    description:
      "multipart/form-data, campo 'files' (uno o más, hasta 10 MB cada uno). Todo o nada: un archivo con problemas rechaza la solicitud completa (413 o 422) y no se guarda nada. Filas que no cumplen las reglas (campos obligatorios, rangos, total = neto + exento + IVA + otros): 422 con la lista `problems` (archivo, línea, campo, mensaje); con `mode=valid_rows` se importan las demás filas y la respuesta lista las omitidas en `skipped`. Un documento repetido en un archivo (mismo tipo y folio; en compras, del mismo emisor) siempre es 422. Un archivo de compras cuyo nombre contiene NO_INCLUIR (como lo nombra el SII) es la pestaña «no incluir» del Registro de Compras.",
    upload: true,
    query: importUploadQuery,
    response: importInvoicesResponse,
  }),
  history: endpoint({
    method: 'GET',
    path: IMPORTS_PATH,
    access: 'business',
    area: INVOICE_AREAS.imports,
    summary: 'Las últimas importaciones de la empresa',
    response: listInvoiceImportsResponse,
  }),
};
