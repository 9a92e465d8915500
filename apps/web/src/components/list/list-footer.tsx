// Under a list: what the page shows ("1–10 de 42") and, when there is more than one, the page numbers.
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPagination } from '../ui/list-pagination';

export type ListFooterProps = {
  summary?: ReactNode;
  summaryTestId?: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
};

export function ListFooter({
  summary,
  summaryTestId,
  page,
  pages,
  onPage,
  compact,
}: ListFooterProps & { compact: boolean }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      {summary !== undefined ? (
        <Text size="sm" c="dimmed" data-testid={summaryTestId}>
          {summary}
        </Text>
      ) : (
        <span />
      )}
      {pages > 1 ? <ListPagination total={pages} value={page} onChange={onPage} compact={compact} /> : null}
    </Group>
  );
}

/** Pages of a list of `total` rows, `pageSize` a page (one at least). */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
