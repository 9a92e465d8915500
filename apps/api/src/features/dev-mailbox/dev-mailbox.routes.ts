import { devMailboxResponse } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { forbidden } from '../../lib/errors';
import { listOutbox } from './dev-mailbox.repository';
import { MAILBOX_LIMIT, MAILBOX_MSG, devMailboxEnabled, isLocalRequest } from './dev-mailbox.service';

/** Development mailbox: the outbox's latest messages, for the /dev/correos page. See its service. */
export const devMailboxRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    if (!devMailboxEnabled(deps)) return;

    app.get(
      '/v1/dev/mailbox',
      {
        config: { access: 'public' },
        schema: { tags: ['dev'], response: { 200: devMailboxResponse } },
      },
      async (request, reply) => {
        if (!isLocalRequest(request.socket.remoteAddress, request.headers)) {
          throw forbidden(MAILBOX_MSG.localOnly);
        }
        reply.header('cache-control', 'no-store');
        return { emails: await listOutbox(deps.db, MAILBOX_LIMIT) };
      },
    );
  };
