import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRutDv } from '../rut';
import { findRutsInText } from './rut-in-text';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

// 76.123.456-0 and 76.354.771-K are valid (modulo 11 checked by hand in rut.test.ts's way):
// 76354771 → K; 76123456 → 0; 12345678 → 5.
describe('findRutsInText', () => {
  it('reads every format a bank prints, canonical', () => {
    expect(findRutsInText('TRANSF DE 76.123.456-0 COMERCIAL LOS ANDES')).toEqual(['76123456-0']);
    expect(findRutsInText('TRASPASO DE: 761234560 COMERCIAL LOS')).toEqual(['76123456-0']);
    expect(findRutsInText('PAGO PROVEEDOR 76123456-0 FACT 1234')).toEqual(['76123456-0']);
    expect(findRutsInText('TEF RECIBIDA 76123456 0')).toEqual(['76123456-0']);
    expect(findRutsInText('RUT 76123456 - 0.')).toEqual(['76123456-0']);
  });

  it('reads K in either case and writes it upper case', () => {
    expect(findRutsInText('TEF 76354771k')).toEqual(['76354771-K']);
    expect(findRutsInText('TEF 76.354.771-k x')).toEqual(['76354771-K']);
    expect(findRutsInText('RUT:76354771-K')).toEqual(['76354771-K']);
  });

  it('returns each RUT once, in order of appearance', () => {
    expect(findRutsInText('12.345.678-5 PAGA A 76354771K POR 12345678-5')).toEqual([
      '12345678-5',
      '76354771-K',
    ]);
  });

  it('ignores digit runs whose check digit fails', () => {
    expect(findRutsInText('TRANSF DE 76.123.456-1')).toEqual([]);
    expect(findRutsInText('761234561')).toEqual([]);
  });

  it('never reads a RUT out of a longer run or a grouped amount', () => {
    // 761234560 is valid alone; inside a 12-digit account number it is not a RUT.
    expect(findRutsInText('TRASPASO A CTA 761234560123')).toEqual([]);
    expect(findRutsInText('CTA 123761234560')).toEqual([]);
    expect(findRutsInText('MONTO 1.761.234.560')).toEqual([]);
  });

  it('needs 7 to 9 body digits: folios and amounts are shorter', () => {
    expect(findRutsInText('FACT 1234 MONTO 119000')).toEqual([]);
  });

  it('does not glue a RUT to the words around it', () => {
    expect(findRutsInText('REF761234560')).toEqual([]); // a compact run right after letters
    expect(findRutsInText('76123456-0ABC')).toEqual([]);
  });

  // Known risk, documented in rut-in-text.ts: a bare 8–10 digit run that happens to validate is read.
  it('reads a bare run that validates (the account-number risk)', () => {
    expect(findRutsInText('TRASPASO DESDE CTA 123456785')).toEqual(['12345678-5']);
  });

  const printed = (body: number, dv: string, style: number, lowerK: boolean) => {
    const d = lowerK ? dv.toLowerCase() : dv;
    const digits = String(body);
    if (style === 0) return `${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${d}`;
    if (style === 1) return `${digits}-${d}`;
    if (style === 2) return `${digits}${d}`;
    return `${digits} ${d}`;
  };
  const words = fc.array(fc.stringMatching(/^[A-Za-zÁÉÍÓÚÑáéíóúñ:.,#°]{1,12}$/), { maxLength: 6 });

  it('finds any valid RUT, formatted any way, within random text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 999_999_999 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        words,
        words,
        (body, style, lowerK, before, after) => {
          const dv = computeRutDv(body);
          const text = [...before, printed(body, dv, style, lowerK), ...after].join(' ');
          expect(findRutsInText(text)).toContain(`${body}-${dv}`);
        },
      ),
      { numRuns: 100 },
    );
  }, 10_000);

  it('returns only RUTs whose check digit holds, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        for (const rut of findRutsInText(text)) {
          const [body, dv] = rut.split('-');
          expect(computeRutDv(body)).toBe(dv);
        }
      }),
      { numRuns: 100 },
    );
  }, 10_000);
});
