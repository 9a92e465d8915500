import { ConciliatePage } from '../features/bank/components/conciliate-page';
import { PlanPaywall } from '../features/businesses/components/plan-paywall';

export function Component() {
  return (
    <PlanPaywall>
      <ConciliatePage />
    </PlanPaywall>
  );
}
