import type { Queryable } from '@portal/db';

// Per account and per IP: after MAX_FAILURES within WINDOW, the key is locked for LOCK.
export const MAX_FAILURES = { account: 5, ip: 30 } as const;
const WINDOW_SECONDS = 15 * 60;
const LOCK_SECONDS = 15 * 60;

/** Seconds the key stays locked, or 0 when it may try. */
export async function lockedFor(db: Queryable, key: string): Promise<number> {
  const { rows } = await db.query<{ seconds: number }>(
    `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds
       FROM auth_throttle WHERE key = $1 AND locked_until > now()`,
    [key],
  );
  return rows[0]?.seconds ?? 0;
}

export async function recordFailure(db: Queryable, key: string, max: number): Promise<void> {
  await db.query(
    `INSERT INTO auth_throttle AS t (key, failures, window_started_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.window_started_at < now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END,
       window_started_at = CASE WHEN t.window_started_at < now() - make_interval(secs => $2) THEN now() ELSE t.window_started_at END,
       locked_until = CASE
         WHEN t.window_started_at >= now() - make_interval(secs => $2) AND t.failures + 1 >= $3
         THEN now() + make_interval(secs => $4) ELSE t.locked_until END`,
    [key, WINDOW_SECONDS, max, LOCK_SECONDS],
  );
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM auth_throttle WHERE key = $1', [key]);
}
