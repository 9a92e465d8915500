import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, type Harness, createHarness, inBusiness } from '../../test/harness';
import { todayInChile } from '@portal/domain';
import { writeRcvCsv } from '@portal/sii';
import { multipart } from '../invoice-imports/test-helpers';
import { generateInvoices } from '../../seed/invoices';
import { postBusinessMessage } from './messages.service';
import { expectStatus } from '../../test/status';

// The dashboard's business messages: posted to every user of the business except those who turned
// the kind off, listed newest first with the unread count, read one by one or all at once.
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

const list = async (auth: AuthHeaders, query = '') =>
  (
    await h.app.inject({
      method: 'GET',
      url: `/api/v1/client/messages${query}`,
      headers: inBusiness(auth, b1),
    })
  ).json();

describe('business messages', () => {
  it('posts to each user of the business, honours preferences, and keeps read state per user', async () => {
    // The guest turns collection events off.
    expectStatus(
      await h.app.inject({
        method: 'POST',
        url: '/api/v1/client/messages_preferences/save_preferences',
        headers: inBusiness(guest, b1),
        payload: { subscriptions: { collection_events: false } },
      }),
      200,
    );
    const users = Number(
      (
        await h.db.query<{ n: number }>('SELECT count(*) AS n FROM businesses_users WHERE business_id = $1', [
          b1,
        ])
      ).rows[0].n,
    );
    expect(
      await postBusinessMessage(h.db, b1, {
        kind: 'reminders_sent',
        title: 'Recordatorios',
        body: 'Se enviaron 2',
      }),
    ).toBe(users - 1);
    for (let i = 1; i <= 12; i++)
      await postBusinessMessage(h.db, b1, {
        kind: 'import_finished',
        title: `Importación ${i}`,
        body: 'ok',
        link: '/compras-y-ventas/mis-ventas',
      });
    await postBusinessMessage(h.db, b2, { kind: 'import_finished', title: 'De otra empresa', body: 'x' });

    const first = await list(owner);
    expect(first.unread_count).toBe(13);
    expect(first.meta).toEqual({ current_page: 1, page_size: 10, total_elements: 13 });
    expect(first.messages[0].title).toBe('Importación 12');
    expect(first.messages.some((m: { title: string }) => m.title === 'De otra empresa')).toBe(false);
    const second = await list(owner, '?page=2');
    expect(second.messages.map((m: { title: string }) => m.title)).toEqual([
      'Importación 2',
      'Importación 1',
      'Recordatorios',
    ]);
    expect((await list(guest)).unread_count).toBe(12);

    const read = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/client/messages/${first.messages[0].id}/read`,
      headers: inBusiness(owner, b1),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ unread_count: 12, message: { title: 'Importación 12' } });
    expect(read.json().message.read_at).not.toBeNull();
    // The guest's copy stays unread; a guest reads but, as every write, cannot mark read.
    expect((await list(guest)).unread_count).toBe(12);
    const refused = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/client/messages/read_all',
      headers: inBusiness(guest, b1),
    });
    expect(refused.statusCode).toBe(403);
    const all = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/client/messages/read_all',
      headers: inBusiness(owner, b1),
    });
    expect(all.json()).toEqual({ updated: 12, unread_count: 0 });
    expect((await list(owner)).unread_count).toBe(0);
    expect((await list(guest)).unread_count).toBe(12);

    // Another user's message is not found.
    const guestMessage = (await list(guest)).messages[0].id;
    const foreign = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/client/messages/${guestMessage}/read`,
      headers: inBusiness(owner, b1),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('posts a message when an invoice import finishes', async () => {
    const gen = h.data.businesses.find((b) => b.key === 'b1')!;
    const docs = generateInvoices({
      seed: 9,
      business: gen,
      count: 6,
      today: todayInChile(),
      salesShare: 1,
    }).filter((d) => d.direction === 'VENTA');
    const bytes = writeRcvCsv('VENTA', docs, { businessRut: gen.rut });
    const { payload, contentType } = multipart([{ name: 'ventas.csv', bytes, field: 'files' }]);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/client/sii_invoice/imports',
      headers: { ...inBusiness(owner, b1), 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().new ?? res.json().import?.new;
    const top = (await list(owner)).messages[0];
    expect(top).toMatchObject({
      kind: 'import_finished',
      title: 'Importación de documentos terminada',
      read_at: null,
    });
    expect(top.body).toBe(
      `${created} ${created === 1 ? 'documento nuevo' : 'documentos nuevos'}, 0 actualizados y 0 sin cambios.`,
    );
  });
});
