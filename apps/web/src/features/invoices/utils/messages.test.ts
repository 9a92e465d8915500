import { describe, expect, it } from 'vitest';
import { documentsCount, lastPeriodsLabel, matchingInvoices, selectedInvoices } from './messages';

describe('invoice counts in Spanish', () => {
  it('uses the singular for one and the plural otherwise, with Chilean thousands', () => {
    expect(documentsCount(1)).toBe('1 documento');
    expect(documentsCount(0)).toBe('0 documentos');
    expect(documentsCount(1234)).toBe('1.234 documentos');
    expect(matchingInvoices(1)).toBe('1 factura que coincide');
    expect(matchingInvoices(2)).toBe('2 facturas que coinciden');
    expect(selectedInvoices(1)).toBe('1 factura seleccionada');
  });

  it('names the last-periods choice', () => {
    expect(lastPeriodsLabel(1)).toBe('Último mes');
    expect(lastPeriodsLabel(12)).toBe('Últimos 12 meses');
  });
});
