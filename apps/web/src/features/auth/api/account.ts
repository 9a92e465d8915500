// The signed-in user's account: change the password, delete the account.
import { authEndpoints as ep } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; password: string; passwordConfirmation: string }) =>
      call(ep.updatePassword, {
        body: {
          user: {
            current_password: input.currentPassword,
            password: input.password,
            password_confirmation: input.passwordConfirmation,
          },
        },
      }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => call(ep.deleteAccount, { body: { password } }),
  });
}
