import { businessGroupResponse, businessResponse, idParams, updateBusinessBody } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { listUserBusinesses } from './businesses.repository';
import { changeBusiness, forcedBankRuts, getBusiness } from './businesses.service';

const tags = ['businesses'];

export const businessesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const forced = forcedBankRuts(deps.config.forcedBankRuts);

    app.get(
      '/v1/users/businesses/:id',
      {
        config: { access: 'business' },
        schema: { tags, params: idParams, response: { 200: businessResponse } },
      },
      async (request) => ({
        business: await getBusiness(db, request.business!.id, request.params.id, forced),
      }),
    );

    app.put(
      '/v1/client/businesses',
      {
        config: { access: 'business', roles: ['owner', 'admin'] },
        schema: { tags, body: updateBusinessBody, response: { 200: businessResponse } },
      },
      async (request) => ({
        business: await changeBusiness(db, request.business!.id, request.body.business, forced),
      }),
    );

    app.get(
      '/v1/client/business_group',
      { config: { access: 'user' }, schema: { tags, response: { 200: businessGroupResponse } } },
      async (request) => ({ businesses: await listUserBusinesses(db, request.session!.user.id) }),
    );
  };
