import { z } from 'zod';
import { endpoint } from '../endpoint';
import { INVOICE_AREAS, SII_INVOICE_PATH as SII_INVOICE } from './common';
import { invoiceIdParams } from './detail';

// Comments on an invoice: GET …/invoices/:id/comments, POST …/comments/:reference_id,
// PUT …/comments, DELETE …/comments/:comment_id.

export const INVOICE_COMMENT_MAX_LENGTH = 2000;
const message = z.string().trim().min(1, 'no puede estar vacío').max(INVOICE_COMMENT_MAX_LENGTH);
const positiveId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const invoiceComment = z.object({
  comment_id: z.number(),
  message: z.string(),
  reference_id: z.number(),
  reference_type: z.literal('Invoice'),
  user_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InvoiceComment = z.infer<typeof invoiceComment>;
export const invoiceCommentsResponse = z.object({ comments: z.array(invoiceComment) });
export type InvoiceCommentsResponse = z.infer<typeof invoiceCommentsResponse>;
export const invoiceCommentResponse = z.object({ comment: invoiceComment });

export const commentReferenceParams = z.object({ reference_id: positiveId });
export const createCommentBody = z.object({
  message,
  reference_type: z.literal('Invoice').default('Invoice'),
});
export type CreateCommentBody = z.input<typeof createCommentBody>;
export const updateCommentBody = z.object({ comment_id: positiveId, message });
export type UpdateCommentBody = z.input<typeof updateCommentBody>;
export const commentIdParams = z.object({ comment_id: positiveId });
export const deleteCommentResponse = z.object({ comment_id: z.number(), message: z.string() });

/** The comment endpoints (spec §7), shared by the server's routes and the browser's client. */
export const commentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${SII_INVOICE}/invoices/:id/comments`,
    access: 'business',
    area: INVOICE_AREAS.comments,
    summary: 'Comentarios de una factura',
    params: invoiceIdParams,
    response: invoiceCommentsResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: `${SII_INVOICE}/comments/:reference_id`,
    access: 'business',
    idempotent: true,
    area: INVOICE_AREAS.comments,
    summary: 'Agrega un comentario a una factura (reference_type Invoice)',
    params: commentReferenceParams,
    body: createCommentBody,
    response: invoiceCommentResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${SII_INVOICE}/comments`,
    access: 'business',
    area: INVOICE_AREAS.comments,
    summary: 'Edita un comentario propio',
    body: updateCommentBody,
    response: invoiceCommentResponse,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${SII_INVOICE}/comments/:comment_id`,
    access: 'business',
    area: INVOICE_AREAS.comments,
    summary: 'Elimina un comentario',
    params: commentIdParams,
    response: deleteCommentResponse,
  }),
};
