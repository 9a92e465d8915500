// "Gestión de cobranza desde": none until the owner sets it (Mi empresa, or the first import's
// question), so every unpaid document is managed; unpaid documents issued before it leave receivables, payables, cash
// flow and to-do, and stay in the lists, totals and IVA.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertInvoices } from '../invoice-imports/invoices-upsert.repository';
import { toInvoiceRow } from '../invoice-imports/invoice-rows';
import { generateInvoices } from '../../seed/invoices';
import { type Harness, createHarness } from '../../test/harness';
import { API, type Client, LIST, TODAY, addDays, clientFor, insertInvoice } from '../../test/invoices';
import { expectStatus } from '../../test/status';

let h: Harness;
let c: Client;

beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  c = await clientFor(h, 'u1', 'b1');
});
afterAll(() => h?.close());

const since = async () =>
  (
    await h.db.query<{ d: string | null }>('SELECT collections_since AS d FROM businesses WHERE id = $1', [
      c.businessId,
    ])
  ).rows[0].d;

describe('gestión de cobranza desde', () => {
  it('is not set by an import: every unpaid document is managed until the owner chooses a day', async () => {
    expect(await since()).toBeNull();
    const b = h.data.businesses[0];
    const rows = generateInvoices({ seed: 2, business: b, count: 20, today: TODAY }).map((d) =>
      toInvoiceRow(d, b, 'rcv'),
    );
    await h.db.transaction((tx) => upsertInvoices(tx, c.businessId, rows, { importId: null }));
    expect(await since()).toBeNull();
    await h.db.transaction((tx) => upsertInvoices(tx, c.businessId, rows, { importId: null }));
    expect(await since()).toBeNull();
  });

  it('is edited in Mi empresa and leaves older unpaid documents out of receivables only', async () => {
    await h.db.query('DELETE FROM invoices WHERE business_id = $1', [c.businessId]);
    const old = addDays(TODAY, -60);
    await insertInvoice(h.db, c.businessId, { folio: 1, issueDate: old, internalDueDate: addDays(old, 30) });
    await insertInvoice(h.db, c.businessId, {
      folio: 2,
      issueDate: TODAY,
      internalDueDate: addDays(TODAY, -1),
    });
    const overdue = async () =>
      (await c.get(`${API}/dashboard/expired_payed_document`)).json().data.sales.expired;

    const res = await c.send('PUT', '/api/v1/client/businesses', {
      business: { collections_since: addDays(old, -1) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await overdue()).toEqual({ count: 2, total: 2 * 119_000 });

    expectStatus(
      await c.send('PUT', '/api/v1/client/businesses', { business: { collections_since: addDays(old, 1) } }),
      200,
    );
    expect(await since()).toBe(addDays(old, 1));
    expect(await overdue()).toEqual({ count: 1, total: 119_000 });
    const flow = (await c.get('/api/v1/client/cash_flow?group_by=week')).json();
    expect(flow.buckets[0].inflows).toBe(119_000);
    const tasks = (await c.get('/api/v1/client/todo_tasks')).json();
    const list = Array.isArray(tasks) ? tasks : tasks.tasks;
    expect(list.find((t: { kind: string }) => t.kind === 'collect_overdue').count).toBe(1);
    // Still listed and in the totals.
    const sales = (await c.get(`${LIST}?operationType=VENTA&last_periods=24`)).json();
    expect(sales.meta.total_elements).toBe(2);
    expect(sales.total_det_mnt_total).toBe(2 * 119_000);

    const bad = await c.send('PUT', '/api/v1/client/businesses', {
      business: { collections_since: '2026-02-30' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/fecha válida/);
  });
});
