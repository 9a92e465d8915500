import { addDays, todayInChile } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { API, type Client, LIST, clientFor, insertInvoice } from '../../test/invoices';
import { pdfText } from '../../test/pdf-text';
import { expectStatus } from '../../test/status';

// Normal and judicial collection of a sales invoice, its mail (read over real SMTP), the demand
// letter (read back from the PDF) and the collection timeline.

const RUT = '76354771-K';
const OTHER_CLIENT = '96790240-3';
const TODAY = todayInChile();
const NET = 1_037_452;
// The invoice's total by the rule: net + 19 % IVA rounded to the peso.
const TOTAL = NET + Math.round(NET * 0.19);
/** Spec §5: dollar sign and a dot every three digits. */
const pesos = (n: number) => `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
/** Spec §1: dates DD/MM/YYYY. */
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

let h: Harness;
let c: Client;
let other: Client;
let guest: Client;
const rejects = new Set<string>();

async function addContact(
  businessId: number,
  rut: string,
  contact: { name: string; last_name?: string; email?: string | null; emails?: string[] },
): Promise<number> {
  const { rows: cp } = await h.db.query<{ id: number }>(
    `INSERT INTO counterparts (business_id, kind, rut, business_name) VALUES ($1, 'client', $2, 'Cliente')
     ON CONFLICT (business_id, kind, rut) DO UPDATE SET updated_at = now() RETURNING id`,
    [businessId, rut],
  );
  const { rows } = await h.db.query<{ id: number }>(
    `INSERT INTO contacts (business_id, counterpart_id, contact_type_id, name, last_name, email, emails)
     VALUES ($1, $2, 1, $3, $4, $5, $6) RETURNING id`,
    [
      businessId,
      cp[0].id,
      contact.name,
      contact.last_name ?? null,
      contact.email ?? null,
      contact.emails ?? [],
    ],
  );
  return Number(rows[0].id);
}

const notify = (client: Client, id: number, body: unknown) =>
  client.send('POST', `${LIST}/${id}/notify_debt`, body);
const judicial = (client: Client, id: number, body: unknown = {}) =>
  client.send('POST', `${LIST}/${id}/judicial_collection`, body);
const state = async (id: number) =>
  (
    await h.db.query<{ collection_state: string; notice_count: number }>(
      'SELECT collection_state, notice_count FROM invoices WHERE id = $1',
      [id],
    )
  ).rows[0];
const events = async (client: Client, id: number) =>
  (await client.get(`${LIST}/${id}/collection_events`)).json().events as {
    kind: string;
    detail: Record<string, unknown>;
  }[];

beforeAll(async () => {
  h = await createHarness({ businesses: 2, mailRejects: rejects });
  c = await clientFor(h, 'u1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
  guest = await clientFor(h, 'g1', 'b1');
});
afterAll(() => h?.close());

describe('normal collection (notify_debt)', () => {
  it('mails the debt notice through the outbox and records the notice in one go', async () => {
    const issue = addDays(TODAY, -45);
    const due = addDays(TODAY, -15);
    const id = await insertInvoice(h.db, c.businessId, {
      folio: 4321,
      net: NET,
      issueDate: issue,
      internalDueDate: due,
    });
    const ana = await addContact(c.businessId, RUT, {
      name: 'Ana',
      last_name: 'Pérez',
      email: 'ana.pagos@cliente.cl',
    });
    const offered = await c.get(`${LIST}/${id}/collection_contacts`);
    expect(offered.statusCode).toBe(200);
    expect(offered.json().client).toEqual({ rut: RUT, name: 'Ferretería Ñuñoa SpA' });
    expect(offered.json().contacts).toContainEqual(
      expect.objectContaining({
        id: ana,
        name: 'Ana',
        last_name: 'Pérez',
        addresses: ['ana.pagos@cliente.cl'],
      }),
    );
    const res = await notify(c, id, { contact_ids: [ana], message: 'Quedamos atentos a su pago.' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.sent_to).toEqual(['ana.pagos@cliente.cl']);
    expect(body.skipped).toEqual([]);
    expect(body.invoice).toEqual({ id, collection_state: 'notified', notice_count: 1 });
    expect(body.event).toMatchObject({ kind: 'notice', invoice_id: id, folio: 4321, client_rut: RUT });

    const { rows: outbox } = await h.db.query<{ id: number; context: Record<string, unknown> }>(
      "SELECT id, context FROM outbox_emails WHERE to_address = 'ana.pagos@cliente.cl'",
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0].context).toMatchObject({ business_id: c.businessId, invoice_id: id });
    const { rows: jobs } = await h.db.query(
      "SELECT 1 FROM jobs WHERE kind = 'mail.send' AND payload->>'outbox_id' = $1",
      [String(outbox[0].id)],
    );
    expect(jobs).toHaveLength(1);

    const mail = await h.mail.waitFor((m) => m.to.includes('ana.pagos@cliente.cl'), 10_000);
    const businessName = (
      await h.db.query<{ name: string }>('SELECT name FROM businesses WHERE id = $1', [c.businessId])
    ).rows[0].name;
    expect(mail.subject).toContain('4321');
    expect(mail.subject).toContain(businessName);
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain(pesos(TOTAL));
      expect(part).toContain(ddmmyyyy(due));
      expect(part).toContain('4321');
      expect(part).toContain('Quedamos atentos a su pago.');
      expect(part).toContain('Ana Pérez');
      expect(part).toMatch(/http:\/\/portal\.test\/api\/v1\/public\/unsubscribe\?token=[\w-]{20,}/);
    }
    expect(mail.text).toContain(businessName);
    expect(await state(id)).toEqual({ collection_state: 'notified', notice_count: 1 });
  }, 20_000);

  it('refuses judicial collection before 2 notices, then escalates and writes the letter', async () => {
    const issue = addDays(TODAY, -70);
    const due = addDays(TODAY, -40);
    const id = await insertInvoice(h.db, c.businessId, {
      folio: 5555,
      net: NET,
      issueDate: issue,
      internalDueDate: due,
    });
    const to = { email: 'deudor@cliente.cl' };
    expect((await judicial(c, id)).statusCode).toBe(422);
    expect((await notify(c, id, to)).statusCode).toBe(200);
    const early = await judicial(c, id);
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe('La cobranza judicial requiere al menos 2 avisos de cobranza normal.');
    expect(await state(id)).toEqual({ collection_state: 'notified', notice_count: 1 });
    expect((await notify(c, id, to)).statusCode).toBe(200);

    const res = await judicial(c, id, { message: 'Se deriva a abogado.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice).toEqual({ id, collection_state: 'judicial', notice_count: 2 });
    expect(res.json().letter_url).toBe(`/api/v1/client/sii_invoice/invoices/${id}/judicial_letter`);
    expect(await state(id)).toEqual({ collection_state: 'judicial', notice_count: 2 });
    expect((await judicial(c, id)).statusCode).toBe(409);

    const letter = await c.get(`${LIST}/${id}/judicial_letter`);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(new Uint8Array(letter.rawPayload));
    const biz = (
      await h.db.query<{ name: string; rut: string }>('SELECT name, rut FROM businesses WHERE id = $1', [
        c.businessId,
      ])
    ).rows[0];
    expect(text).toContain('REQUERIMIENTO DE PAGO');
    expect(text).toContain(biz.name);
    expect(text).toContain('Factura electrónica N° 5555');
    expect(text).toMatch(new RegExp(`Fecha de emisión\\s*${ddmmyyyy(issue)}`));
    expect(text).toMatch(new RegExp(`Fecha de vencimiento\\s*${ddmmyyyy(due)}`));
    expect(text).toMatch(new RegExp(`Saldo adeudado\\s*\\${pesos(TOTAL)}`));
    // Days overdue: from the due date (40 days ago) to today.
    expect(text).toMatch(new RegExp(`Días de mora\\s*${40}\\b`));
    expect(text).toContain('Avisos de cobranza enviados: 2');
    expect(text).toContain('deudor@cliente.cl');
    expect(text).toContain('Se deriva a abogado.');

    const timeline = await events(c, id);
    expect(timeline.map((e) => e.kind)).toEqual(['judicial', 'notice', 'notice']);
    expect(timeline[0].detail).toMatchObject({ notice_count: 2, amount: TOTAL });
    // The dashboard's Mensajes tells the business's users.
    const posted = await h.db.query<{ title: string }>(
      `SELECT title FROM user_messages WHERE business_id = $1 AND kind = 'escalation'`,
      [c.businessId],
    );
    expect(posted.rows.map((r) => r.title)).toContain('Factura N° 5555 en cobranza judicial');
    // The guest reads the timeline and the letter but cannot write.
    expect((await guest.get(`${LIST}/${id}/collection_events`)).statusCode).toBe(200);
    expect((await guest.get(`${LIST}/${id}/judicial_letter`)).statusCode).toBe(200);
    expect((await notify(guest, id, to)).statusCode).toBe(403);
    expect(await state(id)).toEqual({ collection_state: 'judicial', notice_count: 2 });
  }, 20_000);

  it('refuses a paid invoice, a purchase and a credit note with a Spanish message, changing nothing', async () => {
    const paid = await insertInvoice(h.db, c.businessId, { payed: true });
    const purchase = await insertInvoice(h.db, c.businessId, { direction: 'COMPRA' });
    const note = await insertInvoice(h.db, c.businessId, { docType: 61 });
    const to = { email: 'x@cliente.cl' };
    const r1 = await notify(c, paid, to);
    expect(r1.statusCode).toBe(422);
    expect(r1.json().error).toBe('La factura ya está pagada: no hay deuda que cobrar.');
    const r2 = await notify(c, purchase, to);
    expect(r2.statusCode).toBe(422);
    expect(r2.json().error).toBe('Solo se pueden cobrar facturas de venta.');
    expect((await notify(c, note, to)).statusCode).toBe(422);
    for (const id of [paid, purchase, note]) {
      expect(await state(id)).toEqual({ collection_state: 'none', notice_count: 0 });
      expect(await events(c, id)).toEqual([]);
    }
    const { rows } = await h.db.query("SELECT 1 FROM outbox_emails WHERE to_address = 'x@cliente.cl'");
    expect(rows).toHaveLength(0);
  });

  it('keeps another business’s invoices and clients out (404, unchanged)', async () => {
    const theirs = await insertInvoice(h.db, other.businessId, { folio: 9 });
    expect((await notify(c, theirs, { email: 'y@cliente.cl' })).statusCode).toBe(404);
    expect((await judicial(c, theirs)).statusCode).toBe(404);
    expect((await c.get(`${LIST}/${theirs}/collection_events`)).statusCode).toBe(404);
    expect((await c.get(`${LIST}/${theirs}/judicial_letter`)).statusCode).toBe(404);
    expect((await c.get(`${LIST}/${theirs}/collection_contacts`)).statusCode).toBe(404);
    expect(await state(theirs)).toEqual({ collection_state: 'none', notice_count: 0 });
    // Their contact is not a contact of my invoice's client.
    const theirContact = await addContact(other.businessId, RUT, { name: 'Ajeno', email: 'ajeno@otro.cl' });
    const mine = await insertInvoice(h.db, c.businessId);
    const res = await notify(c, mine, { contact_ids: [theirContact] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("'contact_ids'");
    // Another client's contact of my business is refused too.
    const otherClient = await addContact(c.businessId, OTHER_CLIENT, { name: 'Otro', email: 'otro@c.cl' });
    expect((await notify(c, mine, { contact_ids: [otherClient] })).statusCode).toBe(400);
    expect(await state(mine)).toEqual({ collection_state: 'none', notice_count: 0 });
    // The client timeline of my business does not show their events.
    expectStatus(await notify(other, theirs, { email: 'z@otro.cl' }), 200);
    const mineList = (await c.get(`/api/v1/client/clients/${RUT}/collection_events?page_size=100`)).json();
    expect(mineList.events.every((e: { invoice_id: number }) => e.invoice_id !== theirs)).toBe(true);
  });

  it('validates the body naming the field', async () => {
    const id = await insertInvoice(h.db, c.businessId);
    const cases: [unknown, string][] = [
      [{ email: 'no-es-correo' }, "'email'"],
      [{ emails: ['bien@c.cl', 'mal@'] }, "'emails"],
      [{}, "'contact_ids'"],
      [{ email: 'a@c.cl', message: 'x'.repeat(2001) }, "'message'"],
      [{ email: 'a@c.cl', id_doc: id + 1 }, "'id_doc'"],
      [{ contact_ids: ['uno'] }, "'contact_ids"],
    ];
    for (const [body, field] of cases) {
      const res = await notify(c, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toContain(field);
    }
    const noMail = await addContact(c.businessId, RUT, { name: 'Sin', last_name: 'Correo', email: null });
    const res = await notify(c, id, { contact_ids: [noMail] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toContain('Sin Correo');
    expect(await state(id)).toEqual({ collection_state: 'none', notice_count: 0 });
  });

  it('skips unsubscribed addresses and refuses when none is left', async () => {
    const id = await insertInvoice(h.db, c.businessId);
    await h.db.query(
      `INSERT INTO mail_recipients (business_id, address, token, unsubscribed_at)
       VALUES ($1, 'baja@cliente.cl', 'tok-baja-test-0000000000', now())`,
      [c.businessId],
    );
    const res = await notify(c, id, { emails: ['Baja@cliente.cl', 'sigue@cliente.cl'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sent_to).toEqual(['sigue@cliente.cl']);
    expect(res.json().skipped).toEqual(['Baja@cliente.cl']);
    expect((await events(c, id))[0].detail).toMatchObject({ skipped: ['Baja@cliente.cl'] });
    const none = await notify(c, id, { email: 'baja@cliente.cl' });
    expect(none.statusCode).toBe(422);
    expect(await state(id)).toEqual({ collection_state: 'notified', notice_count: 1 });
  });
});

describe('the collection timeline', () => {
  it('records a payment of a sale in collection, by update_payed and by bulk_update', async () => {
    const one = await insertInvoice(h.db, c.businessId, { net: 50_000 });
    const two = await insertInvoice(h.db, c.businessId, { net: 70_000 });
    const quiet = await insertInvoice(h.db, c.businessId);
    for (const id of [one, two])
      expect((await notify(c, id, { email: 'pago@cliente.cl' })).statusCode).toBe(200);
    const r = await c.send('POST', `${API}/update_payed`, { id_doc: one, payed: true });
    expect(r.statusCode, r.body).toBe(200);
    const b = await c.send('POST', `${API}/bulk_update`, {
      operationType: 'VENTA',
      id_docs: [two, quiet],
      payed: true,
    });
    expect(b.statusCode, b.body).toBe(200);
    const first = await events(c, one);
    expect(first.map((e) => e.kind)).toEqual(['payment', 'notice']);
    expect(first[0].detail).toEqual({ amount: 50_000 + Math.round(50_000 * 0.19) });
    expect((await events(c, two)).map((e) => e.kind)).toEqual(['payment', 'notice']);
    // Not in collection: no event. Marking paid again records nothing more.
    expect(await events(c, quiet)).toEqual([]);
    expectStatus(await c.send('POST', `${API}/update_payed`, { id_doc: one, payed: true }), 200);
    expect((await events(c, one)).map((e) => e.kind)).toEqual(['payment', 'notice']);
  });

  it('pages the client timeline newest first', async () => {
    const res = await c.get(`/api/v1/client/clients/76.354.771-k/collection_events?page_size=2&page=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.events).toHaveLength(2);
    expect(body.meta.page_size).toBe(2);
    const { rows } = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM collection_events WHERE business_id = $1 AND client_rut = $2',
      [c.businessId, RUT],
    );
    expect(body.meta.total_elements).toBe(rows[0].n);
    const times = body.events.map((e: { created_at: string }) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const bad = await c.get('/api/v1/client/clients/12345678-0/collection_events');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("'client_rut'");
  });

  it('filters the sales list by collection state', async () => {
    const all = async (q: string) =>
      (await c.get(`${LIST}?operationType=VENTA&page_size=100&${q}`)).json().invoices as {
        id: number;
        collection_state: string;
      }[];
    const judicialOnes = await all('collection_state=judicial');
    expect(judicialOnes.length).toBeGreaterThan(0);
    expect(judicialOnes.every((i) => i.collection_state === 'judicial')).toBe(true);
    const notified = await all('collection_state=notified');
    expect(notified.length).toBeGreaterThan(0);
    expect(notified.every((i) => i.collection_state === 'notified')).toBe(true);
    const bad = await c.get(`${LIST}?operationType=VENTA&collection_state=perdida`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("'collection_state'");
  });

  it('records a bounce when the receiving server refuses the address for good', async () => {
    rejects.add('no-existe@cliente.cl');
    const id = await insertInvoice(h.db, c.businessId);
    const res = await notify(c, id, { emails: ['no-existe@cliente.cl', 'existe@cliente.cl'] });
    expect(res.statusCode).toBe(200);
    await h.mail.waitFor((m) => m.to.includes('existe@cliente.cl'), 10_000);
    const until = Date.now() + 10_000;
    let timeline = await events(c, id);
    while (!timeline.some((e) => e.kind === 'bounce') && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      timeline = await events(c, id);
    }
    expect(timeline.map((e) => e.kind)).toEqual(['bounce', 'notice']);
    expect(timeline[0].detail).toMatchObject({ address: 'no-existe@cliente.cl' });
    expect(String(timeline[0].detail.reason)).toContain('550');
    const { rows } = await h.db.query<{ bounced: boolean; sent: boolean }>(
      `SELECT bounced_at IS NOT NULL AS bounced, sent_at IS NOT NULL AS sent FROM outbox_emails
        WHERE to_address = 'no-existe@cliente.cl'`,
    );
    expect(rows).toEqual([{ bounced: true, sent: false }]);
    const { rows: job } = await h.db.query<{ state: string }>(
      `SELECT j.state FROM jobs j JOIN outbox_emails o ON j.payload->>'outbox_id' = o.id::text
        WHERE o.to_address = 'no-existe@cliente.cl'`,
    );
    expect(job).toEqual([{ state: 'done' }]);
    const posted = await h.db.query<{ body: string }>(
      `SELECT body FROM user_messages WHERE business_id = $1 AND kind = 'notice_bounced'`,
      [c.businessId],
    );
    expect(posted.rows.some((r) => r.body.includes('no-existe@cliente.cl'))).toBe(true);
  }, 20_000);
});

