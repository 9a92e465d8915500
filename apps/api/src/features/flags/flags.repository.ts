import type { FlagEntry } from '@portal/contracts';
import type { Queryable } from '@portal/db';

export type FlagMap = Record<string, boolean>;

/**
 * Adds the catalog's flags the database does not have yet, in one statement; existing flags keep
 * their on/off state (an operator may have changed it) but take the catalog's visibility and text.
 */
export async function syncFlags(db: Queryable, flags: readonly FlagEntry[]): Promise<void> {
  if (flags.length === 0) return;
  await db.query(
    `INSERT INTO feature_flags (key, active, is_public, description)
     SELECT * FROM unnest($1::text[], $2::boolean[], $3::boolean[], $4::text[])
     ON CONFLICT (key) DO UPDATE SET is_public = EXCLUDED.is_public, description = EXCLUDED.description`,
    [
      flags.map((f) => f.key),
      flags.map((f) => f.active),
      flags.map((f) => f.isPublic),
      flags.map((f) => f.description),
    ],
  );
}

const toMap = (rows: { key: string; active: boolean }[]): FlagMap =>
  Object.fromEntries(rows.map((r) => [r.key, r.active]));

/** The flags anyone may read (the sign-in screens need them before a session exists). */
export async function listPublicFlags(db: Queryable): Promise<FlagMap> {
  const { rows } = await db.query<{ key: string; active: boolean }>(
    'SELECT key, active FROM feature_flags WHERE is_public ORDER BY key',
  );
  return toMap(rows);
}

/** Every flag, with the user's own overrides (feature_flag_users) taking precedence. */
export async function listFlagsForUser(db: Queryable, userId: number): Promise<FlagMap> {
  const { rows } = await db.query<{ key: string; active: boolean }>(
    `SELECT f.key, coalesce(fu.active, f.active) AS active
       FROM feature_flags f
       LEFT JOIN feature_flag_users fu ON fu.flag_key = f.key AND fu.user_id = $1
      ORDER BY f.key`,
    [userId],
  );
  return toMap(rows);
}

/** Turns a flag on or off for one user only (operators, tests and beta programmes). */
export async function setUserFlag(
  db: Queryable,
  key: string,
  userId: number,
  active: boolean,
): Promise<void> {
  await db.query(
    `INSERT INTO feature_flag_users (flag_key, user_id, active) VALUES ($1, $2, $3)
     ON CONFLICT (flag_key, user_id) DO UPDATE SET active = EXCLUDED.active`,
    [key, userId, active],
  );
}
