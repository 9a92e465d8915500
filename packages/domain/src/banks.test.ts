import { describe, expect, it } from 'vitest';
import { BANKS, bankName, findBank } from './banks';

describe('banks', () => {
  it('lists exactly 17 banks with unique 3-digit codes and names', () => {
    expect(BANKS).toHaveLength(17);
    expect(new Set(BANKS.map((b) => b.code)).size).toBe(17);
    expect(new Set(BANKS.map((b) => b.name)).size).toBe(17);
    for (const bank of BANKS) expect(bank.code).toMatch(/^\d{3}$/);
  });

  it('includes the main banks with their CMF codes', () => {
    expect(bankName('001')).toBe('Banco de Chile');
    expect(bankName('012')).toBe('Banco del Estado de Chile');
    expect(bankName('016')).toBe('Banco de Crédito e Inversiones');
    expect(bankName('037')).toBe('Banco Santander-Chile');
    expect(bankName('055')).toBe('Banco Consorcio');
    expect(findBank('012')?.shortName).toBe('BancoEstado');
  });

  it('excludes non-banks and merged banks', () => {
    expect(findBank('672')).toBeUndefined(); // Coopeuch
    expect(findBank('504')).toBeUndefined(); // BBVA, merged into Scotiabank
  });

  it('accepts codes without leading zeros', () => {
    expect(bankName(1)).toBe('Banco de Chile');
    expect(bankName('9')).toBe('Banco Internacional');
    expect(bankName(null)).toBeUndefined();
    expect(bankName('')).toBeUndefined();
  });
});
