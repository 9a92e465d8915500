import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, type Harness, createHarness, inBusiness } from '../../test/harness';
import { insertInvoice } from '../../test/invoices';
import { expectStatus } from '../../test/status';

// The four notification-settings paths and the unsubscribe page.
let h: Harness;
let owner: AuthHeaders;
let guest: AuthHeaders;
let b1: number;
let b2: number;
beforeAll(async () => {
  h = await createHarness({ businesses: 2, outbox: true });
  owner = await h.signInAs('u1');
  guest = await h.signInAs('g1');
  b1 = h.businessId('b1');
  b2 = h.businessId('b2');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, auth: AuthHeaders | null, payload?: unknown) =>
  h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: auth ? inBusiness(auth, b1) : {},
    payload: payload as object,
  });

describe('general preferences', () => {
  it('answers every subscription on by default and saves only what is sent', async () => {
    const first = await call('GET', '/client/messages_preferences/list_preferences', guest);
    expect(first.statusCode).toBe(200);
    expect(first.json().preferences).toEqual({
      email: null,
      phone: null,
      subscriptions: { daily_summary: true, collection_events: true, import_finished: true },
    });
    const saved = await call('POST', '/client/messages_preferences/save_preferences', guest, {
      email: 'Avisos@Empresa.cl',
      subscriptions: { daily_summary: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().preferences).toEqual({
      email: 'avisos@empresa.cl',
      phone: null,
      subscriptions: { daily_summary: false, collection_events: true, import_finished: true },
    });
    expectStatus(
      await call('POST', '/client/messages_preferences/save_preferences', guest, {
        phone: '+56 9 1234 5678',
      }),
      200,
    );
    const after = (await call('GET', '/client/messages_preferences/list_preferences', guest)).json()
      .preferences;
    expect(after).toMatchObject({ email: 'avisos@empresa.cl', phone: '+56 9 1234 5678' });
    expect(after.subscriptions.daily_summary).toBe(false);
  });

  it('refuses a bad e-mail, phone or subscription naming the field', async () => {
    for (const [payload, field] of [
      [{ email: 'no-es-correo' }, 'email'],
      [{ phone: '123' }, 'phone'],
      [{ subscriptions: { daily_summary: 'sí' } }, 'subscriptions.daily_summary'],
      [{ subscriptions: { weekly: true } }, 'subscriptions'],
    ] as const) {
      const res = await call('POST', '/client/messages_preferences/save_preferences', owner, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(`'${field}`);
    }
  });
});

describe('client notification configs', () => {
  it('turns a client and an invoice off, with a days override for the client', async () => {
    const client = await call('PUT', '/client/sii_invoice/client_notification_configs', owner, {
      client_rut: '76.354.771-k',
      active: false,
      days: 5,
    });
    expect(client.statusCode, client.body).toBe(200);
    expect(client.json().client_notification_config).toMatchObject({
      client_rut: '76354771-K',
      invoice_id: null,
      active: false,
      days: 5,
    });
    const id = client.json().client_notification_config._id;
    const byId = await call('PUT', '/client/sii_invoice/client_notification_configs', owner, {
      notification_config_id: id,
      active: true,
    });
    expect(byId.json().client_notification_config).toMatchObject({ _id: id, active: true, days: 5 });

    const invoice = await insertInvoice(h.db, b1, {
      direction: 'VENTA',
      counterpartRut: '76354771-K',
      folio: 777,
    });
    const perInvoice = await call('PUT', '/client/sii_invoice/client_notification_configs', owner, {
      invoice_id: invoice,
      active: false,
    });
    expect(perInvoice.statusCode, perInvoice.body).toBe(200);
    expect(perInvoice.json().client_notification_config).toMatchObject({
      invoice_id: invoice,
      folio: 777,
      client_rut: '76354771-K',
      active: false,
    });
    const list = await call('GET', '/client/sii_invoice/client_notification_configs?scope=invoice', guest);
    expect(list.json().client_notification_configs.map((c: { invoice_id: number }) => c.invoice_id)).toEqual([
      invoice,
    ]);
    const byRut = await call(
      'GET',
      '/client/sii_invoice/client_notification_configs?client_rut=76354771-K',
      guest,
    );
    expect(byRut.json().client_notification_configs).toHaveLength(2);
  });

  it('refuses a bad RUT, another business’s invoice, and guests', async () => {
    const rut = await call('PUT', '/client/sii_invoice/client_notification_configs', owner, {
      client_rut: '12.345.678-9',
      active: true,
    });
    expect(rut.statusCode).toBe(400);
    expect(rut.json().error).toContain('client_rut');
    const other = await insertInvoice(h.db, b2, { direction: 'VENTA' });
    const foreign = await call('PUT', '/client/sii_invoice/client_notification_configs', owner, {
      invoice_id: other,
      active: false,
    });
    expect(foreign.statusCode).toBe(404);
    const g = await call('PUT', '/client/sii_invoice/client_notification_configs', guest, {
      client_rut: '76354771-K',
      active: false,
    });
    expect(g.statusCode).toBe(403);
  });
});

describe('business messages preferences', () => {
  it('saves the sender name and signature of the selected business only', async () => {
    const ok = await call('PUT', `/client/business_messages_preferences/${b1}`, owner, {
      business_messages_preference: { sender_name: 'Comercial Los Andes', signature: 'Cuenta corriente 123' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().business_messages_preferences).toEqual({
      sender_name: 'Comercial Los Andes',
      signature: 'Cuenta corriente 123',
    });
    const stored = await h.db.query<{ p: Record<string, unknown> }>(
      'SELECT business_messages_preferences AS p FROM businesses WHERE id = $1',
      [b1],
    );
    expect(stored.rows[0].p).toMatchObject({ sender_name: 'Comercial Los Andes' });
    const other = await call('PUT', `/client/business_messages_preferences/${b2}`, owner, {
      business_messages_preference: { sender_name: 'X' },
    });
    expect(other.statusCode).toBe(404);
    const long = await call('PUT', `/client/business_messages_preferences/${b1}`, owner, {
      business_messages_preference: { sender_name: 'x'.repeat(81) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('business_messages_preference.sender_name');
  });
});

describe('the unsubscribe page', () => {
  it('unsubscribes, offers the undo button, and answers 404 for an unknown token', async () => {
    await h.db.query(
      `INSERT INTO mail_recipients (business_id, address, token) VALUES ($1, 'cliente@x.cl', 'tok-1')`,
      [b1],
    );
    const page = await h.app.inject({
      method: 'GET',
      url: '/api/v1/public/unsubscribe?token=tok-1',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('cliente@x.cl');
    expect(page.body).toContain('Volver a suscribirme');
    const state = async () =>
      (
        await h.db.query<{ off: boolean }>(
          "SELECT unsubscribed_at IS NOT NULL AS off FROM mail_recipients WHERE token = 'tok-1'",
        )
      ).rows[0].off;
    expect(await state()).toBe(true);
    const undo = await h.app.inject({
      method: 'POST',
      url: '/api/v1/public/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'token=tok-1&action=resubscribe',
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.body).toContain('Volviste a suscribirte');
    expect(await state()).toBe(false);
    const missing = await h.app.inject({
      method: 'GET',
      url: '/api/v1/public/unsubscribe?token=nadie',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Enlace no válido');
    // A caller that does not ask for a page gets JSON (a mail client's one-click unsubscribe).
    const json = await call('POST', '/public/unsubscribe', null, { token: 'tok-1', action: 'unsubscribe' });
    expect(json.json()).toEqual({
      error: false,
      message: expect.stringContaining('ya no recibirá'),
      unsubscribed: true,
    });
    expect(await state()).toBe(true);
    const unknown = await call('GET', '/public/unsubscribe?token=nadie', null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toContain('no es válido');
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/v1/public/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=tok-1&action=borrar',
    });
    expect(bad.statusCode).toBe(400);
    // Refused: still unsubscribed, as the JSON call above left it.
    expect(await state()).toBe(true);
  });
});
