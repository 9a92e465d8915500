import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type OwedDocument, collectionsSinceAt, isOverdue, openAmount } from './receivables';

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
    );
  });

  it('starts collections the first day of the month before the first import', () => {
    expect(collectionsSinceAt('2026-03-02')).toBe('2026-02-01');
    expect(collectionsSinceAt('2026-01-31')).toBe('2025-12-01');
  });
});
