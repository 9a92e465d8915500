// The tenant digest the trust suites compare before and after a request: it must move with any
// change of a business's rows, stay put otherwise, and leave out only the columns it is told to.
import type { Db } from '@portal/db';
import { createTestDb } from '@portal/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, tenantDigest } from './support/digest';

let db: Db;
let a: number;
let b: number;
beforeAll(async () => {
  db = await createTestDb();
  const ids = await db.query<{ id: number }>(
    `INSERT INTO businesses (rut, name) VALUES ('76086428-5', 'A SpA'), ('96670340-7', 'B SpA') RETURNING id::int AS id`,
  );
  [a, b] = ids.rows.map((r) => r.id);
  await db.query(
    `INSERT INTO counterparts (business_id, kind, rut, business_name)
     VALUES ($1, 'client', '11111111-1', 'Uno'), ($1, 'client', '22222222-2', 'Dos'), ($2, 'client', '11111111-1', 'Otro')`,
    [a, b],
  );
});
afterAll(() => db?.close());

describe('tenantDigest', () => {
  it('is the same when nothing changed, and moves with an update, an insert and a delete', async () => {
    const start = await tenantDigest(db, a);
    expect(changedTables(start, await tenantDigest(db, a))).toEqual([]);

    await db.query(
      `UPDATE counterparts SET business_name = 'Uno Ltda' WHERE business_id = $1 AND rut = '11111111-1'`,
      [a],
    );
    const renamed = await tenantDigest(db, a);
    expect(changedTables(start, renamed)).toEqual(['counterparts']);

    // Back to the old value: the same rows, the same digest.
    await db.query(
      `UPDATE counterparts SET business_name = 'Uno' WHERE business_id = $1 AND rut = '11111111-1'`,
      [a],
    );
    expect(changedTables(start, await tenantDigest(db, a))).toEqual([]);

    await db.query(`UPDATE businesses SET name = 'A Limitada' WHERE id = $1`, [a]);
    expect(changedTables(start, await tenantDigest(db, a))).toEqual(['businesses']);
    await db.query(`UPDATE businesses SET name = 'A SpA' WHERE id = $1`, [a]);

    const inserted = await db.query<{ id: number }>(
      `INSERT INTO counterparts (business_id, kind, rut, business_name) VALUES ($1, 'provider', '33333333-3', 'Tres') RETURNING id::int AS id`,
      [a],
    );
    expect(changedTables(start, await tenantDigest(db, a))).toEqual(['counterparts']);
    await db.query('DELETE FROM counterparts WHERE id = $1', [inserted.rows[0].id]);
    expect(changedTables(start, await tenantDigest(db, a))).toEqual([]);

    await db.query(`DELETE FROM counterparts WHERE business_id = $1 AND rut = '22222222-2'`, [a]);
    expect(changedTables(start, await tenantDigest(db, a))).toEqual(['counterparts']);
  });

  it("reads only the business's own rows, and leaves out the columns it is told to", async () => {
    const before = await tenantDigest(db, a, { ignore: ['business_name'] });
    const other = await tenantDigest(db, b);
    await db.query(`UPDATE counterparts SET business_name = 'Otro nombre' WHERE business_id = $1`, [b]);
    expect(changedTables(before, await tenantDigest(db, a, { ignore: ['business_name'] }))).toEqual([]);
    expect(changedTables(other, await tenantDigest(db, b))).toEqual(['counterparts']);
    await db.query(`UPDATE counterparts SET business_name = 'Nuevo' WHERE business_id = $1`, [a]);
    expect(changedTables(before, await tenantDigest(db, a, { ignore: ['business_name'] }))).toEqual([]);
  });
});
