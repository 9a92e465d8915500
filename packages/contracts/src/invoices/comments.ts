import { z } from 'zod';

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
