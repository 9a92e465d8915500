// The chart of accounts as the screen shows it: grouped by type in the order of a balance (Activo,
// Pasivo, Patrimonio, Ingresos, Costos y gastos), each group by code.
import { ACCOUNT_TYPE_LABELS, type Account, type AccountType } from '@portal/contracts';

export const TYPE_ORDER: readonly AccountType[] = ['ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE'];

export type AccountGroup<A> = { type: AccountType; label: string; accounts: A[] };

type Grouped = Pick<Account, 'account_type' | 'account_number'>;

/** The groups with accounts, in balance order, each sorted by code (as numbers: 11 before 110). */
export function groupByType<A extends Grouped>(accounts: readonly A[]): AccountGroup<A>[] {
  return TYPE_ORDER.map((type) => ({
    type,
    label: ACCOUNT_TYPE_LABELS[type],
    accounts: accounts
      .filter((a) => a.account_type === type)
      .sort((x, y) => x.account_number.localeCompare(y.account_number, 'es', { numeric: false })),
  })).filter((g) => g.accounts.length > 0);
}

/** '1110 · Clientes'. */
export function accountLabel(a: Pick<Account, 'account_number' | 'name'>): string {
  return `${a.account_number} · ${a.name}`;
}

/** The account a screen names by its label: its name (any case, spaces trimmed) or its '1110 · Clientes'. */
export function findByLabel<A extends Pick<Account, 'account_number' | 'name'>>(
  accounts: readonly A[],
  label: string,
): A | null {
  const norm = (s: string) => s.trim().toLocaleLowerCase('es-CL').replace(/\s+/g, ' ');
  const wanted = norm(label);
  return accounts.find((a) => norm(a.name) === wanted || norm(accountLabel(a)) === wanted) ?? null;
}

/** Where one account's page is: by code (…/codigo/1110) — the chart links there. */
export function accountPath(product: string, code: string): string {
  return `/contabilidad/cuentas-${product}/codigo/${encodeURIComponent(code)}`;
}

/** The ledger of an account (the report reads ?cuenta=<id>). */
export function ledgerPath(accountId: number): string {
  return `/contabilidad/libro-mayor?cuenta=${accountId}`;
}
