import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { OperatorJob } from '../api/jobs';
import { JOBS_MSG as M } from '../messages';

/** Asks before discarding: a discarded job never runs again. */
export function DiscardModal({
  job,
  pending,
  onCancel,
  onConfirm,
}: {
  job: OperatorJob | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (job: OperatorJob) => void;
}) {
  return (
    <Modal opened={job !== null} onClose={onCancel} title={M.discardTitle} centered>
      {job ? (
        <Stack gap="md">
          <Text size="sm">{M.discardBody(job.id, job.kind)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {M.cancel}
            </Button>
            <Button color="red" onClick={() => onConfirm(job)} loading={pending}>
              {M.confirmDiscard}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
