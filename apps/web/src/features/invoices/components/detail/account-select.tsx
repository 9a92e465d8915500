// Classifies one purchase to an invoicing account from its detail: the same bulk update the list's
// bar sends, with this document's id (spec §5: classification by ids of the selected documents).
import { Select } from '@mantine/core';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import type { InvoiceDetail } from '../../api/types';
import { useBulkUpdate, useInvoicingAccounts } from '../../api/updates';
import { BULK_MSG, DETAIL_MSG, UPDATE_ERROR } from '../../utils/messages';

export function AccountSelect({ invoice }: { invoice: InvoiceDetail }) {
  const accounts = useInvoicingAccounts();
  const bulk = useBulkUpdate('COMPRA');
  const current = invoice.invoicing_account;
  const data = (accounts.data ?? []).map((a) => ({
    value: String(a.id),
    label: `${a.account_number} · ${a.name}`,
  }));
  // Until the accounts arrive, the current one is still shown by name.
  if (current && !data.some((d) => d.value === String(current.id))) {
    data.unshift({ value: String(current.id), label: `${current.account_number} · ${current.name}` });
  }
  return (
    <Select
      label={BULK_MSG.account}
      placeholder={accounts.isPending ? BULK_MSG.accountsLoading : DETAIL_MSG.unclassified}
      data-testid="detail-account"
      data={data}
      value={current ? String(current.id) : null}
      onChange={(value) =>
        bulk.mutate(
          {
            target: { kind: 'ids', ids: [invoice.id] },
            change: { invoicing_account_id: value === null ? null : Number(value) },
          },
          {
            onSuccess: () =>
              notifySuccess(value === null ? DETAIL_MSG.unclassifiedDone : DETAIL_MSG.classifiedDone),
            onError: () => notifyError(UPDATE_ERROR),
          },
        )
      }
      searchable
      clearable
      nothingFoundMessage={BULK_MSG.accountNone}
      disabled={bulk.isPending}
      error={accounts.isError ? BULK_MSG.accountsError : undefined}
      size="sm"
      maw={360}
    />
  );
}
