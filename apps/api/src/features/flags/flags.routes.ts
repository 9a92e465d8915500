import { featureFlags } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { listFlagsForUser, listPublicFlags } from './flags.repository';

const tags = ['flags'];

/** The spec's "public call and per-user call" for feature flags (paths not shown there). */
export const flagsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      '/v1/feature_flags/public',
      { config: { access: 'public' }, schema: { tags, response: { 200: featureFlags } } },
      async () => ({ flags: await listPublicFlags(db) }),
    );

    app.get(
      '/v1/users/feature_flags',
      { config: { access: 'user' }, schema: { tags, response: { 200: featureFlags } } },
      async (request) => ({ flags: await listFlagsForUser(db, request.session!.user.id) }),
    );
  };
