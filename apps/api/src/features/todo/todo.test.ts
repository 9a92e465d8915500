import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, TODAY, addDays, clientFor, insertInvoice } from '../../test/invoices';

let h: Harness;
let c: Client;
let fresh: Client;

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  fresh = await clientFor(h, 'u2', 'b2');
  const b1 = c.businessId;
  await insertInvoice(h.db, b1, { folio: 1, internalDueDate: addDays(TODAY, -5) });
  await insertInvoice(h.db, b1, { folio: 2, net: 200_000, internalDueDate: addDays(TODAY, -1) });
  await insertInvoice(h.db, b1, { folio: 3, internalDueDate: addDays(TODAY, 5) });
  await insertInvoice(h.db, b1, { folio: 4, payed: true, internalDueDate: addDays(TODAY, -5) });
  // Purchases: two within the 8-day window without acknowledgment, one acknowledged, one too old.
  await insertInvoice(h.db, b1, { direction: 'COMPRA', folio: 10, issueDate: addDays(TODAY, -2) });
  await insertInvoice(h.db, b1, {
    direction: 'COMPRA',
    folio: 11,
    issueDate: addDays(TODAY, -12),
    receptionDate: addDays(TODAY, -7),
  });
  await insertInvoice(h.db, b1, { direction: 'COMPRA', folio: 12, estado: 'Aceptada', accuseType: 'ACD' });
  await insertInvoice(h.db, b1, { direction: 'COMPRA', folio: 13, issueDate: addDays(TODAY, -20) });
  // An import 3 days ago for b1.
  await h.db.query(
    `INSERT INTO invoice_imports (business_id, source, file_name, file_sha256, created_at)
     VALUES ($1, 'rcv', 'rcv.csv', 'x', now() - interval '3 days')`,
    [b1],
  );
});
afterAll(() => h?.close());

describe('GET todo_tasks', () => {
  it('lists overdue sales to collect and purchases to acknowledge, with links', async () => {
    const res = await c.get('/api/v1/client/todo_tasks');
    expect(res.statusCode, res.body).toBe(200);
    const { tasks } = res.json();
    expect(tasks.map((t: { kind: string }) => t.kind)).toEqual(['collect_overdue', 'acknowledge_purchases']);
    expect(tasks[0]).toEqual({
      kind: 'collect_overdue',
      title: 'Cobra tus facturas vencidas',
      description: 'Tienes 2 facturas de venta vencidas por $357.000 en los últimos 12 meses.',
      count: 2,
      amount: 357_000,
      link: '/compras-y-ventas/mis-ventas?expired=true',
    });
    expect(tasks[1]).toMatchObject({
      count: 2,
      amount: 238_000,
      link: '/compras-y-ventas/mis-compras?awaiting_acknowledgment=true',
    });
    expect(tasks[1].description).toContain('8 días');
    // The link's list shows the same documents.
    const list = await c.get('/api/v1/client/sii_invoice/invoices?operationType=VENTA&expired=true');
    expect(list.json().meta.total_elements).toBe(2);
    const purchases = await c.get(
      '/api/v1/client/sii_invoice/invoices?operationType=COMPRA&awaiting_acknowledgment=true',
    );
    expect(
      purchases
        .json()
        .invoices.map((i: { folio: number }) => i.folio)
        .sort(),
    ).toEqual([10, 11]);
  });

  it('asks a business that never imported to import', async () => {
    const { tasks } = (await fresh.get('/api/v1/client/todo_tasks')).json();
    expect(tasks).toEqual([
      {
        kind: 'import_stale',
        title: 'Actualiza tus compras y ventas del SII',
        description: expect.stringContaining('Aún no has importado'),
        count: 0,
        amount: null,
        link: '/compras-y-ventas/mis-ventas',
      },
    ]);
  });

  it('asks again when the last import is older than 7 days', async () => {
    await h.db.query(
      `INSERT INTO invoice_imports (business_id, source, file_name, file_sha256, created_at)
       VALUES ($1, 'rcv', 'rcv.csv', 'y', now() - interval '10 days')`,
      [fresh.businessId],
    );
    const { tasks } = (await fresh.get('/api/v1/client/todo_tasks')).json();
    expect(tasks[0]).toMatchObject({ kind: 'import_stale', count: 10 });
    expect(tasks[0].description).toContain('hace 10 días');
  });
});
