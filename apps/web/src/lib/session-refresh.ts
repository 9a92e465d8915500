// The session refresh (spec §4, §5), loaded by lib/api.ts only when a session with a refresh token
// needs it, so the first screen does not carry it. Sessions opened by the identity provider have
// short access tokens; POST /api/v1/users/refresh_token replaces both tokens
// (apps/api/src/features/oidc/README.md).
import { ApiError, NETWORK_ERROR } from './api-error';
import { type AuthHeaders, getAuth, setAuth, withRefreshToken } from './session';
import { singleFlight } from './single-flight';

export const NO_REFRESH_TOKEN = 'No refresh token to update';
export const REFRESH_URL = '/api/v1/users/refresh_token';
const REFUSED = 'Tu sesión expiró. Inicia sesión nuevamente.';

/**
 * Renews the access token with the refresh token. Parallel callers queue behind one request and
 * all get its result; without a refresh token it rejects with 'No refresh token to update'.
 */
export const refreshSession = singleFlight(async (): Promise<AuthHeaders> => {
  const auth = getAuth();
  if (!auth?.refreshToken) throw new ApiError(NO_REFRESH_TOKEN, 0);
  let res: Response;
  try {
    res = await fetch(REFRESH_URL, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ uid: auth.uid, client: auth.client, refresh_token: auth.refreshToken }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
  const renewed = res.ok ? withRefreshToken(res.headers) : null;
  if (!renewed) {
    const body: unknown = await res.json().catch(() => null);
    const error = body && typeof body === 'object' && 'error' in body ? body.error : null;
    throw new ApiError(typeof error === 'string' ? error : REFUSED, res.status, body);
  }
  setAuth(renewed);
  return renewed;
});
