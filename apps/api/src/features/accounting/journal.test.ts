import type { BalanceResponse, IncomeStatementResponse, LedgerResponse } from '@portal/contracts';
import { formatCLP } from '@portal/domain';
import { writeRcvCsv } from '@portal/sii';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '../../seed/invoices';
import { type Client, clientFor, insertInvoice } from '../../test/invoices';
import { type Harness, createHarness, inBusiness } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { expectStatus } from '../../test/status';
import { addBusiness, upload } from '../invoice-imports/test-helpers';

// The journal the documents feed (migration 0051) and the reports that read it. Expected figures come
// from the posting rules as docs/contabilidad.md states them, computed here.

let h: Harness;
let c: Client;
afterAll(() => h?.close());
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
});

type Line = { code: string; debit: number; credit: number };
async function entryOf(businessId: number, invoiceId: number): Promise<Line[]> {
  const { rows } = await h.db.query<Line>(
    `SELECT a.account_number AS code, l.debit, l.credit FROM journal_lines l JOIN accounts a ON a.id = l.account_id
      WHERE l.business_id = $1 AND l.source_type = 'invoice' AND l.source_id = $2 ORDER BY a.account_number`,
    [businessId, invoiceId],
  );
  return rows;
}
const classify = (id: number, accountId: number) =>
  c.send('POST', '/api/v1/client/sii_invoice/bulk_update', {
    operationType: 'COMPRA',
    id_docs: [id],
    invoicing_account_id: accountId,
  });
const sorted = (lines: Line[]) => [...lines].sort((x, y) => x.code.localeCompare(y.code));

