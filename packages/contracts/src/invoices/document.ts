import { z } from 'zod';
import { endpoint } from '../endpoint';
import { INVOICE_AREAS, SII_INVOICE_PATH } from './common';
import { invoiceDocument, invoiceIdParams } from './detail';

// POST …/invoices/:id/document (multipart, field `file`) and GET the same path (the bytes, inline).

export const INVOICE_DOCUMENT_FIELD = 'file';
export const INVOICE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Checked by the file's first bytes, not by its name or declared type. */
export const INVOICE_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const invoiceDocumentResponse = z.object({ document: invoiceDocument });
export type InvoiceDocumentResponse = z.infer<typeof invoiceDocumentResponse>;

const DOCUMENT_PATH = `${SII_INVOICE_PATH}/invoices/:id/document` as const;

/** The invoice's document: the upload (multipart, read by the route) and the bytes. */
export const invoiceDocumentEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: DOCUMENT_PATH,
    access: 'business',
    idempotent: true,
    area: INVOICE_AREAS.documents,
    summary: 'Sube el documento (PDF, PNG o JPEG, hasta 10 MB) de una factura',
    description:
      "multipart/form-data, campo 'file'. El tipo se verifica por el contenido del archivo; reemplaza el documento anterior.",
    params: invoiceIdParams,
    upload: true,
    response: invoiceDocumentResponse,
  }),
  download: endpoint({
    method: 'GET',
    path: DOCUMENT_PATH,
    access: 'business',
    area: INVOICE_AREAS.documents,
    summary: 'El documento de una factura (bytes, en línea, con su tipo de contenido)',
    params: invoiceIdParams,
    // Only bytes: no JSON answer.
    response: z.never(),
    file: true,
  }),
};
