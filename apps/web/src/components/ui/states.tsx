import { Alert, Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { ERROR_TITLE } from '../../lib/notify';

/** A load failure with a screen's own text (e.g. the spec's §8 catalogue) and a retry. */
export function LoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      title={ERROR_TITLE}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      role="alert"
      data-testid="error-state"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry ? (
          <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
            Reintentar
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** A load failure showing the server's own message. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return <LoadError message={errorMessage(error)} onRetry={onRetry} />;
}

export function EmptyState({
  title,
  description,
  icon,
  action,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          {icon ?? <IconInbox size={26} aria-hidden />}
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Center>
  );
}
