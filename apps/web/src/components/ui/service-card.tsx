// An outside service the business turns on and off itself (Configuración): its state (active,
// inactive or unknown, platform spec §4), what it does, and the switch, with a confirmation before
// turning it off.
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export type ServiceCardTexts = {
  title: string;
  lead: string;
  state: { true: string; false: string; null: string };
  activate: string;
  deactivate: string;
  confirmTitle: string;
  confirm: string;
  confirmOk: string;
  cancel: string;
  readOnly: string;
};

export function ServiceCard({
  texts,
  active,
  canWrite,
  pending,
  onActivate,
  onDeactivate,
  icon,
  testId,
}: {
  texts: ServiceCardTexts;
  active: boolean | null;
  canWrite: boolean;
  pending: boolean;
  onActivate: () => void;
  onDeactivate: () => void;
  icon: ReactNode;
  testId: string;
}) {
  const confirmOff = () =>
    modals.openConfirmModal({
      title: texts.confirmTitle,
      children: <Text size="sm">{texts.confirm}</Text>,
      labels: { confirm: texts.confirmOk, cancel: texts.cancel },
      confirmProps: { color: 'red', 'data-testid': `${testId}-confirm` } as Record<string, string>,
      onConfirm: onDeactivate,
    });
  return (
    <Card shadow="xs" padding="lg" radius="lg" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 280px' }}>
          {icon}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={3} fz="md">
                {texts.title}
              </Title>
              <Badge color={active ? 'teal' : 'gray'} variant="light" data-testid={`${testId}-state`}>
                {texts.state[String(active) as 'true' | 'false' | 'null']}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {texts.lead}
            </Text>
          </Stack>
        </Group>
        {canWrite ? (
          active ? (
            <Button
              variant="default"
              color="red"
              loading={pending}
              onClick={confirmOff}
              data-testid={`${testId}-off`}
            >
              {texts.deactivate}
            </Button>
          ) : (
            <Button loading={pending} onClick={onActivate} data-testid={`${testId}-on`}>
              {texts.activate}
            </Button>
          )
        ) : (
          <Text size="xs" c="dimmed" maw={260}>
            {texts.readOnly}
          </Text>
        )}
      </Group>
    </Card>
  );
}
