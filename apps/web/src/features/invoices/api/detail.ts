// Invoice detail, its payment-date history and the due-date change (spec §7).
import type {
  ExpirationDateChangesResponse,
  InvoiceDetailResponse,
  UpdateExpireDateBody,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INVOICES, invoiceKeys } from './keys';

export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: invoiceKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api<InvoiceDetailResponse>(`${INVOICES}/${id}`, { signal }),
    select: (data) => data.invoice,
    enabled: id !== null,
  });
}

export function useExpirationChanges(id: number | null) {
  return useQuery({
    queryKey: invoiceKeys.expirationChanges(id ?? 0),
    queryFn: ({ signal }) =>
      api<ExpirationDateChangesResponse>(`${INVOICES}/${id}/expiration_date_changes`, { signal }),
    select: (data) => data.expiration_date_changes,
    enabled: id !== null,
  });
}

/** Spec §4: a new date, a number of days (from the issue date), or back to an earlier change. */
export type ExpireChange =
  | { expire_date: string }
  | { expire_days: number }
  | { return_to_expire_date_id: number };

export function useUpdateExpireDate(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: ExpireChange) =>
      api<InvoiceDetailResponse>(`${INVOICES}/${id}/expire_date`, {
        method: 'PUT',
        body: { id, ...change } satisfies UpdateExpireDateBody,
      }),
    onSuccess: (data) => {
      qc.setQueryData(invoiceKeys.detail(id), data);
      return qc.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
}
