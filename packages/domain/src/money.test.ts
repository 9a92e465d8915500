import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCLP, formatThousands, formatUF, parseCLP, parseUF } from './money';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

describe('formatCLP', () => {
  it('formats integer pesos with dot thousands and $', () => {
    expect(formatCLP(1234567)).toBe('$1.234.567');
    expect(formatCLP(0)).toBe('$0');
    expect(formatCLP(999)).toBe('$999');
    expect(formatCLP(1000)).toBe('$1.000');
    expect(formatCLP(-1234)).toBe('-$1.234');
    expect(formatCLP(-0)).toBe('$0');
  });

  it('accepts bigint and numeric strings', () => {
    expect(formatCLP(12345678901234567890n)).toBe('$12.345.678.901.234.567.890');
    expect(formatCLP('1234567')).toBe('$1.234.567');
    expect(formatCLP('-1234')).toBe('-$1.234');
    expect(formatCLP('1234.00')).toBe('$1.234');
  });

  it('rounds fractions half away from zero', () => {
    expect(formatCLP(1234.5)).toBe('$1.235');
    expect(formatCLP(-1234.5)).toBe('-$1.235');
    expect(formatCLP('1234.49')).toBe('$1.234');
    expect(formatCLP('1234.5')).toBe('$1.235');
  });

  it('returns empty string for non-numeric input', () => {
    expect(formatCLP(null)).toBe('');
    expect(formatCLP(undefined)).toBe('');
    expect(formatCLP(Number.NaN)).toBe('');
    expect(formatCLP(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatCLP('abc')).toBe('');
    expect(formatCLP('')).toBe('');
  });
});

describe('formatThousands', () => {
  it('formats without the currency sign', () => {
    expect(formatThousands(1234567)).toBe('1.234.567');
    expect(formatThousands(-1234)).toBe('-1.234');
    expect(formatThousands(12)).toBe('12');
  });
});

describe('parseCLP', () => {
  it('parses displayed amounts', () => {
    expect(parseCLP('$1.234')).toBe(1234);
    expect(parseCLP('$ 1.234.567')).toBe(1234567);
    expect(parseCLP('1234')).toBe(1234);
    expect(parseCLP('-$1.234')).toBe(-1234);
    expect(parseCLP('$-1.234')).toBe(-1234);
    expect(parseCLP('$0')).toBe(0);
  });

  it('rejects malformed input', () => {
    expect(parseCLP('')).toBeNull();
    expect(parseCLP(null)).toBeNull();
    expect(parseCLP('$')).toBeNull();
    expect(parseCLP('1.5')).toBeNull();
    expect(parseCLP('1.23.456')).toBeNull();
    expect(parseCLP('1234,5')).toBeNull();
    expect(parseCLP('abc')).toBeNull();
    expect(parseCLP('-$-1')).toBeNull();
    expect(parseCLP('99999999999999999999')).toBeNull();
  });

  it('round-trips formatCLP (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parseCLP(formatCLP(n))).toBe(n);
        expect(parseCLP(formatThousands(n))).toBe(n);
      }),
      { numRuns: 100 },
    );
  }, 10_000);

  it('number, bigint and string inputs format identically (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatCLP(BigInt(n))).toBe(formatCLP(n));
        expect(formatCLP(String(n))).toBe(formatCLP(n));
      }),
      { numRuns: 100 },
    );
  }, 10_000);
});

describe('formatUF', () => {
  it('uses dot thousands and comma decimals, keeping the given decimals', () => {
    expect(formatUF('37123.45')).toBe('37.123,45');
    expect(formatUF('37123.4')).toBe('37.123,4');
    expect(formatUF('37123')).toBe('37.123');
    expect(formatUF('0.5')).toBe('0,5');
    expect(formatUF('-1234.5678')).toBe('-1.234,5678');
    expect(formatUF(1234n)).toBe('1.234');
  });

  it('rounds or pads to fixed decimals when asked', () => {
    expect(formatUF('37123.456', { decimals: 2 })).toBe('37.123,46');
    expect(formatUF('37123.454', { decimals: 2 })).toBe('37.123,45');
    expect(formatUF('999.995', { decimals: 2 })).toBe('1.000,00');
    expect(formatUF('37123', { decimals: 2 })).toBe('37.123,00');
    expect(formatUF('0.004', { decimals: 2 })).toBe('0,00');
    expect(formatUF('-0.004', { decimals: 2 })).toBe('0,00');
    expect(formatUF('12.5', { decimals: 0 })).toBe('13');
    expect(() => formatUF('1', { decimals: -1 })).toThrow(RangeError);
  });

  it('returns empty string for invalid input', () => {
    expect(formatUF('')).toBe('');
    expect(formatUF(null)).toBe('');
    expect(formatUF('1,5')).toBe('');
    expect(formatUF('abc')).toBe('');
  });
});

describe('parseUF', () => {
  it('parses displayed UF values into decimal strings', () => {
    expect(parseUF('37.123,45')).toBe('37123.45');
    expect(parseUF('37123,45')).toBe('37123.45');
    expect(parseUF('0,5')).toBe('0.5');
    expect(parseUF('-1.234')).toBe('-1234');
    expect(parseUF('1.5')).toBeNull();
    expect(parseUF('')).toBeNull();
  });

  it('round-trips formatUF (property)', () => {
    const decimal = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.option(fc.stringMatching(/^\d{1,6}$/)))
      .map(([neg, int, frac]) => `${neg ? '-' : ''}${int}${frac === null ? '' : `.${frac}`}`)
      .filter((s) => !/^-[0.]*$/.test(s));
    fc.assert(
      fc.property(decimal, (s) => {
        expect(parseUF(formatUF(s))).toBe(s);
      }),
      { numRuns: 100 },
    );
  }, 10_000);
});
