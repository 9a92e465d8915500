import { LedgerPage } from '../features/accounting/components/ledger-page';

export function Component() {
  return <LedgerPage />;
}
