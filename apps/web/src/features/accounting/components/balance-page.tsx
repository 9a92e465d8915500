// /contabilidad/balance-general: the 8-column balance (sumas, saldos, inventario, resultado) of a
// range of months, with its sums row, the period's result and the totals. On a phone the table
// scrolls sideways with the account column fixed at the left.
import { Card, Table, Text } from '@mantine/core';
import type { BalanceColumns, BalanceResponse } from '@portal/contracts';
import type { CSSProperties } from 'react';
import { HiddenCaption } from '../../../components/ui/hidden-caption';
import { useBalance } from '../api/accounting';
import { BALANCE_MSG } from '../messages';
import { accountLabel } from '../utils/chart';
import { rangeLabel } from '../utils/periods';
import { useMonthRange } from './report-controls';
import { NUM, money } from '../../../components/ui/figures';
import { ReportLayout } from './report-layout';
import { useCompact } from '../../../components/ui/use-compact';

const COLUMNS: (keyof BalanceColumns)[] = [
  'debits',
  'credits',
  'debtor',
  'creditor',
  'assets',
  'liabilities',
  'loss',
  'gain',
];

/** The account column stays in view while the figures scroll sideways. */
const STICKY: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset -1px 0 0 var(--mantine-color-gray-3)',
  minWidth: 150,
  maxWidth: 240,
};
/** On a phone the account column is narrower, so a figure column shows beside it. */
const STICKY_COMPACT: CSSProperties = { ...STICKY, minWidth: 120, maxWidth: 140 };

export function BalancePage() {
  const { range, setRange, current } = useMonthRange();
  const query = useBalance(range);
  const data = query.data;
  const compact = useCompact();
  return (
    <ReportLayout
      testId="balance-page"
      title={BALANCE_MSG.title}
      description={BALANCE_MSG.description}
      header={data?.header}
      range={range}
      current={current}
      onRange={setRange}
      download={{ kind: 'balance', range }}
      query={query}
      hasData={!!data}
      empty={!!data && data.rows.length === 0}
      loadError={BALANCE_MSG.loadError}
    >
      {data ? (
        <BalanceTable data={data} caption={BALANCE_MSG.caption(rangeLabel(range))} compact={compact} />
      ) : null}
    </ReportLayout>
  );
}

function Figures({ values, strong }: { values: BalanceColumns; strong?: boolean }) {
  return (
    <>
      {COLUMNS.map((c) => (
        <Table.Td key={c} style={NUM} fw={strong ? 700 : undefined} data-column={c}>
          {money(values[c], !strong)}
        </Table.Td>
      ))}
    </>
  );
}

function BalanceTable({
  data,
  caption,
  compact,
}: {
  data: BalanceResponse;
  caption: string;
  compact: boolean;
}) {
  const sticky = compact ? STICKY_COMPACT : STICKY;
  const c = BALANCE_MSG.columns;
  const g = BALANCE_MSG.groups;
  const result = data.result;
  const resultRow: BalanceColumns = {
    debits: 0,
    credits: 0,
    debtor: 0,
    creditor: 0,
    // A gain goes to the loss and liabilities columns, a loss to gain and assets (so each pair is equal).
    assets: result.kind === 'perdida' ? result.amount : 0,
    liabilities: result.kind === 'ganancia' ? result.amount : 0,
    loss: result.kind === 'ganancia' ? result.amount : 0,
    gain: result.kind === 'perdida' ? result.amount : 0,
  };
  const footStyle = { ...sticky, background: 'var(--mantine-color-gray-0)' };
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={compact ? 920 : 1040} type="native">
        <Table verticalSpacing="xs" horizontalSpacing="xs" fz="sm" data-testid="balance-table" striped>
          <HiddenCaption>{caption}</HiddenCaption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={sticky} rowSpan={2} scope="col">
                {c.account}
              </Table.Th>
              {[g.sums, g.balances, g.inventory, g.result].map((label) => (
                <Table.Th
                  key={label}
                  colSpan={2}
                  scope="colgroup"
                  ta="center"
                  c="dimmed"
                  fz="xs"
                  tt="uppercase"
                >
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
            <Table.Tr>
              {COLUMNS.map((k) => (
                <Table.Th key={k} style={NUM} scope="col">
                  {c[k]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((r) => (
              <Table.Tr key={r.account_id} data-testid="balance-row" data-account={r.account_number}>
                <Table.Th scope="row" style={sticky} fw={400}>
                  <Text size="sm" lineClamp={2}>
                    {accountLabel(r)}
                  </Text>
                </Table.Th>
                <Figures values={r} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="balance-subtotals" bg="gray.0">
              <Table.Th scope="row" style={footStyle}>
                {BALANCE_MSG.subtotals}
              </Table.Th>
              <Figures values={data.subtotals} strong />
            </Table.Tr>
            <Table.Tr data-testid="balance-result">
              <Table.Th scope="row" style={sticky}>
                {BALANCE_MSG.result[result.kind]}
              </Table.Th>
              <Figures values={resultRow} />
            </Table.Tr>
            <Table.Tr data-testid="balance-totals" bg="gray.0">
              <Table.Th scope="row" style={footStyle}>
                {BALANCE_MSG.totals}
              </Table.Th>
              <Figures values={data.totals} strong />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
