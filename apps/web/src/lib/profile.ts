import { authRoutes } from '@portal/contracts';
import type { authEndpoints } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, routesOf } from './api-client';
import { useAuth } from './session';

// On every screen, the first included: routes only, no zod (lib/api-client.ts, routesOf).
const ep = routesOf<typeof authEndpoints>(authRoutes);

/** The profile is the user's, not a business's: its key stays outside ['b', …]. */
export const PROFILE_KEY = ['profile'] as const;

export const profileQuery = () =>
  queryOptions({
    queryKey: PROFILE_KEY,
    queryFn: async ({ signal }) => (await call(ep.profile, {}, { signal })).user,
    staleTime: 60_000,
  });

export function useProfile() {
  const auth = useAuth();
  return useQuery({ ...profileQuery(), enabled: auth !== null });
}
