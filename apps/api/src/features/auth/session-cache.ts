// A few seconds of memory for verified sessions and business memberships, so a request does not
// pay two database round trips before its own work (docs/benchmarks.md: the access checks cost
// ~0.7 ms a request on PostgreSQL without it).
//
// What a cached entry changes: a token or membership removed by SQL by hand, or by another server
// process, is still honoured here for at most CACHE_TTL_MS. Everything this process does itself is
// exact at once: sign-out, password change and reset, the device limit and account deletion evict
// the user's entries (tokens.repository.ts, users.repository.ts), and an entry read while an
// eviction ran is not kept. The token itself is always checked (its hash), and the absolute and
// idle expiries are checked on every request as before; only successful look-ups are cached.
import type { Queryable } from '@portal/db';
import type { AuthSession, Role } from '../../lib/access';

export const CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;

export type CachedToken = {
  session: AuthSession;
  tokenHash: string;
  expiresAt: number;
  lastUsedAt: number;
};
export type Membership = { id: number; rut: string; role: Role };

type Entry<T> = { value: T; userId: number; tokenId: number | null; until: number };

// One cache per database the process talks to (tests open many), found by the pool object.
const dbIds = new WeakMap<object, number>();
let nextDbId = 1;
const dbId = (db: Queryable): number => {
  let id = dbIds.get(db);
  if (id === undefined) {
    id = nextDbId++;
    dbIds.set(db, id);
  }
  return id;
};

const tokens = new Map<string, Entry<CachedToken>>();
const memberships = new Map<string, Entry<Membership>>();
/** Bumped by every eviction: a look-up that started before one is not cached. */
let epoch = 0;

export const tokenKey = (db: Queryable, uid: string, client: string): string =>
  `${dbId(db)}|${uid.toLowerCase()}|${client}`;
const membershipKey = (db: Queryable, userId: number, businessId: string): string =>
  `${dbId(db)}|${userId}|${businessId}`;

function get<T>(map: Map<string, Entry<T>>, key: string): T | undefined {
  const e = map.get(key);
  if (!e) return undefined;
  if (e.until <= Date.now()) {
    map.delete(key);
    return undefined;
  }
  return e.value;
}

function put<T>(map: Map<string, Entry<T>>, key: string, entry: Entry<T>, since: number): void {
  if (since !== epoch) return;
  if (map.size >= MAX_ENTRIES) map.clear();
  map.set(key, entry);
}

/** The moment a look-up starts: pass it back to remember what it found. */
export const cacheEpoch = (): number => epoch;

export const cachedToken = (key: string): CachedToken | undefined => get(tokens, key);

export function rememberToken(key: string, value: CachedToken, since: number): void {
  put(
    tokens,
    key,
    {
      value,
      userId: value.session.user.id,
      tokenId: value.session.tokenId,
      until: Date.now() + CACHE_TTL_MS,
    },
    since,
  );
}

/** A business-id header's membership for the user, from the cache or `load` (not cached when absent). */
export async function membership(
  db: Queryable,
  userId: number,
  businessId: string,
  load: () => Promise<Membership | undefined>,
): Promise<Membership | undefined> {
  const key = membershipKey(db, userId, businessId);
  const hit = get(memberships, key);
  if (hit) return hit;
  const since = epoch;
  const found = await load();
  if (found)
    put(memberships, key, { value: found, userId, tokenId: null, until: Date.now() + CACHE_TTL_MS }, since);
  return found;
}

/**
 * Forgets a user's sessions (all, or all but `keepTokenId`) and memberships, in every database's
 * cache: an eviction too many only costs a look-up.
 */
export function evictUser(userId: number, keepTokenId: number | null = null): void {
  epoch++;
  for (const [k, e] of tokens) if (e.userId === userId && e.tokenId !== keepTokenId) tokens.delete(k);
  for (const [k, e] of memberships) if (e.userId === userId) memberships.delete(k);
}

/** Forgets the sessions of these tokens. */
export function evictTokens(tokenIds: readonly number[]): void {
  epoch++;
  if (tokenIds.length === 0) return;
  const ids = new Set(tokenIds);
  for (const [k, e] of tokens) if (e.tokenId !== null && ids.has(e.tokenId)) tokens.delete(k);
}
