import { termsEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { acceptTerm, getActiveTerm, getBusinessTerm } from './terms.service';

export const termsRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;

  route(app, ep.active, async () => ({ term_document: await getActiveTerm(db) }));

  route(app, ep.show, async ({ business, params }) => ({
    business_term: await getBusinessTerm(db, business.id, params.id),
  }));

  route(app, ep.accept, async ({ business, session, params }) => ({
    business_term: await acceptTerm(db, business.id, params.id, session.user.id),
  }));
};
