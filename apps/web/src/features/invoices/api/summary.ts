// Purchases and sales summary (platform §3: last 12 months), averages, and the dashboard calls
// (monthly_summary, expired_payed_document, ranking_document, chart). Totals are signed sums.
import type {
  ExpiredPayedResponse,
  InvoiceAveragesResponse,
  InvoiceChartResponse,
  MonthlySummaryResponse,
  PurchasesAndSalesSummaryResponse,
  RankingResponse,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SII_INVOICE, invoiceKeys } from './keys';
import type { OperationType } from './types';

export type { CountTotal, RankingEntry } from '@portal/contracts';
export type ChartData = InvoiceChartResponse['data'];
export type MonthlySummary = MonthlySummaryResponse;

export function usePurchasesSalesSummary() {
  return useQuery({
    queryKey: invoiceKeys.summary(),
    queryFn: ({ signal }) =>
      api<PurchasesAndSalesSummaryResponse>(`${SII_INVOICE}/purchases_and_sales_summary`, { signal }),
    select: (answer) => ({
      last_updated: answer.data.last_updated,
      // Periods travel as 'YYYYMM' text; the screens work with numbers.
      months: answer.data.total_last_months.map((m) => ({ ...m, period: Number(m.period) })),
    }),
  });
}

export function useAverages() {
  return useQuery({
    queryKey: invoiceKeys.averages(),
    queryFn: ({ signal }) => api<InvoiceAveragesResponse>(`${SII_INVOICE}/averages`, { signal }),
    select: (answer) => answer.data,
  });
}

export function useMonthlySummary(period: number) {
  return useQuery({
    queryKey: invoiceKeys.dashboard('monthly_summary', String(period)),
    queryFn: ({ signal }) =>
      api<MonthlySummaryResponse>(`${SII_INVOICE}/dashboard/monthly_summary?period=${period}`, { signal }),
  });
}

export function useExpiredPayed() {
  return useQuery({
    queryKey: invoiceKeys.dashboard('expired_payed_document'),
    queryFn: ({ signal }) =>
      api<ExpiredPayedResponse>(`${SII_INVOICE}/dashboard/expired_payed_document`, { signal }),
    select: (answer) => answer.data,
  });
}

export function useRanking(operationType: OperationType, limit = 5) {
  return useQuery({
    queryKey: invoiceKeys.dashboard('ranking_document', `${operationType}:${limit}`),
    queryFn: ({ signal }) =>
      api<RankingResponse>(
        `${SII_INVOICE}/dashboard/ranking_document?operationType=${operationType}&limit=${limit}`,
        {
          signal,
        },
      ),
    select: (answer) => answer.data,
  });
}

/** Platform §9: four series by month — this year's and last year's purchases and sales. */
export function useInvoicesChart() {
  return useQuery({
    queryKey: invoiceKeys.dashboard('chart'),
    queryFn: ({ signal }) => api<InvoiceChartResponse>(`${SII_INVOICE}/dashboard/chart`, { signal }),
    select: (answer) => answer.data,
  });
}
