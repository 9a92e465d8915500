// Invoice detail, its payment-date history and the due-date change (spec §7).
import { invoiceEndpoints as ep } from '@portal/contracts';
import { useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';
import { INVOICE_FIGURES } from '../../../lib/invoice-areas';

export function useInvoice(id: number | null) {
  return useBusinessQuery(
    ep.detail,
    { params: { id: id ?? 0 } },
    { select: (data) => data.invoice, enabled: id !== null },
  );
}

export function useExpirationChanges(id: number | null) {
  return useBusinessQuery(
    ep.expirationChanges,
    { params: { id: id ?? 0 } },
    { select: (data) => data.expiration_date_changes, enabled: id !== null },
  );
}

/** Spec §4: a new date, a number of days (from the issue date), or back to an earlier change. */
export type ExpireChange =
  | { expire_date: string }
  | { expire_days: number }
  | { return_to_expire_date_id: number };

export function useUpdateExpireDate(id: number) {
  return useBusinessMutation(
    ep.expireDate,
    (change: ExpireChange) => ({ params: { id }, body: { id, ...change } }),
    { invalidates: INVOICE_FIGURES },
  );
}
