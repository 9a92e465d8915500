import type { Db, Queryable } from '@portal/db';
import { tooMany } from '../../lib/errors';
import { MSG } from './auth.service';
import { releaseAttempt, reserveAttempt } from './throttle.repository';

// What other features need of accounts (the associated users' invitations): find or create a user,
// open a session, hash a random token, and throttle a check of a secret the way sign-in is.

export { findUserByEmail, type UserRow } from './users.repository';
export { hashToken, newToken } from './tokens';
export { evictUser } from './session-cache';

/** Creates a user with an already hashed password; null when the e-mail is taken (a parallel create). */
export async function insertUser(
  q: Queryable,
  user: { email: string; name: string; passwordHash: string },
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING RETURNING id::int AS id`,
    [user.email.trim().toLowerCase(), user.name, user.passwordHash],
  );
  return rows[0]?.id ?? null;
}

/** Failed checks of one kind an address may make before it locks (15 minutes, like sign-in). */
export const CHECK_LOCK_AFTER = 30;

/**
 * Runs `check` (e.g. a look-up of a secret token) counted on `key` (e.g. 'invitation:<address>'),
 * reserved before the check like a sign-in: past `lockAfter` counts in the 15-minute window the key
 * gets 429 with Retry-After; a check answering ok gives its count back.
 */
export async function throttledCheck<T>(
  db: Db,
  key: string,
  lockAfter: number,
  check: () => Promise<{ ok: boolean; value: T }>,
): Promise<T> {
  const reservation = await reserveAttempt(db, [{ key, lockAfter }]);
  if (!reservation.admitted) throw tooMany(MSG.throttled, reservation.lockedSeconds);
  const { ok, value } = await check();
  if (ok) await releaseAttempt(db, key, lockAfter);
  return value;
}

/** Whether a canonical personal RUT belongs to an account other than `userId`'s. */
export async function personalRutTaken(q: Queryable, rut: string, userId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM users WHERE rut = $1 AND id <> $2 LIMIT 1', [rut, userId]);
  return rows.length > 0;
}

/**
 * Records the person's own canonical RUT; false when another account has it. Two sign-ups naming
 * the same RUT at once queue on the RUT's advisory lock (held to the end of the caller's
 * transaction), so the second sees the first.
 */
export async function setPersonalRut(tx: Queryable, userId: number, rut: string): Promise<boolean> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('user-rut:' || $1))", [rut]);
  if (await personalRutTaken(tx, rut, userId)) return false;
  await tx.query('UPDATE users SET rut = $2, updated_at = now() WHERE id = $1', [userId, rut]);
  return true;
}
