import { describe, expect, it } from 'vitest';
import { importLinks, MAX_PERIOD_LINKS, otherRegisters } from './import-links';

describe('importLinks', () => {
  it('links each written month to its list, newest first, per register', () => {
    const links = importLinks([
      { direction: 'VENTA', period: '2019-06', documents: 2 },
      { direction: 'COMPRA', period: '2019-06', documents: 1 },
      { direction: 'VENTA', period: '2025-12', documents: 1 },
    ]);
    expect(links).toEqual([
      {
        direction: 'VENTA',
        links: [
          { to: '/compras-y-ventas/mis-ventas?period=202512', label: 'Diciembre 2025', documents: 1 },
          { to: '/compras-y-ventas/mis-ventas?period=201906', label: 'Junio 2019', documents: 2 },
        ],
        more: 0,
      },
      {
        direction: 'COMPRA',
        links: [{ to: '/compras-y-ventas/mis-compras?period=201906', label: 'Junio 2019', documents: 1 }],
        more: 0,
      },
    ]);
  });

  it('counts the months beyond the linked ones', () => {
    const periods = Array.from({ length: MAX_PERIOD_LINKS + 3 }, (_, i) => ({
      direction: 'VENTA' as const,
      period: `2024-${String(i + 1).padStart(2, '0')}`,
      documents: 1,
    }));
    const [sales] = importLinks(periods);
    expect(sales.links).toHaveLength(MAX_PERIOD_LINKS);
    expect(sales.more).toBe(3);
    expect(sales.links[0].to).toBe(
      `/compras-y-ventas/mis-ventas?period=2024${String(MAX_PERIOD_LINKS + 3).padStart(2, '0')}`,
    );
  });
});

describe('otherRegisters', () => {
  it('names sales imported from the purchases page, and nothing when the page is unknown', () => {
    const periods = [
      { direction: 'VENTA' as const, period: '2024-01', documents: 1 },
      { direction: 'COMPRA' as const, period: '2024-01', documents: 1 },
    ];
    expect(otherRegisters(periods, 'COMPRA')).toEqual(['VENTA']);
    expect(otherRegisters(periods.slice(1), 'COMPRA')).toEqual([]);
    expect(otherRegisters(periods, undefined)).toEqual([]);
  });
});