describe('entries of documents', () => {
  it('a sale: clientes against ventas and IVA débito; an exempt one has no IVA; a credit note reverses', async () => {
    const b = h.businessId('b1');
    const net = 100_000;
    const iva = Math.round(net * 0.19);
    const sale = await insertInvoice(h.db, b, { folio: 9001, net, iva, issueDate: '2026-03-10' });
    expect(await entryOf(b, sale)).toEqual(
      sorted([
        { code: '1110', debit: net + iva, credit: 0 },
        { code: '2105', debit: 0, credit: iva },
        { code: '4101', debit: 0, credit: net },
      ]),
    );
    const exempt = await insertInvoice(h.db, b, {
      folio: 9002,
      docType: 34,
      net: 0,
      exempt: 50_000,
      iva: 0,
      issueDate: '2026-03-11',
    });
    expect(await entryOf(b, exempt)).toEqual([
      { code: '1110', debit: 50_000, credit: 0 },
      { code: '4102', debit: 0, credit: 50_000 },
    ]);
    const note = await insertInvoice(h.db, b, {
      folio: 9003,
      docType: 61,
      net: 10_000,
      iva: 1_900,
      issueDate: '2026-03-12',
    });
    expect(await entryOf(b, note)).toEqual(
      sorted([
        { code: '1110', debit: 0, credit: 11_900 },
        { code: '2105', debit: 1_900, credit: 0 },
        { code: '4101', debit: 10_000, credit: 0 },
      ]),
    );
  });

  it('a purchase: gasto (or its classified account) and IVA crédito against proveedores; rewritten when classified', async () => {
    const b = h.businessId('b1');
    const purchase = await insertInvoice(h.db, b, {
      direction: 'COMPRA',
      folio: 7001,
      net: 200_000,
      iva: 38_000,
      issueDate: '2026-03-15',
      counterpartRut: '77123456-6',
      counterpartName: 'Proveedora Sur Ltda.',
    });
    expect(await entryOf(b, purchase)).toEqual([
      { code: '1120', debit: 38_000, credit: 0 },
      { code: '2101', debit: 0, credit: 238_000 },
      { code: '4299', debit: 200_000, credit: 0 },
    ]);
    const { accounts } = (await c.get('/api/v1/client/accounts/invoicing/list')).json();
    const rent = accounts.find((a: { account_number: string }) => a.account_number === '4201');
    const res = await classify(purchase, rent.id);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await entryOf(b, purchase)).map((l) => l.code)).toEqual(['1120', '2101', '4201']);
  });

  it('IVA that is not credit stays in the expense; a rejected purchase leaves the books', async () => {
    const b = h.businessId('b1');
    const id = await insertInvoice(h.db, b, {
      direction: 'COMPRA',
      folio: 7002,
      net: 50_000,
      iva: 9_500,
      issueDate: '2026-03-16',
      counterpartRut: '77123456-6',
      counterpartName: 'Proveedora Sur Ltda.',
    });
    await h.db.query('UPDATE invoices SET iva_recoverable = 0, iva_non_recoverable = 9500 WHERE id = $1', [
      id,
    ]);
    expect(await entryOf(b, id)).toEqual([
      { code: '2101', debit: 0, credit: 59_500 },
      { code: '4299', debit: 59_500, credit: 0 },
    ]);
    await h.db.query(`UPDATE invoices SET purchase_register = 'RECLAMADO' WHERE id = $1`, [id]);
    expect(await entryOf(b, id)).toEqual([]);
  });

  it('keeps an account with lines, in the database itself; a business’s deletion takes its books', async () => {
    const b = h.businessId('b1');
    await expect(
      h.db.query(`DELETE FROM accounts WHERE business_id = $1 AND account_number = '1110'`, [b]),
    ).rejects.toThrow(/tiene movimientos/);
    const { rows: gone } = await h.db.query<{ id: number }>(
      `INSERT INTO businesses (rut, name) VALUES ('77666555-4', 'Efímera SpA') RETURNING id`,
    );
    await insertInvoice(h.db, gone[0].id, { folio: 1, net: 1_000, iva: 190, issueDate: '2026-03-01' });
    await h.db.query('DELETE FROM businesses WHERE id = $1', [gone[0].id]);
    const { rows } = await h.db.query('SELECT 1 FROM journal_lines WHERE business_id = $1', [gone[0].id]);
    expect(rows).toEqual([]);
  });

  it('refuses a statement whose lines do not balance, in the database itself', async () => {
    const b = h.businessId('b1');
    const { rows } = await h.db.query<{ id: number }>(
      `SELECT id FROM accounts WHERE business_id = $1 AND account_number IN ('1101', '3101') ORDER BY account_number`,
      [b],
    );
    await h.db.query(
      `INSERT INTO journal_lines (business_id, source_type, source_id, line_no, line_date, account_id, debit, credit)
       VALUES ($1, 'entry', 999998, 1, '2026-03-01', $2, 100, 0), ($1, 'entry', 999998, 2, '2026-03-01', $3, 0, 100)`,
      [b, rows[0].id, rows[1].id],
    );
    await h.db.query('SELECT ensure_chart($1)', [h.businessId('b2')]);
    const { rows: theirs } = await h.db.query<{ id: number }>(
      `SELECT id FROM accounts WHERE business_id = $1 AND account_number = '3101'`,
      [h.businessId('b2')],
    );
    expect(theirs).toHaveLength(1);
    await expect(
      h.db.query(
        `INSERT INTO journal_lines (business_id, source_type, source_id, line_no, line_date, account_id, debit, credit)
         VALUES ($1, 'entry', 999997, 1, '2026-03-01', $2, 100, 0), ($1, 'entry', 999997, 2, '2026-03-01', $3, 0, 100)`,
        [b, rows[0].id, theirs[0].id],
      ),
    ).rejects.toThrow(/not its business/);
    // Removing one line of a balanced pair would leave the other alone.
    await expect(
      h.db.query(`DELETE FROM journal_lines WHERE business_id = $1 AND source_id = 999998 AND line_no = 1`, [
        b,
      ]),
    ).rejects.toThrow(/no cuadra/);
    await h.db.query(`DELETE FROM journal_lines WHERE business_id = $1 AND source_id = 999998`, [b]);
  });

  it('refuses lines that do not balance, in the database itself', async () => {
    const b = h.businessId('b1');
    const { rows } = await h.db.query<{ id: number }>(
      `SELECT id FROM accounts WHERE business_id = $1 AND account_number = '1101'`,
      [b],
    );
    await expect(
      h.db.query(
        `INSERT INTO journal_lines (business_id, source_type, source_id, line_no, line_date, account_id, debit, credit)
         VALUES ($1, 'entry', 999999, 1, '2026-03-01', $2, 100, 0)`,
        [b, rows[0].id],
      ),
    ).rejects.toThrow(/no cuadra/);
  });
});

