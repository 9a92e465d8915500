import type { Queryable } from '@portal/db';
import { describe, expect, it } from 'vitest';
import {
  type CachedToken,
  cacheEpoch,
  cachedToken,
  evictTokens,
  evictUser,
  membership,
  rememberToken,
  tokenKey,
} from './session-cache';

const db = { query: async () => ({ rows: [], rowCount: 0 }) } as unknown as Queryable;
const token = (userId: number, tokenId: number): CachedToken => ({
  session: { user: { id: userId, email: `u${userId}@x.cl`, name: 'U' }, tokenId, client: `c${tokenId}` },
  tokenHash: 'h',
  expiresAt: Date.now() + 60_000,
  lastUsedAt: Date.now(),
});

describe('session cache', () => {
  it('remembers a verified token until its user or token is evicted', () => {
    const key = tokenKey(db, 'U1@x.cl', 'c1');
    rememberToken(key, token(1, 11), cacheEpoch());
    expect(cachedToken(tokenKey(db, 'u1@x.cl', 'c1'))?.session.tokenId).toBe(11);
    evictTokens([11]);
    expect(cachedToken(key)).toBeUndefined();
  });

  it('keeps the device a password change keeps, and forgets the others', () => {
    rememberToken(tokenKey(db, 'u2@x.cl', 'c21'), token(2, 21), cacheEpoch());
    rememberToken(tokenKey(db, 'u2@x.cl', 'c22'), token(2, 22), cacheEpoch());
    evictUser(2, 21);
    expect(cachedToken(tokenKey(db, 'u2@x.cl', 'c21'))).toBeDefined();
    expect(cachedToken(tokenKey(db, 'u2@x.cl', 'c22'))).toBeUndefined();
  });

  it('does not keep what a look-up read while an eviction ran', async () => {
    const since = cacheEpoch();
    evictUser(3);
    rememberToken(tokenKey(db, 'u3@x.cl', 'c3'), token(3, 31), since);
    expect(cachedToken(tokenKey(db, 'u3@x.cl', 'c3'))).toBeUndefined();

    const found = await membership(db, 4, '9', async () => {
      evictUser(4);
      return { id: 9, rut: '76354771-K', role: 'owner' };
    });
    expect(found?.id).toBe(9);
    let loads = 0;
    await membership(db, 4, '9', async () => {
      loads++;
      return undefined;
    });
    expect(loads).toBe(1);
  });

  it('never remembers a refused membership, and keeps one cache per database', async () => {
    let loads = 0;
    const none = async () => {
      loads++;
      return undefined;
    };
    await membership(db, 5, '7', none);
    await membership(db, 5, '7', none);
    expect(loads).toBe(2);
    const other = { query: db.query } as Queryable;
    const link = { id: 7, rut: '76354771-K', role: 'owner' as const };
    await membership(db, 5, '8', async () => link);
    expect(await membership(other, 5, '8', none)).toBeUndefined();
    expect(await membership(db, 5, '8', none)).toEqual(link);
  });
});
