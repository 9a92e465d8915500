import { PlanPaywall } from '../features/businesses/components/plan-paywall';
import { F29ProposalPanel } from '../features/f29-proposal/components/f29-proposal-panel';
import { DebtorGate } from '../features/vat-report/components/debtor-gate';
import { ReportWizard } from '../features/vat-report/components/report-wizard';

// Reporte de ventas: the paywall for prospects with a valid contract plan (platform §2.4), then the
// debtor modal and block (§2.5), then the wizard, whose summary step shows the F29 proposal of the
// chosen month computed from the books.
export function Component() {
  return (
    <PlanPaywall area="salesReport">
      <DebtorGate>
        <ReportWizard proposal={({ year, month }) => <F29ProposalPanel year={year} month={month} />} />
      </DebtorGate>
    </PlanPaywall>
  );
}
