import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chileanPhone, formatPhone, phoneDigits, phoneWithCountryCode } from './phone';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

describe('formatPhone', () => {
  it('formats as +XXX XXXX rest', () => {
    expect(formatPhone('56912345678')).toBe('+569 1234 5678');
    expect(formatPhone('+56 9 1234 5678')).toBe('+569 1234 5678');
    expect(formatPhone(56912345678)).toBe('+569 1234 5678');
    expect(formatPhone('56221234567')).toBe('+562 2123 4567');
  });

  it('handles empty and short input', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('abc')).toBe('');
    expect(formatPhone('56')).toBe('+56');
    expect(formatPhone('56912')).toBe('+569 12');
  });

  it('keeps every digit and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = formatPhone(s);
        expect(out.replace(/\D/g, '')).toBe(s.replace(/\D/g, ''));
        expect(formatPhone(out)).toBe(out);
      }),
      { numRuns: 100 },
    );
  }, 10_000);
});

describe('phoneDigits', () => {
  it('reads the usual ways of writing a phone', () => {
    expect(phoneDigits('+56 (9) 1234-5678')).toBe('56912345678');
    expect(phoneDigits('56.2.2123.4567')).toBe('56221234567');
    expect(phoneDigits('')).toBe('');
  });

  it('refuses letters and other symbols instead of dropping them', () => {
    for (const bad of ['+56 9 CASA', 'abc', '56912345678x', '+56 9 1234 5678 ext', '56#912345678']) {
      expect(phoneDigits(bad)).toBeNull();
    }
  });

  it('any letter makes the whole phone refused (property)', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzñABCZ');
    fc.assert(
      fc.property(fc.string(), letter, fc.string(), (a, l, b) => {
        expect(phoneDigits(`${a}${l}${b}`)).toBeNull();
      }),
      { numRuns: 100 },
    );
  }, 10_000);
});

// Chile's numbering plan: 9 digits after +56 (a mobile starts with 9, Santiago's landlines with 2).
describe('phoneWithCountryCode', () => {
  it('reads nine digits without a country code as a Chilean number', () => {
    expect(phoneWithCountryCode('987654321')).toBe('56987654321');
    expect(phoneWithCountryCode('9 8765 4321')).toBe('56987654321');
    expect(phoneWithCountryCode('2 2123 4567')).toBe('56221234567');
    expect(formatPhone(phoneWithCountryCode('987654321'))).toBe('+569 8765 4321');
  });

  it('keeps a Chilean number written with its code, and refuses one without its nine digits', () => {
    expect(phoneWithCountryCode('+56 9 8765 4321')).toBe('56987654321');
    expect(phoneWithCountryCode('56987654321')).toBe('56987654321');
    expect(phoneWithCountryCode('+56 9 8765 432')).toBeNull();
    expect(phoneWithCountryCode('+56 1 2345 6789')).toBeNull();
    expect(phoneWithCountryCode('87654321')).toBeNull();
    expect(phoneWithCountryCode('12')).toBeNull();
    expect(phoneWithCountryCode('')).toBeNull();
    expect(phoneWithCountryCode('+56 9 CASA')).toBeNull();
  });

  it('takes another country’s number as written after its +', () => {
    expect(phoneWithCountryCode('+1 212 555 0100')).toBe('12125550100');
    expect(phoneWithCountryCode('+54 11 4321 5678')).toBe('541143215678');
    expect(phoneWithCountryCode('+1 555')).toBeNull();
    expect(phoneWithCountryCode('+1234567890123456')).toBeNull();
  });

  it('chileanPhone takes only Chilean numbers', () => {
    expect(chileanPhone('+1 212 555 0100')).toBeNull();
    expect(chileanPhone('9 1234 5678')).toBe('56912345678');
  });
});
