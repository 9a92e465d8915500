import { Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { displayDateTime } from '../../../lib/format';
import type { OperatorJob } from '../api/jobs';
import { JOBS_MSG as M, STATE_BADGE } from '../messages';
import classes from './jobs-table.module.css';

const ERROR_CHARS = 80;

const shorten = (text: string) => (text.length > ERROR_CHARS ? `${text.slice(0, ERROR_CHARS - 1)}…` : text);

/** The jobs of one page; retry for failed and dead ones, discard for queued and failed ones (as the API allows). */
export function JobsTable({
  jobs,
  busyId,
  onRetry,
  onDiscard,
}: {
  jobs: OperatorJob[];
  busyId: number | null;
  onRetry: (job: OperatorJob) => void;
  onDiscard: (job: OperatorJob) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="jobs-table" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{M.columns.id}</Table.Th>
            <Table.Th>{M.columns.kind}</Table.Th>
            <Table.Th>{M.columns.state}</Table.Th>
            <Table.Th>{M.columns.attempts}</Table.Th>
            <Table.Th>{M.columns.runAt}</Table.Th>
            <Table.Th>{M.columns.error}</Table.Th>
            <Table.Th>{M.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => {
            const badge = STATE_BADGE[job.state];
            return (
              <Table.Tr key={job.id} data-testid="job-row" data-job-id={job.id}>
                <Table.Td>{job.id}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {job.kind}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={badge.color}
                    variant="light"
                    data-testid="job-state"
                    className={classes.badge}
                  >
                    {badge.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {job.attempts}/{job.max_attempts}
                </Table.Td>
                <Table.Td>{displayDateTime(job.run_at)}</Table.Td>
                <Table.Td maw={280}>
                  {job.last_error ? (
                    <Tooltip label={job.last_error} multiline w={360} withArrow>
                      <Text size="sm" c="dimmed" aria-label={`${M.errorLabel}: ${job.last_error}`}>
                        {shorten(job.last_error)}
                      </Text>
                    </Tooltip>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {job.state === 'failed' || job.state === 'dead' ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        loading={busyId === job.id}
                        onClick={() => onRetry(job)}
                      >
                        {M.retry}
                      </Button>
                    ) : null}
                    {job.state === 'queued' || job.state === 'failed' ? (
                      <Button size="compact-sm" variant="subtle" color="red" onClick={() => onDiscard(job)}>
                        {M.discard}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
