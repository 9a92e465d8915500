import type { Queryable } from '@portal/db';
import { type FlagMap, listFlagsForUser, listPublicFlags } from './flags.repository';

export type { FlagMap } from './flags.repository';

/**
 * The mailbox flag cannot turn on what this server does not have (production, or SMTP set):
 * the browser would offer a page whose API does not exist.
 */
const served = (flags: FlagMap, mailbox: boolean): FlagMap =>
  mailbox || !('dev_mailbox' in flags) ? flags : { ...flags, dev_mailbox: false };

/** The flags anyone may read: the sign-in screens need them before a session exists. */
export async function publicFlags(db: Queryable, mailbox: boolean): Promise<FlagMap> {
  return served(await listPublicFlags(db), mailbox);
}

/** Every flag, with the user's own overrides taking precedence. */
export async function userFlags(db: Queryable, userId: number, mailbox: boolean): Promise<FlagMap> {
  return served(await listFlagsForUser(db, userId), mailbox);
}
