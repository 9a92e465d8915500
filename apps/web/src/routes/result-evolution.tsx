import { EvolutionPage } from '../features/accounting/components/evolution-page';

export function Component() {
  return <EvolutionPage />;
}
