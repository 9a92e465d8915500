import { describe, expect, it } from 'vitest';
import { compactCLP } from './format';

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
