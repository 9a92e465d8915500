import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { defaultEnd, spans } from './cash-flow.service';
import { type Client, TODAY, addDays, clientFor, insertInvoice } from '../../test/invoices';
import { linkCreditNotes } from '../invoice-imports/invoices-upsert.repository';

let h: Harness;
let c: Client;
let ids: Record<string, number> = {};

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  const b1 = c.businessId;
  ids = {
    overdueSale: await insertInvoice(h.db, b1, { folio: 1, internalDueDate: addDays(TODAY, -10) }),
    todaySale: await insertInvoice(h.db, b1, { folio: 2, net: 200_000, internalDueDate: TODAY }),
    laterSale: await insertInvoice(h.db, b1, { folio: 3, net: 300_000, internalDueDate: addDays(TODAY, 20) }),
    credit: await insertInvoice(h.db, b1, {
      folio: 4,
      docType: 61,
      net: 100_000,
      internalDueDate: addDays(TODAY, 20),
      references: [{ doc_type: '33', folio: '3' }],
    }),
    paidSale: await insertInvoice(h.db, b1, { folio: 5, payed: true, internalDueDate: addDays(TODAY, 1) }),
    purchase: await insertInvoice(h.db, b1, {
      direction: 'COMPRA',
      folio: 6,
      net: 50_000,
      internalDueDate: addDays(TODAY, 2),
    }),
    rejected: await insertInvoice(h.db, b1, {
      direction: 'COMPRA',
      folio: 7,
      estado: 'Rechazada',
      internalDueDate: addDays(TODAY, 2),
    }),
    farAway: await insertInvoice(h.db, b1, { folio: 8, internalDueDate: addDays(TODAY, 400) }),
  };
  await insertInvoice(h.db, h.businessId('b2'), { folio: 1, internalDueDate: addDays(TODAY, -10) });
  await linkCreditNotes(h.db, b1);
});
afterAll(() => h?.close());

describe('GET cash_flow', () => {
  it('puts the overdue bucket first, then weeks from today, with net', async () => {
    const res = await c.get('/api/v1/client/cash_flow?group_by=week');
    expect(res.statusCode, res.body).toBe(200);
    const flow = res.json();
    expect(flow.as_of).toBe(TODAY);
    expect(flow.buckets[0]).toMatchObject({
      key: 'overdue',
      overdue: true,
      start: null,
      end: addDays(TODAY, -1),
      label: 'Vencido',
      inflows: 119_000,
      outflows: 0,
      net: 119_000,
      inflow_count: 1,
    });
    const weeks = flow.buckets.slice(1);
    expect(weeks).toHaveLength(12);
    expect(weeks[0].start).toBe(TODAY);
    for (let i = 1; i < weeks.length; i++) expect(weeks[i].start).toBe(addDays(weeks[i - 1].end, 1));
    expect(weeks[0].label).toMatch(/^Semana del \d{2}\/\d{2} al \d{2}\/\d{2}$/);
    const at = (day: string) =>
      weeks.find((w: { start: string; end: string }) => w.start <= day && day <= w.end);
    expect(at(TODAY).inflows).toBeGreaterThanOrEqual(238_000);
    // The credit note reduces the invoice it references (never money in by itself); the rejected
    // purchase is left out.
    const later = at(addDays(TODAY, 20));
    expect(later.inflows).toBe(357_000 - 119_000);
    expect(later.inflow_count).toBe(1);
    const purchaseWeek = at(addDays(TODAY, 2));
    expect(purchaseWeek.outflows).toBe(59_500);
    expect(purchaseWeek.outflow_count).toBe(1);
    for (const b of flow.buckets) expect(b.net).toBe(b.inflows - b.outflows);
    expect(flow.totals).toEqual({
      inflows: 119_000 + 238_000 + 238_000,
      outflows: 59_500,
      net: 595_000 - 59_500,
    });
  });

  it('groups by month and takes from/to', async () => {
    const res = await c.get(`/api/v1/client/cash_flow?group_by=month&to=${addDays(TODAY, 500)}`);
    const flow = res.json();
    expect(flow.buckets[1].label).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(flow.totals.inflows).toBe(119_000 + 238_000 + 238_000 + 119_000);
    const bad = await c.get(`/api/v1/client/cash_flow?from=${TODAY}&to=${addDays(TODAY, -1)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("'to'");
    expect((await c.get('/api/v1/client/cash_flow?group_by=day')).statusCode).toBe(400);
    expect((await c.get('/api/v1/client/cash_flow?from=2025-02-30')).statusCode).toBe(400);
  });

  it('lists the documents behind a figure', async () => {
    const overdue = await c.get(
      `/api/v1/client/cash_flow/documents?operationType=VENTA&bucket_end=${addDays(TODAY, -1)}`,
    );
    expect(overdue.statusCode, overdue.body).toBe(200);
    expect(overdue.json().invoices.map((i: { id: number }) => i.id)).toEqual([ids.overdueSale]);
    expect(overdue.json().total_det_mnt_total).toBe(119_000);
    const week = await c.get(
      `/api/v1/client/cash_flow/documents?operationType=VENTA&bucket_start=${addDays(TODAY, 14)}&bucket_end=${addDays(TODAY, 27)}`,
    );
    const body = week.json();
    expect(body.invoices.map((i: { id: number }) => i.id)).toEqual([ids.laterSale]);
    expect(body.meta.total_elements).toBe(1);
    // What the invoice still owes once its credit note is taken off: the bucket's figure.
    expect(body.total_det_mnt_total).toBe(357_000 - 119_000);
    const purchases = await c.get(
      `/api/v1/client/cash_flow/documents?operationType=COMPRA&bucket_start=${TODAY}&bucket_end=${addDays(TODAY, 6)}`,
    );
    expect(purchases.json().invoices.map((i: { id: number }) => i.id)).toEqual([ids.purchase]);
    const bad = await c.get('/api/v1/client/cash_flow/documents?operationType=VENTA');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("'bucket_end'");
  });

  it('builds calendar buckets', () => {
    expect(spans('week', '2026-11-18', '2026-12-01')).toEqual([
      { start: '2026-11-18', end: '2026-11-22', label: 'Semana del 18/11 al 22/11' },
      { start: '2026-11-23', end: '2026-11-29', label: 'Semana del 23/11 al 29/11' },
      { start: '2026-11-30', end: '2026-12-01', label: 'Semana del 30/11 al 01/12' },
    ]);
    expect(spans('month', '2026-11-18', '2027-01-10').map((s) => s.label)).toEqual([
      'Noviembre 2026',
      'Diciembre 2026',
      'Enero 2027',
    ]);
    expect(defaultEnd('month', '2026-11-18')).toBe('2027-04-30');
    expect(defaultEnd('week', '2026-11-18')).toBe('2027-02-07');
  });
});
