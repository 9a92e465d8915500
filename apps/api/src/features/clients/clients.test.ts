// Clients and providers over a real database (PGlite; PostgreSQL with TEST_DATABASE_URL): the
// figures against the rules' statements over invoices inserted here, isolation, validation.
import { addDays, computeRutDv, formatRut, todayInChile } from '@portal/domain';
import { writeRcvCsv } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '../../seed/invoices';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor, insertInvoice } from '../../test/invoices';
import { multipart } from '../invoice-imports/test-helpers';
import { expectStatus } from '../../test/status';

const rutOf = (body: number) => `${body}-${computeRutDv(body)}`;
const TODAY = todayInChile();
const CLIENTS = '/api/v1/client/clients';
const PROVIDERS = '/api/v1/client/providers';
const CONTACTS = '/api/v1/client/contacts';

let h: Harness;
let owner: Client;
let guest: Client;
let other: Client;

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  owner = await clientFor(h, 'u1', 'b1');
  guest = await clientFor(h, 'g1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
  // Collections count from the oldest invoice on (the rule's "gestión de cobranza desde").
  await h.db.query(`UPDATE businesses SET collections_since = '2000-01-01' WHERE id = ANY($1)`, [
    [owner.businessId, other.businessId],
  ]);
}, 120_000);
afterAll(() => h?.close());

