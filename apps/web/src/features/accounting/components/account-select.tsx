// A searchable select of the chart's accounts ('1110 · Clientes', by code), for screens that post
// to an account (other records, their lines). `only` narrows the offer (e.g. active ASSET accounts).
import { Select, type SelectProps } from '@mantine/core';
import type { Account } from '@portal/contracts';
import { useChart } from '../api/accounting';
import { LEDGER_MSG } from '../messages';
import { accountLabel } from '../utils/chart';

export function accountOptions(accounts: readonly Account[], only?: (a: Account) => boolean) {
  return accounts
    .filter((a) => (only ? only(a) : a.active))
    .sort((a, b) => a.account_number.localeCompare(b.account_number))
    .map((a) => ({ value: String(a.id), label: accountLabel(a) }));
}

export function AccountSelect({
  value,
  onChange,
  only,
  error,
  ...rest
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  only?: (a: Account) => boolean;
} & Omit<SelectProps, 'value' | 'onChange' | 'data'>) {
  const chart = useChart();
  return (
    <Select
      placeholder={LEDGER_MSG.accountPlaceholder}
      nothingFoundMessage={LEDGER_MSG.nothingFound}
      searchable
      {...rest}
      data={accountOptions(chart.data?.accounts ?? [], only)}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      disabled={chart.isPending || rest.disabled}
      error={chart.isError ? LEDGER_MSG.accountsError : error}
    />
  );
}
