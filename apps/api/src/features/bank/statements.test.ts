import { type StatementAccount, type StatementEntry, writeCamt053, writeCsv, writeOfx } from '@portal/bank';
import { formatRut } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../invoice-imports/test-helpers';
import { insertAccount, insertMovement } from '../../test/bank';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, TODAY, addDays, clientFor, insertInvoice } from '../../test/invoices';
import { expectStatus } from '../../test/status';

// Statement import through the API, with files the project's own writers make: every format, all or
// nothing, idempotent, the account and balances checked, the CSV mapping step, and the automatic
// reconciliation of what it brings.

const ACCOUNTS = '/api/v1/client/bm_accounts';
const MOV = '/api/v1/client/bm_movements';

const entry = (e: Partial<StatementEntry> & { amount: number; description: string }): StatementEntry => ({
  bankRef: '',
  bookingDate: TODAY,
  valueDate: null,
  counterpartyName: null,
  counterpartyAccount: null,
  reference: null,
  runningBalance: null,
  type: null,
  ...e,
});
const statement = (
  number: string,
  entries: StatementEntry[],
  extra: Partial<StatementAccount> = {},
): StatementAccount => ({
  accountNumber: number,
  bankId: null,
  currency: 'CLP',
  openingBalance: null,
  closingBalance: null,
  periodStart: null,
  periodEnd: null,
  entries,
  ...extra,
});

async function upload(
  c: Client,
  accountId: number,
  name: string,
  text: string,
  opts: { query?: string; mapping?: unknown } = {},
) {
  const files = [{ name, bytes: Buffer.from(text), field: 'files' }];
  const { payload, contentType } = multipart(
    files,
    opts.mapping ? { csv_mapping: JSON.stringify(opts.mapping) } : undefined,
  );
  return c.inject({
    method: 'POST',
    url: `${ACCOUNTS}/${accountId}/statements${opts.query ? `?${opts.query}` : ''}`,
    headers: { ...c.auth, 'business-id': String(c.businessId), 'content-type': contentType },
    payload,
  });
}

const movementCount = async (h: Harness, accountId: number) =>
  Number(
    (
      await h.db.query<{ n: string }>('SELECT count(*) AS n FROM bm_movements WHERE bm_account_id = $1', [
        accountId,
      ])
    ).rows[0]!.n,
  );

