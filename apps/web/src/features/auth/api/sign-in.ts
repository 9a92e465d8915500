import type { SignInResponse } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { currentBrand } from '../../../app/brand';
import { ApiError, GENERIC_ERROR, apiRaw } from '../../../lib/api';
import { authFromHeaders, setAuth } from '../../../lib/session';

export type SignInInput = { email: string; password: string };

/** POST sign_in; stores the auth headers of the answer (spec §4). */
export async function signIn(input: SignInInput): Promise<SignInResponse['data']> {
  const res = await apiRaw<SignInResponse>('/v1/users/sign_in', {
    method: 'POST',
    // client_id tells the server which brand variant signs in (spec §1).
    body: { email: input.email.trim(), password: input.password, client_id: currentBrand.clientId },
    businessId: null,
  });
  const auth = authFromHeaders(res.headers);
  if (!auth) throw new ApiError(GENERIC_ERROR, 500);
  setAuth(auth);
  return res.data.data;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
