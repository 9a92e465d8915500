// A failure shown inside a form or a modal (the spec's error flag): the generic title, the text.
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ERROR_TITLE } from '../../lib/notify';

export function ErrorFlag({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={ERROR_TITLE}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      data-testid={testId}
    >
      {message}
    </Alert>
  );
}
