import { commentEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { COMMENT_MSG, addComment, editComment, getComments, removeComment } from './invoice-comments.service';

export const invoiceCommentsRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;

  route(app, ep.list, async ({ business, params }) => ({
    comments: await getComments(db, business.id, params.id),
  }));

  route(app, ep.create, async ({ business, session, params, body }) => ({
    comment: await addComment(db, business.id, session.user.id, params.reference_id, body.message),
  }));

  route(app, ep.update, async ({ business, session, body }) => ({
    comment: await editComment(db, business.id, session.user.id, body.comment_id, body.message),
  }));

  route(app, ep.remove, async ({ business, params }) => {
    await removeComment(db, business.id, params.comment_id);
    return { comment_id: params.comment_id, message: COMMENT_MSG.deleted };
  });
};
