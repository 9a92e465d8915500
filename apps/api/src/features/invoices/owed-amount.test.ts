import { addDays } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertMovement } from '../../test/bank';
import { type Harness, createHarness } from '../../test/harness';
import { API, type Client, LIST, TODAY, clientFor, insertInvoice } from '../../test/invoices';
import { expectStatus } from '../../test/status';

// A sale paid in part by reconciled bank movements: every figure of what it owes (the list, the
// detail with its payments, the dashboard's "Vencidas" and the list its link opens, the debt notice
// and its mail read over SMTP, Cobranza Online, factoring) is its saldo, total − Σ payments.

const MOV = '/api/v1/client/bm_movements';
// net + 19 % IVA rounded to the peso: 11.588.020 + 2.201.724.
const NET = 11_588_020;
const TOTAL = NET + Math.round(NET * 0.19);
const PAYMENTS = [5_000_000, 4_584_000];
const OWED = TOTAL - PAYMENTS.reduce((a, b) => a + b, 0);
/** Spec §5: dollar sign and a dot every three digits. */
const pesos = (n: number) => `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

let h: Harness;
let c: Client;
let other: Client;
let sale: number;
let account: number;
const movements: number[] = [];

const expiredFigures = async () => {
  const dash = (await c.get(`${API}/dashboard/expired_payed_document`)).json().data.sales.expired;
  const list = (await c.get(`${LIST}?operationType=VENTA&expired=true&page_size=100`)).json();
  return { dash, list };
};

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
  account = (await insertAccount(h.db, c.businessId)).id;
  sale = await insertInvoice(h.db, c.businessId, {
    folio: 8_765,
    net: NET,
    issueDate: addDays(TODAY, -45),
    internalDueDate: addDays(TODAY, -15),
  });
});
afterAll(() => h?.close());

describe('a sale paid in part', () => {
  it('the dashboard and the list its "Vencidas" link opens: the same documents and the same saldo', async () => {
    const before = await expiredFigures();
    expect(before.list.invoices.map((i: { id: number }) => i.id)).toContain(sale);
    for (const [n, amount] of PAYMENTS.entries()) {
      const mov = await insertMovement(h.db, c.businessId, account, {
        amount,
        date: addDays(TODAY, -10 + n),
        description: `TRANSF DE FERRETERIA ${n + 1}`,
      });
      movements.push(mov);
      expectStatus(
        await c.send('POST', `${MOV}/${mov}/conciliate`, {
          conciliation_ids: [sale],
          conciliation_type: 'Invoice',
        }),
        200,
      );
    }
    const after = await expiredFigures();
    for (const { dash, list } of [before, after]) {
      expect(list.meta.total_elements).toBe(dash.count);
      expect(list.open_totals).toBe(true);
      expect(list.total_det_mnt_total).toBe(dash.total);
      // One page holds them all here: the page's total is the same Σ of saldos.
      expect(list.page_total_det_mnt_total).toBe(dash.total);
    }
    // Still overdue, now for what is left of it.
    expect(after.dash.count).toBe(before.dash.count);
    expect(before.dash.total - after.dash.total).toBe(TOTAL - OWED);
    // A list that is not only owed documents still sums totals.
    const all = (await c.get(`${LIST}?operationType=VENTA`)).json();
    expect(all.open_totals).toBe(false);
  });

  it('the list and the detail show the saldo and the payments behind it', async () => {
    const list = (await c.get(`${LIST}?operationType=VENTA&search=8765`)).json();
    const item = list.invoices.find((i: { id: number }) => i.id === sale);
    expect(item).toMatchObject({
      monto_total: TOTAL,
      pagado: false,
      paid_amount: TOTAL - OWED,
      open_amount: OWED,
      expired: true,
    });
    const detail = (await c.get(`${LIST}/${sale}`)).json().invoice;
    expect(detail).toMatchObject({ open_amount: OWED, paid_amount: TOTAL - OWED, pagado: false });
    expect(detail.payments).toEqual(
      PAYMENTS.map((amount, n) => ({
        id: expect.any(Number),
        bm_movement_id: movements[n],
        date: addDays(TODAY, -10 + n),
        amount,
        description: `TRANSF DE FERRETERIA ${n + 1}`,
        account: expect.stringContaining('Banco'),
      })),
    );
    // Another business sees neither the invoice nor its payments.
    expect((await other.get(`${LIST}/${sale}`)).statusCode).toBe(404);
  });

  it('the debt notice claims the saldo, and refuses an amount that is not it', async () => {
    const stale = await c.send('POST', `${LIST}/${sale}/notify_debt`, {
      emails: ['pagos@ferreteria.cl'],
      amount: TOTAL,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error).toContain(pesos(OWED));
    const res = await c.send('POST', `${LIST}/${sale}/notify_debt`, {
      emails: ['pagos@ferreteria.cl'],
      amount: OWED,
      folio: 8_765,
      message: `Le recordamos que la factura N° 8765 por ${pesos(OWED)} se encuentra pendiente de pago.`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().event.detail).toMatchObject({ amount: OWED });
    const mail = await h.mail.waitFor((m) => m.to.includes('pagos@ferreteria.cl'), 10_000);
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain(pesos(OWED));
      expect(part).not.toContain(pesos(TOTAL));
    }
    expect(mail.text).toContain(`Monto adeudado: ${pesos(OWED)}`);
  }, 20_000);

  it('Cobranza Online receives the saldo', async () => {
    expectStatus(await c.send('POST', '/api/v1/client/cobranza_online/activate'), 200);
    const res = await c.send('POST', '/api/v1/client/cobranza_online/debts', {
      id_doc: sale,
      first_name: 'Ana',
      last_name: 'Pérez',
      email: 'ana.pagos@ferreteria.cl',
      phone: '+56 9 8765 4321',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().debt).toMatchObject({ invoice_id: sale, amount: OWED });
  });

  it('factoring simulates on the saldo', async () => {
    const net = 500_000;
    const total = net + Math.round(net * 0.19);
    const due = await insertInvoice(h.db, c.businessId, {
      net,
      counterpartRut: '77111222-6',
      counterpartName: 'Comercial Sur SpA',
      issueDate: addDays(TODAY, -10),
      internalDueDate: addDays(TODAY, 45),
    });
    const paid = 200_000;
    const mov = await insertMovement(h.db, c.businessId, account, { amount: paid });
    expectStatus(
      await c.send('POST', `${MOV}/${mov}/conciliate`, {
        conciliation_ids: [due],
        conciliation_type: 'Invoice',
      }),
      200,
    );
    const res = await c.send('POST', `${API}/factoring/simulate`, { invoice_id: due });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.amount).toBe(total - paid);
  });

  it('a reconciliation that settles the sale in collection records the saldo it paid on the timeline', async () => {
    const mov = await insertMovement(h.db, c.businessId, account, { amount: OWED });
    expectStatus(
      await c.send('POST', `${MOV}/${mov}/conciliate`, {
        conciliation_ids: [sale],
        conciliation_type: 'Invoice',
      }),
      200,
    );
    const events = (await c.get(`${LIST}/${sale}/collection_events`)).json().events;
    expect(events[0]).toMatchObject({ kind: 'payment', detail: { amount: OWED } });
    const detail = (await c.get(`${LIST}/${sale}`)).json().invoice;
    expect(detail).toMatchObject({ pagado: true, open_amount: 0, paid_amount: TOTAL });
    expect(detail.payments.map((p: { amount: number }) => p.amount)).toEqual([...PAYMENTS, OWED]);
  });
});

describe('a document that cannot be owed', () => {
  it('a guía de despacho (52) answers no saldo in the list and the detail; an unpaid invoice its total', async () => {
    const guide = await insertInvoice(h.db, c.businessId, { docType: 52, folio: 4_321, net: 50_000 });
    const invoice = await insertInvoice(h.db, c.businessId, { folio: 4_322, net: 50_000 });
    const list = (await c.get(`${LIST}?operationType=VENTA&page_size=100`)).json().invoices as {
      id: number;
      open_amount: number;
      monto_total: number;
    }[];
    // 50.000 + 19 % IVA, as inserted.
    expect(list.find((i) => i.id === invoice)).toMatchObject({ monto_total: 59_500, open_amount: 59_500 });
    expect(list.find((i) => i.id === guide)).toMatchObject({ monto_total: 59_500, open_amount: 0 });
    expect((await c.get(`${LIST}/${guide}`)).json().invoice).toMatchObject({ open_amount: 0 });
  });
});
