// The job queue, for the deployment's operators: not business-scoped (jobs belong to the
// deployment), so plain `call()` and a key of its own.
import { type JobStateName, jobsEndpoints as ep } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type { JobStateName, OperatorJob } from '@portal/contracts';

const JOBS_KEY = ['operator-jobs'] as const;

export function useJobs(state: JobStateName | undefined, page: number) {
  return useQuery({
    queryKey: [...JOBS_KEY, state ?? 'all', page],
    queryFn: ({ signal }) => call(ep.list, { query: { state, page } }, { signal }),
    placeholderData: keepPreviousData,
    // A 403 (not an operator) does not get better by asking again.
    retry: false,
  });
}

export function useJobAction(action: 'retry' | 'discard') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(action === 'retry' ? ep.retry : ep.discard, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
