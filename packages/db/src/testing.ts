import { randomBytes } from 'node:crypto';
import { migrate } from './migrate';
import { openPg } from './pg';
import { openPglite } from './pglite';
import type { Db } from './types';

/**
 * A fresh, migrated database for one test file. PGlite in memory by default; when
 * TEST_DB_BACKEND=pg, a private schema on TEST_DATABASE_URL that is dropped on close,
 * so test files can run in parallel against one server.
 */
export async function createTestDb(): Promise<Db> {
  if (process.env.TEST_DB_BACKEND === 'pg') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB_BACKEND=pg needs TEST_DATABASE_URL');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = await openPg({ connectionString: url, max: 1 });
    await admin.query(`CREATE SCHEMA ${schema}`);
    // Extensions are per database: create them once, under a lock, before parallel files migrate.
    await admin.query('SELECT pg_advisory_lock(727002)');
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    await admin.query('SELECT pg_advisory_unlock(727002)');
    await admin.close();
    const db = await openPg({ connectionString: url, max: 5, searchPath: `${schema},public` });
    await migrate(db);
    const close = db.close;
    return {
      ...db,
      async close() {
        await db.query(`DROP SCHEMA ${schema} CASCADE`);
        await close();
      },
    };
  }
  const db = await openPglite();
  await migrate(db);
  return db;
}

export const testBackend = (): string => (process.env.TEST_DB_BACKEND === 'pg' ? 'pg' : 'pglite');
