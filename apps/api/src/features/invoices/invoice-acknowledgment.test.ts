import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { localAcknowledgmentAdapter } from './sii-acknowledgment';
import { type Client, LIST, clientFor, insertInvoice } from '../../test/invoices';

let h: Harness;
let c: Client;
let toAccept: number;
let toReject: number;
let sale: number;
let foreign: number;

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  toAccept = await insertInvoice(h.db, c.businessId, { direction: 'COMPRA', folio: 1 });
  toReject = await insertInvoice(h.db, c.businessId, { direction: 'COMPRA', folio: 2 });
  sale = await insertInvoice(h.db, c.businessId, { folio: 3 });
  foreign = await insertInvoice(h.db, h.businessId('b2'), { direction: 'COMPRA', folio: 1 });
});
afterAll(() => h?.close());

const ack = (id: number, event_code: string) =>
  c.send('POST', `${LIST}/${id}/acknowledgment`, { event_code });
const log = async (id: number) =>
  (
    await h.db.query(
      'SELECT event_code, channel, status, created_by FROM invoice_acknowledgments WHERE invoice_id = $1',
      [id],
    )
  ).rows;

describe('POST invoices/:id/acknowledgment', () => {
  it('ACD accepts the purchase and marks it paid', async () => {
    const res = await ack(toAccept, 'ACD');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Aceptaste esta factura');
    expect(res.json().invoice).toMatchObject({
      id: toAccept,
      estado: 'Aceptada',
      accuse_type: 'ACD',
      pagado: true,
    });
    expect(res.json().invoice.acknowledged_at).toEqual(expect.any(String));
    expect(await log(toAccept)).toEqual([
      { event_code: 'ACD', channel: 'local', status: 'recorded', created_by: h.ids.users.get('u1') },
    ]);
  });

  it('RCD rejects it', async () => {
    const res = await ack(toReject, 'RCD');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Rechazaste esta factura');
    expect(res.json().invoice).toMatchObject({ estado: 'Rechazada', accuse_type: 'RCD', pagado: false });
    const list = await c.get(`${LIST}?operationType=COMPRA`);
    const item = list.json().invoices.find((i: { id: number }) => i.id === toReject);
    expect(item).toMatchObject({ estado: 'Rechazada', accuse_type: 'RCD' });
  });

  it('refuses sales, a second acknowledgment, and unknown codes', async () => {
    const onSale = await ack(sale, 'ACD');
    expect(onSale.statusCode).toBe(400);
    expect(onSale.json()).toEqual({ error: 'El acuse de recibo solo se puede dar a facturas de compra.' });
    const twice = await ack(toAccept, 'RCD');
    expect(twice.statusCode).toBe(409);
    expect((await c.get(`${LIST}/${toAccept}`)).json().invoice.estado).toBe('Aceptada');
    const bad = await ack(toAccept, 'XYZ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("'event_code'");
    expect(await log(sale)).toEqual([]);
  });

  it('answers 404 for another business’s purchase and leaves it as it was', async () => {
    const res = await ack(foreign, 'ACD');
    expect(res.statusCode).toBe(404);
    const { rows } = await h.db.query('SELECT estado, payed FROM invoices WHERE id = $1', [foreign]);
    expect(rows[0]).toEqual({ estado: null, payed: false });
    expect(await log(foreign)).toEqual([]);
  });

  it('the local adapter records without sending', async () => {
    const receipt = await localAcknowledgmentAdapter.send({
      businessId: 1,
      businessRut: '76354771-K',
      invoiceId: 1,
      docType: 33,
      folio: 1,
      issuerRut: '77123456-7',
      eventCode: 'ACD',
    });
    expect(receipt).toEqual({ channel: 'local', status: 'recorded', trackId: null });
  });
});
