import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate } from './migrate';
import { openPg } from './pg';
import { openPglite } from './pglite';
import { testBackend } from './testing';
import type { Db } from './types';

// An empty database of the suite's backend: PGlite in memory, or a private schema on
// TEST_DATABASE_URL when TEST_DB_BACKEND=pg, so the pg driver's script execution is covered too.
async function emptyDb(): Promise<Db> {
  if (testBackend() !== 'pg') return openPglite();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_BACKEND=pg needs TEST_DATABASE_URL');
  const schema = `m_${randomBytes(6).toString('hex')}`;
  const admin = await openPg({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openPg({ connectionString: url, max: 3, searchPath: schema });
  return {
    ...db,
    async close() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function open(): Promise<Db> {
  const db = await emptyDb();
  cleanups.push(() => db.close());
  return db;
}

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-migrations-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql);
  return `${dir}/`;
}

const versions = async (db: Db) =>
  (await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map(
    (r) => r.version,
  );

// What splitting by hand used to get wrong: semicolons in comments, strings and function bodies.
const TRICKY = `
-- a comment; with a semicolon
CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL DEFAULT 'a; b');
/* a block comment;
   over two lines */ INSERT INTO notes (id) VALUES (1);
INSERT INTO notes VALUES (2, 'it''s; fine'), (3, $tag$dollar; quoted$tag$);
CREATE FUNCTION note_count() RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  RETURN (SELECT count(*) FROM notes); -- inside the body;
END;
$$;
CREATE TABLE more (id int); INSERT INTO more VALUES (1);`;

describe('migrate', () => {
  it("applies the project's migrations once, in name order", async () => {
    const db = await open();
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    expect(await migrate(db)).toEqual(files);
    expect(await versions(db)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
  });

  it('runs a script of several statements as the driver reads it', async () => {
    const db = await open();
    const dir = await migrationsDir({ '0001_tricky.sql': TRICKY });
    expect(await migrate(db, dir)).toEqual(['0001_tricky.sql']);
    const rows = await db.query<{ id: number; body: string }>('SELECT id, body FROM notes ORDER BY id');
    expect(rows.rows).toEqual([
      { id: 1, body: 'a; b' },
      { id: 2, body: "it's; fine" },
      { id: 3, body: 'dollar; quoted' },
    ]);
    expect((await db.query<{ n: number }>('SELECT note_count()::int AS n')).rows).toEqual([{ n: 3 }]);
    expect((await db.query('SELECT * FROM more')).rows.length).toBe(1);
  });

  it('rolls back the whole failing migration and keeps the ones before it', async () => {
    const db = await open();
    const dir = await migrationsDir({
      '0001_first.sql': 'CREATE TABLE first (id int);',
      '0002_broken.sql':
        'CREATE TABLE second (id int);\nINSERT INTO second VALUES (1);\nSELECT * FROM missing;',
      '0003_after.sql': 'CREATE TABLE third (id int);',
    });
    await expect(migrate(db, dir)).rejects.toThrow(/missing/);
    expect(await versions(db)).toEqual(['0001_first.sql']);
    const tables = await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_name IN ('first', 'second', 'third') AND table_schema = current_schema()`,
    );
    expect(tables.rows.map((r) => r.name)).toEqual(['first']);
    // Fixed, it applies the rest.
    await writeFile(join(dir, '0002_broken.sql'), 'CREATE TABLE second (id int);');
    expect(await migrate(db, dir)).toEqual(['0002_broken.sql', '0003_after.sql']);
  });

  it('applies each migration once when several processes migrate at the same time', async () => {
    const db = await open();
    const dir = await migrationsDir({
      '0001_a.sql': 'CREATE TABLE a (id int);',
      '0002_b.sql': 'CREATE TABLE b (id int); INSERT INTO b VALUES (1);',
    });
    const runs = await Promise.all([migrate(db, dir), migrate(db, dir), migrate(db, dir)]);
    expect(runs.flat().sort()).toEqual(['0001_a.sql', '0002_b.sql']);
    expect((await db.query('SELECT * FROM b')).rows.length).toBe(1);
  });
});
