// The deployment's indicators, for its operators: not business-scoped (they belong to the
// deployment), so plain `call()` and a key of its own.
import { indicatorsEndpoints as ep, type SetIndicatorBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type { IndicatorsOverview, SeriesValueView, SetIndicatorBody } from '@portal/contracts';

const KEY = ['operator-indicators'] as const;

export function useIndicators() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(ep.overview, {}, { signal }),
    // A 403 (not an operator) does not get better by asking again.
    retry: false,
  });
}

export function useSetIndicator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetIndicatorBody) => call(ep.set, { body }),
    onSuccess: (r) => client.setQueryData(KEY, r.overview),
  });
}

export function useRefreshIndicators() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(ep.refresh, {}),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
