// A record's lines as a table (cuenta, debe, haber) with the totals; optionally each account links
// to its ledger (the report reads ?cuenta=<id>).
import { Anchor, Card, Table, Text } from '@mantine/core';
import type { Entry } from '@portal/contracts';
import { Link } from 'react-router';
import { HiddenCaption } from '../../../components/ui/hidden-caption';
import { NUM, money } from '../../../components/ui/figures';
import { accountLabel, ledgerPath } from '../../accounting';
import { DETAIL_MSG, LINES_MSG } from '../messages';

type Line = Entry['incomes'][number];

export function LinesTable({
  lines,
  withLedger,
  testId = 'entry-lines',
}: {
  lines: readonly Line[];
  withLedger?: boolean;
  testId?: string;
}) {
  const debit = lines.reduce((s, l) => s + l.debit, 0);
  const credit = lines.reduce((s, l) => s + l.credit, 0);
  return (
    <Card withBorder padding={0}>
      <Table verticalSpacing="xs" fz="sm" data-testid={testId}>
        <HiddenCaption>{LINES_MSG.caption}</HiddenCaption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{LINES_MSG.account}</Table.Th>
            <Table.Th scope="col" style={NUM}>
              {LINES_MSG.debit}
            </Table.Th>
            <Table.Th scope="col" style={NUM}>
              {LINES_MSG.credit}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l, i) => (
            <Table.Tr
              // Lines have no id of their own; their order is the record's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity here
              key={i}
              data-testid="entry-line"
              data-account={l.account_number}
            >
              <Table.Td>
                <Text size="sm">
                  {accountLabel({ account_number: l.account_number, name: l.account_name })}
                </Text>
                {withLedger ? (
                  <Anchor
                    component={Link}
                    to={ledgerPath(l.account_id)}
                    size="xs"
                    aria-label={DETAIL_MSG.ledgerOf(
                      accountLabel({ account_number: l.account_number, name: l.account_name }),
                    )}
                    data-testid="entry-ledger-link"
                  >
                    {DETAIL_MSG.ledger}
                  </Anchor>
                ) : null}
              </Table.Td>
              <Table.Td style={NUM} data-column="debit">
                {money(l.debit, true)}
              </Table.Td>
              <Table.Td style={NUM} data-column="credit">
                {money(l.credit, true)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr bg="gray.0">
            <Table.Th scope="row">{LINES_MSG.total}</Table.Th>
            <Table.Td style={NUM} fw={700} data-testid="entry-total-debit">
              {money(debit)}
            </Table.Td>
            <Table.Td style={NUM} fw={700} data-testid="entry-total-credit">
              {money(credit)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Card>
  );
}
