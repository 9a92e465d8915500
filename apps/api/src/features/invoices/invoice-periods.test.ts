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

describe('GET invoices?year=', () => {
  const folios = async (query: string) => {
    const res = await c.get(`/api/v1/client/sii_invoice/invoices?operationType=VENTA&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { invoices: { folio: number }[] }).invoices.map((i) => i.folio);
  };

  it('lists every period of one year, from January to December', async () => {
    expect(await folios('year=2024')).toEqual([2]);
    expect(await folios('year=2019')).toEqual([1]);
    expect(await folios('year=2023')).toEqual([]);
  });

  it('loses to a chosen period and wins over last_periods', async () => {
    expect(await folios('year=2024&period=201903')).toEqual([1]);
    expect(await folios('year=2019&last_periods=1')).toEqual([1]);
  });

  it('refuses a year that is not one', async () => {
    const res = await c.get('/api/v1/client/sii_invoice/invoices?operationType=VENTA&year=20x4');
    expect(res.statusCode).toBe(400);
  });
});
