import { flagEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { devMailboxEnabled } from '../dev-mailbox/dev-mailbox.service';
import { type FlagMap, listFlagsForUser, listPublicFlags } from './flags.repository';

/** The spec's "public call and per-user call" for feature flags (paths not shown there). */
export const flagsRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  // The mailbox flag cannot turn on what this server does not have (production, or SMTP set):
  // the browser would offer a page whose API does not exist.
  const mailbox = devMailboxEnabled(deps);
  const served = (flags: FlagMap): FlagMap =>
    mailbox || !('dev_mailbox' in flags) ? flags : { ...flags, dev_mailbox: false };

  route(app, ep.public, async () => ({ flags: served(await listPublicFlags(db)) }));

  route(app, ep.user, async ({ session }) => ({
    flags: served(await listFlagsForUser(db, session.user.id)),
  }));
};
