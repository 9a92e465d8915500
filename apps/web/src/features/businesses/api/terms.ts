// Terms and conditions: the active document (the same for every business) and a business's
// acceptance of it (business-scoped).
import { termsEndpoints as ep } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api';
import { call } from '../../../lib/api-client';
import { businessQuery, useBusinessMutation } from '../../../lib/business-query';
import { queryClient } from '../../../lib/query-client';

export type { BusinessTerm, TermDocument } from '@portal/contracts';

/** The active term document, or null when the server says there is none ('No hay términos activos'). */
export const activeTermQuery = () =>
  queryOptions({
    queryKey: ['terms', 'active'],
    queryFn: async ({ signal }) => {
      try {
        return (await call(ep.active, {}, { signal })).term_document;
      } catch (err) {
        if (isApiError(err, 404)) return null;
        throw err;
      }
    },
    staleTime: 5 * 60_000,
  });

/** The business's acceptance of the active terms (the path id is the business id). */
export const businessTermQuery = (businessId: number) =>
  businessQuery(businessId, ep.show, { params: { id: businessId } });

export function useBusinessTerm(businessId: number) {
  return useQuery({ ...businessTermQuery(businessId), select: (answer) => answer.business_term });
}

export function useAcceptTerm(businessId: number) {
  return useBusinessMutation(
    ep.accept,
    () => ({ params: { id: businessId }, body: { business_term: { accepted: true as const } } }),
    {
      invalidates: [],
      onSuccess: (data) => queryClient.setQueryData(businessTermQuery(businessId).queryKey, data),
    },
  );
}
