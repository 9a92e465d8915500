import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

type Message = { message: string };
export type ResetUser = { email: string; name: string };

export function useSendResetInstructions() {
  return useMutation({
    mutationFn: (email: string) =>
      api<Message>('/v1/users/passwords/send_reset_password_instructions', {
        method: 'POST',
        body: { email: email.trim() },
        businessId: null,
      }),
  });
}

export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['reset-token', token],
    queryFn: async () =>
      (
        await api<{ user: ResetUser }>('/v1/users/passwords/show_by_reset_password_token', {
          method: 'POST',
          body: { reset_password_token: token },
          businessId: null,
        })
      ).user,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string; passwordConfirmation: string }) =>
      api<Message>('/v1/users/passwords/update_password_by_reset_password_token', {
        method: 'POST',
        body: {
          reset_password_token: input.token,
          password: input.password,
          password_confirmation: input.passwordConfirmation,
        },
        businessId: null,
      }),
  });
}
