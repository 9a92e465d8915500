import { oidcEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { badRequest, unauthorized } from '../../lib/errors';
import { refreshToken, sessionHeaders } from '../auth/session.service';
import { OIDC_MSG } from './messages';
import { createOidcService } from './oidc.service';

export const oidcRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  const service = createOidcService(db, deps.config.oidc);
  const limit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  route(app, ep.status, async () => service.status());

  route(
    app,
    ep.authorize,
    async (request) => ({
      url: await service.authorize(`${request.protocol}://${request.host}`, request.host),
    }),
    limit,
  );

  route(
    app,
    ep.callback,
    async ({ body }, reply) => {
      const { user, token } = await service.callback(body.search);
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
