import { credentialEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import {
  changeCredential,
  createCredential,
  credentialDetail,
  credentialNames,
  listCredentials,
  removeCredential,
  retrieveCredentials,
} from './credentials.service';

export const credentialsRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  const who = (r: { business: { id: number }; session: { user: { id: number } } }) => ({
    businessId: r.business.id,
    userId: r.session.user.id,
  });
  route(app, ep.list, async ({ business }) => listCredentials(db, business.id));
  route(app, ep.create, async (request, reply) => {
    const answer = await createCredential(db, app.secrets, who(request), request.body);
    reply.code(201);
    return answer;
  });
  route(app, ep.update, async (request) =>
    changeCredential(db, app.secrets, who(request), request.params.id, request.body),
  );
  route(app, ep.remove, async ({ business, params }) => removeCredential(db, business.id, params.id));
  route(app, ep.names, async () => credentialNames());
  route(app, ep.detail, async ({ business, params }) => credentialDetail(db, business.id, params.id));
  route(app, ep.retrieve, async ({ business, body }) => retrieveCredentials(db, business.id, body.names));
};
