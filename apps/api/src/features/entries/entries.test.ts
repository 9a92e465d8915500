import type { Entry, IncomeTemplate, LedgerResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor } from '../../test/invoices';
import { expectStatus } from '../../test/status';

// Other accounting records and their templates, through the HTTP app on a real database.

let h: Harness;
let c: Client;
let other: Client;
afterAll(() => h?.close());
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
});

const ENTRIES = '/api/v1/client/entries';
const accountId = async (client: Client, code: string): Promise<number> =>
  (await client.get(`/api/v1/client/accounts/show_by_code/${code}`)).json().account.id;

describe('templates', () => {
  it('lists the catalog with the business’s account names and today’s settings', async () => {
    const { income_templates } = (await c.get('/api/v1/client/income_templates')).json() as {
      income_templates: IncomeTemplate[];
    };
    expect(income_templates.map((t) => t.name)).toContain('Aporte de capital');
    const fees = income_templates.find((t) => t.name === 'Pago de honorarios con retención')!;
    expect(fees.accounts.map((a) => [a.account_number, a.name])).toEqual([
      ['4210', 'Honorarios'],
      ['2110', 'Retención de honorarios por pagar'],
    ]);
    expect(fees.input_1_active).toBe(true);
    expect(fees.input_2_active).toBe(false);
    expect(fees.income_settings[0]!.code).toBe('tasa_retencion_honorarios');
    // 15,25 % in 2026 (Ley 21.133's schedule), as the catalog shows it today.
    expect(fees.income_settings[0]!.value).toBeGreaterThan(0);
    // The F29 payment reads the proposal of the month before the record's date: no value in the catalog.
    const f29 = income_templates.find((t) => t.name === 'Pago de IVA (F29)')!;
    expect(f29.income_settings.length).toBeGreaterThan(0);
    for (const s of f29.income_settings) expect(s).toEqual({ code: s.code, value: null });
    const cats = (await c.get('/api/v1/client/template_categories?search_by[type_category]=expense')).json();
    expect(cats.template_categories).toEqual([
      { id: 2, name: 'Salidas de dinero', type_category: 'expense' },
    ]);
  });

  it('computes a fee ticket’s lines with the retention rate of its date (Ley 21.133: 15,25 % in 2026)', async () => {
    const bank = await accountId(c, '1102');
    const { income_templates } = (await c.get('/api/v1/client/income_templates')).json();
    const fees = income_templates.find((t: IncomeTemplate) => t.name === 'Pago de honorarios con retención');
    const res = await c.send('POST', `/api/v1/client/income_templates/${fees.id}/evaluate`, {
      date: '2026-05-10',
      input_acc: bank,
      input_1: 1_000_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const retention = Math.round((1_000_000 * 1525) / 10_000);
    expect(
      res
        .json()
        .incomes.map((l: { account_number: string; debit: number; credit: number }) => [
          l.account_number,
          l.debit,
          l.credit,
        ]),
    ).toEqual([
      ['4210', 1_000_000, 0],
      ['2110', 0, retention],
      ['1102', 0, 1_000_000 - retention],
    ]);
    // In 2025 the rate was 14,5 %.
    const earlier = await c.send('POST', `/api/v1/client/income_templates/${fees.id}/evaluate`, {
      date: '2025-05-10',
      input_acc: bank,
      input_1: 1_000_000,
    });
    expect(earlier.json().incomes[1].credit).toBe(145_000);
  });

  it('refuses amounts that leave the record at zero, and an account of another business', async () => {
    const bank = await accountId(c, '1102');
    const res = await c.send('POST', '/api/v1/client/income_templates/1/evaluate', {
      date: '2026-05-10',
      input_acc: bank,
      input_1: 0,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/queda en cero/);
    const theirs = await accountId(other, '1102');
    const foreign = await c.send('POST', '/api/v1/client/income_templates/1/evaluate', {
      date: '2026-05-10',
      input_acc: theirs,
      input_1: 100,
    });
    expect(foreign.statusCode).toBe(422);
  });
});

describe('entries', () => {
  let created: Entry;

  it('creates a record from a template; it is in the history, the ledger and the balance', async () => {
    const bank = await accountId(c, '1102');
    const evaluated = (
      await c.send('POST', '/api/v1/client/income_templates/1/evaluate', {
        date: '2026-06-01',
        input_acc: bank,
        input_1: 5_000_000,
      })
    ).json();
    const res = await c.send('POST', ENTRIES, {
      date: '2026-06-01',
      name: 'Aporte inicial de los socios',
      type_entry: 'income',
      template_id: 1,
      incomes: evaluated.incomes.map((l: Entry['incomes'][number]) => ({
        account_id: l.account_id,
        debit: l.debit,
        credit: l.credit,
      })),
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json().entry;
    expect(created).toMatchObject({
      amount: 5_000_000,
      template_name: 'Aporte de capital',
      conciliated: false,
    });
    const list = (await c.get(`${ENTRIES}?search_by[type_entry]=income`)).json();
    expect(list.data.map((e: Entry) => e.id)).toContain(created.id);
    const capital = await accountId(c, '3101');
    const ledger = (
      await c.get(`/api/v1/client/accounting/ledger?account_id=${capital}&from=202606&to=202606`)
    ).json() as LedgerResponse;
    expect(ledger.data).toEqual([
      expect.objectContaining({
        description: 'Aporte inicial de los socios',
        credit: 5_000_000,
        balance: -5_000_000,
      }),
    ]);
    const bal = (await c.get('/api/v1/client/accounting/balance?from=202606&to=202606')).json();
    const row = bal.rows.find((r: { account_number: string }) => r.account_number === '3101');
    expect(row).toMatchObject({ creditor: 5_000_000, liabilities: 5_000_000 });
  });

  it('filters by exactly two dates, by text and by amount', async () => {
    const within = (await c.get(`${ENTRIES}?search_by[between_dates]=2026-06-01,2026-06-30`)).json();
    expect(within.data.map((e: Entry) => e.id)).toEqual([created.id]);
    const outside = (await c.get(`${ENTRIES}?search_by[between_dates]=2026-07-01,2026-07-31`)).json();
    expect(outside.data).toEqual([]);
    const one = await c.get(`${ENTRIES}?search_by[between_dates]=2026-06-01`);
    expect(one.statusCode).toBe(400);
    expect(one.json().error).toMatch(/exactamente dos fechas/);
    expect((await c.get(`${ENTRIES}?search_by[search]=socios`)).json().meta.total_elements).toBe(1);
    expect((await c.get(`${ENTRIES}?search_by[amount]=5000000`)).json().meta.total_elements).toBe(1);
    expect((await c.get(`${ENTRIES}?search_by[amount]=5`)).json().meta.total_elements).toBe(0);
  });

  it('refuses lines that do not balance, an account of another business, and a closed period', async () => {
    const cash = await accountId(c, '1101');
    const capital = await accountId(c, '3101');
    const body = (lines: { account_id: number; debit?: number; credit?: number }[], date = '2026-06-02') => ({
      date,
      name: 'Registro a mano',
      type_entry: 'manual',
      incomes: lines,
    });
    const unbalanced = await c.send(
      'POST',
      ENTRIES,
      body([
        { account_id: cash, debit: 10 },
        { account_id: capital, credit: 9 },
      ]),
    );
    expect(unbalanced.statusCode).toBe(400);
    expect(unbalanced.json().error).toMatch(/no cuadra/);
    const theirs = await accountId(other, '3101');
    const foreign = await c.send(
      'POST',
      ENTRIES,
      body([
        { account_id: cash, debit: 10 },
        { account_id: theirs, credit: 10 },
      ]),
    );
    expect(foreign.statusCode).toBe(422);
    expect((await other.get(`/api/v1/client/accounting/balance?from=202601&to=202612`)).json().rows).toEqual(
      [],
    );
    expectStatus(
      await c.send('PUT', '/api/v1/client/accounting/closing', { books_closed_until: '2026-06-30' }),
      200,
    );
    const closed = await c.send(
      'POST',
      ENTRIES,
      body([
        { account_id: cash, debit: 10 },
        { account_id: capital, credit: 10 },
      ]),
    );
    expect(closed.statusCode).toBe(409);
    expect((await c.send('DELETE', `${ENTRIES}/${created.id}`)).statusCode).toBe(409);
    expectStatus(await c.send('PUT', '/api/v1/client/accounting/closing', { books_closed_until: null }), 200);
  });

  it('changes the lines, then deletes the record and its lines', async () => {
    const cash = await accountId(c, '1101');
    const capital = await accountId(c, '3101');
    const res = await c.send('PUT', `${ENTRIES}/${created.id}`, {
      id: created.id,
      date: '2026-06-03',
      name: 'Aporte corregido',
      type_entry: 'income',
      incomes: [
        { account_id: cash, debit: 4_000_000 },
        { account_id: capital, credit: 4_000_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry).toMatchObject({ date: '2026-06-03', amount: 4_000_000 });
    expect((await c.send('DELETE', `${ENTRIES}/${created.id}`)).json().message).toBe(
      'El registro fue eliminado.',
    );
    expect((await c.get(`${ENTRIES}/${created.id}`)).statusCode).toBe(404);
    const { rows } = await h.db.query(
      `SELECT 1 FROM journal_lines WHERE source_type = 'entry' AND source_id = $1`,
      [created.id],
    );
    expect(rows).toEqual([]);
  });

  it('a record made for a bank movement reconciles it; deleting the record undoes it', async () => {
    const b = h.businessId('b1');
    const { rows: acc } = await h.db.query<{ id: number }>(
      `INSERT INTO bm_accounts (business_id, bank_code, number) VALUES ($1, '001', '99887766') RETURNING id::int AS id`,
      [b],
    );
    const { rows: mov } = await h.db.query<{ id: number }>(
      `INSERT INTO bm_movements (business_id, bm_account_id, bank_ref, post_date, amount, description)
       VALUES ($1, $2, 'comision-1', '2026-06-05', -12000, 'COMISION MANTENCION') RETURNING id::int AS id`,
      [b, acc[0].id],
    );
    const bank = await accountId(c, '1102');
    const fees = await accountId(c, '4230');
    const res = await c.send('POST', ENTRIES, {
      date: '2026-06-05',
      name: 'Comisión de mantención',
      type_entry: 'expense',
      template_id: 9,
      bm_movement_id: mov[0].id,
      incomes: [
        { account_id: fees, debit: 12_000 },
        { account_id: bank, credit: 12_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().entry.conciliated).toBe(true);
    const movement = async () =>
      (
        await h.db.query<{ conciliated: boolean }>('SELECT conciliated FROM bm_movements WHERE id = $1', [
          mov[0].id,
        ])
      ).rows[0];
    expect((await movement()).conciliated).toBe(true);
    expectStatus(await c.send('DELETE', `${ENTRIES}/${res.json().entry.id}`), 200);
    expect((await movement()).conciliated).toBe(false);
  });
});
