import { RecoveryForm } from '../features/auth/components/recovery-form';

export function Component() {
  return <RecoveryForm />;
}