const report = async <T>(path: string): Promise<T> => {
  const res = await c.get(`/api/v1/client/accounting/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('reports', () => {
  it('the 8-column balance: each pair of columns is equal, and its result is the income statement’s', async () => {
    const bal = await report<BalanceResponse>('balance?from=202601&to=202612');
    const t = bal.totals;
    expect(t.debits).toBe(t.credits);
    expect(t.debtor).toBe(t.creditor);
    expect(t.assets).toBe(t.liabilities);
    expect(t.loss).toBe(t.gain);
    for (const r of bal.rows) expect(r.debtor - r.creditor).toBe(r.debits - r.credits);
    const is = await report<IncomeStatementResponse>('income_statement?from=202601&to=202612');
    const signed = bal.result.kind === 'perdida' ? -bal.result.amount : bal.result.amount;
    expect(is.result).toBe(signed);
    // Ventas 100,000 + exentas 50,000 − nota 10,000; gastos 200,000 (arriendo) — the rejected purchase is out.
    expect(is.total_revenue).toBe(100_000 + 50_000 - 10_000);
    expect(is.total_expenses).toBe(200_000);
    expect(bal.header.business_rut).toMatch(/^\d{1,3}(\.\d{3})*-[\dk]$/);
  });

  it('a balance of a range brings forward what the accounts carried in, as the ledger does', async () => {
    // A business of its own: a sale and a purchase of 2025, a sale of 2026.
    const business = await addBusiness(h, '76543210-3', 'Arrastre SpA');
    const b = business.id;
    const owner = await h.signInAs('u1');
    const sale25 = { net: 300_000, iva: 57_000 };
    const buy25 = { net: 100_000, iva: 19_000 };
    const sale26 = { net: 50_000, iva: 9_500 };
    await insertInvoice(h.db, b, { folio: 1, ...sale25, issueDate: '2025-11-10' });
    const purchase = await insertInvoice(h.db, b, {
      folio: 2,
      direction: 'COMPRA',
      ...buy25,
      issueDate: '2025-12-05',
    });
    const { rows: rent } = await h.db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE business_id = $1 AND account_number = '4201'",
      [b],
    );
    expectStatus(
      await h.app.inject({
        method: 'POST',
        url: '/api/v1/client/sii_invoice/bulk_update',
        headers: inBusiness(owner, b),
        payload: { operationType: 'COMPRA', id_docs: [purchase], invoicing_account_id: rent[0].id },
      }),
      200,
    );
    await insertInvoice(h.db, b, { folio: 3, ...sale26, issueDate: '2026-02-10' });
    const get = async <T>(path: string) => {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/v1/client/accounting/${path}`,
        headers: inBusiness(owner, b),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as T;
    };
    const bal = await get<BalanceResponse>('balance?from=202601&to=202612');
    const row = (number: string) => bal.rows.find((r) => r.account_number === number);
    // Clientes: both sales, unpaid, whatever year they are from — the ledger's closing balance.
    const clients = sale25.net + sale25.iva + sale26.net + sale26.iva;
    expect(row('1110')).toMatchObject({ debtor: clients, assets: clients });
    const { account } = (
      await h.app.inject({
        method: 'GET',
        url: '/api/v1/client/accounts/show_by_code/1110',
        headers: inBusiness(owner, b),
      })
    ).json();
    const ledger = await get<LedgerResponse>(`ledger?account_id=${account.id}&from=202601&to=202612`);
    expect(ledger.closing_balance).toBe(clients);
    // Proveedores: the 2025 purchase, a liability carried in.
    expect(row('2101')).toMatchObject({
      creditor: buy25.net + buy25.iva,
      liabilities: buy25.net + buy25.iva,
    });
    // The 2026 results only; 2025's gain (ventas − arriendo) as Utilidades acumuladas.
    expect(row('4101')).toMatchObject({ gain: sale26.net });
    expect(row('4201')).toBeUndefined();
    expect(row('3102')).toMatchObject({
      creditor: sale25.net - buy25.net,
      liabilities: sale25.net - buy25.net,
    });
    expect(bal.result).toEqual({ kind: 'ganancia', amount: sale26.net });
    const t = bal.totals;
    expect([t.debits, t.debtor, t.assets, t.loss]).toEqual([t.credits, t.creditor, t.liabilities, t.gain]);
    const is = await get<IncomeStatementResponse>('income_statement?from=202601&to=202612');
    expect(is.total_revenue).toBe(sale26.net);
    expect(is.total_expenses).toBe(0);
  });

  it('the ledger: opening balance, running balance, documents behind each line, pages', async () => {
    const { account } = (await c.get('/api/v1/client/accounts/show_by_code/1110')).json();
    const march = await report<LedgerResponse>(
      `ledger?account_id=${account.id}&from=202603&to=202603&page_size=2`,
    );
    expect(march.opening_balance).toBe(0);
    expect(march.meta.total_elements).toBe(3);
    expect(march.data.map((l) => l.balance)).toEqual([119_000, 169_000]);
    expect(march.data[0].description).toMatch(/N° 9001/);
    const second = await report<LedgerResponse>(
      `ledger?account_id=${account.id}&from=202603&to=202603&page=2&page_size=2`,
    );
    expect(second.data.map((l) => l.balance)).toEqual([169_000 - 11_900]);
    expect(second.closing_balance).toBe(169_000 - 11_900);
    const april = await report<LedgerResponse>(`ledger?account_id=${account.id}&from=202604&to=202604`);
    expect(april.opening_balance).toBe(169_000 - 11_900);
    expect(april.data).toEqual([]);
  });

  it('the evolution has every month of the range', async () => {
    const ev = await report<{ months: { period: number; result: number }[] }>(
      'result_evolution?from=202602&to=202604',
    );
    expect(ev.months.map((m) => m.period)).toEqual([202602, 202603, 202604]);
    expect(ev.months[1].result).toBe(140_000 - 200_000);
  });

  it('refuses a range backwards or longer than ten years, in Spanish', async () => {
    const res = await c.get('/api/v1/client/accounting/balance?from=202605&to=202601');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/desde/);
  });
});

