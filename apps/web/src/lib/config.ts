import { configEndpoints as ep } from '@portal/contracts';
import { todayInChile } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

export const configQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => call(ep.config, {}, { signal }),
    staleTime: 10 * 60_000,
  });

/** The server's notion of today (spec: GET config); Chile's calendar date until it answers. */
export function useToday(): string {
  const q = useQuery(configQuery());
  return q.data?.current_date?.slice(0, 10) ?? todayInChile();
}

export function useConfig() {
  return useQuery(configQuery());
}
