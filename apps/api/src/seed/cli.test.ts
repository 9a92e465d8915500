import { createTestDb } from '@portal/db/testing';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TODAY } from './generator';
import { SeedUsageError, parseSeedArgs, seedDatabase } from './cli';

describe('parseSeedArgs', () => {
  it('reads the options, with defaults from the environment', () => {
    expect(parseSeedArgs(['--businesses', '50', '--seed', '7', '--demo'], {})).toEqual({
      businesses: 50,
      seed: 7,
      demo: true,
      today: DEFAULT_TODAY,
      databaseUrl: undefined,
      dataDir: './data',
    });
    expect(parseSeedArgs([], { DATABASE_URL: 'postgres://x@h/db' })).toMatchObject({
      databaseUrl: 'postgres://x@h/db',
      dataDir: undefined,
      businesses: 10,
      seed: 1,
      demo: false,
    });
    expect(parseSeedArgs(['--data-dir', '/tmp/x'], { DATABASE_URL: 'postgres://x@h/db' })).toMatchObject({
      databaseUrl: undefined,
      dataDir: '/tmp/x',
    });
  });

  it.each([
    [['--businesses', '0']],
    [['--businesses', 'diez']],
    [['--seed', '-1']],
    [['--today', '2026-02-30']],
    [['--database-url', 'mysql://x']],
    [['--database-url', 'postgres://x', '--data-dir', 'y']],
    [['--otra']],
  ])('refuses %j with a Spanish message', (argv) => {
    expect(() => parseSeedArgs(argv, {})).toThrow(SeedUsageError);
  });
});

describe('seedDatabase', () => {
  it('migrates (again, harmlessly) and seeds the database', async () => {
    const db = await createTestDb();
    try {
      const summary = await seedDatabase(db, { businesses: 8, seed: 5, demo: true, today: DEFAULT_TODAY });
      expect(summary.businesses).toBe(8);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM businesses_users bu JOIN users u ON u.id = bu.user_id
          WHERE u.email = 'demo@portalcliente.cl'`,
      );
      expect(rows[0].n).toBe(6);
      const total = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(total.rows[0].n).toBe(summary.users);
    } finally {
      await db.close();
    }
  });
});
