import { FLAG_CATALOG, PUBLIC_FLAGS, featureFlags } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { setUserFlag, syncFlags } from './flags.repository';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
});
afterAll(() => h?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/feature_flags/public', () => {
  it('answers only the public flags, without a session', async () => {
    const res = await get('/api/v1/feature_flags/public');
    expect(res.statusCode).toBe(200);
    const { flags } = featureFlags.parse(res.json());
    expect(Object.keys(flags).sort()).toEqual([...PUBLIC_FLAGS].sort());
    expect(flags.login).toBe(true);
    expect(flags.password_recovery).toBe(true);
    expect(flags.dashboard).toBeUndefined();
  });
});

describe('GET /api/v1/users/feature_flags', () => {
  it('answers every flag of the catalog, with per-user overrides applied', async () => {
    const u1 = await h.signInAs('u1');
    const u2 = await h.signInAs('u2');
    await setUserFlag(h.db, 'dashboard', h.ids.users.get('u1')!, false);
    await setUserFlag(h.db, 'referrals', h.ids.users.get('u1')!, true);

    const mine = featureFlags.parse((await get('/api/v1/users/feature_flags', u1)).json()).flags;
    expect(Object.keys(mine).sort()).toEqual(FLAG_CATALOG.map((f) => f.key).sort());
    expect(mine.dashboard).toBe(false);
    expect(mine.referrals).toBe(true);

    const theirs = featureFlags.parse((await get('/api/v1/users/feature_flags', u2)).json()).flags;
    expect(theirs.dashboard).toBe(true);
    expect(theirs.referrals).toBe(false);
  });

  it('needs a session', async () => {
    expect((await get('/api/v1/users/feature_flags')).statusCode).toBe(401);
  });
});

describe('syncFlags', () => {
  it('adds new flags and keeps the state an operator set on existing ones', async () => {
    await h.db.query("UPDATE feature_flags SET active = true WHERE key = 'annual_tax'");
    await syncFlags(h.db, [
      ...FLAG_CATALOG,
      { key: 'zz_nuevo', active: true, isPublic: true, description: 'Nuevo' },
    ]);
    const { flags } = (await get('/api/v1/feature_flags/public')).json();
    expect(flags.zz_nuevo).toBe(true);
    const { rows } = await h.db.query<{ active: boolean }>(
      "SELECT active FROM feature_flags WHERE key = 'annual_tax'",
    );
    expect(rows[0].active).toBe(true);
  });
});
