import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { acknowledge } from './invoices.service';
import { type AcknowledgmentEvent, localAcknowledgmentAdapter } from './sii-acknowledgment';
import { type Client, LIST, TODAY, addDays, clientFor, insertInvoice } from '../../test/invoices';

let h: Harness;
let c: Client;
let toAccept: number;
let toReject: number;
let sale: number;
let foreign: number;
let shortDelivery: number;
let viaSii: number;

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  toAccept = await insertInvoice(h.db, c.businessId, { direction: 'COMPRA', folio: 1 });
  toReject = await insertInvoice(h.db, c.businessId, { direction: 'COMPRA', folio: 2 });
  sale = await insertInvoice(h.db, c.businessId, { folio: 3 });
  foreign = await insertInvoice(h.db, h.businessId('b2'), { direction: 'COMPRA', folio: 1 });
  shortDelivery = await insertInvoice(h.db, c.businessId, { direction: 'COMPRA', folio: 4 });
  viaSii = await insertInvoice(h.db, c.businessId, { direction: 'COMPRA', folio: 5 });
});
afterAll(() => h?.close());

const ack = (id: number, event_code: string, reason?: string) =>
  c.send(
    'POST',
    `${LIST}/${id}/acknowledgment`,
    reason === undefined ? { event_code } : { event_code, reason },
  );
const log = async (id: number) =>
  (
    await h.db.query(
      'SELECT event_code, reason, channel, status, created_by FROM invoice_acknowledgments WHERE invoice_id = $1',
      [id],
    )
  ).rows;

describe('POST invoices/:id/acknowledgment', () => {
  it('ACD accepts the purchase and marks it paid', async () => {
    const res = await ack(toAccept, 'ACD');
    expect(res.statusCode, res.body).toBe(200);
    // The local adapter sends nothing: the answer says so.
    expect(res.json().message).toBe(
      'Registramos en el portal que aceptaste esta factura. Se enviará al SII cuando la conexión con el SII esté configurada.',
    );
    expect(res.json().invoice).toMatchObject({
      id: toAccept,
      estado: 'Aceptada',
      accuse_type: 'ACD',
      pagado: true,
    });
    expect(res.json().invoice.acknowledged_at).toEqual(expect.any(String));
    expect(await log(toAccept)).toEqual([
      {
        event_code: 'ACD',
        reason: null,
        channel: 'local',
        status: 'recorded',
        created_by: h.ids.users.get('u1'),
      },
    ]);
  });

  it('RCD rejects it; without a reason the claim is on the content (RCD)', async () => {
    const res = await ack(toReject, 'RCD');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('Registramos en el portal que rechazaste esta factura.');
    expect((await log(toReject))[0]).toMatchObject({ event_code: 'RCD', reason: 'RCD' });
    expect(res.json().invoice).toMatchObject({ estado: 'Rechazada', accuse_type: 'RCD', pagado: false });
    const list = await c.get(`${LIST}?operationType=COMPRA`);
    const item = list.json().invoices.find((i: { id: number }) => i.id === toReject);
    expect(item).toMatchObject({ estado: 'Rechazada', accuse_type: 'RCD' });
  });

  it('records the SII reason of a rejection (RFP: falta parcial de mercaderías)', async () => {
    const res = await ack(shortDelivery, 'RCD', 'RFP');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice).toMatchObject({ estado: 'Rechazada', accuse_type: 'RCD' });
    expect(await log(shortDelivery)).toEqual([
      {
        event_code: 'RCD',
        reason: 'RFP',
        channel: 'local',
        status: 'recorded',
        created_by: h.ids.users.get('u1'),
      },
    ]);
  });

  it('refuses an unknown reason, and a reason on an acceptance, writing nothing', async () => {
    const unknown = await ack(viaSii, 'RCD', 'XYZ');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain("'reason'");
    const onAccept = await ack(viaSii, 'ACD', 'RFT');
    expect(onAccept.statusCode).toBe(400);
    expect(onAccept.json().error).toContain('Solo un rechazo lleva motivo.');
    expect(await log(viaSii)).toEqual([]);
    const { rows } = await h.db.query('SELECT estado FROM invoices WHERE id = $1', [viaSii]);
    expect(rows[0].estado).toBeNull();
  });

  it('hands the adapter the reason as the SII action and says when it was sent', async () => {
    const sent: AcknowledgmentEvent[] = [];
    const sii = {
      async send(event: AcknowledgmentEvent) {
        sent.push(event);
        return { channel: 'sii', status: 'sent' as const, trackId: '123' };
      },
    };
    const scope = { businessId: c.businessId, businessRut: 'x', userId: h.ids.users.get('u1')! };
    const out = await acknowledge(h.db, sii, scope, viaSii, 'RCD', 'RFT');
    expect(out.message).toBe('Rechazaste esta factura y lo informamos al SII.');
    expect(sent.map((e) => [e.eventCode, e.siiAction, e.folio])).toEqual([['RCD', 'RFT', 5]]);
    expect(await log(viaSii)).toEqual([
      { event_code: 'RCD', reason: 'RFT', channel: 'sii', status: 'sent', created_by: scope.userId },
    ]);
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
      siiAction: 'ACD',
    });
    expect(receipt).toEqual({ channel: 'local', status: 'recorded', trackId: null });
  });
});

describe('awaiting_acknowledgment filter', () => {
  it('lists purchases without acknowledgment received in the last 8 calendar days (Ley 19.983 art. 3)', async () => {
    const other = await clientFor(h, 'u2', 'b2');
    const b2 = other.businessId;
    // Received 8 days ago: the eighth day after reception is today, still open. 9 days ago: closed.
    await insertInvoice(h.db, b2, { direction: 'COMPRA', folio: 20, issueDate: addDays(TODAY, -8) });
    await insertInvoice(h.db, b2, { direction: 'COMPRA', folio: 21, issueDate: addDays(TODAY, -9) });
    await insertInvoice(h.db, b2, { direction: 'COMPRA', folio: 22, estado: 'Rechazada', accuseType: 'RCD' });
    await insertInvoice(h.db, b2, { folio: 23 });
    const folios = async (q: string) =>
      (await other.get(`${LIST}?operationType=COMPRA&${q}`))
        .json()
        .invoices.map((i: { folio: number }) => i.folio)
        .sort((a: number, b: number) => a - b);
    expect(await folios('awaiting_acknowledgment=true')).toEqual([1, 20]);
    expect(await folios('awaiting_acknowledgment=false')).toEqual([21, 22]);
    const sales = await other.get(`${LIST}?operationType=VENTA&awaiting_acknowledgment=true`);
    expect(sales.json().meta.total_elements).toBe(0);

    // Classifying "every record matching the filters" sends the filter and touches only those.
    const { accounts } = (await other.get('/api/v1/client/accounts/invoicing/list')).json();
    const res = await other.send('POST', '/api/v1/client/sii_invoice/bulk_update', {
      operationType: 'COMPRA',
      invoicing_account_id: accounts[0].id,
      all_invoices: true,
      update_by: { awaiting_acknowledgment: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect(await folios('classified=true')).toEqual([1, 20]);
  });
});
