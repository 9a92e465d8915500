import { MovementsPage } from '../features/bank/components/movements-page';
import { PlanPaywall } from '../features/businesses/components/plan-paywall';

export function Component() {
  return (
    <PlanPaywall>
      <MovementsPage />
    </PlanPaywall>
  );
}
