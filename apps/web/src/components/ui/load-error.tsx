import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ERROR_TITLE } from '../../lib/notify';

/** A load failure with a screen's own text (e.g. the spec's §8 catalogue) and a retry. */
export function LoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
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
        <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}
