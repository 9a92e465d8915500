import { describe, expect, it } from 'vitest';
import { invoiceCsvFileName } from './list';

describe('invoiceCsvFileName', () => {
  it('names the file for what it holds: the register and its periods', () => {
    expect(invoiceCsvFileName('VENTA', 202603, 202603)).toBe('ventas-2026-03.csv');
    expect(invoiceCsvFileName('COMPRA', 202512, 202602)).toBe('compras-2025-12-a-2026-02.csv');
  });
});
