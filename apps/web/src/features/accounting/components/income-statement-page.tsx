// /estado-de-resultado: revenue accounts, total ingresos, cost and expense accounts, total costos y
// gastos and the result (utilidad or pérdida) of a range of months.
import { Card, Table, Text } from '@mantine/core';
import type { IncomeStatementResponse } from '@portal/contracts';
import { useIncomeStatement } from '../api/accounting';
import { INCOME_MSG } from '../messages';
import { accountLabel } from '../utils/chart';
import { useMonthRange } from './report-controls';
import { NUM, money } from '../../../components/ui/figures';
import { ReportLayout } from './report-layout';

export function IncomeStatementPage() {
  const { range, setRange, current } = useMonthRange();
  const query = useIncomeStatement(range);
  const data = query.data;
  return (
    <ReportLayout
      testId="income-statement-page"
      title={INCOME_MSG.title}
      description={INCOME_MSG.description}
      header={data?.header}
      range={range}
      current={current}
      onRange={setRange}
      download={{ kind: 'incomeStatement', range }}
      query={query}
      hasData={!!data}
      empty={!!data && data.revenue.length === 0 && data.expenses.length === 0}
      loadError={INCOME_MSG.loadError}
    >
      {data ? <Statement data={data} /> : null}
    </ReportLayout>
  );
}

type Line = IncomeStatementResponse['revenue'][number];

function Section({
  title,
  lines,
  totalLabel,
  total,
  testId,
}: {
  title: string;
  lines: Line[];
  totalLabel: string;
  total: number;
  testId: string;
}) {
  return (
    <Table.Tbody data-testid={testId}>
      <Table.Tr>
        <Table.Th colSpan={2} scope="colgroup" fz="xs" tt="uppercase" c="dimmed" pt="md">
          {title}
        </Table.Th>
      </Table.Tr>
      {lines.length === 0 ? (
        <Table.Tr>
          <Table.Td colSpan={2} c="dimmed">
            {INCOME_MSG.none}
          </Table.Td>
        </Table.Tr>
      ) : (
        lines.map((l) => (
          <Table.Tr key={l.account_id} data-testid="statement-line">
            <Table.Td pl="lg">{accountLabel(l)}</Table.Td>
            <Table.Td style={NUM}>{money(l.amount)}</Table.Td>
          </Table.Tr>
        ))
      )}
      <Table.Tr bg="gray.0">
        <Table.Th scope="row">{totalLabel}</Table.Th>
        <Table.Td style={NUM} fw={700} data-testid={`${testId}-total`}>
          {money(total)}
        </Table.Td>
      </Table.Tr>
    </Table.Tbody>
  );
}

function Statement({ data }: { data: IncomeStatementResponse }) {
  const label = data.result > 0 ? INCOME_MSG.gain : data.result < 0 ? INCOME_MSG.loss : INCOME_MSG.zero;
  return (
    <Card withBorder padding={0} maw={760}>
      <Table verticalSpacing="xs" fz="sm" data-testid="income-statement">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{INCOME_MSG.account}</Table.Th>
            <Table.Th scope="col" style={NUM}>
              {INCOME_MSG.amount}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Section
          title={INCOME_MSG.revenue}
          lines={data.revenue}
          totalLabel={INCOME_MSG.totalRevenue}
          total={data.total_revenue}
          testId="statement-revenue"
        />
        <Section
          title={INCOME_MSG.expenses}
          lines={data.expenses}
          totalLabel={INCOME_MSG.totalExpenses}
          total={data.total_expenses}
          testId="statement-expenses"
        />
        <Table.Tfoot>
          <Table.Tr data-testid="statement-result">
            <Table.Th scope="row" fz="md">
              {label}
            </Table.Th>
            <Table.Td style={NUM} fz="md" fw={700}>
              <Text span inherit c={data.result < 0 ? 'red.8' : 'teal.8'}>
                {money(Math.abs(data.result))}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Card>
  );
}
