import { addDays, todayInChile } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor, insertInvoice } from '../../test/invoices';

// Factoring through the API: the simulation against the standard rule's statement, the
// qualification, and "contact me" read over real SMTP at the partner's address.

const TODAY = todayInChile();
const BASE = '/api/v1/client/sii_invoice/factoring';
const PARTNER = 'ejecutivos@factoring.test';
/** Spec: dollar sign and a dot every three digits. */
const pesos = (n: number) => `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

let h: Harness;
let c: Client;
let guest: Client;
let other: Client;
beforeAll(async () => {
  h = await createHarness({ businesses: 2, env: { FACTORING_PARTNER_EMAIL: PARTNER } });
  c = await clientFor(h, 'u1', 'b1');
  guest = await clientFor(h, 'g1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
});
afterAll(() => h?.close());

const NET = 2_000_000;
const TOTAL = NET + Math.round(NET * 0.19); // 2.380.000
const sale = (client: Client, extra = {}) =>
  insertInvoice(h.db, client.businessId, {
    net: NET,
    issueDate: addDays(TODAY, -10),
    internalDueDate: addDays(TODAY, 45),
    counterpartRut: '96790240-3',
    ...extra,
  });

describe('simulate', () => {
  it('answers every field of the standard rule for an invoice due in 45 days', async () => {
    const id = await sale(c);
    expect((await guest.send('POST', `${BASE}/simulate`, { invoice_id: id })).statusCode).toBe(403);
    const res = await c.send('POST', `${BASE}/simulate`, { invoice_id: id });
    expect(res.statusCode, res.body).toBe(200);
    // The rule's statement: 99 % advanced; 1,8 % a month on the advance for 45 of 30 days;
    // commission 0,5 % of the amount (11.900 < $15.000 minimum) plus 19 % IVA.
    const advance = Math.round(TOTAL * 0.99);
    const priceDif = Math.round(advance * 0.018 * (45 / 30));
    const commission = 15_000 + Math.round(15_000 * 0.19);
    expect(res.json()).toEqual({
      error: false,
      message: 'El deudor califica.',
      result: {
        amount: TOTAL,
        advance_percent: 99,
        advance_amount: advance,
        expiration_days: 45,
        document_rate: 1.8,
        arrears_rate: 2.5,
        price_dif: priceDif,
        commission,
        discounts: priceDif + commission,
        granted_amount: advance - priceDif - commission,
        surplus: TOTAL - advance,
        rule_name: 'Tasa estándar',
      },
    });
  });

  it('does not qualify what cannot be assigned, with every reason', async () => {
    const overdueFresh = await sale(c, {
      issueDate: addDays(TODAY, -3),
      internalDueDate: addDays(TODAY, -1),
    });
    const res = await c.send('POST', `${BASE}/simulate`, { invoice_id: overdueFresh });
    expect(res.statusCode).toBe(422);
    const from = addDays(TODAY, 5).split('-').reverse().join('/');
    expect(res.json()).toEqual({
      error: expect.stringContaining(from),
      message: 'Error al procesar información.',
      reasons: [
        expect.stringContaining('Ley 19.983'),
        'La factura está vencida: solo se factorizan facturas por vencer.',
      ],
    });
    const boleta = await sale(c, { docType: 39 });
    expect((await c.send('POST', `${BASE}/simulate`, { invoice_id: boleta })).json().error).toContain(
      'no se puede ceder',
    );
    const purchase = await sale(c, { direction: 'COMPRA' });
    expect((await c.send('POST', `${BASE}/simulate`, { invoice_id: purchase })).json().error).toBe(
      'Solo se pueden factorizar facturas de venta.',
    );
  });

  it("a debtor with a sale in judicial collection does not qualify; another business's invoice is not found", async () => {
    const id = await sale(other, { counterpartRut: '76086428-5' });
    const judicial = await sale(other, { counterpartRut: '76086428-5' });
    await h.db.query(`UPDATE invoices SET collection_state = 'judicial' WHERE id = $1`, [judicial]);
    const res = await other.send('POST', `${BASE}/simulate`, { invoice_id: id });
    expect(res.json().reasons).toEqual(['El cliente tiene facturas en cobranza judicial: no califica.']);
    const notFound = await c.send('POST', `${BASE}/simulate`, { invoice_id: id });
    expect(notFound.statusCode).toBe(404);
    const bad = await c.send('POST', `${BASE}/simulate`, { invoice_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("'invoice_id'");
  });
});

describe('contact me', () => {
  it('needs factoring active, then mails the partner once a day per invoice', async () => {
    const id = await sale(c, { folio: 88_001 });
    const before = await c.send('POST', `${BASE}/contact_me`, { invoice_id: id });
    expect(before.statusCode).toBe(422);
    expect(before.json().error).toBe('Activa factoring para que el socio de factoring te contacte.');
    expect((await guest.send('POST', `${BASE}/activate`)).statusCode).toBe(403);
    const on = await c.send('POST', `${BASE}/activate`);
    expect(on.statusCode).toBe(200);
    expect(on.json().business.factoring_active).toBe(true);

    const res = await c.send('POST', `${BASE}/contact_me`, { invoice_id: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ error: false, message: 'Pronto se contactarán contigo.' });
    const mail = await h.mail.waitFor((m) => m.to.includes(PARTNER), 10_000);
    expect(mail.subject).toContain('88001');
    const advance = Math.round(TOTAL * 0.99);
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain(pesos(TOTAL));
      expect(part).toContain(pesos(advance));
      expect(part).toContain('96.790.240-3');
    }
    expect((await c.send('POST', `${BASE}/contact_me`, { invoice_id: id })).statusCode).toBe(200);
    const { rows } = await h.db.query('SELECT 1 FROM outbox_emails WHERE to_address = $1', [PARTNER]);
    expect(rows).toHaveLength(1);
    const { rows: requests } = await h.db.query('SELECT 1 FROM factoring_requests WHERE business_id = $1', [
      c.businessId,
    ]);
    expect(requests).toHaveLength(1);

    const off = await c.send('POST', `${BASE}/deactivate`);
    expect(off.json().business.factoring_active).toBe(false);
  });
});
