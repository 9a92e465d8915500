import { describe, expect, it } from 'vitest';
import { findDuplicates, duplicateMessage } from './duplicates';
import { checkRowRules, ROW_RULES, totalProblem } from './row-rules';
import { asSales, handMadePurchases, handMadeSales } from './test-docs';
import type { DteDocument } from './types';

const NAMES = { docType: 'Tipo', folio: 'Folio', amounts: 'Montos', totalAmount: 'Total' } as const;
const doc = (over: Partial<DteDocument>): DteDocument => ({ ...handMadeSales[0], ...over });

describe('row rules', () => {
  it('hold for consistent documents', () => {
    for (const d of handMadeSales) expect(checkRowRules(d, 1, NAMES), String(d.folio)).toEqual([]);
  });

  it('every rule carries the SII wording beside it', () => {
    for (const rule of ROW_RULES) expect(rule.sii.length).toBeGreaterThan(20);
  });

  it('total = net + exempt + IVA + other taxes within one peso', () => {
    // 100000 + 19000 = 119000: one peso off either way is rounding, two is not.
    expect(totalProblem(doc({ totalAmount: 119001 }))).toBeNull();
    expect(totalProblem(doc({ totalAmount: 118999 }))).toBeNull();
    expect(totalProblem(doc({ totalAmount: 119002 }))).toBe(
      'el total (119002) no es neto + exento + IVA (119000)',
    );
    expect(totalProblem(doc({ otherTaxes: 500, totalAmount: 119500 }))).toBeNull();
  });

  it('accepts the SII exceptions: other taxes outside the total, retained IVA, text-only notes', () => {
    // RCV-compra-reclamado.csv: an other tax of 12000 beside a total that leaves it out.
    expect(totalProblem(doc({ otherTaxes: 12000, totalAmount: 119000 }))).toBeNull();
    const retained = {
      recoverable: 19000,
      nonRecoverable: [],
      sharedUse: 0,
      retainedTotal: 19000,
      retainedPartial: 0,
    };
    expect(totalProblem(doc({ docType: 46, ivaBreakdown: retained, totalAmount: 100000 }))).toBeNull();
    expect(totalProblem(doc({ docType: 61, totalAmount: 0 }))).toBeNull();
    expect(totalProblem(doc({ docType: 33, totalAmount: 0 }))).not.toBeNull();
  });

  it('names the field as the format does, for type, folio, sign and total', () => {
    expect(
      checkRowRules(doc({ docType: 99, folio: 0, netAmount: -1, totalAmount: 5 }), 7, NAMES).map(
        (p) => p.field,
      ),
    ).toEqual(['Tipo', 'Folio', 'Montos', 'Total']);
    expect(checkRowRules(doc({ folio: 9_999_999_999 }), 1, NAMES)).toEqual([]);
    expect(checkRowRules(doc({ folio: 10_000_000_000 }), 3, NAMES)).toEqual([
      {
        line: 3,
        field: 'Folio',
        message: 'folio fuera de rango (10000000000; debe estar entre 1 y 9999999999)',
      },
    ]);
  });
});

describe('findDuplicates', () => {
  it('a sale is its type and folio, whoever the customer', () => {
    const [a, b] = asSales(handMadeSales);
    const twice = [
      { ...a, sourceLine: 4 },
      { ...b, sourceLine: 5 },
      { ...a, receiverRut: '11111111-1', sourceLine: 9 },
    ];
    const found = findDuplicates(twice);
    expect(found).toEqual([{ docType: a.docType, folio: a.folio, lines: [4, 9] }]);
    expect(duplicateMessage(found[0])).toBe(
      `El documento tipo ${a.docType} folio ${a.folio} aparece dos veces: líneas 4 y 9.`,
    );
  });

  it('a purchase is its type, folio and issuer', () => {
    const p = handMadePurchases[0];
    expect(findDuplicates([p, { ...p, issuerRut: '11111111-1' }])).toEqual([]);
    expect(
      duplicateMessage(
        findDuplicates([
          { ...p, sourceLine: 2 },
          { ...p, sourceLine: 3 },
          { ...p, sourceLine: 8 },
        ])[0],
        'documentos',
      ),
    ).toBe(`El documento tipo ${p.docType} folio ${p.folio} aparece tres veces: documentos 2, 3 y 8.`);
  });
});
