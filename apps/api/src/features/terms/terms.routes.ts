import { acceptTermBody, activeTermResponse, businessTermResponse, idParams } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { acceptTerm, getActiveTerm, getBusinessTerm } from './terms.service';

const tags = ['terms'];

export const termsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    // The document is the same for every business: any signed-in user may read it.
    app.get(
      '/v1/client/business_terms/get_active_term_document',
      { config: { access: 'user' }, schema: { tags, response: { 200: activeTermResponse } } },
      async () => ({ term_document: await getActiveTerm(db) }),
    );

    app.get(
      '/v1/client/business_terms/:id',
      {
        config: { access: 'business' },
        schema: { tags, params: idParams, response: { 200: businessTermResponse } },
      },
      async (request) => ({
        business_term: await getBusinessTerm(db, request.business!.id, request.params.id),
      }),
    );

    app.put(
      '/v1/client/business_terms/:id',
      {
        config: { access: 'business', roles: ['owner', 'admin'] },
        schema: { tags, params: idParams, body: acceptTermBody, response: { 200: businessTermResponse } },
      },
      async (request) => ({
        business_term: await acceptTerm(
          db,
          request.business!.id,
          request.params.id,
          request.session!.user.id,
        ),
      }),
    );
  };
