import { configResponse, currentDateResponse } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { portalConfig } from './config.service';

const tags = ['config'];

export const configRoutes =
  (_deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/config',
      { config: { access: 'user' }, schema: { tags, response: { 200: configResponse } } },
      async () => portalConfig(),
    );

    app.get(
      '/v1/users/current_date',
      { config: { access: 'user' }, schema: { tags, response: { 200: currentDateResponse } } },
      async () => ({ current_date: portalConfig().current_date }),
    );
  };
