import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, todayInChile } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, LIST, clientFor, insertInvoice } from '../../test/invoices';

// Cobranza Online through the API: the local adapter (the default), and the HTTP adapter against a
// server here that speaks the protocol of README.md and answers the service's refusals.

const TODAY = todayInChile();
const BASE = '/api/v1/client/cobranza_online';
const debtor = {
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana.pagos@cliente.cl',
  phone: '+56 9 8765 4321',
};

const collectible = (client: Client, h: Harness, extra = {}) =>
  insertInvoice(h.db, client.businessId, {
    issueDate: addDays(TODAY, -40),
    internalDueDate: addDays(TODAY, -10),
    ...extra,
  });
const debtRows = async (h: Harness, businessId: number) =>
  (
    await h.db.query(
      'SELECT invoice_id, channel, external_id FROM cobranza_online_debts WHERE business_id = $1',
      [businessId],
    )
  ).rows as { invoice_id: string; channel: string; external_id: string }[];

describe('the local adapter (no COBRANZA_ONLINE_URL)', () => {
  let h: Harness;
  let c: Client;
  let guest: Client;
  let other: Client;
  beforeAll(async () => {
    h = await createHarness({ businesses: 2 });
    c = await clientFor(h, 'u1', 'b1');
    guest = await clientFor(h, 'g1', 'b1');
    other = await clientFor(h, 'u2', 'b2');
  });
  afterAll(() => h?.close());

  it('a debt needs the account active', async () => {
    const id = await collectible(other, h);
    const res = await other.send('POST', `${BASE}/debts`, { id_doc: id, ...debtor });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Activa Cobranza Online para enviarle deudas.');
  });

  it('activates the account (owner and admin only) and answers the business', async () => {
    const refused = await guest.send('POST', `${BASE}/activate`);
    expect(refused.statusCode).toBe(403);
    const res = await c.send('POST', `${BASE}/activate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      error: false,
      business: { id: c.businessId, cobranza_online_active: true },
    });
    const o = (await other.get(`/api/v1/users/businesses/${other.businessId}`)).json().business;
    expect(o.cobranza_online_active).toBeNull();
  });

  it('sends an unpaid sale once, onto its collection timeline', async () => {
    const id = await collectible(c, h, { net: 250_000 });
    const res = await c.send('POST', `${BASE}/debts`, {
      id_doc: id,
      ...debtor,
      emails: ['tesoreria@cliente.cl', 'ANA.pagos@cliente.cl'],
      description: 'Cliente no responde los avisos.',
    });
    expect(res.statusCode, res.body).toBe(200);
    // What it owes by the rule: net + 19 % IVA.
    const owed = 250_000 + Math.round(250_000 * 0.19);
    expect(res.json()).toMatchObject({ error: false, debt: { invoice_id: id, amount: owed, state: 'sent' } });
    expect(res.json().debt.external_id).toMatch(/^local-/);
    expect(await debtRows(h, c.businessId)).toEqual([
      { invoice_id: id, channel: 'local', external_id: res.json().debt.external_id },
    ]);
    const events = (await c.get(`${LIST}/${id}/collection_events`)).json().events;
    expect(events[0]).toMatchObject({
      kind: 'cobranza_online',
      detail: { amount: owed, sent_to: ['ana.pagos@cliente.cl', 'tesoreria@cliente.cl'] },
    });
    const again = await c.send('POST', `${BASE}/debts`, { id_doc: id, ...debtor });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      `Esta factura ya se envió a Cobranza Online el ${TODAY.split('-').reverse().join('/')}.`,
    );
    expect(await debtRows(h, c.businessId)).toHaveLength(1);
  });

  it("another business's document is the spec's 'doc id not found'", async () => {
    const theirs = await collectible(other, h);
    const res = await c.send('POST', `${BASE}/debts`, { id_doc: theirs, ...debtor });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'No se encontró la ID de documento. Favor, comunicarte con tu ejecutivo.',
      message: 'doc id not found',
    });
  });

  it('refuses what is not owed, and bad input naming the field', async () => {
    const paid = await collectible(c, h, { payed: true });
    const res = await c.send('POST', `${BASE}/debts`, { id_doc: paid, ...debtor });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('La factura ya está pagada: no hay deuda que cobrar.');
    const purchase = await collectible(c, h, { direction: 'COMPRA' });
    expect((await c.send('POST', `${BASE}/debts`, { id_doc: purchase, ...debtor })).json().error).toBe(
      'Solo se pueden cobrar facturas de venta.',
    );
    const bad = await c.send('POST', `${BASE}/debts`, { id_doc: paid, ...debtor, email: 'ana@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("'email'");
    const noName = await c.send('POST', `${BASE}/debts`, { id_doc: paid, ...debtor, first_name: ' ' });
    expect(noName.json().error).toContain("'first_name'");
    expect(await debtRows(h, c.businessId)).toHaveLength(1);
  });

  it('deactivates; the debts sent stay', async () => {
    const res = await c.send('POST', `${BASE}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().business.cobranza_online_active).toBe(false);
    expect(await debtRows(h, c.businessId)).toHaveLength(1);
  });
});

