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
 * TEST_DB_BACKEND=pg, a database of its own on TEST_DATABASE_URL's server, copied from a migrated
 * template and dropped on close, so test files can run in parallel against one server.
 */
export async function createTestDb(): Promise<Db> {
  if (process.env.TEST_DB_BACKEND === 'pg') {
    const created = await createPgTestDatabase('portal_t');
    const db = await openPg({ connectionString: created.url, max: 5 });
    const close = db.close;
    return {
      ...db,
      async close() {
        await close();
        await created.drop();
      },
    };
  }
  return openMigratedPglite();
}

const pgBaseUrl = (): string => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_BACKEND=pg needs TEST_DATABASE_URL');
  return url;
};

const urlOf = (base: string, database: string): string => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

async function onServer<T>(base: string, fn: (admin: Db) => Promise<T>): Promise<T> {
  const admin = await openPg({ connectionString: base, max: 1 });
  try {
    return await fn(admin);
  } finally {
    await admin.close();
  }
}

/**
 * The migrated template database of this set of migrations on TEST_DATABASE_URL's server, made once
 * for every test file and run (named by the migrations' content, like the PGlite image): copying
 * it takes a fraction of a second where migrating a new schema took seconds per file. One maker at
 * a time (an advisory lock); a half-made template of a killed run is dropped and made again.
 */
async function migratedPgTemplate(base: string): Promise<string> {
  const name = `portal_tpl_${await migrationsHash()}`;
  return onServer(base, (admin) =>
    admin.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['portal_test_template']);
      const { rows } = await tx.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length > 0) return name;
      // Templates of earlier migration sets are of no use to anyone now.
      const old = await tx.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'portal\\_tpl\\_%' AND datname <> $1",
        [name],
      );
      const building = `${name}_building`;
      // CREATE and DROP DATABASE cannot run inside a transaction block: a second session does them
      // while this one holds the lock.
      await onServer(base, async (ddl) => {
        for (const { datname } of old.rows)
          await ddl.exec(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
        await ddl.exec(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        await ddl.exec(`CREATE DATABASE "${building}"`);
        const db = await openPg({ connectionString: urlOf(base, building), max: 2 });
        try {
          await migrate(db);
        } finally {
          await db.close();
        }
        await ddl.exec(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      });
      return name;
    }),
  );
}

/**
 * A new database on TEST_DATABASE_URL's server, copied from the migrated template, from another
 * template the caller made (`template`), or empty (`empty`, for a test of what a first start does);
 * `drop` removes it.
 */
export async function createPgTestDatabase(
  prefix: string,
  opts: { empty?: boolean; template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const base = pgBaseUrl();
  const template = opts.template ?? (opts.empty ? null : await migratedPgTemplate(base));
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const from = template ? ` TEMPLATE "${template}"` : '';
  await onServer(base, (admin) => admin.exec(`CREATE DATABASE "${name}"${from}`));
  return {
    url: urlOf(base, name),
    drop: () => onServer(base, (admin) => admin.exec(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
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

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const f of (await readdir(MIGRATIONS_DIR)).sort())
    hash.update(f).update(await readFile(join(MIGRATIONS_DIR, f)));
  return hash.digest('hex').slice(0, 16);
}

async function imagePath(): Promise<string> {
  return join(tmpdir(), `portal-pglite-${await migrationsHash()}.tar.gz`);
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

/**
 * False on the PostgreSQL run. A file whose database is embedded whatever the backend (a
 * command-line tool over a DATA_DIR of its own, PGlite's own internals) would run the very same
 * thing twice: the PGlite run proves it, and the PostgreSQL run skips it with
 * `describe.runIf(embeddedRun())` (its hooks with it).
 */
export const embeddedRun = (): boolean => testBackend() === 'pglite';
