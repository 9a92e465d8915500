import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedRun } from './testing';
import { openPglite } from './pglite';
import { isPlainRead } from './pglite-shared';
import type { Db } from './types';

// PGlite only (one session in this process): what a sharing transaction lets through.
let db: Db;
beforeAll(async () => {
  db = await openPglite();
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, who text NOT NULL)');
});
afterAll(() => db?.close());

const names = async () =>
  (await db.query<{ who: string }>('SELECT who FROM t ORDER BY id')).rows.map((r) => r.who);

/** A transaction that writes, then waits until `release` is called, then maybe fails. */
function holdOpen(opts: { shareReads: boolean; fail?: boolean }) {
  let release = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  let written = () => {};
  const wrote = new Promise<void>((r) => {
    written = r;
  });
  const done = db.transaction(
    async (tx) => {
      await tx.query("INSERT INTO t VALUES (1, 'import')");
      written();
      await gate;
      if (opts.fail) throw new Error('import failed');
      await tx.query("INSERT INTO t VALUES (2, 'import')");
    },
    { shareReads: opts.shareReads },
  );
  return { wrote, release, done };
}

describe.runIf(embeddedRun())('a sharing transaction on PGlite', () => {
  it('lets reads run while it is open; writes wait for its end', async () => {
    await db.query('DELETE FROM t');
    const t = holdOpen({ shareReads: true });
    await t.wrote;
    // A read answers while the transaction is still open (it would wait forever otherwise).
    expect((await db.query('SELECT count(*)::int AS n FROM t WHERE id > 100')).rows).toEqual([{ n: 0 }]);
    let writeDone = false;
    const write = db.query("INSERT INTO t VALUES (3, 'other')").then(() => {
      writeDone = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(writeDone).toBe(false);
    t.release();
    await t.done;
    await write;
    expect(await names()).toEqual(['import', 'import', 'other']);
  });

  it('survives a failing read, and its rollback undoes only its own work', async () => {
    await db.query('DELETE FROM t');
    const t = holdOpen({ shareReads: true, fail: true });
    await t.wrote;
    await expect(db.query('SELECT 1 / 0')).rejects.toThrow(/division by zero/);
    const write = db.query("INSERT INTO t VALUES (3, 'other')");
    t.release();
    await expect(t.done).rejects.toThrow('import failed');
    await write;
    expect(await names()).toEqual(['other']);
  });

  it('is needed: an ordinary transaction holds every read until it ends', async () => {
    await db.query('DELETE FROM t');
    const t = holdOpen({ shareReads: false });
    await t.wrote;
    let readDone = false;
    const read = db.query('SELECT 1').then(() => {
      readDone = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(readDone).toBe(false);
    t.release();
    await Promise.all([t.done, read]);
  });

  it('tells plain reads from statements that write or lock', () => {
    expect(isPlainRead('SELECT * FROM invoices WHERE business_id = $1')).toBe(true);
    expect(isPlainRead('  with x AS (SELECT 1) SELECT * FROM x')).toBe(true);
    for (const sql of [
      'UPDATE user_tokens SET last_used_at = now()',
      'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d',
      'SELECT * FROM t FOR UPDATE',
      "SELECT nextval('s')",
      'SELECT pg_advisory_xact_lock(1)',
      'INSERT INTO t VALUES (1)',
    ])
      expect(isPlainRead(sql), sql).toBe(false);
  });
});
