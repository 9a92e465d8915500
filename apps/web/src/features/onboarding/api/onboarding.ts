// Sign-up and onboarding calls (features/onboarding in the API; platform spec §2.2, §4, §7).
import { type NewBusiness, onboardingEndpoints as ep } from '@portal/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR } from '../../../lib/api';
import { call, callRaw } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { authFromHeaders, setAuth, setBusinessId } from '../../../lib/session';
import { PROFILE_KEY } from '../../../lib/profile';

const PUBLIC = { businessId: null } as const;

export const publicTermsQuery = () =>
  queryOptions({
    queryKey: ['onboarding', 'terms'],
    queryFn: async () => (await call(ep.terms, {}, PUBLIC)).term_document,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export type SignUpInput = {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  ref?: string;
};

export function useSignUp() {
  return useMutation({
    mutationFn: (user: SignUpInput) =>
      call(ep.signUp, { body: { user: { ...user, terms_accepted: true } } }, PUBLIC),
  });
}

export function useResendCode() {
  return useMutation({ mutationFn: (email: string) => call(ep.resend, { body: { email } }, PUBLIC) });
}

/** Confirmed: the answer opens the session, as sign-in does (nothing of an earlier one stays). */
function startSession(headers: Headers) {
  const auth = authFromHeaders(headers);
  if (!auth) throw new ApiError(GENERIC_ERROR, 500);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'flags' });
  setBusinessId(null);
  setAuth(auth);
}

export function useConfirmCode() {
  return useMutation({
    mutationFn: async (input: { email: string; code: string }) =>
      startSession((await callRaw(ep.confirmCode, { body: input }, PUBLIC)).headers),
  });
}

export async function confirmToken(token: string): Promise<void> {
  startSession((await callRaw(ep.confirmToken, { body: { token } }, PUBLIC)).headers);
}

/**
 * POST users/businesses: the new business becomes the selected one, and the selector (the
 * profile's businesses) and the business group are read again at once.
 */
export function useCreateBusiness({ select = true }: { select?: boolean } = {}) {
  return useMutation({
    mutationFn: ({ user, ...business }: NewBusiness & { user?: { rut: string } }) =>
      call(ep.createBusiness, { body: { business, ...(user ? { user } : {}) } }, PUBLIC),
    onSuccess: async ({ business }) => {
      if (select) setBusinessId(business.id);
      await Promise.all([
        // Read again even with no screen watching it (the onboarding step does not): a profile still
        // without the business would send the dashboard back to the business step.
        queryClient.invalidateQueries({ queryKey: PROFILE_KEY, refetchType: 'all' }),
        queryClient.invalidateQueries({
          predicate: (q) => JSON.stringify(q.queryKey).includes('business_group'),
        }),
      ]);
    },
  });
}

/** check_rut: whether the person's own RUT is another account's (null when it could not be asked). */
export async function checkPersonalRut(rut: string): Promise<string | null> {
  try {
    const answer = await call(ep.checkRut, { body: { rut } }, PUBLIC);
    return answer.available ? null : answer.message;
  } catch {
    // The step's submit asks again and names any refusal; a failed look-up blocks nothing here.
    return null;
  }
}

export function useSaveSiiCredential(businessId: number) {
  return useMutation({
    mutationFn: (password: string) =>
      call(ep.siiCredential, { body: { sii_credential: { password } } }, { businessId }),
  });
}
