// Sign-in with an identity provider: OpenID Connect's authorization code flow with PKCE, run by
// the API as the relying party (openid-client). The browser never holds the code verifier, the
// provider's tokens or a client secret: it is sent to the provider, comes back to /oauth2-callback
// and hands the query string to the API, which answers a normal portal session.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@portal/db';
import * as oidc from 'openid-client';
import type { OidcConfig } from '../../config';
import { AppError, badRequest, unauthorized } from '../../lib/errors';
import { type IssuedToken, issueToken } from '../auth/session.service';
import { OIDC_MSG } from './messages';
import { type PortalUser, findOrLinkUser, savePendingLogin, takePendingLogin } from './oidc.repository';

export const CALLBACK_PATH = '/oauth2-callback';
/** How long a started sign-in (and the browser's cookie for it) lives. */
export { LOGIN_TTL_SECONDS } from './oidc.repository';

/**
 * A started sign-in is found by its state and the browser's binding together (the cookie
 * authorize set): a callback from another browser, an attacker's code pasted into a victim's
 * page, finds nothing (login CSRF, RFC 6749 §10.12; RFC 9700 §4.7).
 */
const hashState = (state: string, binding: string) =>
  createHash('sha256').update(`${binding}\n${state}`).digest('hex');
/** The cookie's value: 256 random bits, base64url. */
const newBinding = () => randomBytes(32).toString('base64url');
const BINDING = /^[\w-]{43}$/;
const notConfigured = () => new AppError(404, OIDC_MSG.notConfigured, 'oidc_not_configured');
const providerDown = () => new AppError(502, OIDC_MSG.providerDown, 'oidc_provider_down');

/** The brand variant by host name (spec §1): a host containing "emprende" uses its own client id. */
export const clientIdFor = (cfg: OidcConfig, host: string): string =>
  host.toLowerCase().includes('emprende') ? cfg.clientIds.emprende : cfg.clientIds.cliente;

/** http is allowed only for a provider on this machine (tests, a local provider). */
function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

export type OidcService = ReturnType<typeof createOidcService>;

export function createOidcService(db: Db, cfg: OidcConfig | undefined) {
  // Discovery once per client id; a failed discovery is tried again on the next sign-in.
  const configs = new Map<string, Promise<oidc.Configuration>>();

  function configuration(c: OidcConfig, clientId: string): Promise<oidc.Configuration> {
    let found = configs.get(clientId);
    if (!found) {
      const auth = c.clientSecret ? oidc.ClientSecretPost(c.clientSecret) : oidc.None();
      found = oidc.discovery(new URL(c.issuer), clientId, undefined, auth, {
        execute: isLoopback(c.issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      });
      found.catch(() => configs.delete(clientId));
      configs.set(clientId, found);
    }
    return found;
  }

  function configured(): OidcConfig {
    if (!cfg) throw notConfigured();
    return cfg;
  }

  return {
    status: () => ({ enabled: cfg !== undefined, provider_name: cfg?.providerName ?? null }),

    /**
     * The provider's authorize URL and the browser's binding (for its cookie); the verifier and
     * nonce wait in oidc_logins under the state and that binding.
     */
    async authorize(origin: string, host: string): Promise<{ url: string; binding: string }> {
      const c = configured();
      const clientId = clientIdFor(c, host);
      const config = await configuration(c, clientId).catch(() => {
        throw providerDown();
      });
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const redirectUri = `${origin}${CALLBACK_PATH}`;
      const binding = newBinding();
      await savePendingLogin(db, hashState(state, binding), { clientId, redirectUri, codeVerifier, nonce });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: c.scopes,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      }).href;
      return { url, binding };
    },

    /** Exchanges the code, checks the ID token and the e-mail, and opens a portal session. */
    async callback(
      search: string,
      binding: string | null,
    ): Promise<{ user: PortalUser; token: IssuedToken }> {
      const c = configured();
      // No cookie: this browser never started a sign-in (or it expired); nothing is looked up.
      if (!binding || !BINDING.test(binding)) throw badRequest(OIDC_MSG.otherBrowser);
      const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
      const state = query.get('state');
      const pending = state ? await takePendingLogin(db, hashState(state, binding)) : null;
      if (!pending) throw badRequest(OIDC_MSG.badState);
      const error = query.get('error');
      if (error) throw unauthorized(error === 'access_denied' ? OIDC_MSG.denied : OIDC_MSG.failed);
      const config = await configuration(c, pending.clientId).catch(() => {
        throw providerDown();
      });
      let email: unknown;
      let verified: unknown;
      let subject: string;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, new URL(`${pending.redirectUri}?${query}`), {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: state ?? undefined,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw unauthorized(OIDC_MSG.failed);
        subject = claims.sub;
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        email = info.email ?? claims.email;
        verified = info.email_verified ?? claims.email_verified;
      } catch (err) {
        if (err instanceof AppError) throw err;
        // A provider that does not answer is "down"; any protocol check that fails is a refusal.
        const cause = (err as { cause?: unknown }).cause;
        if (err instanceof TypeError || (cause instanceof Error && /fetch|ECONNREFUSED/i.test(cause.message)))
          throw providerDown();
        throw unauthorized(OIDC_MSG.failed);
      }
      // Never give access through an e-mail the provider has not verified.
      if (typeof email !== 'string' || verified !== true) throw unauthorized(OIDC_MSG.unverified);
      const user = await findOrLinkUser(db, c.issuer, subject, email);
      if (!user) throw unauthorized(OIDC_MSG.noAccount);
      const token = await issueToken(db, user.id, { refresh: true });
      return { user, token };
    },
  };
}
