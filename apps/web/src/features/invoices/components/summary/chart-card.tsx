// Loads the chart's data and its (lazy) recharts chunk.
import { Skeleton } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { LoadError } from '../../../../components/ui/states';
import { useInvoicesChart } from '../../api/invoice-summary';
import { SUMMARY_MSG } from '../../utils/messages';

const PurchasesSalesChart = lazy(() => import('./purchases-sales-chart'));

export function ChartCard({ height = 320 }: { height?: number }) {
  const chart = useInvoicesChart();
  if (chart.isPending) return <Skeleton height={height} radius="md" />;
  if (chart.isError) {
    return (
      <LoadError
        message={SUMMARY_MSG.chartError}
        onRetry={() => chart.refetch()}
        retrying={chart.isFetching}
      />
    );
  }
  return (
    <Suspense fallback={<Skeleton height={height} radius="md" />}>
      <PurchasesSalesChart data={chart.data} height={height} />
    </Suspense>
  );
}