describe('closed periods', () => {
  it('refuse a change to a document dated on or before the closing date, and change nothing', async () => {
    const b = h.businessId('b1');
    expect(
      (await c.send('PUT', '/api/v1/client/accounting/closing', { books_closed_until: '2026-03-31' }))
        .statusCode,
    ).toBe(200);
    const { rows } = await h.db.query<{ id: number }>(
      `SELECT id FROM invoices WHERE business_id = $1 AND folio = 7001`,
      [b],
    );
    const before = await entryOf(b, rows[0].id);
    const { accounts } = (await c.get('/api/v1/client/accounts/invoicing/list')).json();
    const fuel = accounts.find((a: { account_number: string }) => a.account_number === '4215');
    const res = await classify(rows[0].id, fuel.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'La contabilidad está cerrada hasta el 31/03/2026: no se pueden registrar ni cambiar asientos de esa fecha o anteriores.',
    );
    expect(await entryOf(b, rows[0].id)).toEqual(before);
    expect(
      (await c.send('PUT', '/api/v1/client/accounting/closing', { books_closed_until: null })).json(),
    ).toEqual({
      books_closed_until: null,
    });
  });
});

describe('the chart of accounts', () => {
  it('is the standard chart; internal accounts carry their role; a code finds its account', async () => {
    const { accounts } = (await c.get('/api/v1/client/accounts')).json();
    expect(accounts.length).toBeGreaterThan(40);
    const internal = (await c.get('/api/v1/client/accounts/internal_accounts/list')).json().accounts;
    expect(internal.every((a: { role: string | null }) => a.role)).toBe(true);
    expect((await c.get('/api/v1/client/accounts/show_by_code/2105')).json().account.name).toBe(
      'IVA débito fiscal',
    );
    expect((await c.get('/api/v1/client/accounts/show_by_code/9999')).statusCode).toBe(404);
  });

  it('adds, renames and deletes an account; never deletes one with movements nor a role account', async () => {
    const created = await c.send('POST', '/api/v1/client/accounts', {
      name: 'Publicidad',
      account_number: '4250',
      account_type: 'EXPENSE',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().account.id;
    expect(
      (
        await c.send('POST', '/api/v1/client/accounts', {
          name: 'Otra',
          account_number: '4250',
          account_type: 'EXPENSE',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await c.send('PUT', `/api/v1/client/accounts/${id}`, { name: 'Publicidad y marketing' })).json()
        .account.name,
    ).toBe('Publicidad y marketing');
    expect((await c.send('DELETE', `/api/v1/client/accounts/${id}`)).json().message).toBe(
      'La cuenta fue eliminada.',
    );
    const rent = (await c.get('/api/v1/client/accounts/show_by_code/4201')).json().account;
    expect(rent.has_movements).toBe(true);
    const refused = await c.send('DELETE', `/api/v1/client/accounts/${rent.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/tiene movimientos/);
    const clientes = (await c.get('/api/v1/client/accounts/show_by_code/1110')).json().account;
    expect(
      (await c.send('PUT', `/api/v1/client/accounts/${clientes.id}`, { active: false })).statusCode,
    ).toBe(409);
  });
});

describe('any book from the RCV (property)', () => {
  it('balances, its 8 columns balance, the results agree, and importing the same files again changes nothing', async () => {
    const owner = await h.signInAs('u1');
    const get = (businessId: number, url: string) =>
      h.app.inject({ method: 'GET', url, headers: inBusiness(owner, businessId) });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 5, max: 60 }),
        async (seed, count) => {
          const business = { rut: '76086428-5', name: `Empresa ${seed}` };
          const b = await addBusiness(h, business.rut, business.name);
          try {
            const docs = generateInvoices({ seed, business, count });
            const files = (['VENTA', 'COMPRA'] as const).map((dir) => ({
              name: `${dir}.csv`,
              bytes: writeRcvCsv(
                dir,
                docs.filter((d) => d.direction === dir),
                { businessRut: business.rut },
              ),
            }));
            expect((await upload(h, owner, b.id, files)).statusCode).toBe(200);
            const books = async () =>
              (
                await h.db.query<{ code: string; net: number; n: number }>(
                  `SELECT a.account_number AS code, sum(l.credit - l.debit)::bigint AS net, count(*)::int AS n
                 FROM journal_lines l JOIN accounts a ON a.id = l.account_id
                WHERE l.business_id = $1 GROUP BY a.account_number ORDER BY a.account_number`,
                  [b.id],
                )
              ).rows;
            const first = await books();
            // Every entry balances, so the accounts' net credits add up to zero.
            expect(first.reduce((s, r) => s + r.net, 0)).toBe(0);
            // The sales side, from the rule's statement: IVA débito is Σ of the sales' IVA and ventas +
            // exentas + IVA débito + otros impuestos is Σ of their totals, a credit note (61) counting negative;
            // guías (50, 52) are outside the register.
            const sales = docs.filter((d) => d.direction === 'VENTA' && d.docType !== 50 && d.docType !== 52);
            const sign = (t: number) => (t === 61 ? -1 : 1);
            const credit = (code: string) => first.find((r) => r.code === code)?.net ?? 0;
            expect(credit('2105')).toBe(sales.reduce((s, d) => s + sign(d.docType) * d.ivaAmount, 0));
            expect(credit('4101') + credit('4102') + credit('2105') + credit('2107')).toBe(
              sales.reduce((s, d) => s + sign(d.docType) * d.totalAmount, 0),
            );
            const bal = (
              await get(b.id, '/api/v1/client/accounting/balance?from=200001&to=200912')
            ).json() as BalanceResponse;
            const all = (
              await get(b.id, `/api/v1/client/accounting/balance?from=202401&to=202712`)
            ).json() as BalanceResponse;
            expect(bal.rows).toEqual([]);
            expect(all.totals.debits).toBe(all.totals.credits);
            expect(all.totals.debtor).toBe(all.totals.creditor);
            expect(all.totals.assets).toBe(all.totals.liabilities);
            expect(all.totals.loss).toBe(all.totals.gain);
            const is = (
              await get(b.id, `/api/v1/client/accounting/income_statement?from=202401&to=202712`)
            ).json();
            expect(is.result).toBe(all.result.kind === 'perdida' ? -all.result.amount : all.result.amount);
            expect(is.total_revenue).toBe(credit('4101') + credit('4102') + credit('4103'));
            expect((await upload(h, owner, b.id, files)).statusCode).toBe(200);
            expect(await books()).toEqual(first);
          } finally {
            await h.db.query('DELETE FROM businesses WHERE id = $1', [b.id]);
          }
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});

describe('entries of reconciliations', () => {
  it('banco against clientes for the amount applied, on the movement’s date; undone with the reconciliation', async () => {
    const b = h.businessId('b2');
    const sale = await insertInvoice(h.db, b, {
      folio: 9101,
      net: 100_000,
      iva: 19_000,
      issueDate: '2026-04-02',
    });
    const { rows: acc } = await h.db.query<{ id: number }>(
      `INSERT INTO bm_accounts (business_id, bank_code, number) VALUES ($1, '012', '123456789') RETURNING id`,
      [b],
    );
    const { rows: mov } = await h.db.query<{ id: number }>(
      `INSERT INTO bm_movements (business_id, bm_account_id, bank_ref, post_date, amount, description)
       VALUES ($1, $2, 'ref-1', '2026-04-20', 60000, 'TRANSF DE FERRETERIA') RETURNING id`,
      [b, acc[0].id],
    );
    const { rows: conc } = await h.db.query<{ id: number }>(
      `INSERT INTO bm_conciliations (business_id, bm_movement_id, conciliation_type, conciliation_id, amount)
       VALUES ($1, $2, 'Invoice', $3, 60000) RETURNING id`,
      [b, mov[0].id, sale],
    );
    const lines = async () =>
      (
        await h.db.query(
          `SELECT a.account_number AS code, to_char(l.line_date, 'YYYY-MM-DD') AS date, l.debit, l.credit
             FROM journal_lines l JOIN accounts a ON a.id = l.account_id
            WHERE l.business_id = $1 AND l.source_type = 'conciliation' AND l.source_id = $2 ORDER BY a.account_number`,
          [b, conc[0].id],
        )
      ).rows;
    expect(await lines()).toEqual([
      { code: '1102', date: '2026-04-20', debit: 60_000, credit: 0 },
      { code: '1110', date: '2026-04-20', debit: 0, credit: 60_000 },
    ]);
    await h.db.query('DELETE FROM bm_conciliations WHERE id = $1', [conc[0].id]);
    expect(await lines()).toEqual([]);
  });
});

describe('report files', () => {
  it('the balance as xlsx and pdf, with the business, the period and the same figures', async () => {
    const json = await report<BalanceResponse>('balance?from=202601&to=202612');
    const xlsx = await c.get('/api/v1/client/accounting/balance?from=202601&to=202612&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('balance-general-202601-202612.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = sheet
      .getSheetValues()
      .flat()
      .filter((v) => v !== undefined && v !== null);
    expect(values).toContain(json.header.business_name);
    const totals = sheet.getRow(sheet.rowCount).values as unknown[];
    expect(totals.slice(1)).toEqual([
      'Totales',
      json.totals.debits,
      json.totals.credits,
      json.totals.debtor,
      json.totals.creditor,
      json.totals.assets,
      json.totals.liabilities,
      json.totals.loss,
      json.totals.gain,
    ]);
    const pdf = await c.get('/api/v1/client/accounting/balance?from=202601&to=202612&format=pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Balance general de 8 columnas');
    expect(text).toContain(json.header.business_rut);
    expect(text).toContain(formatCLP(json.totals.debits));
  });

  it('the ledger file has every line of the range', async () => {
    const { account } = (await c.get('/api/v1/client/accounts/show_by_code/1110')).json();
    const res = await c.get(
      `/api/v1/client/accounting/ledger?account_id=${account.id}&from=202603&to=202603&format=pdf`,
    );
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const folio of [9001, 9002, 9003]) expect(text).toContain(`N° ${folio}`);
    // The xlsx carries each line's day as a date (a spreadsheet sorts and filters it), DD/MM/AAAA.
    const json = await report<LedgerResponse>(`ledger?account_id=${account.id}&from=202603&to=202603`);
    const ledger = await c.get(
      `/api/v1/client/accounting/ledger?account_id=${account.id}&from=202603&to=202603&format=xlsx`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(ledger.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const dated: { value: unknown; numFmt: string }[] = [];
    sheet.eachRow((row) => {
      const cell = row.getCell(1);
      if (cell.value instanceof Date) dated.push({ value: cell.value, numFmt: cell.numFmt });
    });
    expect(dated.map((d) => (d.value as Date).toISOString().slice(0, 10))).toEqual(
      json.data.map((l) => l.date),
    );
    expect(dated.length).toBeGreaterThan(0);
    for (const d of dated) expect(d.numFmt).toBe('dd/mm/yyyy');
    expect(text).toMatch(/\d{2}\/03\/2026/);
    const inc = await c.get('/api/v1/client/accounting/income_statement?from=202601&to=202612&format=xlsx');
    expect(inc.statusCode).toBe(200);
    const evolution = await c.get(
      '/api/v1/client/accounting/result_evolution?from=202602&to=202604&format=pdf',
    );
    expect(evolution.headers['content-disposition']).toContain('evolucion-de-resultados-202602-202604.pdf');
    const months = await pdfText(evolution.rawPayload);
    expect(months).toContain('Marzo 2026');
    expect(months).toContain(formatCLP(140_000 - 200_000));
  });
});
