import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

type Message = { message: string };

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: { password: string; passwordConfirmation: string }) =>
      api<Message>('/v1/users/my_profile/update_password', {
        method: 'POST',
        body: { user: { password: input.password, password_confirmation: input.passwordConfirmation } },
      }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      api<Message>('/v1/users/my_profile/delete_account', { method: 'POST', body: { password } }),
  });
}
