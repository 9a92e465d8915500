// The identity-provider calls (features/oidc of the API). They run on the sign-in screen, so they
// use the routes alone (no zod), like the password sign-in.
import { oidcRoutes } from '@portal/contracts';
import type { oidcEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR } from '../../../lib/api';
import { call, callRaw, routesOf } from '../../../lib/api-client';
import { setAuth, withRefreshToken } from '../../../lib/session';

const ep = routesOf<typeof oidcEndpoints>(oidcRoutes);

/** Whether the deployment configured a provider (OIDC_ISSUER), and its name. */
export const oidcStatusQuery = () =>
  queryOptions({
    queryKey: ['oidc', 'status'],
    queryFn: ({ signal }) => call(ep.status, {}, { signal, businessId: null }),
    staleTime: 5 * 60_000,
  });

/** Where the browser goes to sign in at the provider (the API keeps state, nonce and PKCE). */
export async function providerUrl(): Promise<string> {
  return (await call(ep.authorize, {}, { businessId: null })).url;
}

/** Hands the provider's answer (the callback's query string) to the API, and keeps the session. */
export async function finishProviderSignIn(search: string): Promise<void> {
  const res = await callRaw(ep.callback, { body: { search } }, { businessId: null });
  const auth = withRefreshToken(res.headers);
  if (!auth) throw new ApiError(GENERIC_ERROR, 500);
  setAuth(auth);
}
