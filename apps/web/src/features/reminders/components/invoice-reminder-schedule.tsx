// The reminders of one sales invoice (a tab of the invoice detail): its status, a switch for this
// invoice alone, and the planned and sent steps. Self-contained: the detail only mounts it.
import { Alert, Badge, Card, Group, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { displayDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveClientConfig } from '../../notification-preferences';
import { useInvoiceReminderSchedule } from '../api/reminders';
import { REMINDERS_MSG } from '../messages';

const M = REMINDERS_MSG.schedule;
const STATE_COLOR = { sent: 'teal', planned: 'blue', skipped: 'gray' } as const;

export function InvoiceReminderSchedule({ invoiceId, canWrite }: { invoiceId: number; canWrite: boolean }) {
  const query = useInvoiceReminderSchedule(invoiceId);
  const save = useSaveClientConfig();
  if (query.isPending) return <Skeleton h={160} radius="md" />;
  if (query.isError)
    return <LoadError message={M.loadError} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  const { schedule } = query.data;
  const invoiceOn = schedule.status !== 'invoice_off';
  const toggle = async (on: boolean) => {
    try {
      await save.mutateAsync({ invoice_id: invoiceId, active: on });
      notifySuccess(M.toggleSaved);
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <Stack gap="sm" data-testid="invoice-reminders">
      <Text fw={600}>{M.title}</Text>
      <Alert
        color={schedule.status === 'active' ? 'teal' : 'gray'}
        icon={<IconInfoCircle size={18} aria-hidden />}
      >
        {M.status[schedule.status]}
      </Alert>
      {schedule.status !== 'not_sale' &&
      schedule.status !== 'paid' &&
      schedule.status !== 'not_collectible' ? (
        <Switch
          label={M.toggle}
          checked={invoiceOn}
          disabled={!canWrite || save.isPending}
          onChange={(e) => void toggle(e.currentTarget.checked)}
          data-testid="invoice-reminders-toggle"
        />
      ) : null}
      {schedule.steps.length === 0 ? (
        <EmptyState title={M.empty} />
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs" data-testid="invoice-reminder-steps">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{M.columns.type}</Table.Th>
                  <Table.Th>{M.columns.day}</Table.Th>
                  <Table.Th>{M.columns.state}</Table.Th>
                  <Table.Th>{M.columns.to}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {schedule.steps.map((s) => (
                  <Table.Tr key={`${s.reminder_type}-${s.step}`}>
                    <Table.Td>
                      <Text size="sm">{REMINDERS_MSG.types[s.reminder_type].name}</Text>
                      <Text size="xs" c="dimmed">
                        {M.step(s.step)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{displayDate(s.sent_on ?? s.send_on)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATE_COLOR[s.state]} variant="light">
                        {M.states[s.state]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {s.addresses.length === 0 ? (
                          <Text size="xs" c="dimmed">
                            —
                          </Text>
                        ) : (
                          s.addresses.map((a) => (
                            <Text key={a} size="xs">
                              {a}
                            </Text>
                          ))
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
