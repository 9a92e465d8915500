import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/states';
import { displayDate } from '../../../lib/format';
import type { DashboardWidgetProps } from '../widget-registry';

/** Messages for the user (profile.messages_users), newest first. */
export default function MessagesWidget({ context }: DashboardWidgetProps) {
  const messages = [...context.profile.messages_users].sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );
  if (messages.length === 0) {
    return (
      <EmptyState
        icon={<IconMailOpened size={24} aria-hidden />}
        title="No tienes mensajes"
        description="Aquí verás los avisos de tu ejecutivo y del portal."
      />
    );
  }
  return (
    <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {messages.slice(0, 5).map((m) => (
        <Stack key={m.id} gap={2} component="li">
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={600} size="sm" truncate>
              {m.title}
            </Text>
            {m.read_at ? (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {displayDate(m.created_at)}
              </Text>
            ) : (
              <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                Nuevo
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {m.body}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
