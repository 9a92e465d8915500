// The selected business: its data (business-scoped, keyed under ['b', id]) and its edit.
import { type Business, type BusinessUpdate, businessRoutes } from '@portal/contracts';
import type { businessEndpoints } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessQuery, useBusinessMutation } from '../../../lib/business-query';
import { routesOf } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { PROFILE_KEY } from '../../auth/api/profile';

export type { BusinessUpdate } from '@portal/contracts';

// The shell loads the selected business on every screen: routes only, no zod (lib/api-client.ts).
const ep = routesOf<typeof businessEndpoints>(businessRoutes);

/** The business's own data (the path id is the business of the request). */
export const currentBusinessQuery = (id: number) =>
  queryOptions({ ...businessQuery(id, ep.show, { params: { id } }), staleTime: 60_000 });

/** A write that answers the business (a service turned on or off) stores it as the current one. */
export function storeCurrentBusiness(answer: { business: Business }): void {
  queryClient.setQueryData(currentBusinessQuery(answer.business.id).queryKey, { business: answer.business });
}

export function useBusiness(id: number | null) {
  return useQuery({
    ...currentBusinessQuery(id ?? 0),
    select: (answer) => answer.business,
    enabled: id !== null,
  });
}

export function useUpdateBusiness(id: number) {
  return useBusinessMutation(ep.update, (business: BusinessUpdate) => ({ body: { business } }), {
    // The answer is the new business: stored as is, nothing to refetch.
    invalidates: [],
    onSuccess: (data) => {
      queryClient.setQueryData(currentBusinessQuery(id).queryKey, data);
      // The selector shows the fantasy name from the profile.
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}
