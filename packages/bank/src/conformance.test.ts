import { readSharedFixture, requireSharedFixtures } from '@portal/sii/testing';
import { describe, expect, it } from 'vitest';
import { checkBalances } from './balances';
import { detectCsvPreset } from './csv-detect';
import { StatementError } from './errors';
import { parseStatement } from './parse';
import type { StatementAccount } from './types';

// Real statement files from ../shared/fixtures/bank (see SOURCES.md there), never copied here.
// Expected figures are SOURCES.md's, written as literals.
const exists = requireSharedFixtures('bank', 'Bank statement conformance (packages/bank)');

const read = (path: string) => {
  const [dir, file] = path.split('/');
  return readSharedFixture(`bank/${dir}`, file);
};
const amounts = (a: StatementAccount) => a.entries.map((e) => e.amount);

describe.skipIf(!exists)('bank statement conformance (real files in ../shared/fixtures/bank)', () => {
  it('ofx/checking.ofx: OFX 1 SGML, 3 transactions +0.01, −34.51, −25.00 (check 319), ledger 100.99 USD', () => {
    const r = parseStatement(read('ofx/checking.ofx'));
    expect(r.format).toBe('ofx');
    expect(r.accounts).toHaveLength(1);
    const [a] = r.accounts;
    expect(a).toMatchObject({ currency: 'USD', closingBalance: 10099, accountNumber: '1452687~7' });
    expect(amounts(a)).toEqual([1, -3451, -2500]);
    expect(a.entries.map((e) => e.bankRef)).toEqual(['0000486', '0000487', '0000488']);
    expect(a.entries[2]).toMatchObject({ reference: '319', type: 'CHECK', bookingDate: '2011-04-07' });
    expect(a.entries[1].description).toBe('AUTOMATIC WITHDRAWAL, ELECTRIC BILL WEB(S )');
  });

  it('ofx/bank_medium.ofx: OFX 1 on one line, −6.60, −316.67, −22.00, ledger 382.34 CAD', () => {
    const [a] = parseStatement(read('ofx/bank_medium.ofx')).accounts;
    expect(a).toMatchObject({ currency: 'CAD', closingBalance: 38234, periodStart: '2009-04-01' });
    expect(amounts(a)).toEqual([-660, -31667, -2200]);
    // DTPOSTED 20090401122017.000[-5:EST]: the date part as written.
    expect(a.entries[0].bookingDate).toBe('2009-04-01');
  });

  it('ofx/test_ofx.ofx: OFX 2, 4 transactions −80, −90, −100, −90 and an empty credit-card statement', () => {
    const r = parseStatement(read('ofx/test_ofx.ofx'));
    expect(r.accounts).toHaveLength(2);
    expect(amounts(r.accounts[0])).toEqual([-8000, -9000, -10000, -9000]);
    expect(r.accounts[1]).toMatchObject({ accountNumber: '123412341234', entries: [] });
  });

  it('ofx/multiple_accounts.ofx: accounts 9100 and 9200 with balances 111 and 222, no transactions', () => {
    const r = parseStatement(read('ofx/multiple_accounts.ofx'));
    expect(r.accounts.map((a) => [a.accountNumber, a.closingBalance, a.entries.length])).toEqual([
      ['9100', 11100, 0],
      ['9200', 22200, 0],
    ]);
  });

  it('camt053.v2.multi.statement.xml: +8.85 (18.15 → 27.00 EUR) and −7.00 (27.00 → 20.00)', () => {
    const r = parseStatement(read('camt053/camt053.v2.multi.statement.xml'));
    expect(r.format).toBe('camt053');
    expect(r.accounts.map((a) => [a.openingBalance, amounts(a), a.closingBalance, a.currency])).toEqual([
      [1815, [885], 2700, 'EUR'],
      [2700, [-700], 2000, 'EUR'],
    ]);
    for (const a of r.accounts) expect(checkBalances(a)).toEqual({ ok: true });
    expect(r.accounts[1].entries[0]).toMatchObject({
      counterpartyName: 'Company Name 2',
      reference: '000000002',
      description: 'Transaction Description 2',
      valueDate: '2015-01-02',
    });
  });

  it('camt053.v4.xml: 1 entry +8.85, balances deliberately inconsistent: parsed, not trusted', () => {
    const [a] = parseStatement(read('camt053/camt053.v4.xml')).accounts;
    expect(amounts(a)).toEqual([885]);
    expect(a.entries[0].bankRef).toBe('AAAASESS-FP-CN_98765/01');
    const check = checkBalances(a);
    expect(check.ok).toBe(false);
  });

  it('test-camt053-txdtls: 1 entry +3483.00 with 2 transaction details, 75960.15 → 79443.15 CHF', () => {
    const [a] = parseStatement(read('camt053/test-camt053-txdtls')).accounts;
    expect(a).toMatchObject({ currency: 'CHF', openingBalance: 7596015, closingBalance: 7944315 });
    expect(amounts(a)).toEqual([348300]);
    expect(a.entries[0]).toMatchObject({
      bankRef: '20170323001234567891234567891234',
      counterpartyName: 'Banque Cantonale Vaudoise',
      reference: '302388292000011111111111111',
    });
    expect(checkBalances(a)).toEqual({ ok: true });
  });

  it('camt053.v2.wrong.xml: no Stmt, rejected with a clear message', () => {
    expect(() => parseStatement(read('camt053/camt053.v2.wrong.xml'))).toThrow(
      new StatementError('El archivo camt.053 no contiene ningún estado de cuenta (Stmt).'),
    );
  });

  it('csv/balance.csv: quoted US CSV, rows −33.50 and +1533.50 with running balances', () => {
    const bytes = read('csv/balance.csv');
    const detected = detectCsvPreset(bytes);
    expect(detected?.mapping).toMatchObject({
      dateFormat: 'MM/DD/YYYY',
      numberStyle: 'us',
      amountColumn: 'Amount',
    });
    // The file names no currency: read as CLP its cents are refused, naming the entry.
    expect(() => parseStatement(bytes)).toThrow(/Movimiento 1 \(fila 2\): el monto «-33.50»/);
    const mapping = { ...detected!.mapping, currency: 'EUR' };
    const [a] = parseStatement(bytes, { csv: mapping }).accounts;
    expect(amounts(a)).toEqual([-3350, 153350]);
    expect(a.entries.map((e) => e.runningBalance)).toEqual([-2350, 151000]);
    expect(checkBalances(a)).toEqual({ ok: true });
    expect(a.entries[0].bankRef).toMatch(/^h:[0-9a-f]{64}$/);
  });
});
