import { configEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { portalConfig } from './config.service';

export const configRoutes = (_deps: AppDeps) => async (app: FastifyInstance) => {
  route(app, ep.config, async () => portalConfig());

  route(app, ep.currentDate, async () => ({ current_date: portalConfig().current_date }));
};
