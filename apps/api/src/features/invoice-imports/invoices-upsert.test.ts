import type { Db } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '../../seed/invoices';
import { type InvoiceRow, toInvoiceRow } from './invoice-rows';
import { upsertInvoices } from './invoices-upsert.repository';
import { dbWithBusiness } from './test-helpers';

// The set-based writer on its own, with tiny batches so that every path between batches runs:
// the look-up of unchanged rows switching off after a batch of new ones and on again.
const BUSINESS = { rut: '76354771-K', name: 'Ingeniería Enacon SpA' };
const rows = generateInvoices({ seed: 51, business: BUSINESS, count: 40 }).map((d) =>
  toInvoiceRow(d, BUSINESS, 'rcv'),
);
const changed = (r: InvoiceRow): InvoiceRow => ({
  ...r,
  issuerName: `${r.issuerName} `,
  contentHash: `${r.contentHash}x`,
});

let db: Db;
let businessId: number;
beforeAll(async () => {
  ({ db, businessId } = await dbWithBusiness(BUSINESS));
});
afterAll(() => db?.close());

describe('upsertInvoices', () => {
  it('counts inserted, updated and unchanged rows right whatever their order across batches', async () => {
    const first = rows.slice(0, 20);
    expect(await upsertInvoices(db, businessId, first, { importId: null, batchSize: 3 })).toEqual({
      inserted: 20,
      updated: 0,
      unchanged: 0,
    });
    // New rows first (the look-up stops), then unchanged and changed ones mixed (it starts again).
    const mixed = [
      ...rows.slice(20, 30),
      ...first.slice(0, 5),
      ...first.slice(5, 10).map(changed),
      ...rows.slice(30, 40),
      ...first.slice(10, 20),
    ];
    expect(await upsertInvoices(db, businessId, mixed, { importId: null, batchSize: 4 })).toEqual({
      inserted: 20,
      updated: 5,
      unchanged: 15,
    });
    expect(await upsertInvoices(db, businessId, mixed, { importId: null, batchSize: 7 })).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 40,
    });
    const { rows: stored } = await db.query<{ n: number; renamed: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE issuer_name LIKE '% ')::int AS renamed
         FROM invoices WHERE business_id = $1`,
      [businessId],
    );
    expect(stored[0]).toEqual({ n: 40, renamed: 5 });
  });

  it('writes quotes, backslashes, commas and braces in texts as they are', async () => {
    const odd = 'Comercial "El Ñandú" {Ltda}, sucursal \\ norte';
    const [r] = generateInvoices({ seed: 52, business: BUSINESS, count: 1, salesShare: 1 }).map((d) =>
      toInvoiceRow({ ...d, receiverName: odd, folio: 999_999 }, BUSINESS, 'dte'),
    );
    await upsertInvoices(db, businessId, [r], { importId: null });
    const { rows: out } = await db.query<{ counterpart_name: string }>(
      'SELECT counterpart_name FROM invoices WHERE business_id = $1 AND folio = 999999',
      [businessId],
    );
    expect(out).toEqual([{ counterpart_name: odd }]);
  });
});
