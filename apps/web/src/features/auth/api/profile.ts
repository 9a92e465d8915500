import type { Profile } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/session';

export const PROFILE_KEY = ['profile'] as const;

export const profileQuery = () =>
  queryOptions({
    queryKey: PROFILE_KEY,
    queryFn: async ({ signal }) => (await api<{ user: Profile }>('/v1/users/my_profile', { signal })).user,
    staleTime: 60_000,
  });

export function useProfile() {
  const auth = useAuth();
  return useQuery({ ...profileQuery(), enabled: auth !== null });
}
