import { CounterpartDetailPage } from '../features/clients/components/counterpart-detail-page';

export function Component() {
  return <CounterpartDetailPage kind="provider" />;
}
