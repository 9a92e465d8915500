import { describe, expect, it } from 'vitest';
import { findFoliosInText } from './folio-in-text';

describe('findFoliosInText', () => {
  it('reads a folio after the ways payers write it', () => {
    for (const text of [
      'FACT 1234',
      'F1234',
      'factura 1234',
      'FACTURA N° 1234',
      'N°1234',
      'Nº 1234',
      'FACT. N° 1234',
      'FOLIO 1.234',
    ]) {
      expect(findFoliosInText(text), text).toEqual([1234]);
    }
  });

  it('reads lists of folios', () => {
    expect(findFoliosInText('FACTS 1234, 1235 Y 1240')).toEqual([1234, 1235, 1240]);
    expect(findFoliosInText('FACTURAS 10 y 11')).toEqual([10, 11]);
    expect(findFoliosInText('F1234/1235')).toEqual([1234, 1235]);
    expect(findFoliosInText('FACT 1234-1235')).toEqual([1234, 1235]);
    expect(findFoliosInText('FACTS 1234 1235')).toEqual([1234, 1235]);
  });

  it('does not read a bare number, an amount after one folio, or a RUT', () => {
    expect(findFoliosInText('DEP CHEQUE 16468')).toEqual([]);
    expect(findFoliosInText('FACT 1234 119000')).toEqual([1234]);
    expect(findFoliosInText('FACT 1234 76.123.456-0 COMERCIAL')).toEqual([1234]);
    expect(findFoliosInText('TEF RECIBIDA 761234560')).toEqual([]);
    expect(findFoliosInText('TEF 555')).toEqual([]); // the F of TEF is not a keyword
  });

  it('returns each folio once and never zero', () => {
    expect(findFoliosInText('FACT 7 FACT 7 N° 0')).toEqual([7]);
  });
});
