import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { API, type Client, LIST, clientFor, dayInPeriodAgo, insertInvoice } from '../../test/invoices';
import { expectStatus } from '../../test/status';

let h: Harness;
let c: Client;
const sales: number[] = [];
const purchases: number[] = [];
let foreign: number;
let account: number;

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  for (let i = 0; i < 4; i++) {
    sales.push(await insertInvoice(h.db, c.businessId, { folio: 10 + i, issueDate: dayInPeriodAgo(i) }));
  }
  // Outside the default 12 periods of the sales list.
  sales.push(await insertInvoice(h.db, c.businessId, { folio: 20, issueDate: dayInPeriodAgo(14) }));
  for (let i = 0; i < 3; i++) {
    purchases.push(await insertInvoice(h.db, c.businessId, { direction: 'COMPRA', folio: 30 + i }));
  }
  foreign = await insertInvoice(h.db, h.businessId('b2'), { folio: 10 });
  const accounts = await c.get('/api/v1/client/accounts/invoicing/list');
  account = accounts.json().accounts[0].id;
});
beforeEach(async () => {
  await h.db.query('UPDATE invoices SET payed = false, payed_at = NULL, invoicing_account_id = NULL');
});
afterAll(() => h?.close());

const payedOf = async (ids: number[]) => {
  const { rows } = await h.db.query<{ id: number; payed: boolean; payed_at: Date | null }>(
    'SELECT id, payed, payed_at FROM invoices WHERE id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  );
  return rows;
};
const bulk = (payload: object) => c.send('POST', `${API}/bulk_update`, payload);

describe('POST update_payed', () => {
  it('marks paid with a payment time, and unpaid again', async () => {
    const res = await c.send('POST', `${API}/update_payed`, { id_doc: sales[0], payed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice).toMatchObject({ id: sales[0], pagado: true, expired: false });
    expect(res.json().invoice.payed_at).toEqual(expect.any(String));
    const again = await c.send('POST', `${API}/update_payed`, { id_doc: sales[0], payed: false });
    expect(again.json().invoice).toMatchObject({ pagado: false, payed_at: null });
  });

  it('moves the list totals at once (monthly aggregates follow the write)', async () => {
    const before = (await c.get(`${LIST}?operationType=VENTA&payed=true`)).json();
    expectStatus(await c.send('POST', `${API}/update_payed`, { id_doc: sales[1], payed: true }), 200);
    const after = (await c.get(`${LIST}?operationType=VENTA&payed=true`)).json();
    expect(after.meta.total_elements).toBe(before.meta.total_elements + 1);
    expect(after.total_det_mnt_total).toBe(before.total_det_mnt_total + 119_000);
  });

  it('answers 404 for another business’s invoice and leaves it unpaid', async () => {
    const res = await c.send('POST', `${API}/update_payed`, { id_doc: foreign, payed: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No encontramos la factura.' });
    expect((await payedOf([foreign]))[0].payed).toBe(false);
  });

  it('names a bad parameter', async () => {
    const res = await c.send('POST', `${API}/update_payed`, { id_doc: sales[0], payed: 'quizás' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("'payed'");
  });
});

describe('POST bulk_update', () => {
  it('updates the selected ids of the business only, and counts them', async () => {
    const res = await bulk({
      operationType: 'VENTA',
      id_docs: [sales[0], sales[1], foreign, purchases[0]],
      payed: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const rows = await payedOf([sales[0], sales[1], sales[2], foreign, purchases[0]]);
    expect(rows.map((r) => r.payed)).toEqual([true, true, false, false, false]);
  });

  it('updates every record matching the filters (update_massive)', async () => {
    const res = await bulk({
      operationType: 'VENTA',
      update_massive: true,
      update_by: { operationType: 'VENTA', last_periods: 2, search: 'nunoa' },
      payed: true,
    });
    expect(res.json()).toEqual({ updated: 2 });
    expect((await payedOf(sales)).map((r) => r.payed)).toEqual([true, true, false, false, false]);
    // Without filters: the list's defaults (12 periods), so the 14-month-old one stays.
    const all = await bulk({ operationType: 'VENTA', update_massive: true, payed: true });
    expect(all.json()).toEqual({ updated: 4 });
    expect((await payedOf(sales)).map((r) => r.payed)).toEqual([true, true, true, true, false]);
    expect((await payedOf([foreign]))[0].payed).toBe(false);
  });

  it('classifies purchases to an account, by ids or all of them', async () => {
    const byIds = await bulk({
      operationType: 'COMPRA',
      id_docs: [purchases[0]],
      invoicing_account_id: account,
    });
    expect(byIds.json()).toEqual({ updated: 1 });
    const classified = await c.get(`${LIST}?operationType=COMPRA&classified=true`);
    expect(classified.json().invoices.map((i: { id: number }) => i.id)).toEqual([purchases[0]]);
    const all = await bulk({ operationType: 'COMPRA', invoicing_account_id: account, all_invoices: true });
    expect(all.json()).toEqual({ updated: 3 });
    const none = await c.get(`${LIST}?operationType=COMPRA&classified=false`);
    expect(none.json().meta.total_elements).toBe(0);
  });

  it('refuses what cannot be done, and changes nothing', async () => {
    const cases: [object, RegExp][] = [
      [{ operationType: 'VENTA', id_docs: [sales[0]] }, /payed/],
      [{ operationType: 'VENTA', payed: true }, /id_docs/],
      [{ operationType: 'VENTA', id_docs: [], payed: true }, /id_docs/],
      [{ operationType: 'VENTA', id_docs: [sales[0]], invoicing_account_id: account }, /compras/],
      [
        { operationType: 'COMPRA', id_docs: [purchases[0]], invoicing_account_id: 999_999 },
        /invoicing_account_id/,
      ],
      [
        { operationType: 'VENTA', update_massive: true, update_by: { operationType: 'COMPRA' }, payed: true },
        /operationType/,
      ],
      [
        { operationType: 'VENTA', update_massive: true, update_by: { period: 202213 }, payed: true },
        /period/,
      ],
      [{ operationType: 'OTRA', id_docs: [1], payed: true }, /operationType/],
    ];
    for (const [payload, message] of cases) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await payedOf(sales)).every((r) => !r.payed)).toBe(true);
  });

  it('does not classify with another business’s account', async () => {
    const { rows } = await h.db.query<{ id: number }>(
      `INSERT INTO accounts (business_id, name, account_number) VALUES ($1, 'Otra', '9999') RETURNING id`,
      [h.businessId('b2')],
    );
    const res = await bulk({ operationType: 'COMPRA', id_docs: purchases, invoicing_account_id: rows[0].id });
    expect(res.statusCode).toBe(400);
  });
});
