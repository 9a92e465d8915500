import { businessEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { changeBusiness, forcedBankRuts, getBusiness, listUserBusinesses } from './businesses.service';

export const businessesRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  const forced = forcedBankRuts(deps.config.forcedBankRuts);

  route(app, ep.show, async ({ business, params }) => ({
    business: await getBusiness(db, business.id, params.id, forced),
  }));

  route(app, ep.update, async ({ business, body }) => ({
    business: await changeBusiness(db, business.id, body.business, forced),
  }));

  route(app, ep.group, async ({ session }) => ({
    businesses: await listUserBusinesses(db, session.user.id),
  }));
};