describe('statement import', () => {
  let h: Harness;
  let c: Client;
  let other: Client;
  beforeAll(async () => {
    h = await createHarness({ businesses: 2 });
    c = await clientFor(h, 'u1', 'b1');
    other = await clientFor(h, 'u2', 'b2');
  });
  afterAll(() => h?.close());

  const three = (number: string) =>
    statement(number, [
      entry({
        bankRef: 'A1',
        amount: 150_000,
        description: 'DEPOSITO EN EFECTIVO',
        bookingDate: addDays(TODAY, -2),
      }),
      entry({ bankRef: 'A2', amount: -35_990, description: 'PAGO TARJETA', bookingDate: addDays(TODAY, -1) }),
      entry({ bankRef: 'A3', amount: -4_500, description: 'COMISION MANTENCION' }),
    ]);

  for (const [label, write] of [
    ['OFX 1 (SGML)', (a: StatementAccount) => writeOfx([a], { version: 1 })],
    ['OFX 2 (XML)', (a: StatementAccount) => writeOfx([a], { version: 2 })],
    ['camt.053.001.02', (a: StatementAccount) => writeCamt053([a], { version: '001.02' })],
    ['camt.053.001.08', (a: StatementAccount) => writeCamt053([a], { version: '001.08' })],
  ] as const) {
    it(`imports ${label} once: the same file again changes nothing`, async () => {
      const acct = await insertAccount(h.db, c.businessId);
      const file = write(three(acct.number));
      const first = await upload(c, acct.id, 'cartola', file);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().imports[0]).toMatchObject({ new: 3, unchanged: 0, bm_account_id: acct.id });
      const again = await upload(c, acct.id, 'cartola', file);
      expect(again.json().imports[0]).toMatchObject({ new: 0, unchanged: 3 });
      expect(await movementCount(h, acct.id)).toBe(3);
      const list = (await c.get(`${MOV}?search_by[bm_account_id]=${acct.id}`)).json();
      expect(list.meta.total_elements).toBe(3);
      expect(list.data.map((m: { amount: number }) => m.amount)).toEqual([-4_500, -35_990, 150_000]);
    });
  }

  it('refuses a file of another account, naming both, and writes nothing', async () => {
    const acct = await insertAccount(h.db, c.businessId);
    const res = await upload(c, acct.id, 'otra.ofx', writeOfx([three('99887766')], { version: 1 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(
      `otra.ofx: la cartola es de la cuenta N° 99887766, no de la cuenta N° ${acct.number}. Impórtala en la cuenta que corresponde.`,
    );
    expect(await movementCount(h, acct.id)).toBe(0);
  });

  it('refuses balances that do not add up, naming the entry', async () => {
    const acct = await insertAccount(h.db, c.businessId);
    // 1.000.000 + 150.000 − 35.990 − 4.500 = 1.109.510; the file says 1.109.000.
    const bad = three(acct.number);
    bad.openingBalance = 1_000_000;
    bad.closingBalance = 1_109_000;
    const res = await upload(c, acct.id, 'saldo.xml', writeCamt053([bad], { version: '001.04' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/^saldo\.xml: .*saldo/i);
    expect(await movementCount(h, acct.id)).toBe(0);
    bad.closingBalance = 1_109_510;
    expect(
      (await upload(c, acct.id, 'saldo.xml', writeCamt053([bad], { version: '001.04' }))).statusCode,
    ).toBe(200);
  });

  it('a CSV it cannot lay out asks for the mapping, then imports with it', async () => {
    const acct = await insertAccount(h.db, c.businessId);
    const csv =
      'Día;Glosa del movimiento;Importe\n05/11/2026;TRANSFERENCIA RECIBIDA;1.234.567\n06/11/2026;PAGO PROVEEDOR;-89.000\n';
    const res = await upload(c, acct.id, 'rara.csv', csv);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'csv_mapping_required',
      headers: ['Día', 'Glosa del movimiento', 'Importe'],
      sample: [
        ['05/11/2026', 'TRANSFERENCIA RECIBIDA', '1.234.567'],
        ['06/11/2026', 'PAGO PROVEEDOR', '-89.000'],
      ],
    });
    expect(res.json().presets.map((p: { key: string }) => p.key)).toContain('banco-de-chile');
    const mapping = {
      dateColumn: 'Día',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: 'Glosa del movimiento',
      amountColumn: 'Importe',
      numberStyle: 'cl',
    };
    const ok = await upload(c, acct.id, 'rara.csv', csv, { mapping });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().imports[0]).toMatchObject({ format: 'csv', new: 2 });
    const amounts = (await c.get(`${MOV}?search_by[bm_account_id]=${acct.id}`))
      .json()
      .data.map((m: { amount: number }) => m.amount);
    expect(amounts).toEqual([-89_000, 1_234_567]);
    const wrong = await upload(c, acct.id, 'rara.csv', csv, { mapping: { dateColumn: 'x' } });
    expect(wrong.statusCode).toBe(400);
  });

  it("refuses another business's account, and a guest's upload", async () => {
    const acct = await insertAccount(h.db, c.businessId);
    const file = writeOfx([three(acct.number)], { version: 2 });
    expect((await upload(other, acct.id, 'x.ofx', file)).statusCode).toBe(404);
    const guest = await clientFor(h, 'g1', 'b1');
    expect((await upload(guest, acct.id, 'x.ofx', file)).statusCode).toBe(403);
    expect(await movementCount(h, acct.id)).toBe(0);
  });

  it('reconciles by itself what it is sure of, suggests the rest, and the list filters both', async () => {
    const acct = await insertAccount(h.db, c.businessId);
    const rut = '76543210-3';
    const sure = await insertInvoice(h.db, c.businessId, {
      net: 420_000,
      counterpartRut: rut,
      counterpartName: 'Comercial Los Andes SpA',
      issueDate: addDays(TODAY, -20),
      internalDueDate: addDays(TODAY, -1),
    });
    const owed = 420_000 + Math.round(420_000 * 0.19);
    const file = writeCsv(
      statement('', [
        entry({ amount: owed, description: `TRANSF DE ${formatRut(rut)} COMERCIAL LOS ANDES` }),
        entry({ amount: -12_345, description: 'PAGO SERVICIOS VARIOS' }),
      ]),
      'banco-de-chile',
    );
    const res = await upload(c, acct.id, 'cartola.csv', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imports[0]).toMatchObject({ new: 2, auto_conciliated: 1 });
    const inv = (await h.db.query<{ payed: boolean }>('SELECT payed FROM invoices WHERE id = $1', [sure]))
      .rows[0]!;
    expect(inv.payed).toBe(true);
    const done = (
      await c.get(`${MOV}?search_by[bm_account_id]=${acct.id}&search_by[type_conciliated]=conciliated`)
    ).json();
    expect(done.data).toHaveLength(1);
    expect(done.data[0].bm_conciliations[0]).toMatchObject({
      conciliation_id: sure,
      automatic: true,
      amount: owed,
    });
    const open = (
      await c.get(`${MOV}?search_by[bm_account_id]=${acct.id}&search_by[type_conciliated]=unconciliated`)
    ).json();
    expect(open.data.map((m: { amount: number }) => m.amount)).toEqual([-12_345]);
    // Undo the automatic one: the invoice is unpaid again.
    expectStatus(await c.send('POST', `${MOV}/${done.data[0].id}/unconciliate`, { all: true }), 200);
    expect(
      (await h.db.query<{ payed: boolean }>('SELECT payed FROM invoices WHERE id = $1', [sure])).rows[0]!
        .payed,
    ).toBe(false);
    // Left unreconciled, the movement proposes that invoice again (never by itself: the user said no).
    const again = (await c.get(`${MOV}/${done.data[0].id}/suggestions`)).json().suggestions;
    expect(again[0].documents).toEqual([expect.objectContaining({ id: sure, amount: owed })]);
    const row = (await c.get(`${MOV}/${done.data[0].id}`)).json().bm_movement;
    expect(row).toMatchObject({ conciliated: false, suggestions_count: again.length });
  });

  it('filters by amount type, days back and search', async () => {
    const acct = await insertAccount(h.db, c.businessId);
    expectStatus(
      await upload(
        c,
        acct.id,
        'x.ofx',
        writeOfx(
          [
            statement(acct.number, [
              entry({
                bankRef: 'F1',
                amount: 77_000,
                description: 'ABONO ANTIGUO',
                bookingDate: addDays(TODAY, -40),
              }),
              entry({ bankRef: 'F2', amount: -8_800, description: 'Cargo Ñandú Ltda' }),
            ]),
          ],
          { version: 1 },
        ),
      ),
      200,
    );
    const q = (s: string) => c.get(`${MOV}?search_by[bm_account_id]=${acct.id}&${s}`);
    const amounts = async (s: string) => (await q(s)).json().data.map((m: { amount: number }) => m.amount);
    expect(await amounts('search_by[type_amount]=income')).toEqual([77_000]);
    expect(await amounts('search_by[type_amount]=expense')).toEqual([-8_800]);
    expect(await amounts('search_by[post_date_since]=30')).toEqual([-8_800]);
    expect(await amounts('search_by[search]=nandu')).toEqual([-8_800]);
    expect(await amounts('search_by[search]=77.000')).toEqual([77_000]);
    const bad = await q('search_by[nope]=1');
    expect(bad.statusCode).toBe(400);
  });
});

describe('bank_movements by business_id', () => {
  let h: Harness;
  let c: Client;
  beforeAll(async () => {
    h = await createHarness({ businesses: 2 });
    c = await clientFor(h, 'u1', 'b1');
  });
  afterAll(() => h?.close());

  it("lists the selected business's movements; another business id is not found", async () => {
    const acct = await insertAccount(h.db, c.businessId);
    await insertMovement(h.db, c.businessId, acct.id, { amount: 1_000 });
    const mine = await c.get(`/api/v1/client/bank_movements?business_id=${c.businessId}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.map((m: { amount: number }) => m.amount)).toEqual([1_000]);
    const other = await c.get(`/api/v1/client/bank_movements?business_id=${h.businessId('b2')}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('No encontramos esa empresa.');
  });
});
