// Comments on an invoice (spec §7): list, add, edit, delete.
import type { CreateCommentBody, InvoiceCommentsResponse, UpdateCommentBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INVOICES, SII_INVOICE, invoiceKeys } from './keys';

export function useComments(invoiceId: number | null) {
  return useQuery({
    queryKey: invoiceKeys.comments(invoiceId ?? 0),
    queryFn: ({ signal }) => api<InvoiceCommentsResponse>(`${INVOICES}/${invoiceId}/comments`, { signal }),
    select: (answer) => answer.comments,
    enabled: invoiceId !== null,
  });
}

function useRefreshComments(invoiceId: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: invoiceKeys.comments(invoiceId) });
}

export function useAddComment(invoiceId: number) {
  const refresh = useRefreshComments(invoiceId);
  return useMutation({
    mutationFn: (message: string) =>
      api<unknown>(`${SII_INVOICE}/comments/${invoiceId}`, {
        method: 'POST',
        body: { message, reference_type: 'Invoice' } satisfies CreateCommentBody,
      }),
    onSuccess: refresh,
  });
}

export function useEditComment(invoiceId: number) {
  const refresh = useRefreshComments(invoiceId);
  return useMutation({
    mutationFn: (vars: UpdateCommentBody) =>
      api<unknown>(`${SII_INVOICE}/comments`, { method: 'PUT', body: vars }),
    onSuccess: refresh,
  });
}

export function useDeleteComment(invoiceId: number) {
  const refresh = useRefreshComments(invoiceId);
  return useMutation({
    mutationFn: (commentId: number) =>
      api<unknown>(`${SII_INVOICE}/comments/${commentId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
