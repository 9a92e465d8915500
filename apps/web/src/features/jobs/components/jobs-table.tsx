// The queue's rows for the list kit: a table on a desktop, cards on a phone. Retry for failed and
// dead jobs, discard for queued and failed ones (as the API allows).
import { Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ListColumn, ListViewProps } from '../../../components/list/list-view';
import { displayDateTime } from '../../../lib/format';
import type { OperatorJob } from '../api/jobs';
import { JOBS_MSG as M, STATE_BADGE } from '../messages';
import classes from './jobs-table.module.css';

const ERROR_CHARS = 80;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

const shorten = (text: string) => (text.length > ERROR_CHARS ? `${text.slice(0, ERROR_CHARS - 1)}…` : text);

export type JobActions = {
  busyId: number | null;
  onRetry: (job: OperatorJob) => void;
  onDiscard: (job: OperatorJob) => void;
};

function StateBadge({ job }: { job: OperatorJob }) {
  const badge = STATE_BADGE[job.state];
  return (
    <Badge color={badge.color} variant="light" data-testid="job-state" className={classes.badge}>
      {badge.label}
    </Badge>
  );
}

function LastError({ job }: { job: OperatorJob }) {
  if (!job.last_error) return '—';
  return (
    <Tooltip label={job.last_error} multiline w={360} withArrow>
      <Text size="sm" c="dimmed" aria-label={`${M.errorLabel}: ${job.last_error}`}>
        {shorten(job.last_error)}
      </Text>
    </Tooltip>
  );
}

function Actions({ job, busyId, onRetry, onDiscard }: JobActions & { job: OperatorJob }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {job.state === 'failed' || job.state === 'dead' ? (
        <Button size="compact-sm" variant="light" loading={busyId === job.id} onClick={() => onRetry(job)}>
          {M.retry}
        </Button>
      ) : null}
      {job.state === 'queued' || job.state === 'failed' ? (
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => onDiscard(job)}>
          {M.discard}
        </Button>
      ) : null}
    </Group>
  );
}

/** The list kit's props for the jobs of one page. */
export function jobRows(
  actions: JobActions,
): Pick<
  ListViewProps<OperatorJob>,
  'rowKey' | 'columns' | 'card' | 'row' | 'testId' | 'minWidth' | 'caption'
> {
  const columns: ListColumn<OperatorJob>[] = (
    [
      { key: 'id', header: M.columns.id, cell: (j) => j.id },
      {
        key: 'kind',
        header: M.columns.kind,
        cell: (j) => (
          <Text size="sm" ff="monospace">
            {j.kind}
          </Text>
        ),
      },
      { key: 'state', header: M.columns.state, cell: (j) => <StateBadge job={j} /> },
      { key: 'attempts', header: M.columns.attempts, cell: (j) => `${j.attempts}/${j.max_attempts}` },
      { key: 'runAt', header: M.columns.runAt, cell: (j) => displayDateTime(j.run_at) },
      {
        key: 'error',
        header: M.columns.error,
        cell: (j) => <LastError job={j} />,
        td: () => ({ maw: 280 }),
      },
      { key: 'actions', header: M.columns.actions, cell: (j) => <Actions job={j} {...actions} /> },
    ] as ListColumn<OperatorJob>[]
  ).map((c) =>
    // Short columns keep one line (the table scrolls sideways); only the error wraps.
    c.key === 'error' ? c : { ...c, style: NOWRAP, td: () => ({ style: NOWRAP }) },
  );
  return {
    rowKey: (j) => j.id,
    testId: 'jobs-table',
    caption: M.caption,
    minWidth: 860,
    columns,
    row: (j) => ({ testId: 'job-row', data: { 'data-job-id': j.id } }),
    card: (j) => (
      <Card withBorder padding="sm" data-testid="job-row" data-job-id={j.id}>
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" ff="monospace" truncate>
              N° {j.id} · {j.kind}
            </Text>
            <StateBadge job={j} />
          </Group>
          <Text size="xs" c="dimmed">
            {M.columns.attempts}: {j.attempts}/{j.max_attempts} · {M.columns.runAt}:{' '}
            {displayDateTime(j.run_at)}
          </Text>
          {j.last_error ? <LastError job={j} /> : null}
          <Actions job={j} {...actions} />
        </Stack>
      </Card>
    ),
  };
}
