import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import {
  API,
  CURRENT_PERIOD,
  type Client,
  TODAY,
  addDays,
  clientFor,
  dayInPeriodAgo,
  insertInvoice,
  periodAgo,
} from '../../test/invoices';

let h: Harness;
let c: Client;
let empty: Client;
const year = Number(TODAY.slice(0, 4));

beforeAll(async () => {
  h = await createHarness({ businesses: 3 });
  c = await clientFor(h, 'u1', 'b1');
  empty = await clientFor(h, 'u3', 'b3');
  const b1 = c.businessId;
  const big = { counterpartRut: '77123456-7', counterpartName: 'Cliente Grande SpA' };
  // This month: two sales (one a credit note) and a purchase; one purchase rejected.
  await insertInvoice(h.db, b1, { ...big, folio: 1, net: 1_000_000 });
  await insertInvoice(h.db, b1, { ...big, folio: 2, docType: 61, net: 100_000 });
  await insertInvoice(h.db, b1, { direction: 'COMPRA', folio: 3, net: 300_000, payed: true });
  await insertInvoice(h.db, b1, {
    direction: 'COMPRA',
    folio: 4,
    net: 50_000,
    estado: 'Rechazada',
    accuseType: 'RCD',
  });
  // Three months ago: a paid sale and an overdue one.
  await insertInvoice(h.db, b1, { folio: 5, net: 200_000, issueDate: dayInPeriodAgo(3), payed: true });
  await insertInvoice(h.db, b1, {
    folio: 6,
    net: 400_000,
    issueDate: dayInPeriodAgo(3),
    internalDueDate: addDays(TODAY, -3),
  });
  // Outside the 12 months.
  await insertInvoice(h.db, b1, { folio: 7, net: 900_000, issueDate: dayInPeriodAgo(13) });
});
afterAll(() => h?.close());

const json = async (url: string) => {
  const res = await c.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('purchases and sales summary', () => {
  it('answers 12 months, oldest first, zero months included', async () => {
    const { data } = await json(`${API}/purchases_and_sales_summary`);
    expect(data.last_updated).toBeNull();
    expect(data.total_last_months).toHaveLength(12);
    expect(data.total_last_months.map((m: { period: string }) => m.period)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(periodAgo(11 - i))),
    );
    const at = (p: number) => data.total_last_months.find((m: { period: string }) => m.period === String(p));
    expect(at(CURRENT_PERIOD)).toEqual({
      period: String(CURRENT_PERIOD),
      total_sales: 1_190_000 - 119_000,
      total_purchases: 357_000 + 59_500,
    });
    expect(at(periodAgo(3))).toEqual({
      period: String(periodAgo(3)),
      total_sales: 238_000 + 476_000,
      total_purchases: 0,
    });
    expect(at(periodAgo(1))).toEqual({ period: String(periodAgo(1)), total_sales: 0, total_purchases: 0 });
    const none = (await empty.get(`${API}/purchases_and_sales_summary`)).json().data.total_last_months;
    expect(
      none.every(
        (m: { total_sales: number; total_purchases: number }) =>
          m.total_sales === 0 && m.total_purchases === 0,
      ),
    ).toBe(true);
  });

  it('answers monthly averages over the 12 months', async () => {
    const { data } = await json(`${API}/averages`);
    expect(data).toMatchObject({
      months: 12,
      to_period: String(CURRENT_PERIOD),
      from_period: String(periodAgo(11)),
      average_sales: Math.round((1_071_000 + 714_000) / 12),
      average_purchases: Math.round(416_500 / 12),
    });
  });
});

