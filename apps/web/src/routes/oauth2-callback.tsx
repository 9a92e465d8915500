import { CallbackScreen } from '../features/oidc/components/callback-screen';

export function Component() {
  return <CallbackScreen />;
}
