import { RegistryPage } from '../features/clients/components/registry-page';

export function Component() {
  return <RegistryPage kind="client" />;
}
