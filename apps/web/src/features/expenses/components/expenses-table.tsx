// The expenses as a table (desktop) or cards (phone); a row opens the expense's review screen.
import { Card, Group, Stack, Table, Text } from '@mantine/core';
import type { Expense } from '@portal/contracts';
import { IconPaperclip } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { HiddenCaption } from '../../../components/ui/hidden-caption';
import { displayDate } from '../../../lib/format';
import { NUM, money } from '../../accounting/components/report-controls';
import { LIST_MSG } from '../messages';
import { StatusBadge } from './status-badge';

const onEnter = (run: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    run();
  }
};

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

export function ExpensesTable({
  expenses,
  compact,
  onOpen,
}: {
  expenses: Expense[];
  compact: boolean;
  onOpen: (e: Expense) => void;
}) {
  const c = LIST_MSG.columns;
  if (compact)
    return (
      <Stack gap="sm" data-testid="expenses-list">
        {expenses.map((e) => (
          <Card
            key={e.id}
            withBorder
            padding="sm"
            tabIndex={0}
            role="button"
            onClick={() => onOpen(e)}
            onKeyDown={onEnter(() => onOpen(e))}
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
        ))}
      </Stack>
    );
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={860} type="native">
        <Table highlightOnHover verticalSpacing="sm" data-testid="expenses-list">
          <HiddenCaption>{LIST_MSG.caption}</HiddenCaption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{c.date}</Table.Th>
              <Table.Th scope="col">{c.category}</Table.Th>
              <Table.Th scope="col">{c.description}</Table.Th>
              <Table.Th scope="col">{c.user}</Table.Th>
              <Table.Th scope="col">{c.receipts}</Table.Th>
              <Table.Th scope="col">{c.status}</Table.Th>
              <Table.Th scope="col" style={NUM}>
                {c.amount}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {expenses.map((e) => (
              <Table.Tr
                key={e.id}
                tabIndex={0}
                onClick={() => onOpen(e)}
                onKeyDown={onEnter(() => onOpen(e))}
                aria-label={LIST_MSG.openRow(e.description)}
                style={{ cursor: 'pointer' }}
                data-testid="expense-row"
                data-expense-id={e.id}
              >
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDate(e.date)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{e.category.name}</Text>
                  <Text size="xs" c="dimmed">
                    {e.category.parent.name}
                  </Text>
                </Table.Td>
                <Table.Td maw={300}>
                  <Text size="sm" lineClamp={2}>
                    {e.description}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{e.user?.name ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Receipts n={e.documents.length} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={e.status} />
                </Table.Td>
                <Table.Td style={NUM}>{money(e.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
