import { Badge, Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { BusinessMessage } from '@portal/contracts';
import { IconMailOpened } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { displayDate } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useBusinessMessages, useReadAllMessages, useReadMessage } from '../../messages';
import { MESSAGES_MSG as M } from '../../messages';
import type { DashboardWidgetProps } from '../widget-registry';

/**
 * The selected business's messages (reminders sent, imports finished, …), newest first, with the
 * unread count. Opening one marks it read (owners and admins; a guest's stay as they are) and
 * follows its link.
 */
export default function MessagesWidget(_props: DashboardWidgetProps) {
  const { canWrite } = useCurrentBusiness();
  const list = useBusinessMessages(1, 5);
  const read = useReadMessage();
  const readAll = useReadAllMessages();
  const navigate = useNavigate();

  if (list.isPending)
    return (
      <Stack gap="sm">
        <Skeleton h={40} />
        <Skeleton h={40} />
      </Stack>
    );
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const { messages, unread_count, meta } = list.data;
  if (messages.length === 0) {
    return (
      <EmptyState
        icon={<IconMailOpened size={24} aria-hidden />}
        title={M.emptyTitle}
        description={M.empty}
      />
    );
  }
  const open = async (m: BusinessMessage) => {
    if (canWrite && !m.read_at) {
      try {
        await read.mutateAsync(m.id);
      } catch (err) {
        notifyError(err);
      }
    }
    if (m.link) navigate(m.link);
  };
  return (
    <Stack gap="sm" data-testid="messages-widget">
      <Group justify="space-between" gap="xs">
        <Badge
          variant={unread_count > 0 ? 'filled' : 'light'}
          color={unread_count > 0 ? 'brand' : 'gray'}
          data-testid="messages-unread"
        >
          {unread_count > 0 ? M.unread(unread_count) : M.allRead}
        </Badge>
        {canWrite && unread_count > 0 ? (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            {M.readAll}
          </Button>
        ) : null}
      </Group>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {messages.map((m) => (
          <li key={m.id}>
            <UnstyledButton
              onClick={() => void open(m)}
              aria-label={M.open(m.title)}
              w="100%"
              p={6}
              style={{ borderRadius: 8 }}
              data-testid={`message-${m.id}`}
            >
              <Stack gap={2}>
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text fw={m.read_at ? 500 : 700} size="sm" truncate>
                    {m.title}
                  </Text>
                  {m.read_at ? (
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {displayDate(m.created_at)}
                    </Text>
                  ) : (
                    <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                      {M.isNew}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {m.body}
                </Text>
              </Stack>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      {meta.total_elements > messages.length ? (
        <Text size="xs" c="dimmed">
          {M.more(meta.total_elements - messages.length)}
        </Text>
      ) : null}
    </Stack>
  );
}
