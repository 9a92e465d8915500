import type { Queryable } from '@portal/db';
import { evictTokens, evictUser } from './session-cache';
import { MAX_DEVICES_PER_USER, TOKEN_LIFETIME_MS, hashToken, newClientId, newToken } from './tokens';

export type IssuedToken = { accessToken: string; client: string; expiry: number };

/** A new device token; the oldest devices beyond the limit are signed out. */
export async function issueToken(db: Queryable, userId: number): Promise<IssuedToken> {
  const accessToken = newToken();
  const client = newClientId();
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
  await db.query(
    'INSERT INTO user_tokens (user_id, client, token_hash, expires_at) VALUES ($1, $2, $3, $4)',
    [userId, client, hashToken(accessToken), expiresAt],
  );
  const { rows: gone } = await db.query<{ id: number }>(
    `DELETE FROM user_tokens WHERE user_id = $1 AND id NOT IN (
       SELECT id FROM user_tokens WHERE user_id = $1 ORDER BY last_used_at DESC, id DESC LIMIT $2)
     RETURNING id`,
    [userId, MAX_DEVICES_PER_USER],
  );
  if (gone.length > 0) evictTokens(gone.map((r) => r.id));
  return { accessToken, client, expiry: Math.floor(expiresAt.getTime() / 1000) };
}

export async function revokeToken(db: Queryable, tokenId: number): Promise<void> {
  await db.query('DELETE FROM user_tokens WHERE id = $1', [tokenId]);
  evictTokens([tokenId]);
}

/** Ends every session of the user but the one given (a password change keeps the current device). */
export async function revokeOtherTokens(
  db: Queryable,
  userId: number,
  keepTokenId: number | null,
): Promise<void> {
  await db.query('DELETE FROM user_tokens WHERE user_id = $1 AND id IS DISTINCT FROM $2', [
    userId,
    keepTokenId,
  ]);
  evictUser(userId, keepTokenId);
}
