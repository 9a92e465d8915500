import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type OwedDocument, balanceDue, isOverdue, openAmount } from './receivables';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

const invoice: OwedDocument = {
  payed: false,
  collectible: true,
  counted: true,
  rejected: false,
  signedTotal: 119_000,
  creditedAmount: 0,
  issueDate: '2026-03-10',
  dueDate: '2026-04-09',
};

describe('what is owed', () => {
  it('is the invoice total less the credit notes that reference it', () => {
    expect(openAmount(invoice, null)).toBe(119_000);
    expect(openAmount({ ...invoice, creditedAmount: 19_000 }, null)).toBe(100_000);
    // A note that cancels the invoice leaves nothing owed, never a negative receivable.
    expect(openAmount({ ...invoice, creditedAmount: 119_000 }, null)).toBe(0);
    expect(openAmount({ ...invoice, creditedAmount: 200_000 }, null)).toBe(0);
  });

  it('is less what reconciled bank movements paid of it (a partial payment)', () => {
    expect(openAmount({ ...invoice, paidAmount: 50_000 }, null)).toBe(69_000);
    expect(openAmount({ ...invoice, creditedAmount: 19_000, paidAmount: 50_000 }, null)).toBe(50_000);
    expect(openAmount({ ...invoice, paidAmount: 119_000 }, null)).toBe(0);
  });

  it('the saldo: total less credit notes less payments, 0 once paid, never negative', () => {
    const total = 13_789_744;
    const payments = [5_000_000, 4_584_000];
    const sale = { payed: false, signedTotal: total, creditedAmount: 0 };
    expect(balanceDue({ ...sale, paidAmount: payments[0]! + payments[1]! })).toBe(total - 9_584_000);
    expect(balanceDue({ ...sale, creditedAmount: 1_000_000, paidAmount: 9_584_000 })).toBe(3_205_744);
    expect(balanceDue({ ...sale, paidAmount: total + 10 })).toBe(0);
    expect(balanceDue({ ...sale, payed: true, paidAmount: 9_584_000 })).toBe(0);
    // What is owed of a collectible document is its saldo.
    expect(openAmount({ ...invoice, paidAmount: 9_000 }, null)).toBe(
      balanceDue({ ...invoice, paidAmount: 9_000 }),
    );
  });

  it('is nothing for a paid invoice, a credit note, a boleta, a guide, a claimed or rejected purchase', () => {
    expect(openAmount({ ...invoice, payed: true }, null)).toBe(0);
    expect(openAmount({ ...invoice, signedTotal: -59_500 }, null)).toBe(0);
    expect(openAmount({ ...invoice, collectible: false }, null)).toBe(0);
    expect(openAmount({ ...invoice, counted: false }, null)).toBe(0);
    expect(openAmount({ ...invoice, rejected: true }, null)).toBe(0);
  });

  it('leaves out what was issued before "gestión de cobranza desde"', () => {
    expect(openAmount(invoice, '2026-03-10')).toBe(119_000);
    expect(openAmount(invoice, '2026-03-11')).toBe(0);
  });

  it('follows its statement for any document (property)', () => {
    const day = fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.record({
          payed: fc.boolean(),
          collectible: fc.boolean(),
          counted: fc.boolean(),
          rejected: fc.boolean(),
          signedTotal: fc.integer({ min: -1e9, max: 1e9 }),
          creditedAmount: fc.integer({ min: 0, max: 1e9 }),
          issueDate: day,
          dueDate: fc.option(day, { nil: null }),
        }),
        fc.option(day, { nil: null }),
        day,
        (d, since, today) => {
          const owedAtAll =
            !d.payed && d.collectible && d.counted && !d.rejected && (since === null || d.issueDate >= since);
          const expected = owedAtAll && d.signedTotal > 0 ? Math.max(0, d.signedTotal - d.creditedAmount) : 0;
          expect(openAmount(d, since)).toBe(expected);
          expect(isOverdue(d, today, since)).toBe(expected > 0 && d.dueDate !== null && d.dueDate < today);
        },
      ),
      { numRuns: 100 },
    );
  }, 10_000);
});
