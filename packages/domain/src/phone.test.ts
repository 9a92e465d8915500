import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

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
