// The report's mode (spec §4): manual by default; automatic only after the server's check says the
// business qualifies. "Revisar requisitos" runs the check and lists what is missing.
import { Alert, Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { useState } from 'react';
import { displayDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  useActivateAutomatic,
  useAutomaticMode,
  useDeactivateAutomatic,
  useValidateAutomatic,
} from '../api/vat-report';
import { AUTOMATIC_MSG } from '../messages';

export function AutomaticModePanel() {
  const mode = useAutomaticMode();
  const [asked, setAsked] = useState(false);
  const check = useValidateAutomatic(asked);
  const activate = useActivateAutomatic();
  const deactivate = useDeactivateAutomatic();
  const automatic = mode.data?.mode === 'automatic';
  const result = asked ? check.data : undefined;

  return (
    <Card withBorder p={{ base: 'md', sm: 'lg' }} data-testid="automatic-mode">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <IconRobot size={20} aria-hidden />
            <Text fw={600}>{AUTOMATIC_MSG.title}</Text>
            <Badge variant="light" color={automatic ? 'teal' : 'gray'}>
              {automatic ? 'Automático' : 'Manual'}
            </Badge>
          </Group>
          {automatic ? (
            <Button
              variant="default"
              size="xs"
              loading={deactivate.isPending}
              onClick={() =>
                deactivate.mutate(undefined, {
                  onSuccess: (r) => notifySuccess(r.message),
                  onError: (e) => notifyError(e),
                })
              }
            >
              {AUTOMATIC_MSG.deactivate}
            </Button>
          ) : (
            <Button
              variant="light"
              size="xs"
              loading={asked && check.isFetching}
              onClick={() => (asked ? check.refetch() : setAsked(true))}
              data-testid="automatic-validate"
            >
              {AUTOMATIC_MSG.validate}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {automatic && mode.data?.activated_at
            ? AUTOMATIC_MSG.automatic(displayDate(mode.data.activated_at))
            : AUTOMATIC_MSG.manual}
        </Text>
        {!automatic && result && (
          <Alert color={result.error ? 'yellow' : 'teal'} variant="light" data-testid="automatic-result">
            <Stack gap="xs">
              <Text size="sm">{AUTOMATIC_MSG.explain}</Text>
              <Text size="sm" fw={600}>
                {result.error ? AUTOMATIC_MSG.notQualified : AUTOMATIC_MSG.qualifies}
              </Text>
              {result.error && (
                <List size="sm" spacing={4}>
                  {result.messages.map((m) => (
                    <List.Item key={m}>{m}</List.Item>
                  ))}
                </List>
              )}
              {!result.error && (
                <>
                  <Text size="sm">
                    {result.send_current_form ? AUTOMATIC_MSG.sendCurrent : AUTOMATIC_MSG.sendNext}
                  </Text>
                  <div>
                    <Button
                      size="xs"
                      loading={activate.isPending}
                      onClick={() =>
                        activate.mutate(undefined, {
                          onSuccess: (r) => {
                            notifySuccess(r.message);
                            setAsked(false);
                          },
                          onError: (e) => notifyError(e),
                        })
                      }
                    >
                      {AUTOMATIC_MSG.activate}
                    </Button>
                  </div>
                </>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
