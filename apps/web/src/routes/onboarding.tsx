import { useSearchParams } from 'react-router';
import { OnboardingFlow } from '../features/onboarding/components/onboarding-flow';
import { TokenConfirmation } from '../features/onboarding/components/token-confirmation';

export function Component() {
  return <OnboardingFlow />;
}

/** /on-boarding/token-confirmation?token=…, in the same chunk as the steps. */
export function TokenPage() {
  const [params] = useSearchParams();
  return <TokenConfirmation token={params.get('token')} />;
}
