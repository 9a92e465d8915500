import { type StatementAccount, writeCamt053 } from '@portal/bank';
import { generateStatementSeries, sampleStatementFiles } from '@portal/bank/testing';
import { readSharedFixture, requireSharedFixtures } from '@portal/sii/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../invoice-imports/test-helpers';
import { insertAccount } from '../../test/bank';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor } from '../../test/invoices';

// Files with several statements, several accounts and currencies other than the peso, through the
// API as the screen sends them: every statement reaches its account (the user says where when the
// file does not), amounts in each currency's minor units, the balances each statement gives stored,
// a missing statement named. Expected figures come from what the generator wrote (sums computed
// here) or, for the real files of ../shared/fixtures/bank, from its SOURCES.md as literals.

const ACCOUNTS = '/api/v1/client/bm_accounts';
const samples = sampleStatementFiles();
const sample = (name: string) => samples.find((s) => s.name === name)!;
const sum = (s: StatementAccount) => s.entries.reduce((t, e) => t + e.amount, 0);

async function upload(
  c: Client,
  accountId: number,
  name: string,
  bytes: Buffer,
  fields?: Record<string, string>,
) {
  const { payload, contentType } = multipart([{ name, bytes, field: 'files' }], fields);
  return c.inject({
    method: 'POST',
    url: `${ACCOUNTS}/${accountId}/statements`,
    headers: { ...c.auth, 'business-id': String(c.businessId), 'content-type': contentType },
    payload,
  });
}

let h: Harness;
let c: Client;
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
});
afterAll(() => h?.close());

const amountsOf = async (accountId: number) =>
  (
    await h.db.query<{ amount: string }>(
      'SELECT amount FROM bm_movements WHERE bm_account_id = $1 ORDER BY post_date, id',
      [accountId],
    )
  ).rows.map((r) => Number(r.amount));
const accountOf = async (id: number) =>
  (await c.get(`${ACCOUNTS}?page_size=100`)).json().data.find((a: { id: number }) => a.id === id);

