import { F29ProposalSection } from '../features/f29-proposal/components/proposal-section';
import { MyF29Page } from '../features/vat-report/components/my-f29-page';

// Mis F29: the proposal of the month being declared (its PDF), then the F29s uploaded here.
export function Component() {
  return <MyF29Page sections={<F29ProposalSection />} />;
}
