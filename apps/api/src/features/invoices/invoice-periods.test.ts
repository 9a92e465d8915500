import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor, insertInvoice } from '../../test/invoices';

let h: Harness;
let c: Client;
let empty: Client;

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  empty = await clientFor(h, 'u2', 'b2');
  // The seed writes invoices of its own; start the business from nothing so the span is known.
  await h.db.query('DELETE FROM invoices WHERE business_id = ANY($1::bigint[])', [
    [c.businessId, empty.businessId],
  ]);
  await insertInvoice(h.db, c.businessId, { folio: 1, issueDate: '2019-03-15' });
  await insertInvoice(h.db, c.businessId, { folio: 2, issueDate: '2024-11-02' });
  await insertInvoice(h.db, c.businessId, { direction: 'COMPRA', folio: 3, issueDate: '2022-07-30' });
});
afterAll(() => h?.close());

describe('GET sii_invoice/periods', () => {
  it('answers the oldest and newest period with documents, per direction', async () => {
    const res = await c.get('/api/v1/client/sii_invoice/periods');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      periods: { VENTA: { oldest: 201903, newest: 202411 }, COMPRA: { oldest: 202207, newest: 202207 } },
    });
  });

  it('answers null for a direction without documents, and never another business’s', async () => {
    const res = await empty.get('/api/v1/client/sii_invoice/periods');
    expect(res.json()).toEqual({ periods: { VENTA: null, COMPRA: null } });
  });
});
