import type { Queryable } from '@portal/db';
import type { AuthSession, BusinessScope, Role } from '../../lib/access';
import {
  type CachedToken,
  cacheEpoch,
  cachedToken,
  membership,
  rememberToken,
  tokenKey,
} from './session-cache';
import { TOKEN_IDLE_MS, type TokenHeaders, hashToken, readTokenHeaders, sameHash } from './tokens';

type TokenRow = {
  token_id: number;
  token_hash: string;
  expires_at: Date;
  last_used_at: Date;
  user_id: number;
  email: string;
  name: string;
};

// last_used_at is refreshed at most this often, so reads do not turn into writes.
const TOUCH_EVERY_MS = 60_000;

/** The session a request's headers prove, or null (missing, unknown, revoked or expired). */
export async function findSession(
  db: Queryable,
  headers: Record<string, string | string[] | undefined>,
): Promise<AuthSession | null> {
  const h = readTokenHeaders(headers);
  if (!h) return null;
  return verifyToken(db, h);
}

export async function verifyToken(db: Queryable, h: TokenHeaders): Promise<AuthSession | null> {
  const key = tokenKey(db, h.uid, h.client);
  const hash = hashToken(h.accessToken);
  const hit = cachedToken(key);
  let token: CachedToken;
  if (hit && sameHash(hash, hit.tokenHash)) token = hit;
  else {
    const since = cacheEpoch();
    const { rows } = await db.query<TokenRow>(
      `SELECT t.id AS token_id, t.token_hash, t.expires_at, t.last_used_at,
              u.id AS user_id, u.email, u.name
         FROM user_tokens t JOIN users u ON u.id = t.user_id
        WHERE u.email = $1 AND t.client = $2`,
      [h.uid.toLowerCase(), h.client],
    );
    const row = rows[0];
    if (!row) return null;
    if (!sameHash(hash, row.token_hash)) return null;
    token = {
      session: {
        user: { id: row.user_id, email: row.email, name: row.name },
        tokenId: row.token_id,
        client: h.client,
      },
      tokenHash: row.token_hash,
      expiresAt: row.expires_at.getTime(),
      lastUsedAt: row.last_used_at.getTime(),
    };
    rememberToken(key, token, since);
  }
  const now = Date.now();
  if (token.expiresAt <= now) return null;
  if (now - token.lastUsedAt > TOKEN_IDLE_MS) return null;
  if (now - token.lastUsedAt > TOUCH_EVERY_MS) {
    // Not awaited: the request needs nothing from it, and in the embedded database a write waits
    // for the writer before it (an import of another tenant may hold it for seconds). A touch that
    // fails leaves last_used_at a minute older than it could be, inside the idle limit's margin.
    token.lastUsedAt = now;
    db.query('UPDATE user_tokens SET last_used_at = now() WHERE id = $1', [token.session.tokenId]).catch(
      () => undefined,
    );
  }
  return { ...token.session };
}

/** The user's link to a business; a found one is remembered a few seconds (session-cache.ts), a refusal is not. */
export const findMembership = (
  db: Queryable,
  userId: number,
  businessId: string,
): Promise<BusinessScope | undefined> =>
  membership(db, userId, businessId, async () => {
    const { rows } = await db.query<{ id: number; rut: string; role: Role }>(
      `SELECT b.id, b.rut, bu.role FROM businesses_users bu JOIN businesses b ON b.id = bu.business_id
        WHERE bu.user_id = $1 AND bu.business_id = $2`,
      [userId, businessId],
    );
    return rows[0];
  });