/** Imports sales as the owner, through the upload route (as an RCV sales CSV). */
async function importSales(businessRut: string, docs: Parameters<typeof writeRcvCsv>[1]): Promise<void> {
  const { payload, contentType } = multipart([
    { name: 'ventas.csv', bytes: writeRcvCsv('VENTA', docs, { businessRut }), field: 'files' },
  ]);
  const res = await owner.inject({
    method: 'POST',
    url: '/api/v1/client/sii_invoice/imports',
    headers: { 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The rule's statement in plain terms, over the raw columns: what a sale still owes. */
type Raw = {
  payed: boolean;
  collectible: boolean;
  counted: boolean;
  estado: string | null;
  signed_total: string;
  credited_amount: string;
  internal_due_date: string | null;
  counterpart_rut: string;
};
const owed = (r: Raw) =>
  !r.payed && r.collectible && r.counted && r.estado !== 'Rechazada' && Number(r.signed_total) > 0
    ? Math.max(0, Number(r.signed_total) - Number(r.credited_amount))
    : 0;

describe('client figures', () => {
  const rut = rutOf(77_100_001);
  const amounts = { overdue: 0, next: 0, later: 0, paid: 0, note: 0, boleta: 0 };

  beforeAll(async () => {
    const sale = (net: number, due: string | null, extra = {}) =>
      insertInvoice(h.db, owner.businessId, {
        counterpartRut: rut,
        counterpartName: 'Comercial Figuras Ltda',
        net,
        issueDate: addDays(TODAY, -20),
        internalDueDate: due,
        ...extra,
      });
    // Totals with 19% IVA: net + round(net * 0.19).
    const total = (net: number) => net + Math.round(net * 0.19);
    await sale(100_000, addDays(TODAY, -1));
    amounts.overdue = total(100_000);
    await sale(50_000, addDays(TODAY, 10));
    amounts.next = total(50_000);
    await sale(30_000, addDays(TODAY, 45));
    amounts.later = total(30_000);
    await sale(70_000, addDays(TODAY, -5), { payed: true });
    amounts.paid = total(70_000);
    // A credit note (61) not linked to an invoice: subtracts from sales, owes nothing.
    await sale(10_000, null, { docType: 61 });
    amounts.note = total(10_000);
    // A boleta (39): a sale paid at issue, never owed.
    await sale(20_000, null, { docType: 39 });
    amounts.boleta = total(20_000);
  });

  it('answers the client with sales, to collect, overdue and next 30 days by the rules', async () => {
    const res = await owner.get(`${CLIENTS}/${formatRut(rut)}`);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().client;
    expect(c.rutClient).toBe(rut);
    expect(c.business_name).toBe('Comercial Figuras Ltda');
    // total_sales: Σ signed totals of counted sales (the note negative, the boleta counted).
    expect(c.total_sales).toBe(
      amounts.overdue + amounts.next + amounts.later + amounts.paid - amounts.note + amounts.boleta,
    );
    // to collect: open amounts of unpaid collectible sales; overdue: due before today; next: due in 30 days.
    expect(c.total_to_collect).toBe(amounts.overdue + amounts.next + amounts.later);
    expect(c.total_overdue).toBe(amounts.overdue);
    expect(c.total_to_collect_next).toBe(amounts.next);
    expect(c.num_documents).toBe(6);
    expect(c.last_doc_date).toBe(addDays(TODAY, -20));
  });

  it('keeps the figures when an invoice is paid (same transaction as the change)', async () => {
    const { rows } = await h.db.query<{ id: number }>(
      `SELECT id FROM invoices WHERE business_id = $1 AND counterpart_rut = $2 AND internal_due_date = $3`,
      [owner.businessId, rut, addDays(TODAY, 10)],
    );
    const pay = await owner.send('POST', '/api/v1/client/sii_invoice/update_payed', {
      id_doc: rows[0].id,
      payed: true,
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const c = (await owner.get(`${CLIENTS}/${rut}`)).json().client;
    expect(c.total_to_collect).toBe(amounts.overdue + amounts.later);
    expect(c.total_to_collect_next).toBe(0);
  });

  it('lists clients with header totals over every client, searched and sorted', async () => {
    const { rows } = await h.db.query<Raw>(
      `SELECT payed, collectible, counted, estado, signed_total, credited_amount,
              to_char(internal_due_date, 'YYYY-MM-DD') AS internal_due_date, counterpart_rut
         FROM invoices WHERE business_id = $1 AND direction = 'VENTA'`,
      [owner.businessId],
    );
    const counted = (r: Raw & { counted: boolean }) => (r.counted ? Number(r.signed_total) : 0);
    const sales = rows.reduce((s, r) => s + counted(r), 0);
    const open = rows.reduce((s, r) => s + owed(r), 0);
    const overdue = rows.filter((r) => r.internal_due_date! < TODAY).reduce((s, r) => s + owed(r), 0);
    const next = rows
      .filter(
        (r) =>
          r.internal_due_date && r.internal_due_date >= TODAY && r.internal_due_date < addDays(TODAY, 30),
      )
      .reduce((s, r) => s + owed(r), 0);
    const res = await owner.get(`${CLIENTS}?search=figuras`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total_sales).toBe(sales);
    expect(body.total_to_collect).toBe(open);
    expect(body.total_overdue).toBe(overdue);
    expect(body.total_to_collect_next).toBe(next);
    expect(body.data.clients.map((c: { rut_client: string }) => c.rut_client)).toEqual([rut]);
    expect(body.data.clients[0].total_debt).toBe(amounts.overdue + amounts.later);
    expect(body.meta).toEqual({ current_page: 1, page_size: 10, total_elements: 1 });
    // By RUT with dots, and every page has at most 10 rows in the asked order.
    expect((await owner.get(`${CLIENTS}?search=${formatRut(rut)}`)).json().data.clients).toHaveLength(1);
    const page = (await owner.get(`${CLIENTS}?sort_field=num_documents&sort_order=desc`)).json();
    expect(page.data.clients.length).toBeLessThanOrEqual(10);
    const docs = page.data.clients.map((c: { num_documents: number }) => c.num_documents);
    expect(docs).toEqual([...docs].sort((a, b) => b - a));
    const distinct = await h.db.query<{ n: number }>(
      `SELECT count(DISTINCT counterpart_rut)::int AS n FROM invoices WHERE business_id = $1 AND direction = 'VENTA'`,
      [owner.businessId],
    );
    expect(page.meta.total_elements).toBe(distinct.rows[0].n);
  });

  it('answers the sales registry newest first, 10 a page, with every field', async () => {
    const res = await owner.get(`${CLIENTS}/${rut}/sales_record?page=1`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta.total_elements).toBe(6);
    expect(body.records).toHaveLength(6);
    const boleta = body.records.find((r: { doc_type: number }) => r.doc_type === 39);
    expect(boleta).toMatchObject({
      uncollectible: true,
      due_collect: 0,
      due_pay: 0,
      rut,
      sii_state: 'REGISTRO',
    });
    const overdue = body.records.find((r: { due_date: string }) => r.due_date === addDays(TODAY, -1));
    expect(overdue).toMatchObject({
      due_collect: amounts.overdue,
      payed: false,
      total_amount: amounts.overdue,
    });
    expect(Object.keys(body.records[0]).sort()).toEqual(
      [
        'id',
        'business_name',
        'rut',
        'doc_date',
        'doc_number',
        'doc_type',
        'doc_type_name',
        'due_date',
        'due_collect',
        'due_pay',
        'net_amount',
        'other_taxes',
        'tax_recoverable',
        'total_amount',
        'payed',
        'uncollectible',
        'period',
        'reception_date',
        'sii_state',
        'sii_due_description',
      ].sort(),
    );
  });

  it('exports the list as CSV (report.csv, ;, BOM)', async () => {
    const res = await owner.get(`${CLIENTS}?format=csv&search=figuras`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('report.csv');
    expect(res.body.startsWith('\uFEFFRUT;Razón social')).toBe(true);
    expect(res.body).toContain(`${formatRut(rut)};Comercial Figuras Ltda`);
  });
});

describe('isolation and roles', () => {
  it("answers 404 for another business's client and registry", async () => {
    const rut = rutOf(77_100_002);
    await insertInvoice(h.db, other.businessId, { counterpartRut: rut, counterpartName: 'Solo De B SpA' });
    expect((await other.get(`${CLIENTS}/${rut}`)).statusCode).toBe(200);
    const res = await owner.get(`${CLIENTS}/${rut}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('No encontramos el cliente.');
    expect((await owner.get(`${CLIENTS}/${rut}/sales_record`)).statusCode).toBe(404);
    expect((await owner.get(`${CONTACTS}?contact_type=client&rut=${rut}`)).statusCode).toBe(404);
    expect((await owner.send('PUT', `${CLIENTS}/${rut}`, { client: { fantasy_name: 'x' } })).statusCode).toBe(
      404,
    );
    const list = await owner.get(`${CLIENTS}?search=solo de b`);
    expect(list.json().data.clients).toEqual([]);
  });

  it('lets a guest read but not write', async () => {
    expect((await guest.get(CLIENTS)).statusCode).toBe(200);
    const res = await guest.send('POST', CLIENTS, { client: { rut: rutOf(77_100_003), business_name: 'X' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('create and edit', () => {
  it('creates a client not yet invoiced, refuses a repeated or invalid RUT', async () => {
    const rut = rutOf(77_100_004);
    const res = await owner.send('POST', CLIENTS, {
      client: { rut: formatRut(rut), business_name: 'Nuevo Cliente SpA', commune: 'nunoa', days_to_pay: 45 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().client).toMatchObject({
      rutClient: rut,
      commune: 'Ñuñoa',
      daysToPay: 45,
      total_sales: 0,
    });
    const again = await owner.send('POST', CLIENTS, { client: { rut, business_name: 'Otra' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(`Ya existe un cliente con el RUT ${formatRut(rut)}.`);
    const bad = await owner.send('POST', CLIENTS, { client: { rut: '76354771-1', business_name: 'X' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("'client.rut'");
    expect(bad.json().error).toContain('RUT válido');
  });

  it('refuses bad fields in Spanish naming the field, changing nothing', async () => {
    const rut = rutOf(77_100_005);
    expectStatus(await owner.send('POST', CLIENTS, { client: { rut, business_name: 'Campos SpA' } }), 200);
    const cases: [unknown, string, string][] = [
      [{ days_to_pay: 366 }, 'client.days_to_pay', 'Los días de pago van de 0 a 365.'],
      [{ days_to_pay: -1 }, 'client.days_to_pay', 'Los días de pago van de 0 a 365.'],
      [{ commune: 'Gotham' }, 'client.commune', 'Elige una comuna de la lista.'],
      [{ business_name: '' }, 'client.business_name', 'Ingresa la razón social.'],
    ];
    for (const [fields, field, text] of cases) {
      const res = await owner.send('PUT', `${CLIENTS}/${rut}`, { client: fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error).toContain(`'${field}'`);
      expect(res.json().error).toContain(text);
    }
    const c = (await owner.get(`${CLIENTS}/${rut}`)).json().client;
    expect(c).toMatchObject({ business_name: 'Campos SpA', daysToPay: null, commune: null });
  });

  it("keeps an edited name over the next import and uses days_to_pay for the client's new invoices", async () => {
    const b = h.data.businesses.find((x) => x.key === 'b1')!;
    const rut = rutOf(77_100_006);
    const docs = generateInvoices({ seed: 77, business: b, count: 8, today: TODAY, salesShare: 1 })
      .filter((d) => d.direction === 'VENTA' && d.docType === 33)
      .slice(0, 2)
      .map((d) => ({ ...d, receiverRut: rut, receiverName: 'Nombre Del SII SpA', dueDate: null }));
    const upload = (list: typeof docs) => importSales(b.rut, list);
    await upload(docs.slice(0, 1));
    expect((await owner.get(`${CLIENTS}/${rut}`)).json().client.business_name).toBe('Nombre Del SII SpA');
    const put = await owner.send('PUT', `${CLIENTS}/${rut}`, {
      client: { business_name: 'Mi Nombre', days_to_pay: 12, needs_buy_order: true, activity: 'Ferretería' },
    });
    expect(put.statusCode, put.body).toBe(200);
    await upload(docs);
    const c = (await owner.get(`${CLIENTS}/${rut}`)).json().client;
    expect(c).toMatchObject({
      business_name: 'Mi Nombre',
      daysToPay: 12,
      needsBuyOrder: true,
      num_documents: 2,
    });
    const { rows } = await h.db.query<{ folio: string; issue: string; due: string }>(
      `SELECT folio, to_char(issue_date, 'YYYY-MM-DD') AS issue, to_char(internal_due_date, 'YYYY-MM-DD') AS due
         FROM invoices WHERE business_id = $1 AND counterpart_rut = $2`,
      [owner.businessId, rut],
    );
    const second = rows.find((r) => Number(r.folio) === docs[1].folio)!;
    const first = rows.find((r) => Number(r.folio) === docs[0].folio)!;
    // The new invoice falls due days_to_pay after its issue; the one imported before keeps the law's 30.
    expect(second.due).toBe(addDays(second.issue, 12));
    expect(first.due).toBe(addDays(first.issue, 30));
  });
});

describe('figures after an import (recomputed once at its end)', () => {
  it('a re-import that gives a document to another client moves its figures with it, and its search key', async () => {
    const b = h.data.businesses.find((x) => x.key === 'b1')!;
    const [ruta, rutb] = [rutOf(77_100_021), rutOf(77_100_022)];
    const docs = generateInvoices({ seed: 91, business: b, count: 12, today: TODAY, salesShare: 1 })
      .filter((d) => d.direction === 'VENTA' && d.docType === 33)
      .slice(0, 3)
      .map((d, i) => ({
        ...d,
        receiverRut: ruta,
        receiverName: 'Uno SpA',
        issueDate: addDays(TODAY, -40 + i),
      }));
    const send = (list: typeof docs) => importSales(b.rut, list);
    const client = async (rut: string) => (await owner.get(`${CLIENTS}/${rut}`)).json().client;
    await send(docs);
    const sum = (list: typeof docs) => list.reduce((s, d) => s + d.totalAmount, 0);
    expect(await client(ruta)).toMatchObject({
      num_documents: 3,
      total_sales: sum(docs),
      last_doc_date: docs[2].issueDate,
    });
    // The SII corrects the newest one's receiver: it is B's now.
    const moved = docs.map((d, i) => (i === 2 ? { ...d, receiverRut: rutb, receiverName: 'Dos SpA' } : d));
    await send(moved);
    expect(await client(ruta)).toMatchObject({
      num_documents: 2,
      total_sales: sum(docs.slice(0, 2)),
      last_doc_date: docs[1].issueDate,
    });
    expect(await client(rutb)).toMatchObject({
      business_name: 'Dos SpA',
      num_documents: 1,
      total_sales: docs[2].totalAmount,
      last_doc_date: docs[2].issueDate,
    });
    const marks = await h.db.query('SELECT 1 FROM counterparts_dirty');
    expect(marks.rows).toHaveLength(0);
    // The search keys the import added at its end: every document's key is there.
    const missing = await h.db.query(
      `SELECT direction, search_key FROM invoices WHERE business_id = $1
       EXCEPT SELECT direction, search_key FROM invoice_search_keys WHERE business_id = $1`,
      [owner.businessId],
    );
    expect(missing.rows).toEqual([]);
    const found = await owner.get('/api/v1/client/sii_invoice/invoices?operationType=VENTA&search=dos%20spa');
    expect(found.json().invoices.map((i: { folio: number }) => Number(i.folio))).toEqual([docs[2].folio]);
  });
});

describe('contacts', () => {
  const rut = rutOf(77_100_007);
  beforeAll(async () => {
    expectStatus(
      await owner.send('POST', PROVIDERS, { provider: { rut, business_name: 'Proveedor Contactos SpA' } }),
      200,
    );
  });

  it('creates, lists, edits and deletes a contact', async () => {
    const types = (await owner.get('/api/v1/client/contact_types')).json().contact_types;
    expect(types.map((t: { name: string }) => t.name)).toContain('Cobranza');
    const created = await owner.send('POST', CONTACTS, {
      contact: {
        contact_type: 'provider',
        rut_counterpart: rut,
        contact_type_id: 2,
        name: 'Ana',
        last_name: 'Pérez',
        email: 'Ana@Proveedor.cl',
        emails: ['pagos@proveedor.cl'],
        phone: '9 1234 5678',
        area: 'Finanzas',
        rut: '12.345.678-5',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const k = created.json().contact;
    expect(k).toMatchObject({
      name: 'Ana',
      email: 'ana@proveedor.cl',
      phone: '56912345678',
      rut: '12345678-5',
      contact_type: 'provider',
    });
    const list = (await owner.get(`${CONTACTS}?contact_type=provider&rut=${rut}`)).json().contacts;
    expect(list.map((x: { id: number }) => x.id)).toEqual([k.id]);
    const edited = await owner.send('PUT', `${CONTACTS}/${k.id}`, {
      contact: { name: 'Ana María', phone: '' },
    });
    expect(edited.json().contact).toMatchObject({
      name: 'Ana María',
      phone: null,
      email: 'ana@proveedor.cl',
    });
    // B cannot touch A's contact.
    expect((await other.send('DELETE', `${CONTACTS}/${k.id}`)).statusCode).toBe(404);
    expect((await owner.send('DELETE', `${CONTACTS}/${k.id}`)).statusCode).toBe(200);
    expect((await owner.get(`${CONTACTS}?contact_type=provider&rut=${rut}`)).json().contacts).toEqual([]);
  });

  it('refuses a bad e-mail, phone, RUT or type naming the field', async () => {
    const base = { contact_type: 'provider', rut_counterpart: rut, name: 'Luis' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'no-es-correo' }, 'contact.email', 'Ingresa un correo válido'],
      [{ emails: ['ok@x.cl', 'malo'] }, 'contact.emails.1', 'Ingresa un correo válido'],
      [{ phone: '12345' }, 'contact.phone', 'Ingresa un teléfono chileno válido'],
      [{ phone: '+56 9 CASA' }, 'contact.phone', 'Ingresa un teléfono chileno válido'],
      [{ rut: '12.345.678-9' }, 'contact.rut', 'Ingresa un RUT válido'],
      [{ name: ' ' }, 'contact.name', 'Ingresa el nombre del contacto.'],
      [{ contact_type_id: 99 }, 'contact.contact_type_id', 'Elige un tipo de contacto.'],
    ];
    for (const [fields, field, text] of cases) {
      const res = await owner.send('POST', CONTACTS, { contact: { ...base, ...fields } });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error).toContain(`'${field}'`);
      expect(res.json().error).toContain(text);
    }
    expect((await owner.get(`${CONTACTS}?contact_type=provider&rut=${rut}`)).json().contacts).toEqual([]);
  });
});