describe('a debt notice is no relay', () => {
  // Issue "Trust, round three": up to 20 free addresses a call, free text with any link, from the
  // portal's sender, with only the tenant's request rate as a limit.
  const outboxCount = async () =>
    (
      await h.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM outbox_emails WHERE context->>'kind' = 'debt_notice'",
      )
    ).rows[0].n;

  it('takes at most 3 typed addresses that are not the client’s contacts', async () => {
    const id = await insertInvoice(h.db, c.businessId, { counterpartRut: OTHER_CLIENT });
    await addContact(c.businessId, OTHER_CLIENT, { name: 'Tesorería', email: 'tesoreria@otro-cliente.cl' });
    const before = await outboxCount();
    const strangers = ['a@extrano.cl', 'b@extrano.cl', 'c@extrano.cl', 'd@extrano.cl'];
    const refused = await notify(c, id, { emails: strangers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toContain('hasta 3 correos que no estén entre los contactos del cliente');
    expect(await state(id)).toEqual({ collection_state: 'none', notice_count: 0 });
    expect(await outboxCount()).toBe(before);
    // A contact's address typed in is not a stranger's: three strangers and it go out.
    const ok = await notify(c, id, { emails: [...strangers.slice(0, 3), 'TESORERIA@otro-cliente.cl'] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().sent_to).toHaveLength(4);
    expect(await outboxCount()).toBe(before + 4);
  });

  it('sends at most 3 notices of one invoice within 24 hours', async () => {
    const id = await insertInvoice(h.db, c.businessId);
    for (let i = 0; i < 3; i++) expectStatus(await notify(c, id, { email: 'pagos@cliente.cl' }), 200);
    const before = await outboxCount();
    const fourth = await notify(c, id, { email: 'pagos@cliente.cl' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toBe(
      'Esta factura ya recibió 3 avisos de cobranza en las últimas 24 horas: espera antes de enviar otro.',
    );
    // Until the first of the three is 24 hours old.
    const retry = Number(fourth.headers['retry-after']);
    expect(retry).toBeGreaterThan(24 * 3600 - 120);
    expect(retry).toBeLessThanOrEqual(24 * 3600);
    expect(await state(id)).toEqual({ collection_state: 'notified', notice_count: 3 });
    expect(await outboxCount()).toBe(before);
    // A day later the window has moved on.
    await h.db.query(
      "UPDATE collection_events SET created_at = created_at - interval '25 hours' WHERE invoice_id = $1",
      [id],
    );
    expectStatus(await notify(c, id, { email: 'pagos@cliente.cl' }), 200);
  });

  it('sends at most 200 notice mails of one business within 24 hours', async () => {
    // Earlier notices of this business (another invoice), written as the service records them, up
    // to 199 mails with what earlier tests sent.
    const { rows: sent } = await h.db.query<{ n: number }>(
      `SELECT coalesce(sum(jsonb_array_length(detail->'sent_to')), 0)::int AS n FROM collection_events
        WHERE business_id = $1 AND kind = 'notice' AND created_at > now() - interval '24 hours'`,
      [other.businessId],
    );
    const earlier = await insertInvoice(h.db, other.businessId);
    await h.db.query(
      `INSERT INTO collection_events (business_id, invoice_id, client_rut, kind, detail, created_at)
       VALUES ($1, $2, $3, 'notice', $4, now() - interval '23 hours')`,
      [
        other.businessId,
        earlier,
        RUT,
        JSON.stringify({ sent_to: Array.from({ length: 199 - sent[0].n }, (_, i) => `c${i}@cliente.cl`) }),
      ],
    );
    const id = await insertInvoice(h.db, other.businessId);
    const two = await notify(other, id, { emails: ['x@cliente.cl', 'y@cliente.cl'] });
    expect(two.statusCode).toBe(429);
    expect(two.json().error).toContain(
      'puede enviar 1 correo de cobranza más en estas 24 horas (máximo 200)',
    );
    expect(Number(two.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expectStatus(await notify(other, id, { email: 'x@cliente.cl' }), 200);
    const full = await notify(other, id, { email: 'y@cliente.cl' });
    expect(full.statusCode).toBe(429);
    expect(full.json().error).toContain('ya envió 200 correos de cobranza en las últimas 24 horas');
    // The other business's own count is its own.
    expectStatus(
      await notify(c, await insertInvoice(h.db, c.businessId), { email: 'pagos@cliente.cl' }),
      200,
    );
  });

  it('takes out of the message every link that is not the portal’s or the business’s own domain', async () => {
    await h.db.query("UPDATE businesses SET email = 'cobranza@panaderia-prueba.cl' WHERE id = $1", [
      c.businessId,
    ]);
    const id = await insertInvoice(h.db, c.businessId);
    const message =
      'Pague en https://pagos-falsos.com/x?f=1, o en www.phish.ru. Nuestro sitio: https://www.panaderia-prueba.cl/pagos ' +
      'y su cuenta en http://portal.test/ingresar. Adjuntamos factura.pdf; dudas a cobranza@panaderia-prueba.cl. Ver evil.example.org/a';
    const res = await notify(c, id, { email: 'enlaces@cliente.cl', message });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().links_removed).toEqual([
      'https://pagos-falsos.com/x?f=1',
      'www.phish.ru',
      'evil.example.org/a',
    ]);
    const kept =
      'Pague en [enlace quitado], o en [enlace quitado]. Nuestro sitio: https://www.panaderia-prueba.cl/pagos ' +
      'y su cuenta en http://portal.test/ingresar. Adjuntamos factura.pdf; dudas a cobranza@panaderia-prueba.cl. Ver [enlace quitado]';
    expect((await events(c, id))[0].detail).toMatchObject({
      message: kept,
      links_removed: res.json().links_removed,
    });
    const mail = await h.mail.waitFor((m) => m.to.includes('enlaces@cliente.cl'), 10_000);
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).not.toMatch(/pagos-falsos|phish\.ru|evil\.example/);
      expect(part).toContain('https://www.panaderia-prueba.cl/pagos');
    }
    expect(mail.text).toContain(kept);
  }, 20_000);
});
