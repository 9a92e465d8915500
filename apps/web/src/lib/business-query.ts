// Business-scoped server state. Every query of data that belongs to a business is built here, so
// its key starts with ['b', businessId] and its request carries that same business id: a screen
// cannot show one business's figures under another's name, and switching business drops them all.
import type { EndpointDef, EndpointInput, EndpointResponse } from '@portal/contracts';
import { endpointUrl } from '@portal/contracts';
import {
  type Query,
  type QueryClient,
  type UseQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError } from './api';
import { call, callFile } from './api-client';
import { getBusinessId, useStoredBusinessId } from './session';

export const BUSINESS_ROOT = 'b';

type BusinessEndpoint = EndpointDef & { access: 'business' };

/** ['b', businessId, area, …]: the prefix of every key of one business's area. */
export function businessAreaKey(businessId: number, area: string) {
  return [BUSINESS_ROOT, businessId, area] as const;
}

/** The key of one call: the area, then the concrete URL (path, parameters and query). */
export function businessQueryKey<E extends BusinessEndpoint>(
  businessId: number,
  def: E,
  input: EndpointInput<E>,
) {
  return [...businessAreaKey(businessId, def.area), `${def.method} ${endpointUrl(def, input)}`] as const;
}

export function businessQuery<E extends BusinessEndpoint>(
  businessId: number,
  def: E,
  input: EndpointInput<E>,
) {
  return queryOptions({
    queryKey: businessQueryKey(businessId, def, input),
    queryFn: ({ signal }) =>
      call(def, ...([input, { signal, businessId }] as never)) as Promise<EndpointResponse<E>>,
  });
}

type QueryExtras<E extends BusinessEndpoint, TData> = Omit<
  UseQueryOptions<EndpointResponse<E>, ApiError, TData, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;

/** A query of the selected business; idle while no business is selected. */
export function useBusinessQuery<E extends BusinessEndpoint, TData = EndpointResponse<E>>(
  def: E,
  input: EndpointInput<E>,
  options: QueryExtras<E, TData> = {},
) {
  const businessId = useStoredBusinessId();
  return useQuery({
    ...options,
    ...businessQuery(businessId ?? 0, def, input),
    enabled: businessId !== null && options.enabled !== false,
  } as UseQueryOptions<EndpointResponse<E>, ApiError, TData, readonly unknown[]>);
}

/** The bytes of a file endpoint (a document) of the selected business, under the same key rule. */
export function useBusinessFileQuery<E extends BusinessEndpoint & { file: true }>(
  def: E,
  input: EndpointInput<E>,
  options: Omit<UseQueryOptions<Blob, ApiError, Blob, readonly unknown[]>, 'queryKey' | 'queryFn'> = {},
) {
  const businessId = useStoredBusinessId();
  return useQuery({
    ...options,
    queryKey: businessQueryKey(businessId ?? 0, def, input),
    queryFn: ({ signal }) => callFile(def, ...([input, { signal, businessId }] as never)),
    enabled: businessId !== null && options.enabled !== false,
  });
}

/**
 * keepPreviousData within one business: paging keeps the current rows on screen until the next
 * page arrives, but another business's rows are never shown as a placeholder.
 */
export function keepBusinessData<T>(
  previous: T | undefined,
  previousQuery: Pick<Query, 'queryKey'> | undefined,
): T | undefined {
  return previousQuery?.queryKey[1] === getBusinessId() ? previous : undefined;
}

/** Marks every query of these areas of the business stale (after a write that changes them). */
export function invalidateAreas(qc: QueryClient, businessId: number, areas: readonly string[]) {
  return Promise.all(
    areas.map((area) => qc.invalidateQueries({ queryKey: businessAreaKey(businessId, area) })),
  );
}

/** A write to the selected business; on success the named areas of that business are refetched. */
export function useBusinessMutation<E extends BusinessEndpoint, TVars>(
  def: E,
  toInput: (vars: TVars) => EndpointInput<E>,
  options: {
    invalidates?: readonly string[];
    onSuccess?: (data: EndpointResponse<E>, vars: TVars) => unknown;
  } = {},
) {
  const qc = useQueryClient();
  return useMutation<EndpointResponse<E>, ApiError, TVars, { businessId: number | null }>({
    onMutate: () => ({ businessId: getBusinessId() }),
    mutationFn: (vars) => call(def, ...([toInput(vars), { businessId: getBusinessId() }] as never)),
    onSuccess: async (data, vars, context) => {
      await options.onSuccess?.(data, vars);
      const businessId = context?.businessId;
      if (businessId) await invalidateAreas(qc, businessId, options.invalidates ?? [def.area]);
    },
  });
}

/** Switching business: nothing of any business stays in the cache. */
export function dropBusinessCaches(qc: QueryClient): void {
  qc.removeQueries({ queryKey: [BUSINESS_ROOT] });
}
