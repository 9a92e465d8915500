import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';

export type TermDocument = { id: number; title: string; body: string; version: string };
export type BusinessTerm = {
  id: number | null;
  accepted: boolean;
  accepted_at: string | null;
  term_document: TermDocument | null;
};

/** The active term document, or null when the server says there is none ('No hay términos activos'). */
export const activeTermQuery = () =>
  queryOptions({
    queryKey: ['terms', 'active'],
    queryFn: async ({ signal }) => {
      try {
        return (
          await api<{ term_document: TermDocument }>('/v1/client/business_terms/get_active_term_document', {
            signal,
          })
        ).term_document;
      } catch (err) {
        if (isApiError(err, 404)) return null;
        throw err;
      }
    },
    staleTime: 5 * 60_000,
  });

/** The business's acceptance of the active terms (the path id is the business id). */
export const businessTermQuery = (businessId: number) =>
  queryOptions({
    queryKey: ['b', businessId, 'terms'],
    queryFn: async ({ signal }) =>
      (
        await api<{ business_term: BusinessTerm }>(`/v1/client/business_terms/${businessId}`, {
          signal,
          businessId,
        })
      ).business_term,
  });

export function useAcceptTerm(businessId: number) {
  return useMutation({
    mutationFn: () =>
      api<{ business_term: BusinessTerm }>(`/v1/client/business_terms/${businessId}`, {
        method: 'PUT',
        body: { business_term: { accepted: true } },
        businessId,
      }),
    onSuccess: (data) => queryClient.setQueryData(businessTermQuery(businessId).queryKey, data.business_term),
  });
}
