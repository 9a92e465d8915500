import {
  commentIdParams,
  commentReferenceParams,
  createCommentBody,
  deleteCommentResponse,
  invoiceCommentResponse,
  invoiceCommentsResponse,
  invoiceIdParams,
  updateCommentBody,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { COMMENT_MSG, addComment, editComment, getComments, removeComment } from './invoice-comments.service';

const tags = ['invoices'];
const BASE = '/v1/client/sii_invoice';

export const invoiceCommentsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      `${BASE}/invoices/:id/comments`,
      {
        config: { access: 'business' },
        schema: {
          tags,
          summary: 'Comentarios de una factura',
          params: invoiceIdParams,
          response: { 200: invoiceCommentsResponse },
        },
      },
      async (request) => ({ comments: await getComments(db, request.business!.id, request.params.id) }),
    );

    app.post(
      `${BASE}/comments/:reference_id`,
      {
        config: { access: 'business', idempotent: true },
        schema: {
          tags,
          summary: 'Agrega un comentario a una factura (reference_type Invoice)',
          params: commentReferenceParams,
          body: createCommentBody,
          response: { 200: invoiceCommentResponse },
        },
      },
      async (request) => ({
        comment: await addComment(
          db,
          request.business!.id,
          request.session!.user.id,
          request.params.reference_id,
          request.body.message,
        ),
      }),
    );

    app.put(
      `${BASE}/comments`,
      {
        config: { access: 'business' },
        schema: {
          tags,
          summary: 'Edita un comentario propio',
          body: updateCommentBody,
          response: { 200: invoiceCommentResponse },
        },
      },
      async (request) => ({
        comment: await editComment(
          db,
          request.business!.id,
          request.session!.user.id,
          request.body.comment_id,
          request.body.message,
        ),
      }),
    );

    app.delete(
      `${BASE}/comments/:comment_id`,
      {
        config: { access: 'business' },
        schema: {
          tags,
          summary: 'Elimina un comentario',
          params: commentIdParams,
          response: { 200: deleteCommentResponse },
        },
      },
      async (request) => {
        await removeComment(db, request.business!.id, request.params.comment_id);
        return { comment_id: request.params.comment_id, message: COMMENT_MSG.deleted };
      },
    );
  };
