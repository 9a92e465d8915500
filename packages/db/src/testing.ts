import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR, migrate } from './migrate';
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
    await admin.close();
    const db = await openPg({ connectionString: url, max: 5, searchPath: schema });
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
  return openMigratedPglite();
}

/**
 * Migrating an empty PGlite takes seconds; every test file would pay it. The first file dumps
 * a migrated image into the temp folder (named by the migrations' content), the others load it.
 */
async function openMigratedPglite(): Promise<Db> {
  const image = await imagePath();
  try {
    return await openPglite(undefined, new Blob([await readFile(image)]));
  } catch {
    const db = await openPglite();
    await migrate(db);
    const tmp = `${image}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(tmp, Buffer.from(await (await db.dump()).arrayBuffer()));
    await rename(tmp, image);
    return db;
  }
}

async function imagePath(): Promise<string> {
  const hash = createHash('sha256');
  for (const f of (await readdir(MIGRATIONS_DIR)).sort())
    hash.update(f).update(await readFile(join(MIGRATIONS_DIR, f)));
  return join(tmpdir(), `portal-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/** The migrated PGlite image itself, for tests that open a database in a folder of their own. */
export async function migratedPgliteImage(): Promise<Blob> {
  const image = await imagePath();
  try {
    return new Blob([await readFile(image)]);
  } catch {
    await (await openMigratedPglite()).close();
    return new Blob([await readFile(image)]);
  }
}

export const testBackend = (): string => (process.env.TEST_DB_BACKEND === 'pg' ? 'pg' : 'pglite');
