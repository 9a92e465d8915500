import type { HonorariumListResponse, HonorariumTicket } from '@portal/contracts';
import { type BheWriteTicket, writeBheCsv } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../invoice-imports/test-helpers';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor } from '../../test/invoices';

// Honorarium tickets through the HTTP app on a real database: the import of the SII's informe,
// the list, a ticket, its update, and the journal entries the database posts for them.

let h: Harness;
let c: Client;
let other: Client;
afterAll(() => h?.close());
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
});

const URL = '/api/v1/client/honorarium_tickets';
// Retentions from the rule's statement (Ley 21.133: 2024 13,75 %, 2025 14,5 %, 2026 15,25 %), in
// whole pesos with half a peso rounding up.
const pct = (gross: number, hundredths: number) => Math.floor((gross * hundredths) / 10_000 + 0.5);

const t = (over: Partial<BheWriteTicket>): BheWriteTicket => ({
  number: 1,
  status: 'VIG',
  issueDate: '2026-02-10',
  counterpartRut: '12345678-5',
  counterpartName: 'Ana Pérez Soto',
  professionalSociety: false,
  gross: 800_000,
  retention: pct(800_000, 1525),
  retentionBy: 'receiver',
  cancelledOn: null,
  ...over,
});

const RECEIVED: BheWriteTicket[] = [
  t({}),
  t({ number: 2, issueDate: '2026-03-15', gross: 333_333, retention: pct(333_333, 1525) }),
  t({
    number: 40,
    issueDate: '2025-07-01',
    counterpartRut: '7654321-6',
    counterpartName: 'Pedro Díaz',
    gross: 252_661,
    retention: pct(252_661, 1450),
  }),
  t({
    number: 41,
    issueDate: '2024-05-20',
    counterpartRut: '7654321-6',
    counterpartName: 'Pedro Díaz',
    gross: 100_000,
    retention: pct(100_000, 1375),
    status: 'ANUL',
    cancelledOn: '2024-05-25',
  }),
  t({
    number: 9,
    issueDate: '2026-01-05',
    counterpartRut: '76086428-5',
    counterpartName: 'Estudio Jurídico Sur Ltda',
    professionalSociety: true,
    gross: 1_200_000,
    retention: 0,
    retentionBy: 'issuer',
  }),
];

function importFile(client: Client, kind: 'received' | 'issued', csv: string, name = 'informe.csv') {
  const { payload, contentType } = multipart([{ name, bytes: Buffer.from(csv, 'utf8') }]);
  return client.inject({
    method: 'POST',
    url: `${URL}/imports?kind=${kind}`,
    headers: { 'content-type': contentType },
    payload,
  });
}

