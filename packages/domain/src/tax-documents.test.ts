import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_NOTE_CODES,
  NOTE_CODES,
  TAX_DOCUMENT_TYPES,
  isCollectible,
  isCreditNote,
  isInRegister,
  registerDirection,
  taxDocumentType,
} from './tax-documents';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

describe('the tax document table', () => {
  it('has one row per code, each with the SII wording it relies on', () => {
    const codes = TAX_DOCUMENT_TYPES.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const t of TAX_DOCUMENT_TYPES) {
      expect(t.name.length).toBeGreaterThan(3);
      expect(t.sii.length).toBeGreaterThan(10);
    }
  });

  it('keeps guías de despacho out of the register and of what can be owed', () => {
    for (const code of [50, 52]) {
      expect(isInRegister(code)).toBe(false);
      expect(isCollectible(code)).toBe(false);
      expect(taxDocumentType(code)?.iva).toBe('none');
    }
    expect(isInRegister(33)).toBe(true);
  });

  it('treats boletas and the month summaries to final consumers as paid at issue', () => {
    for (const code of [35, 38, 39, 41, 48]) {
      expect(isInRegister(code)).toBe(true);
      expect(isCollectible(code)).toBe(false);
    }
    for (const code of [30, 33, 34, 46, 56, 61, 110]) expect(isCollectible(code)).toBe(true);
  });

  it('gives credit notes a negative sign and nothing else', () => {
    expect([...CREDIT_NOTE_CODES].sort((a, b) => a - b)).toEqual([60, 61, 106, 112]);
    for (const t of TAX_DOCUMENT_TYPES) {
      if (isCreditNote(t.code)) expect(t.sign).toBe(-1);
    }
    expect(isCreditNote('61')).toBe(true);
    expect(isCreditNote(56)).toBe(false);
  });

  it('puts a factura de compra in its issuer’s purchases and a liquidación-factura in its receiver’s sales', () => {
    expect(registerDirection(46, true, false)).toBe('COMPRA');
    expect(registerDirection(46, false, true)).toBe('VENTA');
    expect(taxDocumentType(46)?.iva).toBe('retained');
    expect(registerDirection(43, false, true)).toBe('VENTA');
    expect(registerDirection(43, true, false)).toBe('COMPRA');
    expect(registerDirection(33, true, false)).toBe('VENTA');
    expect(registerDirection(33, false, true)).toBe('COMPRA');
    expect(registerDirection(33, false, false)).toBeNull();
  });

  it('gives the issuer and the receiver opposite registers for every type (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TAX_DOCUMENT_TYPES.map((t) => t.code), 9999), (code) => {
        const issuer = registerDirection(code, true, false);
        const receiver = registerDirection(code, false, true);
        expect(issuer).not.toBeNull();
        expect(receiver).not.toBe(issuer);
        // The buyer writes the document exactly when the table says so.
        const buyerWrites = taxDocumentType(code)?.register === 'issuer-purchases';
        expect(issuer).toBe(buyerWrites ? 'COMPRA' : 'VENTA');
      }),
      { numRuns: 100 },
    );
  }, 10_000);
});

describe('NOTE_CODES', () => {
  it('are the credit and debit notes of the SII table: paper, electronic and export', () => {
    // SII TipoDTE / TpoDoc: 55/56 nota de débito, 60/61 nota de crédito, 104/111 and 106/112 export notes.
    expect([...NOTE_CODES].sort((a, b) => a - b)).toEqual([55, 56, 60, 61, 104, 106, 111, 112]);
  });
});
