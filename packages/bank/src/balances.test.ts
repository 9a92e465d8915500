import { describe, expect, it } from 'vitest';
import { checkBalances } from './balances';
import type { StatementAccount, StatementEntry } from './types';

const entry = (
  bookingDate: string,
  amount: number,
  runningBalance: number | null,
  description = 'X',
): StatementEntry => ({
  bankRef: `${bookingDate}${amount}`,
  bookingDate,
  valueDate: null,
  amount,
  description,
  counterpartyName: null,
  counterpartyAccount: null,
  reference: null,
  runningBalance,
  type: null,
});

const account = (entries: StatementEntry[], extra: Partial<StatementAccount> = {}): StatementAccount => ({
  accountNumber: '1',
  bankId: null,
  currency: 'CLP',
  openingBalance: null,
  closingBalance: null,
  periodStart: null,
  periodEnd: null,
  entries,
  ...extra,
});

describe('checkBalances', () => {
  it('accepts opening + Σ amounts = closing, and refuses otherwise without naming an entry', () => {
    const entries = [entry('2026-03-01', 1000, null), entry('2026-03-02', -300, null)];
    expect(checkBalances(account(entries, { openingBalance: 500, closingBalance: 1200 }))).toEqual({
      ok: true,
    });
    const bad = checkBalances(account(entries, { openingBalance: 500, closingBalance: 1300 }));
    expect(bad).toEqual({
      ok: false,
      entryIndex: null,
      message:
        'El saldo no cuadra: el saldo inicial $500 más los movimientos ($700) da $1.200, y la cartola informa un saldo final de $1.300.',
    });
  });

  it('names the entry whose running balance breaks the chain', () => {
    const entries = [
      entry('2026-03-10', 100_000, 1_384_567),
      entry('2026-03-11', 0, 1_384_567),
      entry('2026-03-11', 0, 1_384_567),
      entry('2026-03-12', -150_000, 1_233_567, 'TRANSF 76.123.456-7'),
    ];
    expect(checkBalances(account(entries))).toEqual({
      ok: false,
      entryIndex: 3,
      message:
        'El saldo no cuadra en el movimiento 4 (12/03/2026, «TRANSF 76.123.456-7», −$150.000): se esperaba $1.234.567 y la cartola dice $1.233.567.',
    });
  });

  it('walks a newest-first cartola from the bottom', () => {
    const entries = [
      entry('2026-03-03', -200, 800),
      entry('2026-03-02', 500, 1000),
      entry('2026-03-01', 500, 500),
    ];
    expect(checkBalances(account(entries, { openingBalance: 0, closingBalance: 800 }))).toEqual({ ok: true });
    const broken = [entry('2026-03-03', -200, 700), ...entries.slice(1)];
    expect(checkBalances(account(broken))).toMatchObject({ ok: false, entryIndex: 0 });
  });

  it('finds the direction from the balances when every entry is on the same day', () => {
    const entries = [
      entry('2026-03-03', -200, 800),
      entry('2026-03-03', 500, 1000),
      entry('2026-03-03', 500, 500),
    ];
    expect(checkBalances(account(entries))).toEqual({ ok: true });
  });

  it('formats other currencies with their decimals and code', () => {
    const r = checkBalances(
      account([entry('2026-01-02', 885, null)], {
        currency: 'EUR',
        openingBalance: 1815,
        closingBalance: -2700,
      }),
    );
    expect(r).toMatchObject({ ok: false, message: expect.stringContaining('saldo final de −27,00 EUR') });
  });
});
