import { CashFlowPage } from '../features/cash-flow/components/cash-flow-page';

export function Component() {
  return <CashFlowPage />;
}
