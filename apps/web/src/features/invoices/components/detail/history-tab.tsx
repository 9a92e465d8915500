// 'Historial de vencimientos': every change of the internal due date, newest first, each with a way
// back to it ('Volver a esta fecha', sent as return_to_expire_date_id).
import { Badge, Button, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { EmptyState } from '../../../../components/ui/states';
import { displayDateTime } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useExpirationChanges, useUpdateExpireDate } from '../../api/detail';
import type { InvoiceDetail } from '../../api/types';
import { dateText } from '../../utils/display';
import { DUE_DATE_ERROR, DUE_DATE_SUCCESS, HISTORY_MSG } from '../../utils/messages';
import { LoadError } from '../../../../components/ui/states';
import { DueDateForm } from './due-date-form';

const revertingId = (vars: unknown) =>
  vars && typeof vars === 'object' && 'return_to_expire_date_id' in vars
    ? vars.return_to_expire_date_id
    : undefined;

export function HistoryTab({ invoice }: { invoice: InvoiceDetail }) {
  const changes = useExpirationChanges(invoice.id);
  const update = useUpdateExpireDate(invoice.id);
  const list = [...(changes.data ?? [])].reverse();
  const currentDate = invoice.fecha_de_expiracion_interna?.slice(0, 10) ?? null;

  const revert = (changeId: number) =>
    update.mutate(
      { return_to_expire_date_id: changeId },
      { onSuccess: () => notifySuccess(DUE_DATE_SUCCESS), onError: () => notifyError(DUE_DATE_ERROR) },
    );

  return (
    <Stack gap="lg">
      <DueDateForm invoiceId={invoice.id} current={dateText(invoice.fecha_de_expiracion_interna)} />
      {changes.isPending ? (
        <Stack gap="sm">
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : changes.isError ? (
        <LoadError message={HISTORY_MSG.loadError} onRetry={() => changes.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconCalendarTime size={26} aria-hidden />}
          title={HISTORY_MSG.emptyTitle}
          description={HISTORY_MSG.emptyDescription}
        />
      ) : (
        <Timeline active={-1} bulletSize={18} lineWidth={2} aria-label={HISTORY_MSG.list}>
          {list.map((change, index) => {
            // Newest first: the first entry is the date in force; going back to the same date is a no-op.
            const isCurrent = index === 0;
            const sameAsCurrent = change.expireDate.slice(0, 10) === currentDate;
            return (
              <Timeline.Item
                key={change._id}
                data-testid="due-date-change"
                title={
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {dateText(change.expireDate)}
                    </Text>
                    {isCurrent && (
                      <Badge size="xs" variant="light">
                        {HISTORY_MSG.current}
                      </Badge>
                    )}
                  </Group>
                }
              >
                <Text size="xs" c="dimmed">
                  {change.previous_date ? HISTORY_MSG.before(dateText(change.previous_date)) : ''}
                  {HISTORY_MSG.changedOn} {displayDateTime(change.created_at)}
                  {change.user_name ? HISTORY_MSG.by(change.user_name) : ''}
                </Text>
                {!isCurrent && !sameAsCurrent && (
                  <Button
                    mt={6}
                    size="compact-xs"
                    variant="light"
                    data-testid="due-date-revert"
                    loading={update.isPending && revertingId(update.variables) === change._id}
                    onClick={() => revert(change._id)}
                  >
                    {HISTORY_MSG.revert}
                  </Button>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Stack>
  );
}
