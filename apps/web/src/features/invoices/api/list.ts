// GET the sales or purchases list (spec §7) and its CSV export (format=csv, saved as report.csv).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiBlob } from '../../../lib/api';
import { type ListState, type OperationType, csvQuery, listQuery } from '../utils/list-params';
import { INVOICES, invoiceKeys } from './keys';
import type { InvoiceListResponse } from './types';

export function fetchInvoiceList(query: string, signal?: AbortSignal): Promise<InvoiceListResponse> {
  return api<InvoiceListResponse>(`${INVOICES}?${query}`, { signal });
}

export function useInvoiceList(operationType: OperationType, state: ListState) {
  const query = listQuery(state, operationType).toString();
  return useQuery({
    queryKey: invoiceKeys.list(operationType, query),
    queryFn: ({ signal }) => fetchInvoiceList(query, signal),
    // Paging and sorting keep the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

/** Spec §9: the CSV is saved as report.csv. */
export const CSV_FILE_NAME = 'report.csv';

export async function downloadInvoicesCsv(operationType: OperationType, state: ListState): Promise<void> {
  const blob = await apiBlob(`${INVOICES}?${csvQuery(state, operationType).toString()}`, {
    headers: { accept: 'text/csv' },
  });
  saveBlob(blob, CSV_FILE_NAME);
}

/** Saves a Blob through a temporary link (the browser's download, with our file name). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the download a moment to start before releasing the object URL.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
