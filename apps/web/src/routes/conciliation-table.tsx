import { ConciliationTablePage } from '../features/bank/components/conciliation-table-page';
import { PlanPaywall } from '../features/businesses/components/plan-paywall';

export function Component() {
  return (
    <PlanPaywall>
      <ConciliationTablePage />
    </PlanPaywall>
  );
}
