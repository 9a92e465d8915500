// Purchases and sales summary (platform §3: last 12 months), averages, and the dashboard calls
// (monthly_summary, expired_payed_document, ranking_document, chart). Totals are signed sums.
import {
  type InvoiceChartResponse,
  type MonthlySummaryResponse,
  type OperationType,
  invoiceSummaryEndpoints as ep,
} from '@portal/contracts';
import { useBusinessQuery } from '../../../lib/business-query';

export type { CountTotal, RankingEntry } from '@portal/contracts';
export type ChartData = InvoiceChartResponse['data'];
export type MonthlySummary = MonthlySummaryResponse;

export function usePurchasesSalesSummary() {
  return useBusinessQuery(
    ep.summary,
    {},
    {
      select: (answer) => ({
        last_updated: answer.data.last_updated,
        // Periods travel as 'YYYYMM' text; the screens work with numbers.
        months: answer.data.total_last_months.map((m) => ({ ...m, period: Number(m.period) })),
      }),
    },
  );
}

export function useAverages() {
  return useBusinessQuery(ep.averages, {}, { select: (answer) => answer.data });
}

export function useMonthlySummary(period: number) {
  return useBusinessQuery(ep.monthlySummary, { query: { period } });
}

export function useExpiredPayed() {
  return useBusinessQuery(ep.expiredPayed, {}, { select: (answer) => answer.data });
}

export function useRanking(operationType: OperationType, limit = 5) {
  return useBusinessQuery(
    ep.ranking,
    { query: { operationType, limit } },
    { select: (answer) => answer.data },
  );
}

/** Platform §9: four series by month — this year's and last year's purchases and sales. */
export function useInvoicesChart() {
  return useBusinessQuery(ep.chart, {}, { select: (answer) => answer.data });
}
