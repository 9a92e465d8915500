import { describe, expect, it } from 'vitest';
import { checkLines, fromIncomes, newLine, pesos, toIncomes } from './lines';

describe('record lines', () => {
  it('reads typed pesos as whole numbers of 0 or more', () => {
    expect(pesos(5_000_000)).toBe(5_000_000);
    expect(pesos('5.000.000')).toBe(5_000_000);
    expect(pesos('')).toBe(0);
    expect(pesos(-3)).toBe(0);
    expect(pesos('abc')).toBe(0);
  });

  it('squares when the debe equals the haber, and says how much is missing otherwise', () => {
    const ok = [newLine({ accountId: 1, debit: 1000 }), newLine({ accountId: 2, credit: 1000 })];
    expect(checkLines(ok)).toMatchObject({
      debit: 1000,
      credit: 1000,
      difference: 0,
      balanced: true,
      problem: null,
    });
    const off = [newLine({ accountId: 1, debit: 1000 }), newLine({ accountId: 2, credit: 400 })];
    expect(checkLines(off)).toMatchObject({ difference: 600, balanced: false, problem: 'balance' });
  });

  it('names the first problem in the order the user fixes them', () => {
    expect(checkLines([newLine({ accountId: 1, debit: 5 })]).problem).toBe('lines');
    expect(checkLines([newLine({ debit: 5 }), newLine({ accountId: 2, credit: 5 })]).problem).toBe('account');
    expect(checkLines([newLine({ accountId: 1 }), newLine({ accountId: 2, credit: 5 })]).problem).toBe(
      'side',
    );
    expect(
      checkLines([newLine({ accountId: 1, debit: 5, credit: 5 }), newLine({ accountId: 2, credit: 5 })])
        .problem,
    ).toBe('side');
    // Nothing typed squares but is no record.
    expect(checkLines([newLine(), newLine()]).balanced).toBe(false);
  });

  it('goes to and from the contract’s incomes', () => {
    const incomes = [
      { account_id: 7, debit: 5_000_000, credit: 0 },
      { account_id: 9, debit: 0, credit: 5_000_000 },
    ];
    const lines = fromIncomes(incomes);
    expect(new Set(lines.map((l) => l.key)).size).toBe(2);
    expect(toIncomes(lines)).toEqual(incomes);
  });
});
