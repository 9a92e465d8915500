import type { Queryable } from '@portal/db';
import { hashToken, newToken } from './tokens';

export const RESET_LIFETIME_MINUTES = 60;

export async function createReset(db: Queryable, userId: number): Promise<string> {
  const token = newToken();
  // One live link per user: asking again replaces the earlier one.
  await db.query('DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [userId]);
  await db.query(
    `INSERT INTO password_resets (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [userId, hashToken(token), RESET_LIFETIME_MINUTES],
  );
  return token;
}

export type LiveReset = { id: number; user_id: number; email: string; name: string };

export async function findLiveReset(db: Queryable, token: string): Promise<LiveReset | null> {
  const { rows } = await db.query<LiveReset>(
    `SELECT r.id, r.user_id, u.email, u.name FROM password_resets r JOIN users u ON u.id = r.user_id
      WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

/** Marks the link used; false when another request used it first. */
export async function consumeReset(db: Queryable, id: number): Promise<boolean> {
  const res = await db.query('UPDATE password_resets SET used_at = now() WHERE id = $1 AND used_at IS NULL', [
    id,
  ]);
  return res.rowCount === 1;
}

/** Voids every unused link of the user: a password changed another way makes them moot. */
export async function voidResets(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [userId]);
}
