import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { JOB_STATES, JOBS_PAGE_SIZE } from '@portal/contracts';
import { useState } from 'react';
import { pageCount } from '../../../components/list/list-footer';
import { ListView } from '../../../components/list/list-view';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/states';
import { useCompact } from '../../../components/ui/use-compact';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { errorMessage, isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type JobStateName, type OperatorJob, useJobAction, useJobs } from '../api/jobs';
import { JOBS_MSG as M, STATE_LABEL } from '../messages';
import { DiscardModal } from './discard-modal';
import { JOBS_URL } from '../utils/jobs-url';
import { jobRows } from './jobs-table';

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
  const url = useListUrlState(JOBS_URL);
  const { state, page } = url.value;
  const compact = useCompact();
  const jobs = useJobs(state, page);
  const retry = useJobAction('retry');
  const discard = useJobAction('discard');
  const [toDiscard, setToDiscard] = useState<OperatorJob | null>(null);

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
  return (
    <Stack gap="md">
      <PageHeader
        title={M.title}
        description={M.intro}
        actions={
          <Anchor component={Link} to="/operador/indicadores" size="sm">
            {M.indicatorsLink}
          </Anchor>
        }
      />
      <Group justify="space-between" align="flex-end">
        <Select
          label={M.filterLabel}
          data={FILTER_OPTIONS}
          value={state ?? ALL}
          onChange={(v) => url.set({ state: isState(v) ? v : undefined })}
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
      <ListView
        query={jobs}
        rows={data?.jobs}
        compact={compact}
        errorMessage={jobs.error ? errorMessage(jobs.error) : ''}
        loadingTestId="jobs-loading"
        loadingHeight={200}
        empty={{ title: M.emptyTitle, description: state ? M.emptyState : M.emptyAll }}
        {...jobRows({
          busyId: retry.isPending ? (retry.variables ?? null) : null,
          onRetry: (job) =>
            retry.mutate(job.id, {
              onSuccess: (r) => notifySuccess(r.message),
              onError: (err) => notifyError(err),
            }),
          onDiscard: setToDiscard,
        })}
        footer={{
          page,
          pages: pageCount(data?.meta.total_elements ?? 0, JOBS_PAGE_SIZE),
          onPage: (p) => url.set({ page: p }),
        }}
      />
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
