import { flagEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { devMailboxEnabled } from '../dev-mailbox/dev-mailbox.service';
import { publicFlags, userFlags } from './flags.service';

/** The spec's "public call and per-user call" for feature flags (paths not shown there). */
export const flagsRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  const mailbox = devMailboxEnabled(deps);

  route(app, ep.public, async () => ({ flags: await publicFlags(db, mailbox) }));

  route(app, ep.user, async ({ session }) => ({ flags: await userFlags(db, session.user.id, mailbox) }));
};
