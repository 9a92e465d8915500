import { oidcEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { badRequest, unauthorized } from '../../lib/errors';
import { refreshToken, sessionHeaders } from '../auth/session.service';
import { OIDC_MSG } from './messages';
import { LOGIN_TTL_SECONDS, createOidcService } from './oidc.service';

/** The browser's binding of a started sign-in: readable by no script, sent only to these routes. */
export const OIDC_COOKIE = 'portal_oidc';
const COOKIE_PATH = '/api/v1/users/oidc';

/**
 * Lax, not Strict: the callback page is reached by the provider's cross-site redirect, and some
 * browsers hold Strict cookies back from a page opened that way. The page's own request to the
 * callback route is same-site, so Lax carries it there and nowhere cross-site.
 */
function bindingCookie(value: string, secure: boolean, maxAge: number): string {
  return [
    `${OIDC_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The binding cookie's value from a Cookie header, or null. */
export function bindingOf(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === OIDC_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

export const oidcRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  const service = createOidcService(db, deps.config.oidc);
  const limit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  route(app, ep.status, async () => service.status());

  route(
    app,
    ep.authorize,
    async (request, reply) => {
      const { url, binding } = await service.authorize(`${request.protocol}://${request.host}`, request.host);
      reply.header('set-cookie', bindingCookie(binding, request.protocol === 'https', LOGIN_TTL_SECONDS));
      return { url };
    },
    limit,
  );

  route(
    app,
    ep.callback,
    async (request, reply) => {
      // The binding is used once, whatever the outcome: the cookie goes with this answer.
      reply.header('set-cookie', bindingCookie('', request.protocol === 'https', 0));
      const { user, token } = await service.callback(request.body.search, bindingOf(request.headers.cookie));
      reply.headers(sessionHeaders(token, user.email));
      return {
        data: { id: user.id, email: user.email, name: user.name, uid: user.email, provider: 'oidc' as const },
      };
    },
    limit,
  );

  route(
    app,
    ep.refresh,
    async ({ body }, reply) => {
      if (!body.refresh_token) throw badRequest(OIDC_MSG.noRefreshToken);
      if (!body.uid || !body.client) throw unauthorized(OIDC_MSG.refreshRefused);
      const token = await refreshToken(db, body.uid, body.client, body.refresh_token);
      if (!token) throw unauthorized(OIDC_MSG.refreshRefused);
      reply.headers(sessionHeaders(token, body.uid.toLowerCase()));
      return { success: true };
    },
    limit,
  );
};
