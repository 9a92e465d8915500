import { describe, expect, it } from 'vitest';
import { TAX_REGIMES, TAX_REGIME_EXTRACTION_ERROR, isTaxRegimeCode, taxRegimeLabel } from './tax-regime';

describe('taxRegimeLabel', () => {
  it('labels every known regime', () => {
    expect(taxRegimeLabel('14TER')).toBe('14 TER');
    expect(taxRegimeLabel('14A')).toBe('Régimen general (14 A)');
    expect(taxRegimeLabel('14B')).toBe('Renta presunta (14 B)');
    expect(taxRegimeLabel('14D')).toBe('Pro Pyme General');
    expect(taxRegimeLabel('14D8')).toBe('Pro Pyme Transparente');
    expect(taxRegimeLabel('14G')).toBe('No sujeto al art. 14');
    expect(taxRegimeLabel('14ASI')).toBe('Semi integrado');
    expect(taxRegimeLabel('without')).toBe('Sin régimen');
    expect(TAX_REGIMES).toHaveLength(8);
  });

  it('returns the extraction error for anything else', () => {
    expect(TAX_REGIME_EXTRACTION_ERROR).toBe('No pudimos extraer tu régimen tributario desde el SII');
    expect(taxRegimeLabel('14C')).toBe(TAX_REGIME_EXTRACTION_ERROR);
    expect(taxRegimeLabel('')).toBe(TAX_REGIME_EXTRACTION_ERROR);
    expect(taxRegimeLabel(null)).toBe(TAX_REGIME_EXTRACTION_ERROR);
    expect(taxRegimeLabel(undefined)).toBe(TAX_REGIME_EXTRACTION_ERROR);
  });

  it('isTaxRegimeCode recognises codes', () => {
    expect(isTaxRegimeCode('14D8')).toBe(true);
    expect(isTaxRegimeCode('14d8')).toBe(false);
    expect(isTaxRegimeCode(14)).toBe(false);
  });
});
