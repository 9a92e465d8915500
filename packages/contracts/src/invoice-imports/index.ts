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

/** rcv: SII "Registro de Compras y Ventas" CSV; dte: DTE XML (EnvioDTE, SetDTE or a single DTE). */
export const importFileKind = z.enum(['rcv', 'dte']);
export type ImportFileKind = z.infer<typeof importFileKind>;

/** Where an import came from: one format, both in one request, the SII inbox, or the data generator. */
export const importSource = z.enum(['rcv', 'dte', 'mixed', 'sync', 'seed']);
export type ImportSource = z.infer<typeof importSource>;

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
      "multipart/form-data, campo 'files' (uno o más, hasta 10 MB cada uno). Todo o nada: un archivo con problemas rechaza la solicitud completa (413 o 422) y no se guarda nada.",
    upload: true,
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
