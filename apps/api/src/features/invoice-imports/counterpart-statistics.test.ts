import type { Db } from '@portal/db';
import { computeRutDv } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '../../seed/invoices';
import { type InvoiceRow, toInvoiceRow } from './invoice-rows';
import { dbWithBusiness, importRows as writeRows } from './test-helpers';

// An import that brings many new counterparts leaves counterparts analyzed, so the next import's
// look-up of each row's counterpart (its payment term) goes by the key, not by reading every client.
const BUSINESS = { rut: '76354771-K', name: 'Ingeniería Enacon SpA' };
const CLIENTS = 120;

const rutOf = (body: number) => `${body}-${computeRutDv(body).toUpperCase()}`;

let db: Db;
let businessId: number;
beforeAll(async () => {
  ({ db, businessId } = await dbWithBusiness(BUSINESS));
});
afterAll(() => db?.close());

const reltuples = async () =>
  (
    await db.query<{ n: number }>(
      "SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'counterparts'::regclass",
    )
  ).rows[0].n;

const importRows = (rows: InvoiceRow[]) => writeRows(db, businessId, rows);

describe('an import with many new counterparts', () => {
  it('analyzes counterparts, and the key look-up then uses counterparts_key', async () => {
    expect(await reltuples()).toBeLessThan(0);
    // Sales only, each to its own client.
    const rows = generateInvoices({ seed: 77, business: BUSINESS, count: CLIENTS * 3, salesShare: 1 })
      .map((d) => toInvoiceRow(d, BUSINESS, 'rcv'))
      .filter((r) => r.direction === 'VENTA')
      .slice(0, CLIENTS)
      .map((r, i) => ({ ...r, counterpartRut: rutOf(77_000_000 + i), counterpartName: `Cliente ${i} SpA` }));
    expect(rows).toHaveLength(CLIENTS);
    await importRows(rows);
    const { rows: made } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM counterparts WHERE business_id = $1 AND kind = 'client'",
      [businessId],
    );
    expect(made[0].n).toBe(CLIENTS);
    expect(await reltuples()).toBeGreaterThanOrEqual(CLIENTS);
    // A table this small is read whole; among its indexes, the key must win.
    const plan = await db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const { rows: lines } = await tx.query<Record<string, string>>(
        `EXPLAIN SELECT days_to_pay FROM counterparts
          WHERE business_id = ${businessId} AND kind = 'client' AND rut = '${rutOf(77_000_005)}'`,
      );
      return lines.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('counterparts_key');
  });

  it('leaves the statistics alone when an import touches few counterparts', async () => {
    const before = await reltuples();
    const rows = generateInvoices({ seed: 78, business: BUSINESS, count: 30, salesShare: 1 })
      .map((d) => toInvoiceRow(d, BUSINESS, 'rcv'))
      .map((r) => ({ ...r, counterpartRut: rutOf(78_000_000), counterpartName: 'Cliente Nuevo SpA' }));
    await importRows(rows);
    expect(await reltuples()).toBe(before);
  });
});
