import { describe, expect, it } from 'vitest';
import { parseDecimal, parseIntegerAmount } from './amounts';

describe('amounts', () => {
  it('parses integer pesos', () => {
    expect(parseIntegerAmount('0')).toBe(0);
    expect(parseIntegerAmount('57347078')).toBe(57347078);
    expect(parseIntegerAmount('-120')).toBe(-120);
  });

  it('rejects anything else', () => {
    for (const bad of ['notanumber', '1.5', '1,533', '', ' 12', '99999999999999999']) {
      expect(parseIntegerAmount(bad), bad).toBeNull();
    }
  });

  it('parses decimals', () => {
    expect(parseDecimal('8942.86')).toBe(8942.86);
    expect(parseDecimal('19.00')).toBe(19);
    expect(parseDecimal('1e3')).toBeNull();
  });
});
