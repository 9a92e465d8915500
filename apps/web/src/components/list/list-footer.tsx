// Under a list: what the page shows ("1–10 de 42"), optionally how many rows a page holds, and, when
// there is more than one page, the page numbers (fewer on a phone, each control named for screen readers).
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type ListFooterProps = {
  summary?: ReactNode;
  summaryTestId?: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  paginationTestId?: string;
  /** A picker of the page's size beside the summary. */
  pageSize?: {
    value: number;
    options: readonly number[];
    onChange: (size: number) => void;
    label: string;
    testId?: string;
  };
};

export function ListFooter({
  summary,
  summaryTestId,
  page,
  pages,
  onPage,
  paginationTestId,
  pageSize,
  compact,
}: ListFooterProps & { compact: boolean }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {summary !== undefined ? (
          <Text size="sm" c="dimmed" data-testid={summaryTestId}>
            {summary}
          </Text>
        ) : null}
        {pageSize ? (
          <NativeSelect
            aria-label={pageSize.label}
            data-testid={pageSize.testId}
            size="xs"
            w={72}
            data={pageSize.options.map(String)}
            value={String(pageSize.value)}
            onChange={(e) => pageSize.onChange(Number(e.currentTarget.value))}
          />
        ) : null}
      </Group>
      {pages > 1 ? (
        <Pagination
          data-testid={paginationTestId}
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          siblings={compact ? 0 : 1}
          getItemProps={(n) => ({ 'aria-label': `Página ${n}` })}
          getControlProps={(c) => ({
            'aria-label': c === 'previous' ? 'Página anterior' : 'Página siguiente',
          })}
        />
      ) : null}
    </Group>
  );
}

/** Pages of a list of `total` rows, `pageSize` a page (one at least). */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
