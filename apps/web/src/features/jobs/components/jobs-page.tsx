import { Group, Pagination, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { JOB_STATES, JOBS_PAGE_SIZE } from '@portal/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { errorMessage, isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type JobStateName, type OperatorJob, useJobAction, useJobs } from '../api/jobs';
import { JOBS_MSG as M, STATE_LABEL } from '../messages';
import { DiscardModal } from './discard-modal';
import { JobsTable } from './jobs-table';

const ALL = 'all';
const FILTER_OPTIONS = [
  { value: ALL, label: M.all },
  ...(['queued', 'running', 'failed', 'dead', 'done'] as const).map((s) => ({
    value: s,
    label: STATE_LABEL[s],
  })),
];

const isState = (v: string | null): v is JobStateName => JOB_STATES.includes(v as JobStateName);

/** The operator's page: the queue's jobs by state, retry and discard. The filter and page live in the URL. */
export function JobsPage() {
  const [params, setParams] = useSearchParams();
  const rawState = params.get('estado');
  const state = isState(rawState) ? rawState : undefined;
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const jobs = useJobs(state, page);
  const retry = useJobAction('retry');
  const discard = useJobAction('discard');
  const [toDiscard, setToDiscard] = useState<OperatorJob | null>(null);

  const go = (next: { state?: JobStateName; page: number }) => {
    const p = new URLSearchParams();
    if (next.state) p.set('estado', next.state);
    if (next.page > 1) p.set('pagina', String(next.page));
    setParams(p);
  };

  if (jobs.error && isApiError(jobs.error, 403)) {
    return (
      <EmptyState
        icon={<IconLock size={26} aria-hidden />}
        title={M.notOperatorTitle}
        description={errorMessage(jobs.error)}
      />
    );
  }

  const data = jobs.data;
  const pages = data ? Math.ceil(data.meta.total_elements / JOBS_PAGE_SIZE) : 0;
  return (
    <Stack gap="md">
      <PageHeader title={M.title} description={M.intro} />
      <Group justify="space-between" align="flex-end">
        <Select
          label={M.filterLabel}
          data={FILTER_OPTIONS}
          value={state ?? ALL}
          onChange={(v) => go({ state: isState(v) ? v : undefined, page: 1 })}
          allowDeselect={false}
          w={220}
          data-testid="jobs-state-filter"
        />
        {data ? (
          <Text size="sm" c="dimmed" data-testid="jobs-total">
            {M.total(data.meta.total_elements)}
          </Text>
        ) : null}
      </Group>
      <Paper withBorder p={0}>
        {jobs.isPending ? (
          <Stack p="md" gap="xs" data-testid="jobs-loading" aria-busy>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} h={28} />
            ))}
          </Stack>
        ) : jobs.error ? (
          <Stack p="md">
            <ErrorState error={jobs.error} onRetry={() => jobs.refetch()} />
          </Stack>
        ) : data && data.jobs.length > 0 ? (
          <JobsTable
            jobs={data.jobs}
            busyId={retry.isPending ? (retry.variables ?? null) : null}
            onRetry={(job) =>
              retry.mutate(job.id, {
                onSuccess: (r) => notifySuccess(r.message),
                onError: (err) => notifyError(err),
              })
            }
            onDiscard={setToDiscard}
          />
        ) : (
          <EmptyState title={M.emptyTitle} description={state ? M.emptyState : M.emptyAll} />
        )}
      </Paper>
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={(p) => go({ state, page: p })} />
        </Group>
      ) : null}
      <DiscardModal
        job={toDiscard}
        pending={discard.isPending}
        onCancel={() => setToDiscard(null)}
        onConfirm={(job) =>
          discard.mutate(job.id, {
            onSuccess: (r) => {
              setToDiscard(null);
              notifySuccess(r.message);
            },
            onError: (err) => notifyError(err),
          })
        }
      />
    </Stack>
  );
}
