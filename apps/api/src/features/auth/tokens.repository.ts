import type { Queryable } from '@portal/db';
import { evictTokens, evictUser } from './session-cache';
import {
  ACCESS_LIFETIME_MS,
  MAX_DEVICES_PER_USER,
  TOKEN_IDLE_MS,
  TOKEN_LIFETIME_MS,
  hashToken,
  newClientId,
  newToken,
} from './tokens';

export type IssuedToken = { accessToken: string; client: string; expiry: number; refreshToken?: string };

/**
 * A new device token; the oldest devices beyond the limit are signed out. With `refresh` (sessions
 * opened by the identity provider) the access token lives ACCESS_LIFETIME_MS and a refresh token
 * renews it until the session's absolute end (TOKEN_LIFETIME_MS).
 */
export async function issueToken(
  db: Queryable,
  userId: number,
  opts: { refresh?: boolean } = {},
): Promise<IssuedToken> {
  const accessToken = newToken();
  const client = newClientId();
  const refreshToken = opts.refresh ? newToken() : undefined;
  const expiresAt = new Date(Date.now() + (refreshToken ? ACCESS_LIFETIME_MS : TOKEN_LIFETIME_MS));
  await db.query(
    'INSERT INTO user_tokens (user_id, client, token_hash, expires_at, refresh_hash) VALUES ($1, $2, $3, $4, $5)',
    [userId, client, hashToken(accessToken), expiresAt, refreshToken ? hashToken(refreshToken) : null],
  );
  const { rows: gone } = await db.query<{ id: number }>(
    `DELETE FROM user_tokens WHERE user_id = $1 AND id NOT IN (
       SELECT id FROM user_tokens WHERE user_id = $1 ORDER BY last_used_at DESC, id DESC LIMIT $2)
     RETURNING id`,
    [userId, MAX_DEVICES_PER_USER],
  );
  if (gone.length > 0) evictTokens(gone.map((r) => r.id));
  return { accessToken, client, expiry: Math.floor(expiresAt.getTime() / 1000), refreshToken };
}

/**
 * Renews a session's access token with its refresh token: both are replaced in one statement, so a
 * refresh token works once (of two parallel uses one wins). Null when the pair is unknown, used, or
 * the session is past its absolute end or idle limit.
 */
export async function refreshToken(
  db: Queryable,
  uid: string,
  client: string,
  refresh: string,
): Promise<(IssuedToken & { refreshToken: string }) | null> {
  const accessToken = newToken();
  const next = newToken();
  const { rows } = await db.query<{ id: number; expires_at: Date }>(
    `UPDATE user_tokens t SET token_hash = $4, refresh_hash = $5, last_used_at = now(),
            expires_at = LEAST(now() + make_interval(secs => $6), t.created_at + make_interval(secs => $7))
       FROM users u
      WHERE u.id = t.user_id AND u.email = $1 AND t.client = $2 AND t.refresh_hash = $3
        AND t.created_at > now() - make_interval(secs => $7)
        AND t.last_used_at > now() - make_interval(secs => $8)
      RETURNING t.id, t.expires_at`,
    [
      uid.toLowerCase(),
      client,
      hashToken(refresh),
      hashToken(accessToken),
      hashToken(next),
      ACCESS_LIFETIME_MS / 1000,
      TOKEN_LIFETIME_MS / 1000,
      TOKEN_IDLE_MS / 1000,
    ],
  );
  const row = rows[0];
  if (!row) return null;
  evictTokens([row.id]);
  return {
    accessToken,
    client,
    expiry: Math.floor(row.expires_at.getTime() / 1000),
    refreshToken: next,
  };
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