async function createAccount(number: string, currency: string) {
  const res = await c.send('POST', ACCOUNTS, { bm_account: { bank_code: '001', number, currency } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().bm_account as { id: number; number: string; currency: string };
}

describe('a camt.053 with several statements', () => {
  it('imports every statement, stores their balances, and shows the last one; again, nothing changes', async () => {
    const s = sample('dos-estados.camt053.xml');
    const acct = await createAccount('89370400440532013000', 'EUR');
    const res = await upload(c, acct.id, s.name, s.bytes);
    expect(res.statusCode, res.body).toBe(200);
    const [first, second] = s.statements;
    const closing = first!.openingBalance! + sum(first!) + sum(second!);
    expect(res.json().imports).toEqual([
      expect.objectContaining({
        bm_account_id: acct.id,
        statements: 2,
        new: first!.entries.length + second!.entries.length,
        currency: 'EUR',
        balance: closing,
        balance_date: second!.periodEnd,
        warnings: [],
      }),
    ]);
    expect(await amountsOf(acct.id)).toEqual([...first!.entries, ...second!.entries].map((e) => e.amount));
    expect(await accountOf(acct.id)).toMatchObject({ balance: closing, balance_date: second!.periodEnd });
    const again = await upload(c, acct.id, s.name, s.bytes);
    expect(again.json().imports[0]).toMatchObject({ new: 0, unchanged: 8, warnings: [] });
    const stored = await h.db.query('SELECT 1 FROM bm_statements WHERE bm_account_id = $1', [acct.id]);
    expect(stored.rows).toHaveLength(2);
  });

  it('names a gap: a statement that does not open where the last one closed', async () => {
    const series = generateStatementSeries({
      statements: 3,
      entries: 2,
      seed: 5,
      currency: 'EUR',
      accountNumber: 'DE02120300000000202051',
      startDate: '2026-05-04',
    });
    const acct = await createAccount('02120300000000202051', 'EUR');
    expect(
      (await upload(c, acct.id, 'uno.xml', Buffer.from(writeCamt053([series[0]!], { version: '001.02' }))))
        .statusCode,
    ).toBe(200);
    const third = await upload(
      c,
      acct.id,
      'tres.xml',
      Buffer.from(writeCamt053([series[2]!], { version: '001.08' })),
    );
    expect(third.statusCode, third.body).toBe(200);
    const closed = series[0]!.closingBalance!;
    const opens = series[2]!.openingBalance!;
    const eur = (minor: number) => {
      const abs = Math.abs(minor);
      const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
      return `${minor < 0 ? '\u2212' : ''}${units},${String(abs % 100).padStart(2, '0')} EUR`;
    };
    const dmy = (iso: string) => iso.split('-').reverse().join('/');
    expect(third.json().imports[0].warnings).toEqual([
      `Falta una cartola: la cartola de la cuenta N° DE02120300000000202051 parte el ${dmy(series[2]!.periodStart!)} con saldo ${eur(opens)}, pero la anterior cerró el ${dmy(series[0]!.periodEnd!)} con ${eur(closed)} (diferencia ${eur(opens - closed)}).`,
    ]);
    // The missing statement arrives: it follows the first, and the third now follows it.
    const second = await upload(
      c,
      acct.id,
      'dos.xml',
      Buffer.from(writeCamt053([series[1]!], { version: '001.02' })),
    );
    expect(second.json().imports[0].warnings).toEqual([]);
    expect(await accountOf(acct.id)).toMatchObject({
      balance: series[2]!.closingBalance,
      balance_date: series[2]!.periodEnd,
    });
  });
});

describe('an OFX with a bank and a card statement', () => {
  it('asks where the card goes, then creates it as a card account and imports both', async () => {
    const s = sample('cuenta-y-tarjeta.ofx');
    const [bank, card] = s.statements;
    const acct = await insertAccount(h.db, c.businessId, { number: '12345678', bankCode: '012' });
    const asked = await upload(c, acct.id, s.name, s.bytes);
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toMatchObject({
      code: 'statement_accounts_required',
      error:
        'cuenta-y-tarjeta.ofx: la cartola trae un estado de cuenta que no sabemos a qué cuenta va. Indica su cuenta.',
      statements: [
        {
          statement: 1,
          account_number: card!.accountNumber,
          card: true,
          currency: 'CLP',
          entries: 3,
          can_create: true,
        },
      ],
    });
    expect(asked.json().accounts.map((a: { id: number }) => a.id)).toContain(acct.id);
    expect(await amountsOf(acct.id)).toEqual([]);
    const res = await upload(c, acct.id, s.name, s.bytes, {
      statement_accounts: JSON.stringify([{ statement: 1, create: true }]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [toBank, toCard] = res.json().imports;
    expect(toBank).toMatchObject({
      bm_account_id: acct.id,
      new: bank!.entries.length,
      created_account: false,
    });
    expect(toCard).toMatchObject({
      account_number: card!.accountNumber,
      new: card!.entries.length,
      created_account: true,
      balance: card!.closingBalance,
    });
    const created = (
      await h.db.query<{ account_type: string; bank_code: string }>(
        'SELECT account_type, bank_code FROM bm_accounts WHERE id = $1',
        [toCard.bm_account_id],
      )
    ).rows[0];
    expect(created).toEqual({ account_type: 'credit_card', bank_code: '012' });
    expect(await amountsOf(toCard.bm_account_id)).toEqual(card!.entries.map((e) => e.amount));
    // Now both accounts exist: the same file goes where it belongs without asking.
    const again = await upload(c, acct.id, s.name, s.bytes);
    expect(again.statusCode).toBe(200);
    expect(again.json().imports.map((r: { new: number }) => r.new)).toEqual([0, 0]);
  });

  it('a statement the user leaves out is named in the answer, and a file of only other accounts is refused', async () => {
    const s = sample('cuenta-y-tarjeta.ofx');
    const [bank, card] = s.statements;
    // The second business has none of the file's accounts.
    const owner2 = await clientFor(h, 'u2', 'b2');
    const acct = await insertAccount(h.db, h.businessId('b2'), { number: '55443322' });
    const other = await upload(owner2, acct.id, s.name, s.bytes);
    expect(other.json().error).toBe(
      `cuenta-y-tarjeta.ofx: la cartola es de la cuenta N° ${bank!.accountNumber}, N° ${card!.accountNumber}, no de la cuenta N° 55443322. Impórtala en la cuenta que corresponde.`,
    );
    const bankOnly = await insertAccount(h.db, h.businessId('b2'), { number: bank!.accountNumber });
    const res = await upload(owner2, bankOnly.id, s.name, s.bytes, {
      statement_accounts: JSON.stringify([{ statement: 1, skip: true }]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imports).toHaveLength(1);
    expect(res.json().imports[0].warnings).toEqual([
      `La cartola de la tarjeta N° ${card!.accountNumber} no se importó, como indicaste.`,
    ]);
  });

  it('refuses a choice of another business’s account', async () => {
    const s = sample('cuenta-y-tarjeta.ofx');
    // The bank account of the first test of this block.
    const mine = (
      await h.db.query<{ id: number }>(
        "SELECT id::int AS id FROM bm_accounts WHERE business_id = $1 AND number = '12345678'",
        [c.businessId],
      )
    ).rows[0]!;
    const theirs = await insertAccount(h.db, h.businessId('b2'), {});
    const res = await upload(c, mine.id, s.name, s.bytes, {
      statement_accounts: JSON.stringify([{ statement: 1, bm_account_id: theirs.id }]),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(
      /la cuenta elegida para la cartola de la tarjeta N° \d+ no existe o está desactivada/,
    );
  });
});

describe('accounts in any ISO 4217 currency', () => {
  it('accepts CHF or aud, refuses gold and unknown codes', async () => {
    expect((await createAccount('700100200', 'chf')).currency).toBe('CHF');
    for (const currency of ['XAU', 'ZZZ']) {
      const res = await c.send('POST', ACCOUNTS, {
        bm_account: { bank_code: '001', number: '700100201', currency },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Elige la moneda de la cuenta: un código ISO 4217 como CLP, USD o EUR.');
    }
  });

  it.each([
    ['aud.ofx', 'AUD'],
    ['cad.ofx', 'CAD'],
    ['chf.camt053.xml', 'CHF'],
    ['bhd.camt053.xml', 'BHD'],
    ['jpy.ofx', 'JPY'],
  ])('%s imports into a %s account in its minor units', async (name, currency) => {
    const s = sample(name);
    const [written] = s.statements;
    const acct = await createAccount(written!.accountNumber.replace(/\D/g, ''), currency);
    const res = await upload(c, acct.id, s.name, s.bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imports[0]).toMatchObject({ currency, balance: written!.closingBalance });
    expect(await amountsOf(acct.id)).toEqual(written!.entries.map((e) => e.amount));
  });

  it('a statement in another currency than the account is refused, naming both', async () => {
    const s = sample('aud.ofx');
    // In the second business, which has no AUD account of that number.
    const owner2 = await clientFor(h, 'u2', 'b2');
    const acct = await insertAccount(h.db, h.businessId('b2'), {
      number: s.statements[0]!.accountNumber,
      currency: 'USD',
    });
    const res = await upload(owner2, acct.id, s.name, s.bytes);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toBe(
      `aud.ofx: la cartola de la cuenta N° ${s.statements[0]!.accountNumber} está en AUD y la cuenta en USD.`,
    );
  });

  it('a CSV cartola is read in the account currency: cents of dollars', async () => {
    const s = sample('usd.csv');
    const acct = await insertAccount(h.db, c.businessId, { currency: 'USD' });
    const res = await upload(c, acct.id, s.name, s.bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(await amountsOf(acct.id)).toEqual(s.statements[0]!.entries.map((e) => e.amount));
    const last = s.statements[0]!.entries.at(-1)!;
    expect(res.json().imports[0]).toMatchObject({
      balance: last.runningBalance,
      balance_date: last.bookingDate,
    });
  });

  it('a QFX declared windows-1252 but written in UTF-8 keeps its ¦ and says how it was read', async () => {
    const s = sample('utf8-declarado-1252.qfx');
    const acct = await insertAccount(h.db, c.businessId, {
      number: s.statements[0]!.accountNumber,
      currency: 'USD',
    });
    const res = await upload(c, acct.id, s.name, s.bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imports[0].warnings).toEqual([
      'El archivo declara Windows-1252 (Latin-1) pero está escrito en UTF-8; se leyó como UTF-8.',
    ]);
    const { rows } = await h.db.query<{ description: string }>(
      'SELECT description FROM bm_movements WHERE bm_account_id = $1 ORDER BY id LIMIT 1',
      [acct.id],
    );
    expect(rows[0]!.description).toContain('PAGO ¦ CAFÉ Ñuñoa');
  });

  it('a CSV whose columns read two ways asks to confirm the layout it proposes', async () => {
    const acct = await insertAccount(h.db, c.businessId);
    const csv =
      'Fecha;Glosa;Monto;Tipo\n02/03/2026;PAGO PROVEEDOR;15.000;Cargo\n03/03/2026;TRANSFERENCIA;250.000;Abono\n';
    const asked = await upload(c, acct.id, 'dudosa.csv', Buffer.from(csv));
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toMatchObject({
      code: 'csv_mapping_required',
      proposal: { dateColumn: 'Fecha', amountColumn: 'Monto', indicatorColumn: 'Tipo', numberStyle: 'cl' },
    });
    expect(asked.json().doubts).toHaveLength(3);
    const res = await upload(c, acct.id, 'dudosa.csv', Buffer.from(csv), {
      csv_mapping: JSON.stringify(asked.json().proposal),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await amountsOf(acct.id)).toEqual([-15_000, 250_000]);
  });
});

// The real files of ../shared/fixtures/bank (SOURCES.md), imported as a user would.
const shared = requireSharedFixtures('bank', 'Bank statement import conformance (API)');
describe.skipIf(!shared)('real statement files through the API', () => {
  const read = (path: string) => {
    const [dir, file] = path.split('/');
    return readSharedFixture(`bank/${dir!}`, file!);
  };

  it('camt053.v2.multi.statement.xml: both statements, +8.85 and −7.00, ending at 20.00 EUR', async () => {
    const acct = await createAccount('268060476890', 'EUR');
    const res = await upload(c, acct.id, 'multi.xml', read('camt053/camt053.v2.multi.statement.xml'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imports).toEqual([
      expect.objectContaining({ statements: 2, new: 2, balance: 2000, warnings: [] }),
    ]);
    expect(await amountsOf(acct.id)).toEqual([885, -700]);
  });

  it('test_ofx.ofx: the bank statement and the card statement (−562.00 USD), each to its account', async () => {
    const acct = await createAccount('123456', 'USD');
    const bytes = read('ofx/test_ofx.ofx');
    const res = await upload(c, acct.id, 'test_ofx.ofx', bytes, {
      statement_accounts: JSON.stringify([{ statement: 1, create: true }]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [bank, card] = res.json().imports;
    expect(bank).toMatchObject({ bm_account_id: acct.id, new: 4 });
    expect(card).toMatchObject({ account_number: '123412341234', new: 0, balance: -56200, currency: 'USD' });
    expect(await amountsOf(acct.id)).toEqual([-8000, -9000, -10000, -9000]);
  });

  it('multiple_accounts.ofx: two accounts without movements, each with its balance (111 and 222)', async () => {
    const a = await createAccount('9100', 'USD');
    const b = await createAccount('9200', 'USD');
    const res = await upload(c, a.id, 'multiple_accounts.ofx', read('ofx/multiple_accounts.ofx'));
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().imports.map((r: { bm_account_id: number; balance: number }) => [r.bm_account_id, r.balance]),
    ).toEqual([
      [a.id, 11100],
      [b.id, 22200],
    ]);
  });

  it('bank_medium.ofx and test-camt053-txdtls: CAD and CHF accounts', async () => {
    const cad = await createAccount('12300000012345678', 'CAD');
    const r1 = await upload(c, cad.id, 'bank_medium.ofx', read('ofx/bank_medium.ofx'));
    expect(r1.statusCode, r1.body).toBe(200);
    expect(await amountsOf(cad.id)).toEqual([-660, -31667, -2200]);
    expect(r1.json().imports[0]).toMatchObject({ balance: 38234 });
    const chfRes = await c.get(`${ACCOUNTS}?page_size=100`);
    expect(chfRes.statusCode).toBe(200);
    const bytes = read('camt053/test-camt053-txdtls');
    const number = /<IBAN>([^<]+)<\/IBAN>/.exec(bytes.toString())?.[1] ?? '';
    const chf = await createAccount(number.replace(/\D/g, ''), 'CHF');
    const r2 = await upload(c, chf.id, 'txdtls', bytes);
    expect(r2.statusCode, r2.body).toBe(200);
    expect(r2.json().imports[0]).toMatchObject({ new: 1, balance: 7944315, currency: 'CHF' });
  });

  it('csv/balance.csv into a USD account: −33.50 and +1533.50, balance 1510.00', async () => {
    const acct = await insertAccount(h.db, c.businessId, { currency: 'USD' });
    const res = await upload(c, acct.id, 'balance.csv', read('csv/balance.csv'));
    expect(res.statusCode, res.body).toBe(200);
    expect(await amountsOf(acct.id)).toEqual([-3350, 153350]);
    expect(res.json().imports[0]).toMatchObject({ balance: 151000, balance_date: '2018-12-15' });
  });
});
