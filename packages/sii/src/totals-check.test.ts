import { describe, expect, it } from 'vitest';
import { handMadeSales } from './test-docs';
import { checkTotals } from './totals-check';

describe('checkTotals', () => {
  it('accepts documents whose IVA is the rate of their net', () => {
    for (const d of handMadeSales) expect(checkTotals(d), String(d.folio)).toBeNull();
  });

  it('tolerates one peso of IVA rounding and uses the stated rate', () => {
    expect(checkTotals({ ...handMadeSales[0], ivaAmount: 19001, totalAmount: 119001 })).toBeNull();
    expect(
      checkTotals({ ...handMadeSales[0], ivaRate: 10, ivaAmount: 10000, totalAmount: 110000 }),
    ).toBeNull();
  });

  it('describes mismatches', () => {
    expect(checkTotals({ ...handMadeSales[0], netAmount: 9999 })).toBe(
      'montos inconsistentes: el IVA (19000) no es el 19% del neto 9999 (1900)',
    );
  });
});
