import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanRut,
  computeRutDv,
  formatRut,
  isUnenrolledRut,
  isValidRut,
  normalizeRut,
  toCanonicalRut,
} from './rut';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

const DV_CHARS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'K'] as const;
const body = fc.integer({ min: 1, max: 999_999_999 }).map(String);
const cleanShaped = fc.stringMatching(/^[0-9]{1,9}[0-9k]$/);

describe('cleanRut', () => {
  it('removes non-digits except k and lowercases K', () => {
    expect(cleanRut('76.354.771-K')).toBe('76354771k');
    expect(cleanRut(' 12.345.678-5 ')).toBe('123456785');
    expect(cleanRut('')).toBe('');
    expect(cleanRut(null)).toBe('');
  });
});

describe('computeRutDv', () => {
  it('computes known check digits', () => {
    expect(computeRutDv('76354771')).toBe('K');
    expect(computeRutDv('12345678')).toBe('5');
    expect(computeRutDv('11111111')).toBe('1');
    expect(computeRutDv(76354771)).toBe('K');
    expect(computeRutDv('60803000')).toBe('K');
    expect(computeRutDv('1')).toBe('9');
  });

  it("maps 11 to '0' and 10 to 'K'", () => {
    // 10000004: 4*2 + 0*3 + 0*4 + 0*5 + 0*6 + 0*7 + 0*2 + 1*3 = 11 → 11 - 0 = 11 → '0'
    expect(computeRutDv('10000004')).toBe('0');
    // 6: 6*2 = 12 → 12 % 11 = 1 → 11 - 1 = 10 → 'K'
    expect(computeRutDv('6')).toBe('K');
  });

  it('rejects non-digit bodies', () => {
    expect(() => computeRutDv('12a')).toThrow(RangeError);
    expect(() => computeRutDv('')).toThrow(RangeError);
  });
});

describe('isValidRut', () => {
  it('accepts formatted and unformatted RUTs in any case', () => {
    expect(isValidRut('76.354.771-K')).toBe(true);
    expect(isValidRut('76354771k')).toBe(true);
    expect(isValidRut('76354771-K')).toBe(true);
    expect(isValidRut('12.345.678-5')).toBe(true);
  });

  it('rejects wrong DV, empty, too short and too long bodies', () => {
    expect(isValidRut('76.354.771-1')).toBe(false);
    expect(isValidRut('')).toBe(false);
    expect(isValidRut(null)).toBe(false);
    expect(isValidRut(undefined)).toBe(false);
    expect(isValidRut('k')).toBe(false);
    expect(isValidRut('5')).toBe(false);
    // 10-digit body, even with the right DV
    const longBody = '1234567890';
    expect(isValidRut(longBody + computeRutDv(longBody))).toBe(false);
    expect(isValidRut('0-0')).toBe(false);
    expect(isValidRut('7k6354771k')).toBe(false);
  });

  it('accepts dots, spaces and one hyphen before the DV, nothing else', () => {
    expect(isValidRut(' 12.345.678-5 ')).toBe(true);
    expect(isValidRut('12 345 678 - 5')).toBe(true);
    expect(isValidRut('012345678-5')).toBe(true);
    // Stripping the stray characters would give a valid RUT; the body must still be digits only.
    expect(isValidRut('7a6354771-K')).toBe(false);
    expect(isValidRut('76,354,771-K')).toBe(false);
    expect(isValidRut('RUT 76354771-K')).toBe(false);
    expect(isValidRut('1234-56-78-5')).toBe(false);
    expect(isValidRut('12345678-55')).toBe(false);
    expect(isValidRut('-123456785')).toBe(false);
    expect(isValidRut('123456785-')).toBe(false);
    expect(isValidRut('000000000-0')).toBe(false);
  });

  it('accepts every body with its computed DV (property)', () => {
    fc.assert(
      fc.property(body, (b) => {
        const dv = computeRutDv(b);
        expect(isValidRut(`${b}-${dv}`)).toBe(true);
        expect(isValidRut(formatRut(`${b}${dv}`))).toBe(true);
        expect(isValidRut(`${b}${dv.toLowerCase()}`)).toBe(true);
      }),
      { numRuns: 100 },
    );
  }, 10_000);

  it('rejects any changed DV (property)', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(...DV_CHARS), (b, other) => {
        fc.pre(other !== computeRutDv(b));
        expect(isValidRut(`${b}-${other}`)).toBe(false);
      }),
      { numRuns: 100 },
    );
  }, 10_000);
});

describe('formatRut', () => {
  it('puts a dash before the DV and dots every three digits, lowercase k', () => {
    expect(formatRut('76354771K')).toBe('76.354.771-K');
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('1234567-4')).toBe('1.234.567-4');
    expect(formatRut('1-9')).toBe('1-9');
    expect(formatRut('7')).toBe('7');
    expect(formatRut('')).toBe('');
  });

  it('cleanRut ∘ formatRut is the identity on clean input (property)', () => {
    fc.assert(
      fc.property(cleanShaped, (clean) => {
        expect(cleanRut(formatRut(clean))).toBe(clean);
      }),
      { numRuns: 100 },
    );
  }, 10_000);

  it('formatRut ∘ cleanRut equals formatRut (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(formatRut(cleanRut(s))).toBe(formatRut(s));
        expect(formatRut(formatRut(s))).toBe(formatRut(s));
      }),
      { numRuns: 100 },
    );
  }, 10_000);
});

describe('toCanonicalRut', () => {
  it('returns body-DV with uppercase K and no dots', () => {
    expect(toCanonicalRut('76.354.771-k')).toBe('76354771-K');
    expect(toCanonicalRut('76354771K')).toBe('76354771-K');
    expect(toCanonicalRut('012.345.678-5')).toBe('12345678-5');
    expect(normalizeRut('12.345.678-5')).toBe('12345678-5');
  });

  it('returns null for invalid input', () => {
    expect(toCanonicalRut('76.354.771-1')).toBeNull();
    expect(toCanonicalRut('')).toBeNull();
    expect(toCanonicalRut(null)).toBeNull();
  });

  it('is stable across display and canonical forms (property)', () => {
    fc.assert(
      fc.property(body, (b) => {
        const dv = computeRutDv(b);
        const canonical = `${b}-${dv}`;
        expect(toCanonicalRut(formatRut(b + dv))).toBe(canonical);
        expect(toCanonicalRut(canonical)).toBe(canonical);
      }),
      { numRuns: 100 },
    );
  }, 10_000);
});

describe('isUnenrolledRut', () => {
  it('detects the UNENROLLED marker', () => {
    expect(isUnenrolledRut('UNENROLLED-123')).toBe(true);
    expect(isUnenrolledRut('76354771-K')).toBe(false);
    expect(isUnenrolledRut(null)).toBe(false);
  });
});
