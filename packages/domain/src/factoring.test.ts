import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FACTORING_REFUSALS,
  FACTORING_STANDARD_TERMS,
  type FactoringCandidate,
  factoringRefusals,
  simulateFactoring,
} from './factoring';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

// The standard rule's statement: 99 % advanced; price difference 1,8 % a month on the advance for
// max(days to due date, 15) days of 30; commission 0,5 % of the amount, at least $15.000, plus 19 % IVA.
describe('simulateFactoring', () => {
  it('an invoice of $1.190.000 due in 45 days', () => {
    const s = simulateFactoring(1_190_000, '2026-03-17', '2026-01-31');
    const advance = 1_178_100; // 1.190.000 × 0,99
    const priceDif = 31_809; // 1.178.100 × 0,018 × 45 / 30 = 31.808,7
    const commission = 15_000 + 2_850; // 0,5 % is 5.950 < 15.000; IVA 19 % of 15.000
    expect(s).toEqual({
      amount: 1_190_000,
      advance_percent: 99,
      advance_amount: advance,
      expiration_days: 45,
      document_rate: 1.8,
      arrears_rate: 2.5,
      price_dif: priceDif,
      commission,
      discounts: priceDif + commission,
      granted_amount: advance - priceDif - commission,
      surplus: 1_190_000 - advance,
      rule_name: 'Tasa estándar',
    });
  });

  it('a large invoice due in 5 days pays the minimum 15 days and the percent commission', () => {
    const s = simulateFactoring(10_000_000, '2026-02-05', '2026-01-31');
    expect(s.expiration_days).toBe(5);
    expect(s.advance_amount).toBe(9_900_000);
    expect(s.price_dif).toBe(89_100); // 9.900.000 × 0,018 × 15 / 30
    expect(s.commission).toBe(50_000 + 9_500); // 0,5 % of 10.000.000, IVA 19 %
    expect(s.granted_amount).toBe(9_900_000 - 89_100 - 59_500);
  });

  it('parts always add up (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000_000 }),
        fc.integer({ min: 1, max: 180 }),
        (amount, days) => {
          const due = new Date(Date.UTC(2026, 0, 1 + days)).toISOString().slice(0, 10);
          const s = simulateFactoring(amount, due, '2026-01-01');
          expect(s.expiration_days).toBe(days);
          expect(s.advance_amount + s.surplus).toBe(amount);
          expect(s.granted_amount + s.discounts).toBe(s.advance_amount);
          expect(s.discounts).toBe(s.price_dif + s.commission);
          expect(Number.isInteger(s.granted_amount)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  }, 10_000);
});

describe('factoringRefusals', () => {
  const today = '2026-03-10';
  const ok: FactoringCandidate = {
    direction: 'VENTA',
    docType: 33,
    issueDate: '2026-03-01',
    dueDate: '2026-04-10',
    payed: false,
    openAmount: 2_000_000,
    rejected: false,
    accepted: false,
    debtorInJudicial: false,
  };

  it('an unpaid factura issued 9 days ago, due in a month, qualifies', () => {
    expect(factoringRefusals(ok, today)).toEqual([]);
  });

  it('only the four assignable types of the RPETC', () => {
    for (const t of [33, 34, 43, 46]) expect(factoringRefusals({ ...ok, docType: t }, today)).toEqual([]);
    for (const t of [39, 56, 61, 52]) {
      expect(factoringRefusals({ ...ok, docType: t }, today)).toEqual([FACTORING_REFUSALS.notAssignable]);
    }
    expect(factoringRefusals({ ...ok, direction: 'COMPRA' }, today)).toEqual([FACTORING_REFUSALS.notSale]);
  });

  it('Ley 19.983: eight calendar days after issue unless accepted', () => {
    expect(factoringRefusals({ ...ok, issueDate: '2026-03-03' }, today)).toEqual([
      FACTORING_REFUSALS.tooSoon('2026-03-11'),
    ]);
    expect(FACTORING_REFUSALS.tooSoon('2026-03-11')).toContain('11/03/2026');
    expect(factoringRefusals({ ...ok, issueDate: '2026-03-02' }, today)).toEqual([]);
    expect(factoringRefusals({ ...ok, issueDate: '2026-03-09', accepted: true }, today)).toEqual([]);
    expect(factoringRefusals({ ...ok, rejected: true }, today)).toEqual([FACTORING_REFUSALS.rejected]);
  });

  it('due dates: none, today or past, beyond the longest term', () => {
    expect(factoringRefusals({ ...ok, dueDate: null }, today)).toEqual([FACTORING_REFUSALS.noDueDate]);
    expect(factoringRefusals({ ...ok, dueDate: today }, today)).toEqual([FACTORING_REFUSALS.overdue]);
    expect(factoringRefusals({ ...ok, dueDate: '2026-09-06' }, today)).toEqual([]); // 180 days
    expect(factoringRefusals({ ...ok, dueDate: '2026-09-07' }, today)).toEqual([
      FACTORING_REFUSALS.tooLong(FACTORING_STANDARD_TERMS.maximumDays),
    ]);
  });

  it('paid, nothing owed, debtor in judicial collection, too small', () => {
    expect(factoringRefusals({ ...ok, payed: true }, today)).toEqual([FACTORING_REFUSALS.payed]);
    expect(factoringRefusals({ ...ok, openAmount: 0 }, today)).toEqual([FACTORING_REFUSALS.nothingOwed]);
    expect(factoringRefusals({ ...ok, debtorInJudicial: true }, today)).toEqual([
      FACTORING_REFUSALS.judicial,
    ]);
    // $16.000: advance 15.840, commission alone 17.850.
    expect(factoringRefusals({ ...ok, openAmount: 16_000 }, today)).toEqual([FACTORING_REFUSALS.tooSmall]);
  });
});
