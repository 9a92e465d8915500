import { describe, expect, it } from 'vitest';
import { plural } from './plural';

const invoices = { one: '{n} factura', other: '{n} facturas' };

describe('plural', () => {
  it('takes the singular for exactly one', () => {
    expect(plural(1, invoices)).toBe('1 factura');
  });

  it('takes the plural for zero, many and fractions', () => {
    expect(plural(0, invoices)).toBe('0 facturas');
    expect(plural(2, invoices)).toBe('2 facturas');
    expect(plural(1.5, invoices)).toBe('1,5 facturas');
  });

  it('writes the count with Chilean thousands separators', () => {
    expect(plural(1234567, invoices)).toBe('1.234.567 facturas');
  });
});
