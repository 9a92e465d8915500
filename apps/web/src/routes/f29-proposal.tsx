import { F29ProposalPage } from '../features/f29-proposal/components/proposal-page';

export function Component() {
  return <F29ProposalPage />;
}
