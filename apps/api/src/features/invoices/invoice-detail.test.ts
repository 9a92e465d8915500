import type { InvoiceDetail } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import {
  API,
  type Client,
  LIST,
  addDays,
  clientFor,
  dayInPeriodAgo,
  insertInvoice,
} from '../../test/invoices';
import { expectStatus } from '../../test/status';

let h: Harness;
let c: Client;
let sale: number;
let other: number;
const issue = dayInPeriodAgo(1);

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  sale = await insertInvoice(h.db, c.businessId, {
    folio: 3344,
    issueDate: issue,
    net: 1_000_000,
    exempt: 5_000,
    items: [
      {
        line: 1,
        name: 'Cemento especial 25 kg',
        quantity: '4',
        unit: 'Saco',
        unit_price: 250_000,
        amount: 1_000_000,
      },
    ],
    references: [{ doc_type: '33', folio: '12', date: '2025-01-02', reason: 'Corrige montos', code: 3 }],
  });
  other = await insertInvoice(h.db, h.businessId('b2'), { folio: 3344 });
});
afterAll(() => h?.close());

const detail = async (id: number): Promise<InvoiceDetail> => {
  const res = await c.get(`${LIST}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().invoice;
};
const expireDate = (id: number, payload: object) => c.send('PUT', `${LIST}/${id}/expire_date`, payload);
const history = async (id: number) =>
  (await c.get(`${LIST}/${id}/expiration_date_changes`)).json().expiration_date_changes;

describe('GET invoices/:id', () => {
  it('answers the whole invoice', async () => {
    expectStatus(
      await c.send('POST', `${API}/comments/${sale}`, {
        message: 'Llamar el lunes',
        reference_type: 'Invoice',
      }),
      200,
    );
    const inv = await detail(sale);
    expect(inv).toMatchObject({
      id: sale,
      folio: 3344,
      operation_type: 'VENTA',
      document_type: 33,
      document_type_name: 'Factura electrónica',
      fecha_recepcion: issue,
      issue_date: issue,
      sii_due_date: addDays(issue, 30),
      net_amount: 1_000_000,
      exempt_amount: 5_000,
      iva_amount: 190_000,
      other_taxes: 0,
      monto_total: 1_195_000,
      signed_total: 1_195_000,
      pagado: false,
      payed_at: null,
      receiver: { rut: '76354771-K', name: 'Ferretería Ñuñoa SpA' },
      client: { rut: '76354771-K', name: 'Ferretería Ñuñoa SpA' },
      comments_count: 1,
      file: null,
      items: [
        {
          line: 1,
          name: 'Cemento especial 25 kg',
          quantity: '4',
          unit: 'Saco',
          unit_price: 250_000,
          amount: 1_000_000,
        },
      ],
      references: [
        { doc_type: '33', doc_type_name: 'Factura electrónica', folio: '12', reason: 'Corrige montos' },
      ],
    });
    expect(inv.issuer.rut).toMatch(/-/);
  });

  it('answers 404 for another business’s invoice, or one that does not exist', async () => {
    for (const id of [other, 999_999]) {
      const res = await c.get(`${LIST}/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'No encontramos la factura.' });
    }
    expect((await c.get(`${LIST}/abc`)).statusCode).toBe(400);
  });
});

describe('PUT invoices/:id/expire_date', () => {
  it('sets a date, a number of days, and goes back to an earlier change, recording each', async () => {
    const first = await expireDate(sale, { expire_date: '2031-03-15', id: sale });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().invoice.fecha_de_expiracion_interna).toBe('2031-03-15');

    const byDays = await expireDate(sale, { expire_days: 45 });
    expect(byDays.json().invoice.fecha_de_expiracion_interna).toBe(addDays(issue, 45));

    const changes = await history(sale);
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({
      expireDate: '2031-03-15',
      previous_date: addDays(issue, 30),
      user_name: h.user('u1').name,
    });
    expect(changes[1]).toMatchObject({ expireDate: addDays(issue, 45), previous_date: '2031-03-15' });

    const back = await expireDate(sale, { return_to_expire_date_id: changes[0]._id });
    expect(back.statusCode, back.body).toBe(200);
    const inv: InvoiceDetail = back.json().invoice;
    expect(inv.fecha_de_expiracion_interna).toBe('2031-03-15');
    expect(inv.expiration_date_changes.map((ch) => ch.expireDate)).toEqual([
      '2031-03-15',
      addDays(issue, 45),
      '2031-03-15',
    ]);
    const after = await history(sale);
    expect(after).toHaveLength(3);
    expect(after[2]).toMatchObject({ previous_date: addDays(issue, 45), expireDate: '2031-03-15' });
    expect(typeof after[2].created_at).toBe('string');
    // The list shows the same history.
    const list = await c.get(`${LIST}?operationType=VENTA`);
    expect(list.json().invoices[0].expiration_date_changes).toEqual(
      after.map((ch: { _id: number; expireDate: string }) => ({ _id: ch._id, expireDate: ch.expireDate })),
    );
  });

  it('accepts DD/MM/YYYY and refuses a date that does not exist', async () => {
    const ok = await expireDate(sale, { expire_date: '01/12/2031' });
    expect(ok.json().invoice.fecha_de_expiracion_interna).toBe('2031-12-01');
    for (const expire_date of ['2031-02-30', '31/02/2031', 'mañana', '2031-13-01']) {
      const res = await expireDate(sale, { expire_date });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'La fecha de vencimiento no es válida.' });
    }
  });

  it('needs exactly one choice, days in range, and the invoice of the path', async () => {
    const none = await expireDate(sale, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toContain('expire_date');
    const two = await expireDate(sale, { expire_date: '2031-01-01', expire_days: 3 });
    expect(two.statusCode).toBe(400);
    const tooMany = await expireDate(sale, { expire_days: 4000 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toContain("'expire_days'");
    const mismatch = await expireDate(sale, { expire_days: 3, id: other });
    expect(mismatch.statusCode).toBe(400);
  });

  it('only goes back to a change of this invoice', async () => {
    const theirs = await h.db.query<{ id: number }>(
      `INSERT INTO invoice_due_date_changes (business_id, invoice_id, expire_date) VALUES ($1, $2, '2040-01-01') RETURNING id`,
      [h.businessId('b2'), other],
    );
    const before = (await detail(sale)).fecha_de_expiracion_interna;
    const res = await expireDate(sale, { return_to_expire_date_id: theirs.rows[0].id });
    expect(res.statusCode).toBe(404);
    expect((await detail(sale)).fecha_de_expiracion_interna).toBe(before);
  });

  it('does not touch another business’s invoice', async () => {
    const res = await expireDate(other, { expire_date: '2031-01-01' });
    expect(res.statusCode).toBe(404);
    const { rows } = await h.db.query(
      'SELECT count(*)::int AS n FROM invoice_due_date_changes WHERE invoice_id = $1',
      [other],
    );
    expect(rows[0].n).toBe(1);
    expect((await c.get(`${LIST}/${other}/expiration_date_changes`)).statusCode).toBe(404);
  });
});

describe('retries', () => {
  it('replays a due date change sent twice with one Idempotency-Key, recording it once', async () => {
    const before = (await history(sale)).length;
    const send = () =>
      c.inject({
        method: 'PUT',
        url: `${LIST}/${sale}/expire_date`,
        headers: { 'idempotency-key': `due-${sale}-1` },
        payload: { expire_days: 60 },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await history(sale)).toHaveLength(before + 1);
  });
});