describe('dashboard', () => {
  it('monthly_summary: counts, totals and IVA (rejected purchases give no credit)', async () => {
    const data = await json(`${API}/dashboard/monthly_summary`);
    expect(data).toEqual({
      period: String(CURRENT_PERIOD),
      sales: { count: 2, total: 1_071_000 },
      purchases: { count: 2, total: 416_500 },
      iva_debit: 190_000 - 19_000,
      iva_credit: 57_000,
      iva_balance: 171_000 - 57_000,
      sales_excluded: { count: 0, total: 0 },
      purchases_excluded: { count: 0, total: 0 },
    });
    const past = await json(`${API}/dashboard/monthly_summary?period=${periodAgo(3)}`);
    expect(past.sales).toEqual({ count: 2, total: 714_000 });
    expect((await c.get(`${API}/dashboard/monthly_summary?period=202299`)).statusCode).toBe(400);
  });

  it('expired_payed_document: expired, to be due and paid', async () => {
    const { data } = await json(`${API}/dashboard/expired_payed_document`);
    // The credit note references nothing, so it reduces no receivable and owes nothing by itself.
    expect(data.sales).toEqual({
      expired: { count: 1, total: 476_000 },
      to_be_due: { count: 1, total: 1_190_000 },
      payed: { count: 1, total: 238_000 },
    });
    expect(data.purchases).toEqual({
      expired: { count: 0, total: 0 },
      // The rejected purchase is not paid by anyone.
      to_be_due: { count: 0, total: 0 },
      payed: { count: 1, total: 357_000 },
    });
  });

  it('ranking_document: top counterparts of the last 12 months', async () => {
    const { data } = await json(`${API}/dashboard/ranking_document?operationType=VENTA&limit=5`);
    expect(data).toEqual([
      { rut: '77123456-7', name: 'Cliente Grande SpA', total: 1_071_000, count: 2 },
      { rut: '76354771-K', name: 'Ferretería Ñuñoa SpA', total: 714_000, count: 2 },
    ]);
    const one = await json(`${API}/dashboard/ranking_document?operationType=VENTA&limit=1`);
    expect(one.data).toHaveLength(1);
    expect((await c.get(`${API}/dashboard/ranking_document?limit=0`)).statusCode).toBe(400);
  });

  it('chart: four series of 12 months, this year and the previous one', async () => {
    const { data } = await json(`${API}/dashboard/chart`);
    expect(data.year).toBe(year);
    expect(data.previous_year).toBe(year - 1);
    expect(data.months).toHaveLength(12);
    const month = Number(TODAY.slice(5, 7));
    expect(data.months[month - 1]).toEqual({
      month,
      purchases_current: 416_500,
      sales_current: 1_071_000,
      purchases_previous: 0,
      sales_previous: 0,
    });
    const total = (k: 'sales_current' | 'sales_previous') =>
      data.months.reduce((a: number, m: Record<string, number>) => a + m[k], 0);
    // Every sale issued this year or the previous one, whatever month today is.
    const sales: [string, number][] = [
      [TODAY, 1_071_000],
      [dayInPeriodAgo(3), 714_000],
      [dayInPeriodAgo(13), 1_071_000],
    ];
    const inYears = sales.filter(([d]) => Number(d.slice(0, 4)) >= year - 1).reduce((a, [, v]) => a + v, 0);
    expect(total('sales_current') + total('sales_previous')).toBe(inYears);
  });
});

describe('invoicing accounts', () => {
  it('gives a business the default chart on its first call, once', async () => {
    const first = await json('/api/v1/client/accounts/invoicing/list');
    expect(
      first.accounts.map((a: { name: string; account_number: string }) => [a.account_number, a.name]),
    ).toEqual([
      ['1105', 'Mercaderías'],
      // Where an unclassified purchase the RCV marks as activo fijo goes (migration 0105).
      ['1206', 'Otros activos fijos'],
      ['4201', 'Arriendos'],
      ['4205', 'Servicios básicos'],
      ['4210', 'Honorarios'],
      ['4215', 'Combustibles'],
      // The expense categories' accounts classify purchases too.
      ['4241', 'Movilización, peajes y estacionamientos'],
      ['4242', 'Alimentación y atención de clientes'],
      ['4243', 'Materiales y útiles de oficina'],
      ['4244', 'Patentes, contribuciones y permisos'],
      ['4246', 'Mantención y reparaciones'],
      ['4247', 'Publicidad y marketing'],
      ['4248', 'Capacitación'],
      ['4299', 'Gastos generales'],
    ]);
    const again = await json('/api/v1/client/accounts/invoicing/list');
    expect(again.accounts).toEqual(first.accounts);
    const theirs = (await empty.get('/api/v1/client/accounts/invoicing/list')).json().accounts;
    expect(theirs.map((a: { id: number }) => a.id)).not.toContain(first.accounts[0].id);
  });
});
