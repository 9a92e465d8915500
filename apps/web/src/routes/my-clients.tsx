import { CounterpartListPage } from '../features/clients/components/counterpart-list-page';

export function Component() {
  return <CounterpartListPage kind="client" />;
}
