// Sentences of the API shown as a list in an alert (what the month lacks, what it computes only in
// part, each problem of a refused send); nothing when there are none.
import { Alert, List } from '@mantine/core';
import type { ReactNode } from 'react';

export function SentenceAlert({
  title,
  color,
  lines,
  testId,
  icon,
}: {
  title: string;
  color: string;
  lines: readonly string[] | undefined;
  testId: string;
  icon?: ReactNode;
}) {
  if (!lines || lines.length === 0) return null;
  return (
    <Alert color={color} variant="light" title={title} icon={icon} data-testid={testId}>
      <List size="sm" spacing={2}>
        {lines.map((l) => (
          <List.Item key={l}>{l}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
