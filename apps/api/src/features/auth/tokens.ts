import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const newClientId = (): string => randomBytes(16).toString('base64url');

// A fast hash is enough here: the token has 256 bits of entropy, unlike a password.
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export const TOKEN_LIFETIME_MS = 14 * 24 * 3600 * 1000;
export const TOKEN_IDLE_MS = 2 * 24 * 3600 * 1000;
export const MAX_DEVICES_PER_USER = 10;
/** Access tokens of sessions that carry a refresh token (identity-provider sign-in). */
export const ACCESS_LIFETIME_MS = 3600 * 1000;

export type TokenHeaders = { accessToken: string; client: string; uid: string };

/**
 * The three devise_token_auth headers, or `Authorization: Bearer <base64 of their JSON>`
 * (devise_token_auth's own bearer form), or a bearer access token beside client and uid.
 */
export function readTokenHeaders(
  headers: Record<string, string | string[] | undefined>,
): TokenHeaders | null {
  const one = (name: string) => {
    const v = headers[name];
    return typeof v === 'string' && v.length > 0 && v.length < 1000 ? v : undefined;
  };
  const auth = one('authorization');
  if (auth?.toLowerCase().startsWith('bearer ')) {
    const raw = auth.slice(7).trim();
    const fromJson = decodeBearer(raw);
    if (fromJson) return fromJson;
    const client = one('client');
    const uid = one('uid');
    if (client && uid) return { accessToken: raw, client, uid };
  }
  const accessToken = one('access-token');
  const client = one('client');
  const uid = one('uid');
  return accessToken && client && uid ? { accessToken, client, uid } : null;
}

function decodeBearer(raw: string): TokenHeaders | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object') return null;
    const p = parsed as Record<string, unknown>;
    const [a, c, u] = [p['access-token'], p.client, p.uid];
    return typeof a === 'string' && typeof c === 'string' && typeof u === 'string'
      ? { accessToken: a, client: c, uid: u }
      : null;
  } catch {
    return null;
  }
}

export const encodeBearer = (h: TokenHeaders): string =>
  Buffer.from(JSON.stringify({ 'access-token': h.accessToken, client: h.client, uid: h.uid })).toString(
    'base64',
  );
