import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits } from './phone';

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
    );
  });
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
    );
  });
});
