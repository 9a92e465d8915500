import { z } from 'zod';
import { invoiceDocument } from './detail';

// POST …/invoices/:id/document (multipart, field `file`) and GET the same path (the bytes, inline).

export const INVOICE_DOCUMENT_FIELD = 'file';
export const INVOICE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Checked by the file's first bytes, not by its name or declared type. */
export const INVOICE_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const invoiceDocumentResponse = z.object({ document: invoiceDocument });
export type InvoiceDocumentResponse = z.infer<typeof invoiceDocumentResponse>;
