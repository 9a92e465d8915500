import { describe, expect, it } from 'vitest';
import { computeRutDv, isValidRut, normalizeRut } from './rut';

describe('rut', () => {
  it('computes check digits, including 0 and K', () => {
    expect(computeRutDv('12345678')).toBe('5');
    expect(computeRutDv('76354771')).toBe('K');
    expect(computeRutDv('60803000')).toBe('K');
    expect(computeRutDv('60910000')).toBe('1');
    expect(computeRutDv('1')).toBe('9');
  });

  it('normalizes to body-DV without dots and with uppercase K', () => {
    expect(normalizeRut('76.354.771-k')).toBe('76354771-K');
    expect(normalizeRut('76354771K')).toBe('76354771-K');
    expect(normalizeRut(' 12.345.678-5 ')).toBe('12345678-5');
    expect(normalizeRut('012345678-5')).toBe('12345678-5');
    expect(normalizeRut('1-9')).toBe('1-9');
  });

  it('rejects malformed RUTs and wrong check digits', () => {
    for (const bad of ['', '-', 'INVALID-RUT', '12345678-6', '1234-56-78-5', '12345678-55', '0-0', 'abc']) {
      expect(normalizeRut(bad), bad).toBeNull();
    }
    expect(isValidRut('96790240-3')).toBe(true);
    expect(isValidRut('96790240-4')).toBe(false);
  });
});
