import type { Business } from '@portal/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';

/** Business-scoped queries start with ['b', businessId]: switching business never shows stale data. */
export const businessKey = (id: number) => ['b', id, 'business'] as const;

export const businessQuery = (id: number) =>
  queryOptions({
    queryKey: businessKey(id),
    queryFn: async ({ signal }) =>
      (await api<{ business: Business }>(`/v1/users/businesses/${id}`, { signal, businessId: id })).business,
    staleTime: 60_000,
  });

export function useBusiness(id: number | null) {
  return useQuery({ ...businessQuery(id ?? 0), enabled: id !== null });
}

export type BusinessUpdate = {
  fantasy_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  commune: string | null;
  activity: string | null;
};

export function useUpdateBusiness(id: number) {
  return useMutation({
    mutationFn: (business: BusinessUpdate) =>
      api<{ business: Business }>('/v1/client/businesses', {
        method: 'PUT',
        body: { business },
        businessId: id,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(businessKey(id), data.business);
      // The selector shows the fantasy name from the profile.
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
