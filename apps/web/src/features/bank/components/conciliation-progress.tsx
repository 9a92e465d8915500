// The conciliation progress bar: conciliated of the business's movements, the automatic ones apart.
import { Card, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useConciliationProgress } from '../api/bank';
import { MOVEMENTS_MSG } from '../messages';

export function ConciliationProgress() {
  const progress = useConciliationProgress();
  const p = progress.data;
  if (progress.isPending) return <Skeleton height={74} radius="md" />;
  if (!p || p.total === 0) return null;
  const manual = Math.max(0, p.conciliated - p.automatic);
  const pct = (n: number) => (n / p.total) * 100;
  return (
    <Card withBorder padding="md" data-testid="conciliation-progress">
      <Stack gap={8}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} size="sm" id="conciliation-progress-title">
            {MOVEMENTS_MSG.progressTitle}
          </Text>
          <Text fw={700} size="sm">
            {p.percent.toLocaleString('es-CL', { maximumFractionDigits: 1 })} %
          </Text>
        </Group>
        <Progress.Root size="lg" aria-labelledby="conciliation-progress-title">
          <Progress.Section
            value={pct(p.automatic)}
            color="teal.7"
            aria-label={MOVEMENTS_MSG.progressAutomatic(p.automatic)}
          />
          <Progress.Section
            value={pct(manual)}
            color="teal.4"
            aria-label={MOVEMENTS_MSG.states.conciliated}
          />
        </Progress.Root>
        <Text size="xs" c="dimmed">
          {MOVEMENTS_MSG.progress(p.conciliated, p.total)} · {MOVEMENTS_MSG.progressAutomatic(p.automatic)}
          {p.suggested > 0 ? ` · ${MOVEMENTS_MSG.progressSuggested(p.suggested)}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}
