import { describe, expect, it } from 'vitest';
import { AmountFormatError, formatMinor, parseMinor } from './amount';
import { currencyExponent } from './currency';

const problem = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof AmountFormatError ? e.problem : 'other';
  }
  return 'none';
};

describe('parseMinor', () => {
  it.each([
    ['1.234.567', 0, 'cl', 1234567],
    ['-1.234.567', 0, 'cl', -1234567],
    ['1234567,00', 0, 'cl', 1234567],
    ['1500.00', 0, 'cl', 1500],
    ['$ 1.234', 0, 'cl', 1234],
    ['1.234', 0, 'cl', 1234],
    ['1,533.50', 2, 'us', 153350],
    ['1,234', 2, 'us', 123400],
    ['-34.51', 2, 'none', -3451],
    ['0.01', 2, 'none', 1],
    ['-80', 2, 'none', -8000],
    ['12,50', 2, 'none', 1250],
    ['1.234,56', 2, 'us', 123456],
    ['(1.234)', 0, 'cl', -1234],
    ['150.000-', 0, 'cl', -150000],
    ['+12', 0, 'cl', 12],
    ['-0', 0, 'cl', 0],
  ] as const)('%s (exp %i, %s) → %i', (text, exp, style, want) => {
    expect(parseMinor(text, exp, style)).toBe(want);
  });

  it('refuses non-numbers, non-zero decimals beyond the currency and unsafe sizes', () => {
    expect(problem(() => parseMinor('abc', 0, 'cl'))).toBe('nan');
    expect(problem(() => parseMinor('1.23.4', 0, 'cl'))).toBe('nan');
    expect(problem(() => parseMinor('', 0, 'cl'))).toBe('nan');
    expect(problem(() => parseMinor('1500,50', 0, 'cl'))).toBe('decimals');
    expect(problem(() => parseMinor('1.005', 2, 'none'))).toBe('decimals');
    expect(problem(() => parseMinor('1234567890123456', 0, 'cl'))).toBe('range');
  });

  it('writes what it reads', () => {
    expect(formatMinor(-3451, 2)).toBe('-34.51');
    expect(formatMinor(1, 2)).toBe('0.01');
    expect(formatMinor(1500, 0)).toBe('1500');
    expect(parseMinor(formatMinor(-7, 4), 4, 'none')).toBe(-7);
  });

  it('knows the exponents that are not 2', () => {
    expect([currencyExponent('CLP'), currencyExponent('jpy'), currencyExponent('USD')]).toEqual([0, 0, 2]);
  });
});
