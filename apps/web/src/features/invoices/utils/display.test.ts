import { describe, expect, it } from 'vitest';
import { payState, showsBalance } from './display';

// A sale of $119.000: what is owed decides how it reads, not only its paid flag.
const sale = (over: Partial<{ pagado: boolean; open_amount: number; paid_amount: number }>) => ({
  document_type: 33,
  counted: true,
  monto_total: 119_000,
  signed_total: 119_000,
  pagado: false,
  open_amount: 119_000,
  paid_amount: 0,
  ...over,
});

describe('payState', () => {
  it('reads a sale a credit note cancels whole as Sin saldo, with no saldo line', () => {
    // Credit note of $119.000 against it: 119.000 − 119.000 = 0 owed, nothing paid.
    const credited = sale({ open_amount: 0 });
    expect(payState(credited)).toBe('settled');
    expect(showsBalance(credited)).toBe(false);
  });

  it('reads part paid, part credited down to nothing as Sin saldo too', () => {
    // $50.000 paid and a $69.000 credit note: 119.000 − 50.000 − 69.000 = 0.
    expect(payState(sale({ open_amount: 0, paid_amount: 50_000 }))).toBe('settled');
  });

  it('keeps Pagada, Pagada parcialmente and No pagada for the rest', () => {
    expect(payState(sale({ pagado: true, open_amount: 0 }))).toBe('paid');
    const partly = sale({ open_amount: 69_000, paid_amount: 50_000 });
    expect(payState(partly)).toBe('partly');
    expect(showsBalance(partly)).toBe(true);
    expect(payState(sale({}))).toBe('unpaid');
  });

  it('never calls a credit note itself settled', () => {
    const note = { ...sale({ open_amount: 0 }), document_type: 61, signed_total: -119_000 };
    expect(payState(note)).toBe('unpaid');
  });
});
