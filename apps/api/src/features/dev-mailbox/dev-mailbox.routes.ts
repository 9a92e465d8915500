import { devMailboxEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { forbidden } from '../../lib/errors';
import { MAILBOX_MSG, devMailboxEnabled, isLocalRequest, latestMail } from './dev-mailbox.service';

/** Development mailbox: the outbox's latest messages, for the /dev/correos page. See its service. */
export const devMailboxRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  if (!devMailboxEnabled(deps)) return;

  route(app, ep.list, async ({ socket, headers }, reply) => {
    if (!isLocalRequest(socket.remoteAddress, headers)) throw forbidden(MAILBOX_MSG.localOnly);
    reply.header('cache-control', 'no-store');
    return { emails: await latestMail(deps.db) };
  });
};
