// Expected inflows (unpaid sales) and outflows (unpaid purchases) by due date, per week or month,
// with the overdue amounts as their own bucket; and the documents behind one figure.
import type { CashFlowResponse, InvoiceListItem, InvoiceListResponse } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type GroupBy = 'week' | 'month';
export type FlowOperation = 'VENTA' | 'COMPRA';
export type { CashFlowBucket, CashFlowResponse } from '@portal/contracts';
export type CashFlowDocument = InvoiceListItem;
export type CashFlowDocumentsResponse = InvoiceListResponse;

export const cashFlowKeys = {
  all: ['cash-flow'] as const,
  buckets: (groupBy: GroupBy) => [...cashFlowKeys.all, 'buckets', groupBy] as const,
  documents: (query: string) => [...cashFlowKeys.all, 'documents', query] as const,
};

export function useCashFlow(groupBy: GroupBy) {
  return useQuery({
    queryKey: cashFlowKeys.buckets(groupBy),
    queryFn: ({ signal }) => api<CashFlowResponse>(`/v1/client/cash_flow?group_by=${groupBy}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type DocumentsQuery = {
  bucket_start: string | null;
  bucket_end: string | null;
  operationType: FlowOperation;
  page: number;
};

export function documentsSearch(q: DocumentsQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (q.bucket_start) out.set('bucket_start', q.bucket_start);
  if (q.bucket_end) out.set('bucket_end', q.bucket_end);
  out.set('operationType', q.operationType);
  if (q.page > 1) out.set('page', String(q.page));
  return out;
}

export function useCashFlowDocuments(q: DocumentsQuery) {
  const query = documentsSearch(q).toString();
  return useQuery({
    queryKey: cashFlowKeys.documents(query),
    queryFn: ({ signal }) =>
      api<CashFlowDocumentsResponse>(`/v1/client/cash_flow/documents?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
