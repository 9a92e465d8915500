// Why a form's send failed, above its fields: announced to screen readers, nothing when no message.
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export function FormAlert({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden />}
      role="alert"
      data-testid={testId}
    >
      {message}
    </Alert>
  );
}
