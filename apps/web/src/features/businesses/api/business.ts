// The selected business's edit (its data is read through lib/current-business.ts, below every feature).
import { type BusinessUpdate, businessRoutes } from '@portal/contracts';
import type { businessEndpoints } from '@portal/contracts';
import { useBusinessMutation } from '../../../lib/business-query';
import { routesOf } from '../../../lib/api-client';
import { currentBusinessQuery } from '../../../lib/current-business';
import { PROFILE_KEY } from '../../../lib/profile';
import { queryClient } from '../../../lib/query-client';

export type { BusinessUpdate } from '@portal/contracts';

const ep = routesOf<typeof businessEndpoints>(businessRoutes);

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
