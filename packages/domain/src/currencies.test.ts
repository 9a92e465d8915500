import { describe, expect, it } from 'vitest';
import { ACCOUNT_CURRENCIES, currencyMinorUnit, formatCurrencyAmount, isAccountCurrency } from './currencies';

// Figures from ISO 4217 list one (2024-06-25) as the source states them, written here as literals.
describe('ISO 4217 minor units', () => {
  it('gives the list-one exponent of each kind of currency', () => {
    expect(currencyMinorUnit('CLP')).toBe(0);
    expect(currencyMinorUnit('clf')).toBe(4);
    expect(currencyMinorUnit('USD')).toBe(2);
    for (const code of ['AUD', 'CAD', 'CHF', 'EUR', 'GBP', 'MXN', 'PEN', 'ARS', 'BRL']) {
      expect(currencyMinorUnit(code)).toBe(2);
    }
    for (const code of ['JPY', 'KRW', 'PYG', 'ISK', 'VND', 'XAF', 'UYI'])
      expect(currencyMinorUnit(code)).toBe(0);
    for (const code of ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'])
      expect(currencyMinorUnit(code)).toBe(3);
    expect(currencyMinorUnit('UYW')).toBe(4);
  });

  it('has no minor unit for metals, SDR and the no-currency codes, nor for unknown codes', () => {
    for (const code of ['XAU', 'XAG', 'XDR', 'XXX', 'XTS', 'ZZZ', 'US', '']) {
      expect(currencyMinorUnit(code)).toBeNull();
      expect(isAccountCurrency(code)).toBe(false);
    }
    expect(ACCOUNT_CURRENCIES).toContain('CHF');
    expect(ACCOUNT_CURRENCIES).not.toContain('XAU');
    // 179 codes in the edition, 13 of them without a minor unit.
    expect(ACCOUNT_CURRENCIES).toHaveLength(179 - 13);
  });

  it('writes an amount with its own decimals, the Chilean way', () => {
    expect(formatCurrencyAmount(1_234_567, 'CLP')).toBe('$1.234.567');
    expect(formatCurrencyAmount(-150_000, 'CLP')).toBe('\u2212$150.000');
    expect(formatCurrencyAmount(-3451, 'USD')).toBe('\u221234,51 USD');
    expect(formatCurrencyAmount(2000, 'EUR', { ascii: true })).toBe('20,00 EUR');
    expect(formatCurrencyAmount(7_944_315, 'CHF')).toBe('79.443,15 CHF');
    expect(formatCurrencyAmount(5, 'USD')).toBe('0,05 USD');
    expect(formatCurrencyAmount(125, 'BHD')).toBe('0,125 BHD');
    expect(formatCurrencyAmount(1500, 'JPY')).toBe('1.500 JPY');
    expect(formatCurrencyAmount(10_000, 'CLF')).toBe('1,0000 CLF');
  });
});