const list = async (client: Client, query: string): Promise<HonorariumListResponse> => {
  const res = await client.get(`${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const journalOf = async (businessId: number, ticketId: number) =>
  (
    await h.db.query<{ account_number: string; debit: number; credit: number }>(
      `SELECT a.account_number, l.debit, l.credit FROM journal_lines l JOIN accounts a ON a.id = l.account_id
        WHERE l.business_id = $1 AND l.source_type = 'honorarium' AND l.source_id = $2 ORDER BY l.line_no`,
      [businessId, ticketId],
    )
  ).rows.map((r) => [r.account_number, r.debit, r.credit]);

const snapshot = async (businessId: number) =>
  (
    await h.db.query(
      `SELECT t.*, (SELECT count(*) FROM journal_lines l WHERE l.business_id = t.business_id
                    AND l.source_type = 'honorarium' AND l.source_id = t.id) AS lines
         FROM honorarium_tickets t WHERE t.business_id = $1 ORDER BY t.id`,
      [businessId],
    )
  ).rows;

const byNumber = (rows: HonorariumTicket[], n: number) => rows.find((r) => r.number === n)!;

describe('import of the SII informe', () => {
  it('imports received tickets all at once and answers a summary', async () => {
    const res = await importFile(c, 'received', writeBheCsv('received', RECEIVED));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().import).toMatchObject({
      kind: 'received',
      file_name: 'informe.csv',
      row_count: 5,
      created: 5,
      updated: 0,
      unchanged: 0,
      already_imported: false,
    });
  });

  it('lists them by kind, newest first, with the year filter, the years and the totals', async () => {
    const all = await list(c, 'search_by[kind]=received&search_by[year]=-1');
    expect(all.meta.total_elements).toBe(5);
    expect(all.meta.filters.years).toEqual([2026, 2025, 2024]);
    expect(all.data.map((r) => r.number)).toEqual([2, 1, 9, 40, 41]);
    const counted = RECEIVED.filter((x) => x.status !== 'ANUL');
    expect(all.meta.totals).toEqual({
      gross: counted.reduce((s, x) => s + x.gross, 0),
      retention: counted.reduce((s, x) => s + x.retention, 0),
      net: counted.reduce((s, x) => s + x.gross - x.retention, 0),
    });
    const y2025 = await list(c, 'search_by[kind]=received&search_by[year]=2025');
    expect(
      y2025.data.map((r) => [r.number, r.gross_amount, r.retention_amount, r.net_amount, r.retention_rate]),
    ).toEqual([[40, 252_661, 36_636, 252_661 - 36_636, 14.5]]);
    const annulled = byNumber(all.data, 41);
    expect([annulled.status, annulled.status_label, annulled.cancelled_on]).toEqual([
      'ANUL',
      'Anulada',
      '2024-05-25',
    ]);
    expect(byNumber(all.data, 9)).toMatchObject({
      professional_society: true,
      retention_amount: 0,
      retention_by: 'issuer',
    });
    expect((await list(c, 'search_by[kind]=issued')).meta.total_elements).toBe(0);
  });

  it('pages by 10 and searches by name, RUT or number', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      t({
        number: 100 + i,
        counterpartRut: '15555555-6',
        counterpartName: 'Lucía Rojas',
        issueDate: '2023-06-01',
        gross: 10_000,
        retention: 1_300,
      }),
    );
    const res = await importFile(c, 'received', writeBheCsv('received', many), 'rojas.csv');
    expect(res.statusCode, res.body).toBe(200);
    const p1 = await list(c, 'search_by[search]=rojas');
    expect([p1.data.length, p1.meta.total_elements, p1.meta.page_size]).toEqual([10, 12, 10]);
    const p2 = await list(c, 'search_by[search]=rojas&page=2');
    expect(p2.data.map((r) => r.number).sort()).toEqual([100, 101]);
    expect((await list(c, 'search_by[search]=15.555.555')).meta.total_elements).toBe(12);
    expect((await list(c, 'search_by[search]=40')).data.map((r) => r.number)).toEqual([40]);
    expect((await list(c, 'search_by[status]=ANUL')).data.map((r) => r.number)).toEqual([41]);
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await snapshot(c.businessId);
    const res = await importFile(c, 'received', writeBheCsv('received', RECEIVED), 'otra-vez.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().import).toMatchObject({ already_imported: true, created: 5, file_name: 'informe.csv' });
    expect(await snapshot(c.businessId)).toEqual(before);
  });

  it('updates a ticket the SII now reports annulled, and takes its entry out of the books', async () => {
    const first = byNumber((await list(c, 'search_by[search]=Ana')).data, 1);
    expect((await journalOf(c.businessId, first.id)).length).toBe(3);
    const changed = RECEIVED.map((x) =>
      x.number === 1 ? { ...x, status: 'ANUL' as const, cancelledOn: '2026-02-20' } : x,
    );
    const res = await importFile(c, 'received', writeBheCsv('received', changed), 'nuevo.csv');
    expect(res.json().import).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 4,
      already_imported: false,
    });
    const after = (await c.get(`${URL}/${first.id}`)).json().honorarium_ticket;
    expect([after.status, after.cancelled_on]).toEqual(['ANUL', '2026-02-20']);
    expect(await journalOf(c.businessId, first.id)).toEqual([]);
  });

  it('refuses a file with a bad row whole, saying which row and why, and leaves everything as it was', async () => {
    const before = await snapshot(c.businessId);
    const rows = [...RECEIVED, t({ number: 77, gross: 500_000, retention: 70_000 })];
    const res = await importFile(c, 'received', writeBheCsv('received', rows));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('El archivo tiene 1 fila con problemas: no se importó nada.');
    expect(res.json().problems).toEqual([
      {
        line: 7,
        message: `Fila 7: la retención ($70.000) no es el 15,25 % del bruto de una boleta de 2026: debería ser $${pct(500_000, 1525).toLocaleString('es-CL')}.`,
      },
    ]);
    expect(await snapshot(c.businessId)).toEqual(before);
    const wrongKind = await importFile(c, 'issued', writeBheCsv('received', RECEIVED));
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().error).toBe(
      'El archivo es un informe de boletas recibidas y elegiste boletas emitidas.',
    );
    const empty = multipart([]);
    const noFile = await c.inject({
      method: 'POST',
      url: `${URL}/imports?kind=received`,
      headers: { 'content-type': empty.contentType },
      payload: empty.payload,
    });
    expect(noFile.statusCode).toBe(400);
  });
});

describe('the journal', () => {
  it('posts a received ticket: honorarios against the retention withheld and what is owed', async () => {
    const rows = (await list(c, 'search_by[kind]=received&search_by[year]=-1')).data;
    const second = byNumber(rows, 2);
    const ret = pct(333_333, 1525);
    expect(await journalOf(c.businessId, second.id)).toEqual([
      ['4210', 333_333, 0],
      ['2110', 0, ret],
      ['2111', 0, 333_333 - ret],
    ]);
    // The sociedad de profesionales withholds nothing: the whole gross is owed.
    expect(await journalOf(c.businessId, byNumber(rows, 9).id)).toEqual([
      ['4210', 1_200_000, 0],
      ['2111', 0, 1_200_000],
    ]);
    expect(await journalOf(c.businessId, byNumber(rows, 41).id)).toEqual([]);
  });

  it('posts an issued ticket: clientes and the retention to recover against the income', async () => {
    const issued = [
      t({
        number: 500,
        counterpartRut: '76086428-5',
        counterpartName: 'Cliente Grande SpA',
        gross: 1_000_000,
        retention: pct(1_000_000, 1525),
      }),
      t({
        number: 501,
        counterpartRut: '76086428-5',
        counterpartName: 'Cliente Grande SpA',
        gross: 400_000,
        retention: pct(400_000, 1525),
        retentionBy: 'issuer',
      }),
    ];
    const res = await importFile(c, 'issued', writeBheCsv('issued', issued), 'emitidas.csv');
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await list(c, 'search_by[kind]=issued')).data;
    const withheld = pct(1_000_000, 1525);
    expect(await journalOf(c.businessId, byNumber(rows, 500).id)).toEqual([
      ['1110', 1_000_000 - withheld, 0],
      ['1126', withheld, 0],
      ['4105', 0, 1_000_000],
    ]);
    // The professional pays its own retention (a PPM in its F29): the client pays the gross.
    expect(await journalOf(c.businessId, byNumber(rows, 501).id)).toEqual([
      ['1110', 400_000, 0],
      ['4105', 0, 400_000],
    ]);
    expect(byNumber(rows, 501)).toMatchObject({
      retention_amount: pct(400_000, 1525),
      net_amount: 400_000 - pct(400_000, 1525),
    });
  });

  it('shows the ticket in the ledger', async () => {
    const account = (await c.get('/api/v1/client/accounts/show_by_code/4105')).json().account.id;
    const res = await c.get(`/api/v1/client/accounting/ledger?account_id=${account}&from=202601&to=202612`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json().data as { source_type: string; description: string; credit: number }[];
    expect(lines.map((l) => [l.source_type, l.description, l.credit])).toEqual([
      ['honorarium', 'Boleta de honorarios emitida N° 500 · Cliente Grande SpA', 1_000_000],
      ['honorarium', 'Boleta de honorarios emitida N° 501 · Cliente Grande SpA', 400_000],
    ]);
  });
});

describe('a ticket', () => {
  it('answers one ticket and changes its note and the status the informe does not carry', async () => {
    const second = byNumber((await list(c, 'search_by[kind]=received')).data, 2);
    const got = await c.get(`${URL}/${second.id}`);
    expect(got.json().honorarium_ticket).toMatchObject({
      number: 2,
      status: 'VIG',
      status_label: 'Vigente',
      notes: null,
    });
    const res = await c.send('PUT', `${URL}/${second.id}`, {
      status: 'ObR',
      notes: 'El servicio no se prestó en marzo',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().honorarium_ticket).toMatchObject({
      status: 'ObR',
      status_label: 'Con Observaciones',
      notes: 'El servicio no se prestó en marzo',
    });
    // ObR is still vigente: the entry stays.
    expect((await journalOf(c.businessId, second.id)).length).toBe(3);
    // The informe saying "not annulled" (N) keeps ObR: it cannot tell the two apart.
    const again = await importFile(c, 'received', `${writeBheCsv('received', RECEIVED)}\r\n`, 'tercera.csv');
    expect(again.json().import.already_imported).toBe(false);
    expect((await c.get(`${URL}/${second.id}`)).json().honorarium_ticket.status).toBe('ObR');
  });

  it('refuses to annul in the portal, to revive an annulled ticket and a bad body', async () => {
    const rows = (await list(c, 'search_by[kind]=received&search_by[year]=-1')).data;
    const live = byNumber(rows, 2);
    const annulled = byNumber(rows, 41);
    const annul = await c.send('PUT', `${URL}/${live.id}`, { status: 'ANUL' });
    expect([annul.statusCode, annul.json().error]).toEqual([
      422,
      'Una boleta se anula en el SII; el portal la marcará anulada al importar el informe que lo diga.',
    ]);
    const revive = await c.send('PUT', `${URL}/${annulled.id}`, { status: 'VIG' });
    expect(revive.statusCode).toBe(422);
    expect((await c.send('PUT', `${URL}/${live.id}`, { notes: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await c.send('PUT', `${URL}/${live.id}`, {})).statusCode).toBe(400);
    expect((await c.send('PUT', `${URL}/${live.id}`, { gross_amount: 1 })).statusCode).toBe(400);
    expect((await c.send('PUT', `${URL}/${live.id}`, { id: live.id + 1, notes: 'a' })).statusCode).toBe(400);
  });

  it('is not seen nor changed from another business', async () => {
    const live = byNumber((await list(c, 'search_by[kind]=received')).data, 2);
    expect((await other.get(`${URL}/${live.id}`)).statusCode).toBe(404);
    expect((await other.send('PUT', `${URL}/${live.id}`, { notes: 'ajena' })).statusCode).toBe(404);
    expect((await list(other, 'search_by[year]=-1')).meta.total_elements).toBe(0);
    expect((await c.get(`${URL}/${live.id}`)).json().honorarium_ticket.notes).not.toBe('ajena');
  });
});
