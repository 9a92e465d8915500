// /contabilidad/evolucion-de-resultados: revenue, expenses and result of each month of the range, as a
// chart (recharts, its own chunk) and as a table with the range's totals.
import { Card, Skeleton, Stack, Table } from '@mantine/core';
import type { ResultEvolutionResponse } from '@portal/contracts';
import { periodLabel } from '@portal/domain';
import { Suspense, lazy } from 'react';
import { useResultEvolution } from '../api/accounting';
import { EVOLUTION_MSG } from '../messages';
import { rangeLabel } from '../utils/periods';
import { useMonthRange } from './report-controls';
import { NUM, money } from '../../../components/ui/figures';
import { ReportLayout } from './report-layout';
import { useCompact } from '../../../components/ui/use-compact';

const EvolutionChart = lazy(() => import('./evolution-chart'));

export function EvolutionPage() {
  const { range, setRange, current } = useMonthRange();
  const query = useResultEvolution(range);
  const data = query.data;
  const compact = useCompact();
  const height = compact ? 240 : 320;
  const empty = !!data && data.months.every((m) => m.revenue === 0 && m.expenses === 0);
  return (
    <ReportLayout
      testId="evolution-page"
      title={EVOLUTION_MSG.title}
      description={EVOLUTION_MSG.description}
      header={data?.header}
      range={range}
      current={current}
      onRange={setRange}
      download={{ kind: 'resultEvolution', range }}
      query={query}
      hasData={!!data}
      empty={empty}
      loadError={EVOLUTION_MSG.loadError}
    >
      {data ? (
        <Stack gap="md">
          <Card withBorder padding={compact ? 'xs' : 'md'}>
            <Suspense fallback={<Skeleton height={height} radius="md" />}>
              <EvolutionChart
                months={data.months}
                height={height}
                label={EVOLUTION_MSG.chartLabel(rangeLabel(range))}
              />
            </Suspense>
          </Card>
          <EvolutionTable months={data.months} />
        </Stack>
      ) : null}
    </ReportLayout>
  );
}

function EvolutionTable({ months }: { months: ResultEvolutionResponse['months'] }) {
  const sum = (k: 'revenue' | 'expenses' | 'result') => months.reduce((s, m) => s + m[k], 0);
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={520} type="native">
        <Table verticalSpacing="xs" fz="sm" striped data-testid="evolution-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{EVOLUTION_MSG.month}</Table.Th>
              <Table.Th scope="col" style={NUM}>
                {EVOLUTION_MSG.revenue}
              </Table.Th>
              <Table.Th scope="col" style={NUM}>
                {EVOLUTION_MSG.expenses}
              </Table.Th>
              <Table.Th scope="col" style={NUM}>
                {EVOLUTION_MSG.result}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((m) => (
              <Table.Tr key={m.period} data-testid="evolution-row">
                <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                  {periodLabel(m.period)}
                </Table.Th>
                <Table.Td style={NUM}>{money(m.revenue)}</Table.Td>
                <Table.Td style={NUM}>{money(m.expenses)}</Table.Td>
                <Table.Td style={NUM} c={m.result < 0 ? 'red.8' : undefined}>
                  {money(m.result)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr bg="gray.0" data-testid="evolution-total">
              <Table.Th scope="row">{EVOLUTION_MSG.total}</Table.Th>
              <Table.Td style={NUM} fw={700}>
                {money(sum('revenue'))}
              </Table.Td>
              <Table.Td style={NUM} fw={700}>
                {money(sum('expenses'))}
              </Table.Td>
              <Table.Td style={NUM} fw={700} c={sum('result') < 0 ? 'red.8' : undefined}>
                {money(sum('result'))}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
