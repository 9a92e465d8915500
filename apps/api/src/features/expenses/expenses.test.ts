import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Expense } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor } from '../../test/invoices';
import { receiptPdf } from '../../seed/receipt-pdf';
import { EXPENSES, postExpense, putExpense } from './test-helpers';
import { expectStatus } from '../../test/status';

// Expenses through the HTTP app on a real database: receipts, review, the journal, the figures.

const dataDir = mkdtempSync(join(tmpdir(), 'expenses-'));
let h: Harness;
let owner: Client;
let guest: Client;
let other: Client;
let PDF: Buffer;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

// Seeded categories (migration 0062): Transporte (1) → Combustible (101, 4215), Peajes y TAG (102, 4241);
// Oficina (3) → Artículos de oficina (301, 4243).
const COMBUSTIBLE = 101;
const PEAJES = 102;
const ARTICULOS = 301;

beforeAll(async () => {
  h = await createHarness({ businesses: 2, env: { DATA_DIR: dataDir } });
  owner = await clientFor(h, 'u1', 'b1');
  guest = await clientFor(h, 'g1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
  PDF = await receiptPdf({
    issuer: 'Copec',
    description: 'Bencina 93',
    amount: 45_000,
    date: '2026-03-10',
    folio: 7,
  });
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const fields = (over: Record<string, string | number> = {}) => ({
  amount: 45_000,
  date: '2026-03-10',
  description: 'Bencina camioneta',
  category_id: COMBUSTIBLE,
  ...over,
});
const create = async (
  c: Client,
  over: Record<string, string | number> = {},
  files = [{ name: 'boleta.pdf', bytes: PDF }],
) => {
  const res = await postExpense(c, fields(over), files);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().expense as Expense;
};
const review = (c: Client, id: number, body: object) => c.send('PUT', `${EXPENSES}/${id}/review`, body);
const count = async (sql: string, params: unknown[]) =>
  (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;
const lines = async (id: number) =>
  (
    await h.db.query<{ account_number: string; debit: string; credit: string; line_date: string }>(
      `SELECT a.account_number, l.debit, l.credit, to_char(l.line_date, 'YYYY-MM-DD') AS line_date
         FROM journal_lines l JOIN accounts a ON a.id = l.account_id
        WHERE l.source_type = 'expense' AND l.source_id = $1 ORDER BY l.line_no`,
      [id],
    )
  ).rows.map((r) => [r.account_number, Number(r.debit), Number(r.credit), r.line_date]);

describe('categories', () => {
  it('lists parents, the children of one and every child, each child with its chart account', async () => {
    const parents = (await owner.get('/api/v1/client/expense_categories/parents')).json().expense_categories;
    expect(parents.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'Transporte',
        'Alimentación',
        'Oficina',
        'Servicios básicos',
        'Honorarios',
        'Gastos bancarios',
      ]),
    );
    expect(parents.every((p: { parent_id: null }) => p.parent_id === null)).toBe(true);
    const transport = (await owner.get('/api/v1/client/expense_categories/1/children')).json()
      .expense_categories;
    expect(transport.map((c: { name: string }) => c.name)).toEqual([
      'Combustible',
      'Peajes y TAG',
      'Estacionamiento',
      'Taxi/Uber',
      'Pasajes (bus, avión)',
    ]);
    const all = (await owner.get('/api/v1/client/expense_categories/children')).json().expense_categories;
    expect(all.length).toBeGreaterThan(30);
    expect(all.every((c: { account_number: string }) => /^\d{4}$/.test(c.account_number))).toBe(true);
    // Every child's account exists in a business's chart.
    const numbers = [...new Set(all.map((c: { account_number: string }) => c.account_number))];
    expectStatus(await owner.get('/api/v1/client/accounts/show_by_code/1101'), 200);
    expect(
      await count('accounts WHERE business_id = $1 AND account_number = ANY($2::text[])', [
        owner.businessId,
        numbers,
      ]),
    ).toBe(numbers.length);
    expect((await owner.get(`/api/v1/client/expense_categories/${COMBUSTIBLE}/children`)).statusCode).toBe(
      404,
    );
  });
});

describe('create with receipts', () => {
  it('stores the fields and the receipts (PDF, JPG, PNG by content) and serves their bytes', async () => {
    const e = await create(owner, {}, [
      { name: 'boleta.pdf', bytes: PDF },
      { name: 'foto', bytes: JPEG },
      { name: 'captura.png', bytes: PNG },
    ]);
    expect(e).toMatchObject({
      amount: 45_000,
      date: '2026-03-10',
      description: 'Bencina camioneta',
      category_id: COMBUSTIBLE,
      category: {
        id: COMBUSTIBLE,
        name: 'Combustible',
        account_number: '4215',
        parent: { id: 1, name: 'Transporte' },
      },
      status: 'waiting',
      conciliated: false,
      user: { id: h.ids.users.get('u1') },
    });
    expect(e.documents.map((d) => [d.name, d.ext_name, d.reference_type, d.reference_id])).toEqual([
      ['boleta.pdf', 'pdf', 'Expense', e.id],
      ['foto', 'jpg', 'Expense', e.id],
      ['captura.png', 'png', 'Expense', e.id],
    ]);
    const got = await owner.get(e.documents[0]!.full_path);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(PDF)).toBe(true);
    // Waiting: not in the books.
    expect(await lines(e.id)).toEqual([]);
  });

  it('refuses a file that is not a PDF, JPG or PNG, and leaves nothing behind', async () => {
    const before = await count('expenses WHERE business_id = $1', [owner.businessId]);
    const files = () =>
      readdirSync(join(dataDir, 'files', 'expenses', String(owner.businessId)), { recursive: true });
    const stored = files().length;
    const res = await postExpense(owner, fields(), [
      { name: 'boleta.pdf', bytes: PDF },
      { name: 'boleta2.pdf', bytes: Buffer.from('<html>no soy un PDF</html>') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('El comprobante "boleta2.pdf" no es un PDF, JPG o PNG: revisa el archivo.');
    expect(await count('expenses WHERE business_id = $1', [owner.businessId])).toBe(before);
    expect(files().length).toBe(stored);
  });

  it('answers each bad field with a Spanish message and writes nothing', async () => {
    const before = await count('expenses WHERE business_id = $1', [owner.businessId]);
    const cases: [Record<string, string | number>, number, RegExp][] = [
      [fields({ amount: 0 }), 400, /monto del gasto en pesos/],
      [fields({ amount: '12.5' }), 400, /monto del gasto en pesos/],
      [fields({ date: '2026-02-30' }), 400, /^Fecha: /],
      [fields({ description: '  ' }), 400, /Describe el gasto/],
      [fields({ category_id: 1 }), 422, /subcategoría de gasto no existe/],
      [fields({ category_id: 99999 }), 422, /subcategoría de gasto no existe/],
      [{ ...fields(), status: 'validated' }, 400, /'status' no es parte de un gasto/],
    ];
    for (const [f, status, message] of cases) {
      const res = await postExpense(owner, f);
      expect(res.statusCode, JSON.stringify(f)).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    const json = await owner.send('POST', EXPENSES, fields());
    expect(json.statusCode).toBe(415);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `b${i}.pdf`, bytes: PDF }));
    const many = await postExpense(owner, fields(), six);
    expect(many.statusCode).toBe(400);
    expect(many.json().error).toBe('Un gasto lleva como máximo 5 comprobantes.');
    const big = await postExpense(owner, fields(), [
      { name: 'g.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(await count('expenses WHERE business_id = $1', [owner.businessId])).toBe(before);
  });

  it('keeps another business’s expense and receipts out of reach', async () => {
    const e = await create(owner);
    expect((await other.get(`${EXPENSES}/${e.id}`)).statusCode).toBe(404);
    expect((await other.get(e.documents[0]!.full_path)).statusCode).toBe(404);
    expect((await putExpense(other, e.id, fields({ amount: 1 }))).statusCode).toBe(404);
    expect((await review(other, e.id, { status: 'validated' })).statusCode).toBe(404);
    expect((await other.send('DELETE', `${EXPENSES}/${e.id}`)).statusCode).toBe(404);
    expect((await owner.get(`${EXPENSES}/${e.id}`)).json().expense.amount).toBe(45_000);
  });
});

describe('review and the journal', () => {
  it('a validated expense posts its category’s account against Caja; a rejection (with reason) removes it', async () => {
    const e = await create(owner, { amount: 12_340, category_id: PEAJES, date: '2026-04-02' });
    const ok = await review(owner, e.id, { status: 'validated' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().expense).toMatchObject({
      status: 'validated',
      reviewed_by: { id: h.ids.users.get('u1') },
    });
    expect(await lines(e.id)).toEqual([
      ['4241', 12_340, 0, '2026-04-02'],
      ['1101', 0, 12_340, '2026-04-02'],
    ]);
    // The ledger names the expense.
    const peajes = (await owner.get('/api/v1/client/accounts/show_by_code/4241')).json().account.id;
    const ledger = (
      await owner.get(`/api/v1/client/accounting/ledger?account_id=${peajes}&from=202604&to=202604`)
    ).json();
    expect(ledger.data).toContainEqual(
      expect.objectContaining({
        source_type: 'expense',
        source_id: e.id,
        debit: 12_340,
        description: expect.stringContaining('Bencina camioneta'),
      }),
    );
    const noReason = await review(owner, e.id, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(await lines(e.id)).toHaveLength(2);
    const rejected = await review(owner, e.id, { status: 'rejected', reason: 'La boleta no es legible' });
    expect(rejected.json().expense).toMatchObject({
      status: 'rejected',
      review_reason: 'La boleta no es legible',
    });
    expect(await lines(e.id)).toEqual([]);
  });

  it('an owner’s change rewrites the entry; deleting the expense removes it with its receipts', async () => {
    const e = await create(owner, { amount: 10_000, category_id: PEAJES, date: '2026-04-03' });
    expectStatus(await review(owner, e.id, { status: 'validated' }), 200);
    const changed = await putExpense(
      owner,
      e.id,
      fields({
        amount: 15_500,
        category_id: ARTICULOS,
        date: '2026-04-04',
        remove_document_ids: e.documents[0]!.id,
      }),
      [{ name: 'nueva.png', bytes: PNG }],
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json().expense as Expense;
    expect(after.status).toBe('validated');
    expect(after.documents.map((d) => d.name)).toEqual(['nueva.png']);
    expect(await lines(e.id)).toEqual([
      ['4243', 15_500, 0, '2026-04-04'],
      ['1101', 0, 15_500, '2026-04-04'],
    ]);
    expect((await owner.get(e.documents[0]!.full_path)).statusCode).toBe(404);
    const gone = await owner.send('DELETE', `${EXPENSES}/${e.id}`);
    expect(gone.json()).toEqual({ message: 'El gasto fue eliminado.' });
    expect(await lines(e.id)).toEqual([]);
    expect(await count('expense_receipts WHERE expense_id = $1', [e.id])).toBe(0);
    expect((await owner.get(after.documents[0]!.full_path)).statusCode).toBe(404);
  });

  it('a user of role other reads expenses and receipts but writes nothing; a corrected rejection goes back to waiting', async () => {
    const e = await create(owner, { amount: 8_000, description: 'Estacionamiento reunión' });
    expect((await guest.get(`${EXPENSES}/${e.id}`)).json().expense.amount).toBe(8_000);
    expect((await guest.get(e.documents[0]!.full_path)).statusCode).toBe(200);
    const before = await count('expenses WHERE business_id = $1', [owner.businessId]);
    for (const res of [
      await postExpense(guest, fields()),
      await putExpense(guest, e.id, fields({ amount: 1 })),
      await review(guest, e.id, { status: 'validated' }),
      await guest.send('DELETE', `${EXPENSES}/${e.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Tu rol en esta empresa no permite esta acción.');
    }
    expect(await count('expenses WHERE business_id = $1', [owner.businessId])).toBe(before);
    expectStatus(await review(owner, e.id, { status: 'rejected', reason: 'Falta la boleta' }), 200);
    const fixed = await putExpense(owner, e.id, fields({ amount: 8_500 }));
    expect(fixed.json().expense).toMatchObject({
      status: 'waiting',
      review_reason: null,
      reviewed_by: null,
      amount: 8_500,
    });
    expect(await lines(e.id)).toEqual([]);
  });
});

describe('reconciliation rows', () => {
  it('conciliated and bm_movement_id filter by bm_conciliations; a reconciled expense credits Banco', async () => {
    const e = await create(owner, {
      amount: 30_000,
      date: '2026-05-06',
      description: 'Pago con transferencia',
    });
    expectStatus(await review(owner, e.id, { status: 'validated' }), 200);
    const b = owner.businessId;
    const { rows } = await h.db.query<{ id: number }>(
      `WITH a AS (INSERT INTO bm_accounts (business_id, bank_code, number) VALUES ($1, '001', '987654321') RETURNING id)
       INSERT INTO bm_movements (business_id, bm_account_id, bank_ref, post_date, amount, description)
       SELECT $1, a.id, 'ref-gasto-1', '2026-05-06', -30000, 'TRANSF COPEC' FROM a RETURNING id::int AS id`,
      [b],
    );
    const movement = rows[0]!.id;
    await h.db.query(
      `INSERT INTO bm_conciliations (business_id, bm_movement_id, conciliation_type, conciliation_id, amount)
       VALUES ($1, $2, 'Expense', $3, 30000)`,
      [b, movement, e.id],
    );
    expect(await lines(e.id)).toEqual([
      ['4215', 30_000, 0, '2026-05-06'],
      ['1102', 0, 30_000, '2026-05-06'],
    ]);
    const ids = async (q: string) =>
      ((await owner.get(`${EXPENSES}?page_size=100&${q}`)).json().data as Expense[]).map((x) => x.id);
    expect(await ids('search_by[conciliated]=true')).toEqual([e.id]);
    expect(await ids(`search_by[bm_movement_id]=${movement}`)).toEqual([e.id]);
    expect(await ids('search_by[conciliated]=false')).not.toContain(e.id);
    expect((await owner.get(`${EXPENSES}/${e.id}`)).json().expense).toMatchObject({
      conciliated: true,
      bm_movement_ids: [movement],
    });
    // A reconciled amount does not change; deleting the expense undoes its reconciliation.
    expect((await putExpense(owner, e.id, fields({ amount: 31_000, date: '2026-05-06' }))).statusCode).toBe(
      422,
    );
    expectStatus(await owner.send('DELETE', `${EXPENSES}/${e.id}`), 200);
    expect(
      await count("bm_conciliations WHERE conciliation_type = 'Expense' AND conciliation_id = $1", [e.id]),
    ).toBe(0);
    expect(await lines(e.id)).toEqual([]);
  });

  it('a charge is reconciled with an expense from the bank (POST …/conciliate) and undone', async () => {
    const e = await create(owner, {
      amount: 18_000,
      date: '2026-05-08',
      description: 'Patente pagada por banco',
      category_id: 601,
    });
    expectStatus(await review(owner, e.id, { status: 'validated' }), 200);
    const b = owner.businessId;
    const { rows } = await h.db.query<{ debit: number; credit: number }>(
      `WITH a AS (INSERT INTO bm_accounts (business_id, bank_code, number) VALUES ($1, '012', '111222333') RETURNING id)
       INSERT INTO bm_movements (business_id, bm_account_id, bank_ref, post_date, amount, description)
       SELECT $1, a.id, x.ref, '2026-05-08', x.amount, x.text FROM a,
              (VALUES ('gasto-cargo', -18000, 'PAGO PATENTE'), ('gasto-abono', 18000, 'DEPOSITO')) x(ref, amount, text)
       RETURNING id::int AS debit, amount::int AS credit`,
      [b],
    );
    const charge = rows.find((r) => r.credit < 0)!.debit;
    const deposit = rows.find((r) => r.credit > 0)!.debit;
    const conciliate = (movement: number, ids: number[]) =>
      owner.send('POST', `/api/v1/client/bm_movements/${movement}/conciliate`, {
        conciliation_ids: ids,
        conciliation_type: 'Expense',
      });
    const wrongWay = await conciliate(deposit, [e.id]);
    expect(wrongWay.statusCode).toBe(422);
    expect(wrongWay.json().error).toBe(
      'Un abono no se concilia con gastos: un gasto es una salida de dinero (un cargo).',
    );
    // Another business's expense is refused like one that does not exist.
    const foreign = await create(other, { amount: 1_000 });
    expect((await conciliate(charge, [foreign.id])).json().error).toBe(
      'Uno de los gastos elegidos no existe en esta empresa.',
    );
    const ok = await conciliate(charge, [e.id]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().bm_movement).toMatchObject({ conciliated: true, conciliated_amount: 18_000 });
    expect(ok.json().bm_movement.bm_conciliations[0]).toMatchObject({
      conciliation_type: 'Expense',
      conciliation_id: e.id,
    });
    expect(await lines(e.id)).toEqual([
      ['4244', 18_000, 0, '2026-05-08'],
      ['1102', 0, 18_000, '2026-05-08'],
    ]);
    expect((await conciliate(charge, [e.id])).statusCode).toBe(422);
    const undo = await owner.send('POST', `/api/v1/client/bm_movements/${charge}/unconciliate`, {
      all: true,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await lines(e.id)).toEqual([
      ['4244', 18_000, 0, '2026-05-08'],
      ['1101', 0, 18_000, '2026-05-08'],
    ]);
  });
});
