import type { AccessLookups } from '../../plugins/access';
import { findMembership, findSession } from './session.repository';
import type { IssuedToken } from './tokens.repository';

/** What the access-control plugin needs from this feature to know who calls and for which business. */
export const accessLookups: AccessLookups = { findSession, findMembership };

// Sessions opened by other features (the identity provider's sign-in) and their refresh.
export { type IssuedToken, issueToken, refreshToken } from './tokens.repository';

/**
 * The headers that hand a session to the browser (devise_token_auth's), for every way in: sign-in,
 * account confirmation, an accepted invitation, the identity provider and its refresh.
 */
export const sessionHeaders = (token: IssuedToken, uid: string): Record<string, string> => ({
  'access-token': token.accessToken,
  client: token.client,
  uid,
  expiry: String(token.expiry),
  'token-type': 'Bearer',
  'cache-control': 'no-store',
  ...(token.refreshToken ? { 'refresh-token': token.refreshToken } : {}),
});
