import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { embeddedRun } from './testing';
import { OID, keepText, parseInt8 } from './parsers';
import { pgliteDb } from './pglite';
import { preparedRunner } from './pglite-prepared';
import { statementName } from './statements';
import type { Db } from './types';

// The prepared runner drives PGlite's wire protocol under PGlite's private locks; a PGlite
// upgrade that changes them must fail here, not as wrong figures on a page.

const newPglite = () =>
  PGlite.create(undefined, {
    parsers: { [OID.int8]: parseInt8, [OID.date]: keepText, [OID.numeric]: keepText },
  });

let pg: PGlite;
let db: Db;
const prepare = { prepare: true } as const;

beforeAll(async () => {
  pg = await newPglite();
  const runner = preparedRunner(pg);
  expect(runner, 'this PGlite no longer has the internals the runner uses').not.toBeNull();
  db = pgliteDb(pg, runner);
  await db.exec(`
    CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL, amount bigint, day date, price numeric(12,2));
    INSERT INTO items SELECT g, 'item ' || g, g * 1000000000::bigint, date '2024-01-01' + g, g / 4.0
      FROM generate_series(1, 40) g;`);
}, 60_000);
afterAll(() => db?.close());

/** The same statement both ways: prepared, and PGlite's own query(). */
async function bothWays(text: string, params: unknown[]) {
  const plain = await db.query(text, params);
  const prepared = await db.query(text, params, prepare);
  return { plain, prepared };
}

