// Expected inflows (unpaid sales) and outflows (unpaid purchases) by due date, per week or month,
// with the overdue amounts as their own bucket; and the documents behind one figure.
import { type InvoiceListItem, type InvoiceListResponse, cashFlowEndpoints as ep } from '@portal/contracts';
import { keepBusinessData, useBusinessQuery } from '../../../lib/business-query';

export type GroupBy = 'week' | 'month';
export type FlowOperation = 'VENTA' | 'COMPRA';
export type { CashFlowBucket, CashFlowResponse } from '@portal/contracts';
export type CashFlowDocument = InvoiceListItem;
export type CashFlowDocumentsResponse = InvoiceListResponse;

export function useCashFlow(groupBy: GroupBy) {
  return useBusinessQuery(
    ep.buckets,
    { query: { group_by: groupBy } },
    { placeholderData: keepBusinessData },
  );
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
  return useBusinessQuery(ep.documents, { query: documentsSearch(q) }, { placeholderData: keepBusinessData });
}
