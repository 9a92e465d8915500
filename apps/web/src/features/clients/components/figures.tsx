import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { CollectionsCutoffNote } from '../../../components/ui/collections-cutoff-note';
import { formatCLP } from '@portal/domain';
import { FIGURES_WINDOW, type Kind, kindMsg } from '../messages';

export type Figures = { total: number; open: number; overdue: number; next: number };

/** The four figures of a list or of one client/provider: total, open, overdue, next 30 days. */
export function FigureCards({ kind, figures }: { kind: Kind; figures: Figures | undefined }) {
  const m = kindMsg(kind);
  const items: [string, keyof Figures, string][] = [
    [m.totalLabel, 'total', 'dark.7'],
    [m.openLabel, 'open', 'blue.8'],
    [m.overdueLabel, 'overdue', 'red.8'],
    [m.nextLabel, 'next', 'teal.8'],
  ];
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 1, md: 4 }} spacing="sm" data-testid="counterpart-figures">
        {items.map(([label, key, color]) => (
          <Paper key={key} withBorder radius="md" px="md" py="sm">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            {figures ? (
              <Text
                fw={700}
                fz="xl"
                c={color}
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid={`figure-${key}`}
              >
                {formatCLP(figures[key])}
              </Text>
            ) : (
              <Skeleton height={28} mt={4} />
            )}
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" data-testid="counterpart-figures-window">
        {FIGURES_WINDOW}
      </Text>
      <CollectionsCutoffNote />
    </Stack>
  );
}
