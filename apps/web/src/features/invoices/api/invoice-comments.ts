// Comments on an invoice (spec §7): list, add, edit, delete.
import { INVOICE_AREAS, type UpdateCommentBody, commentEndpoints as ep } from '@portal/contracts';
import { useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';

export function useComments(invoiceId: number | null) {
  return useBusinessQuery(
    ep.list,
    { params: { id: invoiceId ?? 0 } },
    { select: (answer) => answer.comments, enabled: invoiceId !== null },
  );
}

/** Adding or deleting one changes the detail's comment count too. */
const COMMENTS_AND_COUNT = [INVOICE_AREAS.comments, INVOICE_AREAS.invoices];

export function useAddComment(invoiceId: number) {
  return useBusinessMutation(
    ep.create,
    (message: string) => ({
      params: { reference_id: invoiceId },
      body: { message, reference_type: 'Invoice' as const },
    }),
    { invalidates: COMMENTS_AND_COUNT },
  );
}

export function useEditComment(_invoiceId: number) {
  return useBusinessMutation(ep.update, (vars: UpdateCommentBody) => ({ body: vars }));
}

export function useDeleteComment(_invoiceId: number) {
  return useBusinessMutation(ep.remove, (commentId: number) => ({ params: { comment_id: commentId } }), {
    invalidates: COMMENTS_AND_COUNT,
  });
}
