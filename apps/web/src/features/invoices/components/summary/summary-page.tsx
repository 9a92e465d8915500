// /compras-y-ventas/resumen: the last 12 months of purchases and sales (table and chart), monthly
// averages and the figures of a chosen period.
import {
  Card,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatCLP, monthsBackTo, periodLabel, periodOf } from '@portal/domain';
import type { InvoicePeriodsResponse } from '@portal/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { LoadError } from '../../../../components/ui/states';
import { PageHeader } from '../../../../components/ui/page-header';
import { useToday } from '../../../../lib/config';
import { useAverages, usePurchasesSalesSummary } from '../../api/invoice-summary';
import { useInvoicePeriods } from '../../api/list';
import { chileDate } from '../../utils/display';
import { ChartCard } from './chart-card';
import { MonthlySummary } from './monthly-summary';
import { LIST_MSG, SUMMARY_MSG } from '../../utils/messages';

const money = { fontVariantNumeric: 'tabular-nums' as const, whiteSpace: 'nowrap' as const };

/** The oldest period with a sale or a purchase, if any. */
function oldestWithData(spans: InvoicePeriodsResponse | undefined): number | null {
  const oldest = [spans?.periods.VENTA?.oldest, spans?.periods.COMPRA?.oldest].filter(
    (p): p is number => typeof p === 'number',
  );
  return oldest.length ? Math.min(...oldest) : null;
}

export function SummaryPage() {
  const today = useToday();
  const current = periodOf(today) ?? 202401;
  const [period, setPeriod] = useState(current);
  const summary = usePurchasesSalesSummary();
  const averages = useAverages();
  const spans = useInvoicePeriods();
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  /** Phones: 'Nov 2026' so the four columns fit without scrolling. */
  const monthText = (p: number) =>
    compact ? `${periodLabel(p).slice(0, 3)} ${Math.floor(p / 100)}` : periodLabel(p);

  const months = [...(summary.data?.months ?? [])].sort((a, b) => b.period - a.period);
  const totals = months.reduce(
    (acc, m) => ({ sales: acc.sales + m.total_sales, purchases: acc.purchases + m.total_purchases }),
    { sales: 0, purchases: 0 },
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={SUMMARY_MSG.title}
        description={
          summary.data?.last_updated
            ? LIST_MSG.updatedAt(chileDate(summary.data.last_updated))
            : SUMMARY_MSG.description
        }
      />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AverageCard
          label={SUMMARY_MSG.averageSales}
          value={averages.data?.average_sales}
          months={averages.data?.months}
          loading={averages.isPending}
          error={averages.isError}
        />
        <AverageCard
          label={SUMMARY_MSG.averagePurchases}
          value={averages.data?.average_purchases}
          months={averages.data?.months}
          loading={averages.isPending}
          error={averages.isError}
        />
      </SimpleGrid>

      <Card>
        <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
          <Title order={2} fz="lg">
            {SUMMARY_MSG.month}
          </Title>
          <NativeSelect
            aria-label={SUMMARY_MSG.period}
            data-testid="period-picker"
            size="sm"
            value={String(period)}
            onChange={(e) => setPeriod(Number(e.currentTarget.value))}
            data={monthsBackTo(current, oldestWithData(spans.data), 12).map((p) => ({
              value: String(p),
              label: periodLabel(p),
            }))}
          />
        </Group>
        <MonthlySummary period={period} />
      </Card>

      <Card>
        <Title order={2} fz="lg" mb="md">
          {SUMMARY_MSG.byMonth}
        </Title>
        <ChartCard />
      </Card>

      <Card p={{ base: 'xs', md: 'lg' }}>
        <Title order={2} fz="lg" mb="md" px={{ base: 'xs', md: 0 }} pt={{ base: 'xs', md: 0 }}>
          {SUMMARY_MSG.last12}
        </Title>
        {summary.isPending ? (
          <Stack gap="xs">
            {['a', 'b', 'c', 'd', 'e', 'f'].map((k) => (
              <Skeleton key={k} height={28} />
            ))}
          </Stack>
        ) : summary.isError ? (
          <LoadError
            message={SUMMARY_MSG.loadError}
            onRetry={() => summary.refetch()}
            retrying={summary.isFetching}
          />
        ) : months.length === 0 ? (
          <Text c="dimmed" size="sm">
            {SUMMARY_MSG.empty}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={compact ? 0 : 420} type="native">
            <Table
              verticalSpacing="xs"
              horizontalSpacing={compact ? 6 : 'sm'}
              fz={compact ? 'xs' : 'sm'}
              striped
              highlightOnHover
              data-testid="summary-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{SUMMARY_MSG.columns.month}</Table.Th>
                  <Table.Th ta="right">{SUMMARY_MSG.columns.sales}</Table.Th>
                  <Table.Th ta="right">{SUMMARY_MSG.columns.purchases}</Table.Th>
                  {!compact && <Table.Th ta="right">{SUMMARY_MSG.columns.diff}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((m) => {
                  const diff = m.total_sales - m.total_purchases;
                  return (
                    <Table.Tr key={m.period}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {monthText(m.period)}
                        {compact && (
                          <Text span display="block" fz={11} c={diff < 0 ? 'red.8' : 'dimmed'}>
                            {SUMMARY_MSG.diff(formatCLP(diff))}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right" style={money}>
                        {formatCLP(m.total_sales)}
                      </Table.Td>
                      <Table.Td ta="right" style={money}>
                        {formatCLP(m.total_purchases)}
                      </Table.Td>
                      {!compact && (
                        <Table.Td ta="right" style={money} c={diff < 0 ? 'red.8' : undefined} fw={600}>
                          {formatCLP(diff)}
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>
                    {SUMMARY_MSG.columns.total}
                    {compact && (
                      <Text span display="block" fz={11} fw={600}>
                        {SUMMARY_MSG.diff(formatCLP(totals.sales - totals.purchases))}
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Th ta="right" style={money}>
                    {formatCLP(totals.sales)}
                  </Table.Th>
                  <Table.Th ta="right" style={money}>
                    {formatCLP(totals.purchases)}
                  </Table.Th>
                  {!compact && (
                    <Table.Th ta="right" style={money}>
                      {formatCLP(totals.sales - totals.purchases)}
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}

function AverageCard({
  label,
  value,
  months,
  loading,
  error,
}: {
  label: string;
  value: number | undefined;
  months: number | undefined;
  loading: boolean;
  error: boolean;
}) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {loading ? (
        <Skeleton height={28} width="60%" mt={6} />
      ) : error || value === undefined ? (
        <Text c="dimmed" mt={4}>
          {SUMMARY_MSG.unavailable}
        </Text>
      ) : (
        <>
          <Text fz={26} fw={700} style={money}>
            {formatCLP(value)}
          </Text>
          {months ? (
            <Text size="xs" c="dimmed">
              {SUMMARY_MSG.basedOn(months)}
            </Text>
          ) : null}
        </>
      )}
    </Paper>
  );
}