/** Cobranza Online as README.md says it answers; `refuse` decides what it refuses. */
function startService(key: string) {
  const calls: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
  let down = false;
  const read = async (req: IncomingMessage) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    return JSON.parse(raw || '{}') as Record<string, unknown>;
  };
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    calls.push({ path: req.url ?? '', auth: req.headers.authorization, body });
    const answer = (status: number, json: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (req.headers.authorization !== `Bearer ${key}`)
      return answer(401, { error: true, message: 'unauthorized' });
    if (down) return answer(503, { error: true, message: 'maintenance' });
    if (req.url === '/debts') {
      const d = body.debtor as { email: string };
      if (d.email.startsWith('sinrep')) {
        return answer(422, { error: true, message: 'credentials are not of legal representative' });
      }
      if (body.folio === 404) return answer(404, { error: true, message: 'doc id not found' });
      return answer(200, { id: `co-${calls.length}` });
    }
    return answer(200, { ok: true });
  });
  return {
    calls,
    setDown: (v: boolean) => {
      down = v;
    },
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the HTTP adapter (COBRANZA_ONLINE_URL)', () => {
  const service = startService('clave-de-prueba');
  let h: Harness;
  let c: Client;
  beforeAll(async () => {
    const url = await service.listen();
    h = await createHarness({
      businesses: 1,
      env: { COBRANZA_ONLINE_URL: url, COBRANZA_ONLINE_API_KEY: 'clave-de-prueba' },
    });
    c = await clientFor(h, 'u1', 'b1');
  });
  afterAll(async () => {
    await h?.close();
    await service.close();
  });

  it('a service that is down leaves the account as it was', async () => {
    service.setDown(true);
    const res = await c.send('POST', `${BASE}/activate`);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(
      'Hubo un error al activar cuenta en Cobranza Online. Por favor, comunícate con tu ejecutivo.',
    );
    const b = (await c.get(`/api/v1/users/businesses/${c.businessId}`)).json().business;
    expect(b.cobranza_online_active).toBeNull();
    service.setDown(false);
    const ok = await c.send('POST', `${BASE}/activate`);
    expect(ok.statusCode).toBe(200);
    const rut = (
      await h.db.query<{ rut: string }>('SELECT rut FROM businesses WHERE id = $1', [c.businessId])
    ).rows[0].rut;
    expect(service.calls.at(-1)).toMatchObject({
      path: '/accounts/activate',
      auth: 'Bearer clave-de-prueba',
      body: { rut },
    });
  });

  it("turns the service's refusals into the spec's texts and records nothing", async () => {
    const id = await collectible(c, h);
    const rep = await c.send('POST', `${BASE}/debts`, { id_doc: id, ...debtor, email: 'sinrep@cliente.cl' });
    expect(rep.statusCode).toBe(422);
    expect(rep.json()).toEqual({
      error:
        'No es posible obtener factura desde SII, credenciales registradas no son del Representante Legal, favor actualizar credenciales con su ejecutivo o bien cargar manualmente factura.',
      message: 'credentials are not of legal representative',
    });
    const unknown = await collectible(c, h, { folio: 404 });
    const nf = await c.send('POST', `${BASE}/debts`, { id_doc: unknown, ...debtor });
    expect(nf.statusCode).toBe(404);
    expect(nf.json().message).toBe('doc id not found');
    service.setDown(true);
    const down = await c.send('POST', `${BASE}/debts`, { id_doc: id, ...debtor });
    service.setDown(false);
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toBe(
      'Hubo un problema en el procesamiento. Favor, comunicarte con tu ejecutivo.',
    );
    expect(await debtRows(h, c.businessId)).toEqual([]);
    const events = (await c.get(`${LIST}/${id}/collection_events`)).json().events;
    expect(events).toEqual([]);
  });

  it("records the service's id for the debt it took", async () => {
    const id = await collectible(c, h, { folio: 7001, net: 80_000 });
    const res = await c.send('POST', `${BASE}/debts`, { id_doc: id, ...debtor });
    expect(res.statusCode, res.body).toBe(200);
    const sent = service.calls.at(-1)!;
    expect(sent.body).toMatchObject({
      id_doc: id,
      folio: 7001,
      amount: 80_000 + Math.round(80_000 * 0.19),
      due_date: addDays(TODAY, -10),
      debtor: { first_name: 'Ana', last_name: 'Pérez', email: 'ana.pagos@cliente.cl' },
    });
    expect(await debtRows(h, c.businessId)).toEqual([
      { invoice_id: id, channel: 'http', external_id: `co-${service.calls.length}` },
    ]);
  });
});
