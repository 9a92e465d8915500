import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type InfoItem = { label: string; value: ReactNode; testId?: string };

/** Label/value pairs as a description list (read by screen readers as such). */
export function InfoList({ items, cols = 2 }: { items: InfoItem[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 1, md: cols }} spacing="lg" verticalSpacing="md" m={0}>
      {items.map((item) => (
        <Stack key={item.label} gap={2}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }} data-testid={item.testId}>
            {item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
