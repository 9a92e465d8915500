// Paid state one by one and in bulk, classification to invoicing accounts, acknowledgment of receipt.
import type {
  AcknowledgmentResponse,
  BulkUpdateBody,
  BulkUpdateResponse,
  InvoicingAccountsResponse,
  UpdatePayedBody,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ListFilters, OperationType } from '../utils/list-params';
import { INVOICES, SII_INVOICE, invoiceKeys } from './keys';

function useInvalidateInvoices() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: invoiceKeys.all });
}

export function useUpdatePayed() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (vars: { id: number; payed: boolean }) =>
      api<unknown>(`${SII_INVOICE}/update_payed`, {
        method: 'POST',
        body: { id_doc: vars.id, payed: vars.payed } satisfies UpdatePayedBody,
      }),
    onSuccess: invalidate,
  });
}

/** Which documents a bulk action touches: the selected ids, or every record matching the filters. */
export type BulkTarget = { kind: 'ids'; ids: number[] } | { kind: 'all'; filters: ListFilters };

export type BulkChange = { payed: boolean } | { invoicing_account_id: number };

/**
 * Spec §5: by ids sends id_docs; "all available records" sends update_massive with the current
 * filters in update_by. Classification also sends the all-invoices flag.
 */
export function bulkBody(
  operationType: OperationType,
  target: BulkTarget,
  change: BulkChange,
): BulkUpdateBody {
  const base: BulkUpdateBody =
    target.kind === 'ids'
      ? { operationType, id_docs: target.ids }
      : { operationType, update_massive: true, update_by: target.filters };
  if ('payed' in change) return { ...base, payed: change.payed };
  return { ...base, invoicing_account_id: change.invoicing_account_id, all_invoices: target.kind === 'all' };
}

export function useBulkUpdate(operationType: OperationType) {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (vars: { target: BulkTarget; change: BulkChange }) =>
      api<BulkUpdateResponse>(`${SII_INVOICE}/bulk_update`, {
        method: 'POST',
        body: bulkBody(operationType, vars.target, vars.change),
      }),
    onSuccess: invalidate,
  });
}

export type AckCode = 'ACD' | 'RCD';

/** SII acuse de recibo (Ley 19.983): ACD accepts (and marks paid), RCD rejects. */
export function useAcknowledgment() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (vars: { id: number; event_code: AckCode }) =>
      api<AcknowledgmentResponse>(`${INVOICES}/${vars.id}/acknowledgment`, {
        method: 'POST',
        body: { event_code: vars.event_code },
      }),
    onSuccess: invalidate,
  });
}

export function useInvoicingAccounts(enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.accounts(),
    queryFn: ({ signal }) => api<InvoicingAccountsResponse>('/v1/client/accounts/invoicing/list', { signal }),
    select: (data) => data.accounts,
    staleTime: 5 * 60_000,
    enabled,
  });
}
