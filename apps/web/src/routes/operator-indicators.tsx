import { IndicatorsPage } from '../features/indicators/components/indicators-page';

export function Component() {
  return <IndicatorsPage />;
}
