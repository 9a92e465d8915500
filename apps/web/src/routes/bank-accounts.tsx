import { AccountsPage } from '../features/bank/components/accounts-page';

export function Component() {
  return <AccountsPage />;
}
