// GET the sales or purchases list (spec §7) and its CSV export (format=csv, saved as report.csv).
import { INVOICE_CSV_FILENAME, invoiceEndpoints as ep } from '@portal/contracts';
import { callFile } from '../../../lib/api-client';
import { keepBusinessData, useBusinessQuery } from '../../../lib/business-query';
import { type ListState, type OperationType, csvQuery, listQuery } from '../utils/list-params';

export function useInvoiceList(operationType: OperationType, state: ListState) {
  return useBusinessQuery(
    ep.list,
    { query: listQuery(state, operationType) },
    // Paging and sorting keep the current rows on screen until the next page arrives.
    { placeholderData: keepBusinessData },
  );
}

/** The oldest and newest period with documents per direction: how far back the period picker reaches. */
export function useInvoicePeriods() {
  return useBusinessQuery(ep.periods, {}, { staleTime: 5 * 60_000 });
}

/** Spec §9: the CSV is saved as report.csv. */
export const CSV_FILE_NAME = INVOICE_CSV_FILENAME;

export async function downloadInvoicesCsv(operationType: OperationType, state: ListState): Promise<void> {
  const blob = await callFile(
    ep.list,
    { query: csvQuery(state, operationType) },
    { headers: { accept: 'text/csv' } },
  );
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
