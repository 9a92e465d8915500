import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_TYPES,
  IVA_RATE,
  documentSign,
  documentTypeName,
  findDocumentType,
  isKnownDocumentType,
  ivaOf,
} from './documents';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

describe('document types', () => {
  it('has 20 unique codes', () => {
    expect(DOCUMENT_TYPES).toHaveLength(20);
    expect(new Set(DOCUMENT_TYPES.map((t) => t.code)).size).toBe(20);
  });

  it('names documents in Spanish', () => {
    expect(documentTypeName(33)).toBe('Factura electrónica');
    expect(documentTypeName('61')).toBe('Nota de crédito electrónica');
    expect(documentTypeName(32)).toBe('Factura de venta bienes y servicios no afectos o exentos de IVA');
    expect(documentTypeName(99)).toBeUndefined();
    expect(findDocumentType(110)).toMatchObject({
      code: 110,
      name: 'Factura de exportación electrónica',
      sign: 1,
    });
    expect(findDocumentType(29)).toBeUndefined();
    expect(documentTypeName(29)).toBe('Factura de inicio');
  });

  it('knows which codes exist', () => {
    expect(isKnownDocumentType(33)).toBe(true);
    expect(isKnownDocumentType('48')).toBe(true);
    expect(isKnownDocumentType(99)).toBe(false);
    expect(isKnownDocumentType('3a')).toBe(false);
    expect(isKnownDocumentType(null)).toBe(false);
  });

  it('gives credit notes a negative sign', () => {
    expect(documentSign(60)).toBe(-1);
    expect(documentSign(61)).toBe(-1);
    expect(documentSign(112)).toBe(-1);
    expect(documentSign('61')).toBe(-1);
    expect(documentSign(33)).toBe(1);
    expect(documentSign(56)).toBe(1);
    expect(documentSign(999)).toBe(1);
    for (const t of DOCUMENT_TYPES) expect(documentSign(t.code)).toBe(t.sign);
  });
});

describe('IVA', () => {
  it('is 19%', () => {
    expect(IVA_RATE).toBe(19);
    expect(ivaOf(100)).toBe(19);
    expect(ivaOf(1_000_000)).toBe(190_000);
    expect(ivaOf(0)).toBe(0);
    expect(ivaOf(50)).toBe(10); // 9.5 rounds up
    expect(ivaOf(1)).toBe(0); // 0.19
    expect(ivaOf(3)).toBe(1); // 0.57
    expect(ivaOf(-50)).toBe(-9); // Math.round(-9.5) === -9
  });

  it('rejects non-integer amounts', () => {
    expect(() => ivaOf(10.5)).toThrow(RangeError);
    expect(() => ivaOf(Number.NaN)).toThrow(RangeError);
    expect(() => ivaOf(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });

  it('equals Math.round(net * 19 / 100) (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (net) => {
        expect(ivaOf(net)).toBe(Math.round((net * 19) / 100) + 0);
      }),
      { numRuns: 100 },
    );
  }, 10_000);
});
