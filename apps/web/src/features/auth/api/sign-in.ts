import { authRoutes } from '@portal/contracts';
import type { SignInResponse, authEndpoints } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR } from '../../../lib/api';
import { callRaw, routesOf } from '../../../lib/api-client';
import { authFromHeaders, setAuth } from '../../../lib/session';
import { currentBrand } from '../../../shared/brand';

// The sign-in screen's call: its route only, no zod (lib/api-client.ts, routesOf).
const ep = routesOf<typeof authEndpoints>(authRoutes);

export type SignInInput = { email: string; password: string };

/** POST sign_in; stores the auth headers of the answer (spec §4). */
export async function signIn(input: SignInInput): Promise<SignInResponse['data']> {
  // client_id tells the server which brand variant signs in (spec §1). The server does not read it,
  // so the contract leaves it out and it travels beside the contract's fields.
  const brand = { client_id: currentBrand.clientId };
  const res = await callRaw(
    ep.signIn,
    { body: { email: input.email.trim(), password: input.password, ...brand } },
    { businessId: null },
  );
  const auth = authFromHeaders(res.headers);
  if (!auth) throw new ApiError(GENERIC_ERROR, 500);
  setAuth(auth);
  return res.data.data;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
