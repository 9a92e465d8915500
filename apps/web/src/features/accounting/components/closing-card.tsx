// The books' closing date (GET/PUT /v1/client/accounting/closing): the database refuses any journal
// line on or before it, so closing is confirmed first. Writers close or reopen; the rest read it.
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { DateField } from '../../../components/ui/date-field';
import { LoadError } from '../../../components/ui/states';
import { answeredMessage } from '../../../lib/api';
import { displayDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useClosing, useUpdateClosing } from '../api/accounting';
import { CLOSING_MSG } from '../messages';

export function ClosingCard({ canWrite }: { canWrite: boolean }) {
  const closing = useClosing();
  const update = useUpdateClosing();
  const [date, setDate] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  if (closing.isPending) return <Skeleton height={96} radius="md" />;
  if (closing.isError && !closing.data)
    return (
      <LoadError
        message={CLOSING_MSG.loadError}
        onRetry={() => closing.refetch()}
        retrying={closing.isFetching}
      />
    );

  const until = closing.data?.books_closed_until ?? null;
  const save = (value: string | null) =>
    update.mutate(value, {
      onSuccess: () => {
        setDate(null);
        notifySuccess(value ? CLOSING_MSG.saved : CLOSING_MSG.reopened);
      },
      onError: (err) => notifyError(answeredMessage(err, CLOSING_MSG.writeError)),
    });

  const askClose = () => {
    if (!date) {
      setMissing(true);
      return;
    }
    modals.openConfirmModal({
      title: CLOSING_MSG.confirmCloseTitle,
      children: <Text size="sm">{CLOSING_MSG.confirmClose(displayDate(date))}</Text>,
      labels: { confirm: CLOSING_MSG.close, cancel: CLOSING_MSG.cancel },
      confirmProps: { 'data-testid': 'closing-confirm' } as Record<string, string>,
      onConfirm: () => save(date),
    });
  };

  const askReopen = () =>
    modals.openConfirmModal({
      title: CLOSING_MSG.confirmReopenTitle,
      children: <Text size="sm">{CLOSING_MSG.confirmReopen}</Text>,
      labels: { confirm: CLOSING_MSG.reopen, cancel: CLOSING_MSG.cancel },
      confirmProps: { 'data-testid': 'closing-confirm' } as Record<string, string>,
      onConfirm: () => save(null),
    });

  return (
    <Card withBorder radius="md" padding="md" data-testid="closing-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {CLOSING_MSG.title}
        </Title>
        <Text size="sm" data-testid="closing-state">
          {until ? CLOSING_MSG.closed(displayDate(until)) : CLOSING_MSG.open}
        </Text>
        {canWrite ? (
          <Group align="flex-end" gap="sm">
            <DateField
              label={CLOSING_MSG.dateLabel}
              value={date}
              onChange={(v) => {
                setDate(v);
                setMissing(false);
              }}
              error={missing ? CLOSING_MSG.dateRequired : undefined}
              maw={200}
              data-testid="closing-date"
            />
            <Button onClick={askClose} loading={update.isPending} data-testid="closing-save">
              {CLOSING_MSG.close}
            </Button>
            {until ? (
              <Button
                variant="default"
                onClick={askReopen}
                disabled={update.isPending}
                data-testid="closing-reopen"
              >
                {CLOSING_MSG.reopen}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
