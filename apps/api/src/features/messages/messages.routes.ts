import { messageEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { getMessages, readAllMessages, readMessage } from './messages.service';

export const messagesRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;

  route(app, ep.list, async ({ business, session, query }) =>
    getMessages(db, business.id, session.user.id, query.page, query.page_size),
  );

  route(app, ep.read, async ({ business, session, params }) =>
    readMessage(db, business.id, session.user.id, params.message_id),
  );

  route(app, ep.readAll, async ({ business, session }) => readAllMessages(db, business.id, session.user.id));
};
