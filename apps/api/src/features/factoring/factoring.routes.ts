import { factoringEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { forcedBankRuts } from '../businesses/businesses.service';
import { contactMe, setFactoring, simulate } from './factoring.service';

export const factoringRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const svc = {
    db: deps.db,
    mailer: deps.mailer,
    partnerEmail: deps.config.factoringPartnerEmail,
    forced: forcedBankRuts(deps.config.forcedBankRuts),
  };
  route(app, ep.simulate, async ({ business, body }) => simulate(deps.db, business.id, body.invoice_id));
  route(app, ep.contactMe, async ({ business, session, body }) =>
    contactMe(svc, { businessId: business.id, user: session.user }, body.invoice_id),
  );
  route(app, ep.activate, async ({ business }) => setFactoring(svc, business.id, true));
  route(app, ep.deactivate, async ({ business }) => setFactoring(svc, business.id, false));
};
