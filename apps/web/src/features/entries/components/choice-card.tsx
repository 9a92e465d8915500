// A choice that is a link (keyboard and screen reader get it for free): an icon, a title and a hint.
// Also the "back" link of the wizard's screens.
import { Anchor, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function ChoiceCard({
  to,
  title,
  hint,
  icon,
  color = 'blue',
  testId,
  label,
}: {
  to: string;
  title: string;
  hint: string;
  icon?: ReactNode;
  color?: string;
  testId?: string;
  label?: string;
}) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      padding="lg"
      radius="md"
      className="choice-card"
      aria-label={label}
      data-testid={testId}
      style={{ height: '100%' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        {icon ? (
          <ThemeIcon size={44} radius="md" variant="light" color={color}>
            {icon}
          </ThemeIcon>
        ) : null}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0, alignSelf: 'center' }} />
      </Group>
    </Card>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Group>
      <Anchor component={Link} to={to} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {children}
        </Group>
      </Anchor>
    </Group>
  );
}
