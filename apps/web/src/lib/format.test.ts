import { describe, expect, it } from 'vitest';
import { compactCLP, initials } from './format';

describe('compactCLP', () => {
  it('shortens millions and thousands for chart axes, keeping the sign', () => {
    expect(compactCLP(12_000_000)).toBe('$12 M');
    expect(compactCLP(1_250_000)).toBe('$1,3 M');
    expect(compactCLP(850_000)).toBe('$850 mil');
    expect(compactCLP(-4_500)).toBe('-$5 mil');
  });

  it('leaves smaller amounts in full pesos', () => {
    expect(compactCLP(0)).toBe('$0');
  });
});

describe('initials', () => {
  it('takes the first and last words, as the header and Mi cuenta both show them', () => {
    expect(initials('Carolina Demo Fuentes')).toBe('CF');
    expect(initials('  ñandú   élite ')).toBe('ÑÉ');
    expect(initials('Ana')).toBe('A');
    expect(initials('')).toBe('?');
    expect(initials(null)).toBe('?');
  });
});
