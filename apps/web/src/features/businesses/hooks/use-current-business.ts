import type { Business, Profile } from '@portal/contracts';
import type { PlanTier } from '@portal/domain';
import {
  businessTier,
  canWrite,
  isBusinessClosed,
  pickBusinessId,
  roleIn,
} from '../../../shared/business-rules';
import { useStoredBusinessId } from '../../../lib/session';
import { useProfile } from '../../auth/api/profile';
import { useBusiness } from '../api/business';

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
