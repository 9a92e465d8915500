import { PlanPaywall } from '../features/businesses/components/plan-paywall';
import { EntriesArea } from '../features/entries/components/entries-area';

// Otros registros and its sub-routes: the paywall for prospects with a valid contract plan
// (platform §2.4), as on bank movements and the sales report.
export function Component() {
  return (
    <PlanPaywall area="records">
      <EntriesArea />
    </PlanPaywall>
  );
}
