// Paid state one by one and in bulk, classification to invoicing accounts, acknowledgment of receipt.
import { type BulkUpdateBody, invoiceEndpoints as ep } from '@portal/contracts';
import type { ClaimReason } from '@portal/domain';
import { useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';
import type { ListFilters, OperationType } from '../utils/list-params';
import { INVOICE_FIGURES } from '../../../lib/invoice-areas';

export function useUpdatePayed() {
  return useBusinessMutation(
    ep.updatePayed,
    (vars: { id: number; payed: boolean }) => ({ body: { id_doc: vars.id, payed: vars.payed } }),
    { invalidates: INVOICE_FIGURES },
  );
}

/** Which documents a bulk action touches: the selected ids, or every record matching the filters. */
export type BulkTarget = { kind: 'ids'; ids: number[] } | { kind: 'all'; filters: ListFilters };

/** invoicing_account_id null removes the classification. */
export type BulkChange = { payed: boolean } | { invoicing_account_id: number | null };

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
  return useBusinessMutation(
    ep.bulkUpdate,
    (vars: { target: BulkTarget; change: BulkChange }) => ({
      body: bulkBody(operationType, vars.target, vars.change),
    }),
    { invalidates: INVOICE_FIGURES },
  );
}

export type AckCode = 'ACD' | 'RCD';

/** SII acuse de recibo (Ley 19.983): ACD accepts (and marks paid), RCD rejects for a claim reason. */
export function useAcknowledgment() {
  return useBusinessMutation(
    ep.acknowledge,
    (vars: { id: number; event_code: AckCode; reason?: ClaimReason }) => ({
      params: { id: vars.id },
      body: vars.reason
        ? { event_code: vars.event_code, reason: vars.reason }
        : { event_code: vars.event_code },
    }),
    { invalidates: INVOICE_FIGURES },
  );
}

export function useInvoicingAccounts(enabled = true) {
  return useBusinessQuery(
    ep.invoicingAccounts,
    {},
    { select: (data) => data.accounts, staleTime: 5 * 60_000, enabled },
  );
}
