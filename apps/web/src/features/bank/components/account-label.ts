import type { BmAccount } from '@portal/contracts';
import { BANK_ACCOUNT_TYPES } from '@portal/domain';

/** 'BCI · 12345678' or 'Cuenta sueldos (BCI · 12345678)'. */
export function accountLabel(a: Pick<BmAccount, 'bank_name' | 'number'> & { name?: string | null }): string {
  const base = `${a.bank_name} · ${a.number}`;
  return a.name ? `${a.name} (${base})` : base;
}

export function accountTypeLabel(key: string | null): string {
  return BANK_ACCOUNT_TYPES.find((t) => t.key === key)?.label ?? 'Sin clasificar';
}
