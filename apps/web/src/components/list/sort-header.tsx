// A sortable column's header: the th carries aria-sort, and a real button inside it chooses the sort,
// so Tab reaches it and Enter or Space works without extra key handling.
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import type { SortOrder } from '../../lib/url-state/list-url';

export type ListSort = { field: string; order: SortOrder; onSort: (field: string) => void };

export function SortHeader({
  field,
  label,
  sort,
  align,
  style,
  testId = `sort-${field}`,
}: {
  field: string;
  label: ReactNode;
  sort: ListSort;
  align?: 'right';
  style?: CSSProperties;
  testId?: string;
}) {
  const active = sort.field === field;
  return (
    <Table.Th
      scope="col"
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ textAlign: align ?? 'left', whiteSpace: 'nowrap', ...style }}
    >
      <UnstyledButton onClick={() => sort.onSort(field)} fw={600} fz="sm" data-testid={testId}>
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {label}
          {active ? (
            sort.order === 'asc' ? (
              <IconChevronUp size={14} aria-hidden />
            ) : (
              <IconChevronDown size={14} aria-hidden />
            )
          ) : null}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
