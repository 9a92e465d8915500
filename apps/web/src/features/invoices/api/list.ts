// GET the sales or purchases list (spec §7) and its CSV export (format=csv, saved as
// ventas-/compras-<period or range>.csv).
import { invoiceEndpoints as ep, invoiceCsvFileName } from '@portal/contracts';
import { addPeriods, periodOf, todayInChile } from '@portal/domain';
import { callFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
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

/** The file the CSV is saved as: what it holds and its periods, as the server names it. */
export function csvFileName(operationType: OperationType, state: ListState, today = todayInChile()): string {
  if (state.period !== null) return invoiceCsvFileName(operationType, state.period, state.period);
  const current = periodOf(today)!;
  if (state.year != null)
    return invoiceCsvFileName(operationType, state.year * 100 + 1, Math.min(state.year * 100 + 12, current));
  return invoiceCsvFileName(operationType, addPeriods(current, -(state.lastPeriods - 1)), current);
}

export async function downloadInvoicesCsv(operationType: OperationType, state: ListState): Promise<void> {
  const blob = await callFile(
    ep.list,
    { query: csvQuery(state, operationType) },
    { headers: { accept: 'text/csv' } },
  );
  saveBlob(blob, csvFileName(operationType, state));
}
