// The expenses as a table (desktop) or cards (phone); a row opens the expense's review screen.
import { Card, Group, Stack, Text } from '@mantine/core';
import type { Expense } from '@portal/contracts';
import { IconPaperclip } from '@tabler/icons-react';
import { type ListColumn, openOnKey } from '../../../components/list/list-view';
import { displayDate } from '../../../lib/format';
import { NUM, money } from '../../../components/ui/figures';
import { LIST_MSG } from '../messages';
import { StatusBadge } from './status-badge';

function Receipts({ n }: { n: number }) {
  return n === 0 ? (
    <Text size="xs" c="dimmed">
      {LIST_MSG.noReceipts}
    </Text>
  ) : (
    <Group gap={4} wrap="nowrap" aria-label={LIST_MSG.receipts(n)}>
      <IconPaperclip size={14} aria-hidden />
      <Text size="sm">{n}</Text>
    </Group>
  );
}

/** The columns of the expenses table. */
export const EXPENSE_COLUMNS: ListColumn<Expense>[] = [
  {
    key: 'date',
    header: LIST_MSG.columns.date,
    td: () => ({ style: { whiteSpace: 'nowrap' } }),
    cell: (e) => displayDate(e.date),
  },
  {
    key: 'category',
    header: LIST_MSG.columns.category,
    cell: (e) => (
      <>
        <Text size="sm">{e.category.name}</Text>
        <Text size="xs" c="dimmed">
          {e.category.parent.name}
        </Text>
      </>
    ),
  },
  {
    key: 'description',
    header: LIST_MSG.columns.description,
    td: () => ({ maw: 300 }),
    cell: (e) => (
      <Text size="sm" lineClamp={2}>
        {e.description}
      </Text>
    ),
  },
  { key: 'user', header: LIST_MSG.columns.user, cell: (e) => <Text size="sm">{e.user?.name ?? '—'}</Text> },
  { key: 'receipts', header: LIST_MSG.columns.receipts, cell: (e) => <Receipts n={e.documents.length} /> },
  { key: 'status', header: LIST_MSG.columns.status, cell: (e) => <StatusBadge status={e.status} /> },
  {
    key: 'amount',
    header: LIST_MSG.columns.amount,
    style: NUM,
    td: () => ({ style: NUM }),
    cell: (e) => money(e.amount),
  },
];

/** The table and cards' shared props: the hooks and names of a row that opens its review screen. */
export function expenseRows(onOpen: (e: Expense) => void) {
  return {
    rowKey: (e: Expense) => e.id,
    testId: 'expenses-list',
    caption: LIST_MSG.caption,
    minWidth: 860,
    nativeScroll: true,
    columns: EXPENSE_COLUMNS,
    row: (e: Expense) => ({
      onOpen: () => onOpen(e),
      label: LIST_MSG.openRow(e.description),
      testId: 'expense-row',
      data: { 'data-expense-id': e.id },
    }),
    card: (e: Expense) => <ExpenseCard e={e} onOpen={() => onOpen(e)} />,
  };
}

function ExpenseCard({ e, onOpen }: { e: Expense; onOpen: () => void }) {
  return (
    <Card
      withBorder
      padding="sm"
      tabIndex={0}
      role="button"
      onClick={onOpen}
      onKeyDown={openOnKey(onOpen)}
      aria-label={LIST_MSG.openRow(e.description)}
      style={{ cursor: 'pointer' }}
      data-testid="expense-row"
      data-expense-id={e.id}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {displayDate(e.date)} · {e.category.parent.name} › {e.category.name}
          </Text>
          <Text size="sm" fw={600} lineClamp={2}>
            {e.description}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {e.user?.name ?? ''} ·{' '}
            {e.documents.length > 0 ? LIST_MSG.receipts(e.documents.length) : LIST_MSG.noReceipts}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="sm" fw={700} style={NUM}>
            {money(e.amount)}
          </Text>
          <StatusBadge status={e.status} />
        </Stack>
      </Group>
    </Card>
  );
}
