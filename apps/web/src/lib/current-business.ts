// The selected business on every screen: its data (business-scoped, keyed under ['b', id]) with the
// user's role in it and the plan rules derived from both. Below every feature: most screens ask it.
import { type Business, type Profile, businessRoutes } from '@portal/contracts';
import type { businessEndpoints } from '@portal/contracts';
import type { PlanTier } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessTier, canWrite, isBusinessClosed, pickBusinessId, roleIn } from '../shared/business-rules';
import { routesOf } from './api-client';
import { businessQuery } from './business-query';
import { useProfile } from './profile';
import { queryClient } from './query-client';
import { useStoredBusinessId } from './session';

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

export type CurrentBusiness = {
  profile: Profile | undefined;
  businessId: number | null;
  business: Business | null;
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
  role: number | null;
  canWrite: boolean;
  tier: PlanTier | null;
  closed: boolean;
};

/** The selected business with the user's role in it and the derived plan rules. */
export function useCurrentBusiness(): CurrentBusiness {
  const profileQ = useProfile();
  const stored = useStoredBusinessId();
  const profile = profileQ.data;
  const businessId = profile ? pickBusinessId(profile, stored) : null;
  const businessQ = useBusiness(businessId);
  const business = businessQ.data ?? null;
  return {
    profile,
    businessId,
    business,
    isLoading: profileQ.isPending || (businessId !== null && businessQ.isPending),
    error: profileQ.error ?? businessQ.error,
    refetch: () => {
      void profileQ.refetch();
      void businessQ.refetch();
    },
    role: roleIn(profile, businessId),
    canWrite: canWrite(profile, businessId),
    tier: business ? businessTier(business) : null,
    closed: isBusinessClosed(business),
  };
}
