import { describe, expect, it } from 'vitest';
import { handMadeSales } from './test-docs';
import { checkTotals } from './totals-check';

describe('checkTotals', () => {
  it('accepts consistent documents, with other taxes inside the total or not', () => {
    for (const d of handMadeSales) expect(checkTotals(d), String(d.folio)).toBeNull();
    expect(checkTotals({ ...handMadeSales[3], totalAmount: 11900 })).toBeNull();
  });

  it('tolerates one peso of IVA rounding and uses the stated rate', () => {
    expect(checkTotals({ ...handMadeSales[0], ivaAmount: 19001, totalAmount: 119001 })).toBeNull();
    expect(
      checkTotals({ ...handMadeSales[0], ivaRate: 10, ivaAmount: 10000, totalAmount: 110000 }),
    ).toBeNull();
  });

  it('describes mismatches', () => {
    expect(checkTotals({ ...handMadeSales[0], netAmount: 9999 })).toBe(
      'montos inconsistentes: el total (119000) no es neto + exento + IVA (28999); el IVA (19000) no es el 19% del neto 9999 (1900)',
    );
  });
});