describe.runIf(embeddedRun())('prepared statements on PGlite', () => {
  it('answer what the plain query answers, run after run', async () => {
    const text = 'SELECT id, name, amount, day, price FROM items WHERE id > $1 ORDER BY id LIMIT $2';
    for (const [after, limit] of [
      [0, 5],
      [10, 3],
      [38, 10],
      [40, 1],
    ]) {
      const { plain, prepared } = await bothWays(text, [after, limit]);
      expect(prepared).toEqual(plain);
    }
    const { prepared } = await bothWays(text, [0, 1]);
    expect(prepared.rows).toEqual([{ id: 1, name: 'item 1', amount: 1e9, day: '2024-01-02', price: '0.25' }]);
  });

  it.each([
    ['int4', 'SELECT $1::int AS v', 42, 42],
    ['int8 beyond 2^31', 'SELECT $1::bigint AS v', 9_000_000_000_000, 9_000_000_000_000],
    ['text with quotes and accents', 'SELECT $1::text AS v', `Ñandú's "Ltda"; -- x`, `Ñandú's "Ltda"; -- x`],
    ['boolean', 'SELECT $1::boolean AS v', false, false],
    ['date kept as text', 'SELECT $1::date AS v', '2024-02-29', '2024-02-29'],
    ['numeric kept as text', 'SELECT $1::numeric(10,2) AS v', '12.5', '12.50'],
    ['null', 'SELECT $1::text IS NULL AS v', null, true],
    ['undefined as null', 'SELECT $1::int IS NULL AS v', undefined, true],
    ['int array', 'SELECT $1::int[] AS v', [3, 1, 2], [3, 1, 2]],
    ['text array with separators', 'SELECT $1::text[] AS v', ['a,b', 'c"d', ''], ['a,b', 'c"d', '']],
    ['jsonb', 'SELECT $1::jsonb AS v', { a: [1, 'x'], b: null }, { a: [1, 'x'], b: null }],
    ['timestamptz from a Date', 'SELECT $1::timestamptz AS v', new Date('2024-05-01T12:00:00Z'), null],
  ])('binds a %s parameter as the plain query does', async (_type, text, value, expected) => {
    const { plain, prepared } = await bothWays(text, [value]);
    expect(prepared.rows).toEqual(plain.rows);
    if (expected !== null) expect(prepared.rows[0]).toEqual({ v: expected });
  });

  it('runs a statement whose parameters are typed by its context (unnest of arrays)', async () => {
    const text = 'SELECT i.id, i.name FROM items i JOIN unnest($1::int[]) AS u(id) USING (id) ORDER BY i.id';
    const { plain, prepared } = await bothWays(text, [[7, 3, 99]]);
    expect(prepared).toEqual(plain);
    expect(prepared.rows.map((r) => r.id)).toEqual([3, 7]);
  });

  it('keeps concurrent calls apart: every caller gets the answer to its own parameters', async () => {
    const text = 'SELECT id, name FROM items WHERE id = $1';
    const ids = Array.from({ length: 60 }, (_, i) => (i % 40) + 1);
    const answers = await Promise.all(
      ids.map((id, i) =>
        i % 3 === 0
          ? db.query<{ id: number }>(text, [id]) // plain queries mixed in
          : db.query<{ id: number }>(text, [id], prepare),
      ),
    );
    expect(answers.map((a) => a.rows[0]?.id)).toEqual(ids);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = db.transaction(async (t) => {
      await t.query("INSERT INTO items (id, name) VALUES (1000, 'uncommitted')");
      await held;
      throw new Error('roll back');
    });
    // Let the transaction take its lock and insert before the prepared query is sent.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const counted = db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM items WHERE id = $1',
      [1000],
      prepare,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(tx).rejects.toThrow('roll back');
    expect((await counted).rows).toEqual([{ n: 0 }]);
  });

  it('passes errors on and leaves the connection usable', async () => {
    await expect(db.query('SELECT * FROM no_such_table WHERE id = $1', [1], prepare)).rejects.toThrow(
      /no_such_table/,
    );
    await expect(db.query('SELECT 1 / $1::int AS v', [0], prepare)).rejects.toThrow(/division by zero/);
    // The failed statement again, then others, prepared and plain.
    await expect(db.query('SELECT 1 / $1::int AS v', [0], prepare)).rejects.toThrow(/division by zero/);
    expect((await db.query('SELECT 1 / $1::int AS v', [1], prepare)).rows).toEqual([{ v: 1 }]);
    expect((await db.query('SELECT count(*)::int AS n FROM items', [])).rows).toEqual([{ n: 40 }]);
    await db.transaction(async (t) => {
      await t.query("UPDATE items SET name = 'renamed' WHERE id = $1", [2]);
    });
    expect((await db.query('SELECT name FROM items WHERE id = $1', [2], prepare)).rows).toEqual([
      { name: 'renamed' },
    ]);
  });

  it('parses a statement once and reuses it by name', async () => {
    const stream = vi.spyOn(pg, 'execProtocolStream');
    try {
      const text = 'SELECT name FROM items WHERE id = $1 /* reuse */';
      await db.query(text, [5], prepare);
      const first = stream.mock.calls.length;
      await db.query(text, [6], prepare);
      // bind, describe, execute and sync: no parse and describe of the statement the second time.
      expect(stream.mock.calls.length - first).toBe(4);
      expect(first).toBe(6);
    } finally {
      stream.mockRestore();
    }
  });
});

describe.runIf(embeddedRun())('without the PGlite internals', () => {
  it('gives no runner, and the Db runs prepared queries as plain ones', async () => {
    const bare = { query: pg.query.bind(pg) } as unknown as PGlite;
    expect(preparedRunner(bare)).toBeNull();
    const other = await newPglite();
    const plainOnly = pgliteDb(other, null);
    try {
      const query = vi.spyOn(other, 'query');
      const res = await plainOnly.query<{ v: number }>('SELECT $1::int + 1 AS v', [41], prepare);
      expect(res.rows).toEqual([{ v: 42 }]);
      expect(query).toHaveBeenCalledWith('SELECT $1::int + 1 AS v', [41]);
    } finally {
      await plainOnly.close();
    }
  }, 60_000);
});

describe.runIf(embeddedRun())('statementName', () => {
  it('names one text one way, and different texts differently', () => {
    expect(statementName('SELECT 1')).toBe(statementName('SELECT 1'));
    expect(statementName('SELECT 1')).not.toBe(statementName('SELECT 2'));
    expect(statementName('SELECT 1')).toMatch(/^s[0-9a-f]{24}$/);
  });
});
