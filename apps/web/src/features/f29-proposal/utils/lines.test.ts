import { describe, expect, it } from 'vitest';
import { defaultPeriod, isTotalLine, lineAmount, listLink, readPeriod } from './lines';

describe('F29 panel helpers', () => {
  it('opens on the month before today, across the new year', () => {
    expect(defaultPeriod('2026-11-27')).toBe(202610);
    expect(defaultPeriod('2026-01-05')).toBe(202512);
  });
  it('reads only real periods from the URL', () => {
    expect(readPeriod('202411')).toBe(202411);
    expect(readPeriod('202413')).toBeNull();
    expect(readPeriod('abc')).toBeNull();
    expect(readPeriod(null)).toBeNull();
  });
  it('links a line to the list of its period and type', () => {
    const link = { direction: 'VENTA' as const, period: 202411, document_types: [33] };
    expect(listLink(link)).toBe('/compras-y-ventas/mis-ventas?period=202411&document_type=33');
    expect(listLink({ ...link, direction: 'COMPRA', document_types: [33, 46] })).toBe(
      '/compras-y-ventas/mis-compras?period=202411',
    );
  });
  it('shows the PPM rate as a percent and the rest in pesos; marks totals', () => {
    expect(lineAmount({ unit: 'percent', amount: 0.25 })).toBe('0,25 %');
    expect(lineAmount({ unit: 'pesos', amount: 1234567 })).toMatch(/1\.234\.567/);
    expect(isTotalLine('538')).toBe(true);
    expect(isTotalLine('502')).toBe(false);
  });
});
