// Password recovery (spec §5): ask for the link, read the link's user, set the new password.
import { authEndpoints as ep } from '@portal/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type { ResetUser } from '@portal/contracts';

export function useSendResetInstructions() {
  return useMutation({
    mutationFn: (email: string) =>
      call(ep.sendResetInstructions, { body: { email: email.trim() } }, { businessId: null }),
  });
}

export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['reset-token', token],
    queryFn: async () =>
      (await call(ep.showResetToken, { body: { reset_password_token: token } }, { businessId: null })).user,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string; passwordConfirmation: string }) =>
      call(
        ep.resetPassword,
        {
          body: {
            reset_password_token: input.token,
            password: input.password,
            password_confirmation: input.passwordConfirmation,
          },
        },
        { businessId: null },
      ),
  });
}
