// The /on-boarding steps (platform spec §2.2) and where each one leads.

export const ONBOARDING_STEPS = [
  'create-account',
  'business-and-personal-data',
  'account-confirmation',
  'account-verification-sent',
  'connect-sii',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The step of `?step=`; create-account when missing or unknown (the spec's default). */
export function stepOf(search: URLSearchParams): OnboardingStep {
  const step = search.get('step');
  return (ONBOARDING_STEPS as readonly string[]).includes(step ?? '')
    ? (step as OnboardingStep)
    : 'create-account';
}

/** Steps that come after confirmation: they need the session the confirmation opened. */
export const needsSession = (step: OnboardingStep) =>
  step === 'business-and-personal-data' || step === 'connect-sii';

/**
 * Spec §2.2: visiting onboarding while signed in goes to the dashboard, but for the steps that
 * follow the confirmation (which signs in). Decided by the lazy screen, not the entry's guard, so
 * the first screen carries none of it.
 */
export const leavesForDashboard = (step: OnboardingStep | 'token-confirmation', signedIn: boolean) =>
  signedIn && (step === 'token-confirmation' || !needsSession(step));

/** The progress bar's stage of each step (verification-sent is part of confirming). */
export const STAGES = ['Tu cuenta', 'Confirmación', 'Tu empresa', 'SII'] as const;
export function stageOf(step: OnboardingStep): number {
  switch (step) {
    case 'create-account':
      return 0;
    case 'account-confirmation':
    case 'account-verification-sent':
      return 1;
    case 'business-and-personal-data':
      return 2;
    case 'connect-sii':
      return 3;
  }
}

/** '/on-boarding?step=…' keeping the e-mail (confirmation) or the referral (create-account). */
export function stepPath(
  step: OnboardingStep,
  extra: Record<string, string | null | undefined> = {},
): string {
  const q = new URLSearchParams({ step });
  for (const [k, v] of Object.entries(extra)) if (v) q.set(k, v);
  return `/on-boarding?${q.toString()}`;
}

/** Six digits, whatever spaces or dashes were pasted with them. */
export function cleanCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}
