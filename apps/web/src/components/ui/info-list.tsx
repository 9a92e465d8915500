import { SimpleGrid, type SimpleGridProps, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type InfoItem = { label: string; value: ReactNode; testId?: string };

/**
 * Label/value pairs as a description list (read by screen readers as such). `cols` as a number is the
 * columns from the md breakpoint up (one below it); as an object, the columns per breakpoint.
 */
export function InfoList({ items, cols = 2 }: { items: InfoItem[]; cols?: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid
      component="dl"
      cols={typeof cols === 'number' ? { base: 1, sm: 1, md: cols } : cols}
      spacing="lg"
      verticalSpacing="md"
      m={0}
    >
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
