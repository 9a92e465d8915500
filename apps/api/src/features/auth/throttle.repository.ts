import type { Db, Queryable } from '@portal/db';
import { inKeyLanes } from './key-lanes';

// Failed sign-ins are counted per key within WINDOW. Two kinds of key lock (429 with Retry-After):
// an (address, account) pair after 5 failures and an address after 30. The account alone never
// locks: whoever knows an e-mail could otherwise keep its owner out from anywhere. It gets a
// growing delay instead (accountDelayMs), which slows guessing spread over many addresses while
// the right password, from an address that has not failed, still signs in.
export const LOCK_AFTER = { pair: 5, ip: 30 } as const;
export const ACCOUNT_DELAY = { after: 5, firstMs: 1_000, maxMs: 15_000 } as const;
const WINDOW_SECONDS = 15 * 60;
const LOCK_SECONDS = 15 * 60;

export type ThrottleKeys = { pair: string; ip: string; account: string };

export const throttleKeys = (email: string, ip: string): ThrottleKeys => {
  const account = email.trim().toLowerCase();
  return { pair: `pair:${ip}|${account}`, ip: `ip:${ip}`, account: `email:${account}` };
};

/**
 * Keys of a route that confirms the signed-in user's password (delete the account, change the
 * password): the user locks after 5 failures, whatever the address, and the address shares its
 * count with sign-in, so guesses cannot move from one door to the other.
 */
export const confirmKeys = (userId: number, ip: string) => ({ user: `user:${userId}`, ip: `ip:${ip}` });

/** The pause before an attempt on an account with this many recent failures: 0, then 1 s doubling to 15 s. */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_DELAY.after) return 0;
  return Math.min(ACCOUNT_DELAY.firstMs * 2 ** (failures - ACCOUNT_DELAY.after), ACCOUNT_DELAY.maxMs);
}

export type Reservation =
  | { admitted: false; lockedSeconds: number }
  /** Failures on the account within the window before this attempt, from any address. */
  | { admitted: true; accountFailures: number };

type Limit = { key: string; lockAfter: number };

/**
 * Counts this attempt as a failure before the password is checked, and admits it only while its
 * keys are not locked. The rows are locked for the count, so of a burst of parallel attempts at
 * most `lockAfter` are admitted per key (the one that reaches the limit locks the key at once);
 * checking first and counting after the check would let the whole burst through. A success gives
 * its count back (`releaseAttempt`).
 */
export async function reserveAttempt(
  db: Db,
  limits: readonly Limit[],
  /** A key only read (the account's delay): attempts in flight are not its failures. */
  watch?: string,
): Promise<Reservation> {
  const keys = [...new Set(limits.map((l) => l.key))].sort();
  return inKeyLanes(keys, async () => {
    // A key already locked is refused by one plain read, without a transaction.
    const already = await lockedSecondsOf(db, keys);
    if (already > 0) return { admitted: false, lockedSeconds: already };
    return reserveInTransaction(db, keys, limits, watch);
  });
}

async function reserveInTransaction(
  db: Db,
  keys: readonly string[],
  limits: readonly Limit[],
  watch: string | undefined,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    // Create the missing rows first (in key order, as the locks below), so every key has a row to lock.
    await tx.query(
      `INSERT INTO auth_throttle (key, failures, window_started_at)
       SELECT k, 0, now() FROM unnest($1::text[]) AS k ORDER BY k ON CONFLICT (key) DO NOTHING`,
      [keys],
    );
    const { rows } = await tx.query<{ key: string; seconds: number | null }>(
      `SELECT key,
              CASE WHEN locked_until > now() THEN ceil(extract(epoch FROM locked_until - now()))::int END AS seconds
         FROM auth_throttle WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE`,
      [keys],
    );
    const lockedSeconds = Math.max(0, ...rows.map((r) => r.seconds ?? 0));
    if (lockedSeconds > 0) return { admitted: false, lockedSeconds };
    for (const l of limits) await countFailure(tx, l.key, l.lockAfter);
    return { admitted: true, accountFailures: watch ? await failuresOf(tx, watch) : 0 };
  });
}

async function lockedSecondsOf(db: Queryable, keys: readonly string[]): Promise<number> {
  const { rows } = await db.query<{ seconds: number | null }>(
    `SELECT max(ceil(extract(epoch FROM locked_until - now())))::int AS seconds
       FROM auth_throttle WHERE key = ANY($1::text[]) AND locked_until > now()`,
    [keys],
  );
  return rows[0]?.seconds ?? 0;
}

async function failuresOf(db: Queryable, key: string): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `SELECT CASE WHEN window_started_at >= now() - make_interval(secs => $2) THEN failures ELSE 0 END AS failures
       FROM auth_throttle WHERE key = $1`,
    [key, WINDOW_SECONDS],
  );
  return rows[0]?.failures ?? 0;
}

/** Counts a failure on a key that never locks (the account), after the check. */
export async function recordFailure(db: Queryable, key: string): Promise<void> {
  await db.query(
    `INSERT INTO auth_throttle AS t (key, failures, window_started_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.window_started_at < now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END,
       window_started_at = CASE WHEN t.window_started_at < now() - make_interval(secs => $2) THEN now() ELSE t.window_started_at END`,
    [key, WINDOW_SECONDS],
  );
}

/** Gives back a successful attempt's count on a key the success does not clear (the address). */
export async function releaseAttempt(db: Queryable, key: string, lockAfter: number): Promise<void> {
  // Below the limit again, the lock can only be the one this attempt's reservation set.
  await db.query(
    `UPDATE auth_throttle SET failures = GREATEST(failures - 1, 0),
            locked_until = CASE WHEN failures - 1 < $2::int THEN NULL ELSE locked_until END
      WHERE key = $1`,
    [key, lockAfter],
  );
  // An address with nothing against it keeps no row (every success would otherwise leave one).
  await db.query('DELETE FROM auth_throttle WHERE key = $1 AND failures = 0', [key]);
}

/** Counts a failure on the key, and locks the key when the window holds `lockAfter`. */
async function countFailure(db: Queryable, key: string, lockAfter: number): Promise<void> {
  // An upsert, not an update: a success elsewhere may have just deleted the row of a clean key.
  await db.query(
    `INSERT INTO auth_throttle AS t (key, failures, window_started_at, locked_until)
     VALUES ($1, 1, now(), CASE WHEN 1 >= $3::int THEN now() + make_interval(secs => $4) END)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.window_started_at < now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END,
       window_started_at = CASE WHEN t.window_started_at < now() - make_interval(secs => $2) THEN now() ELSE t.window_started_at END,
       locked_until = CASE
         WHEN (CASE WHEN t.window_started_at < now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END) >= $3::int
         THEN now() + make_interval(secs => $4) ELSE t.locked_until END`,
    [key, WINDOW_SECONDS, lockAfter, LOCK_SECONDS],
  );
}

export async function clearFailures(db: Queryable, keys: readonly string[]): Promise<void> {
  await db.query('DELETE FROM auth_throttle WHERE key = ANY($1::text[])', [keys]);
}
