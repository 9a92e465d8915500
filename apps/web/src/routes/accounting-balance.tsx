import { BalancePage } from '../features/accounting/components/balance-page';

export function Component() {
  return <BalancePage />;
}
