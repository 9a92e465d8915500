import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readItem, subscribeStorage, writeItem } from './storage';

/** The devise_token_auth headers the sign-in answer carries; every later request sends them back. */
export type AuthHeaders = {
  accessToken: string;
  client: string;
  uid: string;
  /** Seconds since the epoch when the access token stops working. */
  expiry?: string;
  /** Sessions opened by the identity provider renew their access token with it (lib/api.ts). */
  refreshToken?: string;
};

let cachedRaw: string | null | undefined;
let cachedAuth: AuthHeaders | null = null;

function parse(raw: string | null): AuthHeaders | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (!v || typeof v !== 'object') return null;
    const o = v as Record<string, unknown>;
    if (typeof o.accessToken !== 'string' || typeof o.client !== 'string' || typeof o.uid !== 'string')
      return null;
    return {
      accessToken: o.accessToken,
      client: o.client,
      uid: o.uid,
      expiry: typeof o.expiry === 'string' ? o.expiry : undefined,
      refreshToken: typeof o.refreshToken === 'string' ? o.refreshToken : undefined,
    };
  } catch {
    return null;
  }
}

export function getAuth(): AuthHeaders | null {
  const raw = readItem(STORAGE_KEYS.auth);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedAuth = parse(raw);
  }
  return cachedAuth;
}

export function setAuth(auth: AuthHeaders | null): void {
  writeItem(STORAGE_KEYS.auth, auth ? JSON.stringify(auth) : null);
}

export function hasSession(): boolean {
  return getAuth() !== null;
}

/**
 * Reads the auth headers of a response (sign-in); null when any of the three is missing. The
 * refresh token (identity-provider sessions) is read apart: `withRefreshToken`.
 */
export function authFromHeaders(headers: Headers): AuthHeaders | null {
  const accessToken = headers.get('access-token');
  const client = headers.get('client');
  const uid = headers.get('uid');
  if (!accessToken || !client || !uid) return null;
  return { accessToken, client, uid, expiry: headers.get('expiry') ?? undefined };
}

/** The auth headers of a response that also carries a refresh token (provider sign-in, refresh). */
export function withRefreshToken(headers: Headers): AuthHeaders | null {
  const auth = authFromHeaders(headers);
  return auth && { ...auth, refreshToken: headers.get('refresh-token') ?? undefined };
}

export function useAuth(): AuthHeaders | null {
  return useSyncExternalStore(subscribeStorage, getAuth, () => null);
}

// Selected business: one id per browser, chosen in the navbar selector.

export function getBusinessId(): number | null {
  const raw = readItem(STORAGE_KEYS.businessId);
  const n = raw ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function setBusinessId(id: number | null): void {
  writeItem(STORAGE_KEYS.businessId, id === null ? null : String(id));
}

export function useStoredBusinessId(): number | null {
  return useSyncExternalStore(subscribeStorage, getBusinessId, () => null);
}
