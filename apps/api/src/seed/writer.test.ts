import type { Db } from '@portal/db';
import { createTestDb } from '@portal/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/passwords';
import { generateDataset } from './generator';
import { writeDataset } from './writer';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.close());

const count = async (sql: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0].n;

describe('writeDataset', () => {
  it('writes a large dataset in a few set-based statements', async () => {
    const data = generateDataset({
      seed: 3,
      businesses: 3000,
      demo: { email: 'demo@portalcliente.cl', password: 'Demo2026!' },
    });
    // Counts the statements the write sends: set-based means a handful, whatever the row count.
    let statements = 0;
    const counting: Db = {
      ...db,
      transaction: (fn, opts) =>
        db.transaction(
          (tx) =>
            fn({
              ...tx,
              query: (text, params, o) => {
                statements += 1;
                return tx.query(text, params, o);
              },
            }),
          opts,
        ),
    };
    const ids = await writeDataset(counting, data);
    expect(await count('businesses')).toBe(3000);
    expect(await count('users')).toBe(data.users.length);
    expect(await count('businesses_users')).toBe(data.links.length);
    expect(await count('business_functionalities')).toBe(
      data.businesses.reduce((n, b) => n + b.functionalities.length, 0),
    );
    expect(await count('business_terms WHERE accepted')).toBe(
      data.businesses.filter((b) => b.terms_accepted).length,
    );
    expect(ids.businesses.size).toBe(3000);
    // A handful of statements for 3,000 businesses and their users: one INSERT per row would be thousands.
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThan(40);

    // Every key maps to the row written from it.
    const b = data.businesses[1234];
    const row = await db.query<{ rut: string; hash_id: string; plan: unknown }>(
      'SELECT rut, hash_id, plan FROM businesses WHERE id = $1',
      [ids.businesses.get(b.key)],
    );
    expect(row.rows[0]).toEqual({ rut: b.rut, hash_id: b.hash_id, plan: b.plan });
    const link = data.links.find((l) => l.role === 'other')!;
    const linked = await db.query<{ role: string }>(
      'SELECT role FROM businesses_users WHERE user_id = $1 AND business_id = $2',
      [ids.users.get(link.userKey), ids.businesses.get(link.businessKey)],
    );
    expect(linked.rows).toEqual([{ role: 'other' }]);

    // Users with the same password share one hash, and it verifies.
    const hashes = await db.query<{ password_hash: string }>(
      "SELECT DISTINCT password_hash FROM users WHERE email <> 'demo@portalcliente.cl'",
    );
    expect(hashes.rows).toHaveLength(1);
    expect(await verifyPassword(hashes.rows[0].password_hash, data.users[1].password)).toBe(true);
  });

  it('writes the guard scenarios as the API reads them', async () => {
    const { rows } = await db.query<{ status: string; n: number }>(
      `SELECT 'closed' AS status, count(*)::int AS n FROM businesses WHERE status = 'Cerrado' AND closed_at IS NOT NULL
       UNION ALL SELECT 'prospect', count(*)::int FROM businesses WHERE prospect AND valid_contract_plan
       UNION ALL SELECT 'debtor', count(*)::int FROM businesses WHERE debtor = 'defaulter' AND debtor_date <= DATE '2026-11-20' - 10
       UNION ALL SELECT 'fill', count(*)::int FROM businesses WHERE status_onboarding = 'fill_information'`,
    );
    for (const r of rows) expect(r.n, r.status).toBeGreaterThanOrEqual(1);
  });

  it('writes the same rows for the same seed', async () => {
    const snapshot = async (target: Db) =>
      (
        await target.query(
          `SELECT hash_id, rut, name, email, plan, status, debtor_date, closed_at,
                  (SELECT array_agg(reference ORDER BY reference) FROM business_functionalities f WHERE f.business_id = b.id) AS f
             FROM businesses b ORDER BY hash_id`,
        )
      ).rows;
    // Written twice into one database, emptied in between: ids differ, the data does not.
    const target = await createTestDb();
    try {
      await writeDataset(target, generateDataset({ seed: 11, businesses: 30 }));
      const first = await snapshot(target);
      await target.query('DELETE FROM businesses');
      await target.query('DELETE FROM users');
      await writeDataset(target, generateDataset({ seed: 11, businesses: 30 }));
      expect(first).toHaveLength(30);
      expect(await snapshot(target)).toEqual(first);
    } finally {
      await target.close();
    }
  });
});
