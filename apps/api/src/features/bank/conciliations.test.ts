import { addDays } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertMovement } from '../../test/bank';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, TODAY, clientFor, insertInvoice } from '../../test/invoices';
import { expectStatus } from '../../test/status';

// Reconciling a movement by hand: the invoices it pays (paid on the movement's date, or partly),
// undoing it, marking without documents, and the refusals.

const MOV = '/api/v1/client/bm_movements';
// An invoice of net N: total = N + 19 % IVA (rounded), as the helper writes it.
const total = (net: number) => net + Math.round(net * 0.19);

type InvoiceState = {
  payed: boolean;
  payed_at: string | null;
  paid_amount: string;
  conciliated: boolean;
  bm_movement_id: string | null;
};
const invoiceState = async (h: Harness, id: number): Promise<InvoiceState> =>
  (
    await h.db.query<InvoiceState>(
      'SELECT payed, payed_at, paid_amount::text, conciliated, bm_movement_id::text FROM invoices WHERE id = $1',
      [id],
    )
  ).rows[0]!;

describe('reconciliation by hand', () => {
  let h: Harness;
  let c: Client;
  let guest: Client;
  let other: Client;
  let account: number;
  beforeAll(async () => {
    h = await createHarness({ businesses: 2 });
    c = await clientFor(h, 'u1', 'b1');
    guest = await clientFor(h, 'g1', 'b1');
    other = await clientFor(h, 'u2', 'b2');
    account = (await insertAccount(h.db, c.businessId)).id;
  });
  afterAll(() => h?.close());

  it('pays an invoice with a credit on the movement’s date, and undoing it reverts exactly that', async () => {
    const inv = await insertInvoice(h.db, c.businessId, { net: 100_000 });
    const day = addDays(TODAY, -3);
    const mov = await insertMovement(h.db, c.businessId, account, { amount: total(100_000), date: day });
    const res = await c.send('POST', `${MOV}/${mov}/conciliate`, {
      conciliation_ids: [inv],
      conciliation_type: 'Invoice',
    });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json().bm_movement;
    expect(m).toMatchObject({ conciliated: true, conciliated_amount: 119_000 });
    expect(m.bm_conciliations).toHaveLength(1);
    expect(m.bm_conciliations[0]).toMatchObject({ conciliation_id: inv, amount: 119_000, automatic: false });
    expect(m.bm_conciliations[0].label).toMatch(/N° \d+ · Ferretería Ñuñoa SpA$/);
    const paid = await invoiceState(h, inv);
    expect(paid).toMatchObject({
      payed: true,
      paid_amount: '119000',
      conciliated: true,
      bm_movement_id: String(mov),
    });
    expect(new Date(paid.payed_at!).toISOString().slice(0, 10)).toBe(day);

    const undo = await c.send('POST', `${MOV}/${mov}/unconciliate`, { all: true });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().bm_movement).toMatchObject({
      conciliated: false,
      conciliated_amount: 0,
      bm_conciliations: [],
    });
    expect(await invoiceState(h, inv)).toMatchObject({
      payed: false,
      payed_at: null,
      paid_amount: '0',
      conciliated: false,
      bm_movement_id: null,
    });
  });

  it('a bank fee within the tolerance still pays the invoice; more than that is a partial payment', async () => {
    const inv = await insertInvoice(h.db, c.businessId, { net: 200_000 });
    // 238.000 owed, 236.500 arrived: 1.500 withheld (≤ 2.000).
    const mov = await insertMovement(h.db, c.businessId, account, { amount: 236_500 });
    expectStatus(
      await c.send('POST', `${MOV}/${mov}/conciliate`, {
        conciliation_ids: [inv],
        conciliation_type: 'Invoice',
      }),
      200,
    );
    expect(await invoiceState(h, inv)).toMatchObject({ payed: true, paid_amount: '236500' });

    // A client of its own, so its debt is this invoice's alone.
    const rut = '77111222-6';
    const inv2 = await insertInvoice(h.db, c.businessId, { net: 200_000, counterpartRut: rut });
    const debt = async () => (await c.get(`/api/v1/client/clients/${rut}`)).json().client.total_to_collect;
    expect(await debt()).toBe(238_000);
    const first = await insertMovement(h.db, c.businessId, account, { amount: 100_000 });
    const r1 = await c.send('POST', `${MOV}/${first}/conciliate`, {
      conciliation_ids: [inv2],
      conciliation_type: 'Invoice',
    });
    expect(r1.json().bm_movement).toMatchObject({ conciliated: true, conciliated_amount: 100_000 });
    expect(await invoiceState(h, inv2)).toMatchObject({
      payed: false,
      paid_amount: '100000',
      conciliated: true,
    });
    // What is left open (238.000 − 100.000), in the client's debt and the invoice's detail.
    expect(await debt()).toBe(138_000);
    expect((await c.get(`/api/v1/client/sii_invoice/invoices/${inv2}`)).json().invoice.paid_amount).toBe(
      100_000,
    );
    // The rest (238.000 − 100.000) arrives later and settles it.
    const second = await insertMovement(h.db, c.businessId, account, { amount: 138_000 });
    expectStatus(
      await c.send('POST', `${MOV}/${second}/conciliate`, {
        conciliation_ids: [inv2],
        conciliation_type: 'Invoice',
      }),
      200,
    );
    expect(await invoiceState(h, inv2)).toMatchObject({
      payed: true,
      paid_amount: '238000',
      bm_movement_id: String(second),
    });
    // Undoing the second leaves the first payment and the link to the first movement.
    expectStatus(await c.send('POST', `${MOV}/${second}/unconciliate`, { all: true }), 200);
    expect(await invoiceState(h, inv2)).toMatchObject({
      payed: false,
      paid_amount: '100000',
      bm_movement_id: String(first),
    });
  });

  it('one transfer pays several invoices, each what it owes', async () => {
    const a = await insertInvoice(h.db, c.businessId, { net: 50_000 });
    const b = await insertInvoice(h.db, c.businessId, { net: 30_000 });
    const mov = await insertMovement(h.db, c.businessId, account, { amount: total(50_000) + total(30_000) });
    const res = await c.send('POST', `${MOV}/${mov}/conciliate`, {
      conciliation_ids: [a, b],
      conciliation_type: 'Invoice',
    });
    expect(res.json().bm_movement.bm_conciliations.map((x: { amount: number }) => x.amount)).toEqual([
      59_500, 35_700,
    ]);
    expect((await invoiceState(h, a)).payed).toBe(true);
    expect((await invoiceState(h, b)).payed).toBe(true);
  });

  it('an invoice the user marked paid by hand stays paid when a reconciliation is undone', async () => {
    const inv = await insertInvoice(h.db, c.businessId, { net: 10_000 });
    const mov = await insertMovement(h.db, c.businessId, account, { amount: 5_000 });
    expectStatus(
      await c.send('POST', `${MOV}/${mov}/conciliate`, {
        conciliation_ids: [inv],
        conciliation_type: 'Invoice',
      }),
      200,
    );
    await h.db.query('UPDATE invoices SET payed = true, payed_at = now() WHERE id = $1', [inv]);
    expectStatus(await c.send('POST', `${MOV}/${mov}/unconciliate`, { all: true }), 200);
    expect(await invoiceState(h, inv)).toMatchObject({ payed: true, paid_amount: '0', conciliated: false });
  });

  it('refuses the wrong direction, paid documents, too much, other types, and leaves everything as it was', async () => {
    const sale = await insertInvoice(h.db, c.businessId, { net: 10_000 });
    const purchase = await insertInvoice(h.db, c.businessId, { direction: 'COMPRA', net: 10_000 });
    const paid = await insertInvoice(h.db, c.businessId, { net: 10_000, payed: true });
    const debit = await insertMovement(h.db, c.businessId, account, { amount: -11_900 });
    const credit = await insertMovement(h.db, c.businessId, account, { amount: 11_900 });
    const send = (mov: number, body: unknown) => c.send('POST', `${MOV}/${mov}/conciliate`, body);
    const wrong = await send(debit, { conciliation_ids: [sale], conciliation_type: 'Invoice' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe('Un cargo se concilia con facturas de compra.');
    expect(
      (await send(credit, { conciliation_ids: [paid], conciliation_type: 'Invoice' })).json().error,
    ).toMatch(/ya está pagado/);
    const tooMuch = await send(credit, {
      conciliation_ids: [sale],
      conciliation_type: 'Invoice',
      amounts: [20_000],
    });
    expect(tooMuch.json().error).toBe(
      'El documento N° ' +
        (await folio(h, sale)) +
        ' tiene un saldo de $11.900; no puedes conciliar más que eso.',
    );
    expect(
      (await send(credit, { conciliation_ids: [sale], conciliation_type: 'Expense' })).json().error,
    ).toMatch(/gastos/);
    const bad = await send(credit, { conciliation_ids: [], conciliation_type: 'Invoice' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Elige al menos un documento.');
    expect(await invoiceState(h, sale)).toMatchObject({ payed: false, paid_amount: '0', conciliated: false });
    // A purchase pays with a debit.
    expect(
      (await send(debit, { conciliation_ids: [purchase], conciliation_type: 'Invoice' })).statusCode,
    ).toBe(200);
    // Twice the same document on one movement is refused.
    const credit2 = await insertMovement(h.db, c.businessId, account, { amount: 50_000 });
    const big = await insertInvoice(h.db, c.businessId, { net: 100_000 });
    expectStatus(await send(credit2, { conciliation_ids: [big], conciliation_type: 'Invoice' }), 200);
    expect((await send(credit2, { conciliation_ids: [big], conciliation_type: 'Invoice' })).statusCode).toBe(
      422,
    );
  });

  it('marks a movement reconciled without documents, and back', async () => {
    const mov = await insertMovement(h.db, c.businessId, account, {
      amount: -3_500,
      description: 'COMISION MANTENCION',
    });
    const on = await c.send('PUT', `${MOV}/${mov}`, { conciliated: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().bm_movement).toMatchObject({ conciliated: true, conciliated_amount: 0 });
    const off = await c.send('PUT', `${MOV}/${mov}`, { unconciliated: true });
    expect(off.json().bm_movement.conciliated).toBe(false);
    expect(
      (await c.send('PUT', `${MOV}/${mov}`, { conciliated: true, unconciliated: true })).statusCode,
    ).toBe(400);
  });

  it('a guest reads but cannot reconcile; another business sees nothing of it', async () => {
    const inv = await insertInvoice(h.db, c.businessId, { net: 1_000 });
    const mov = await insertMovement(h.db, c.businessId, account, { amount: total(1_000) });
    expect((await guest.get(`${MOV}/${mov}`)).statusCode).toBe(200);
    expect(
      (
        await guest.send('POST', `${MOV}/${mov}/conciliate`, {
          conciliation_ids: [inv],
          conciliation_type: 'Invoice',
        })
      ).statusCode,
    ).toBe(403);
    expect((await other.get(`${MOV}/${mov}`)).statusCode).toBe(404);
    const theirs = await other.send('POST', `${MOV}/${mov}/conciliate`, {
      conciliation_ids: [inv],
      conciliation_type: 'Invoice',
    });
    expect(theirs.statusCode).toBe(404);
    // Their own movement cannot take our invoice.
    const otherAccount = (await insertAccount(h.db, other.businessId)).id;
    const theirMov = await insertMovement(h.db, other.businessId, otherAccount, { amount: total(1_000) });
    const steal = await other.send('POST', `${MOV}/${theirMov}/conciliate`, {
      conciliation_ids: [inv],
      conciliation_type: 'Invoice',
    });
    expect(steal.statusCode).toBe(422);
    expect(await invoiceState(h, inv)).toMatchObject({ payed: false, paid_amount: '0' });
  });

  it('reports progress', async () => {
    const res = await c.get('/api/v1/client/conciliation_progress');
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.total).toBeGreaterThan(0);
    expect(p.percent).toBe(Math.round((p.conciliated / p.total) * 1000) / 10);
  });
});

async function folio(h: Harness, id: number): Promise<string> {
  return (await h.db.query<{ folio: string }>('SELECT folio::text FROM invoices WHERE id = $1', [id]))
    .rows[0]!.folio;
}
