import { AccountsArea } from '../features/accounting/components/accounts-area';

export function Component() {
  return <AccountsArea />;
}
