import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  DEBTOR_GRACE_DAYS,
  debtorGraceReached,
  isClosed,
  isDebtOverdue,
  isNonAdminRole,
  planTier,
} from './plan';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

describe('planTier', () => {
  it('classifies by first plan value', () => {
    expect(planTier(0)).toBe('free');
    expect(planTier(1)).toBe('basic');
    expect(planTier(59_999)).toBe('basic');
    expect(planTier(60_000)).toBe('premium');
    expect(planTier(120_000)).toBe('premium');
    expect(planTier('59990.00')).toBe('basic');
    expect(planTier(60_000n)).toBe('premium');
  });

  it('treats missing or odd values as free', () => {
    expect(planTier(null)).toBe('free');
    expect(planTier(undefined)).toBe('free');
    expect(planTier('')).toBe('free');
    expect(planTier('abc')).toBe('free');
    expect(planTier(-5)).toBe('free');
    expect(planTier(Number.NaN)).toBe('free');
  });
});

describe('isClosed', () => {
  it("is true only for 'Cerrado'", () => {
    expect(isClosed('Cerrado')).toBe(true);
    expect(isClosed('cerrado')).toBe(false);
    expect(isClosed('Abierto')).toBe(false);
    expect(isClosed(null)).toBe(false);
  });
});

describe('isNonAdminRole', () => {
  it('is true only for role value 2', () => {
    expect(isNonAdminRole(2)).toBe(true);
    expect(isNonAdminRole('2')).toBe(true);
    expect(isNonAdminRole(0)).toBe(false);
    expect(isNonAdminRole(1)).toBe(false);
    expect(isNonAdminRole(3)).toBe(false);
    expect(isNonAdminRole(null)).toBe(false);
    expect(isNonAdminRole('')).toBe(false);
  });
});

describe('debtorGraceReached', () => {
  it('is reached 10 days after the debtor date', () => {
    expect(DEBTOR_GRACE_DAYS).toBe(10);
    expect(debtorGraceReached('2024-01-01', '2024-01-10')).toBe(false);
    expect(debtorGraceReached('2024-01-01', '2024-01-11')).toBe(true);
    expect(debtorGraceReached('2024-02-25', '2024-03-06')).toBe(true);
    expect(debtorGraceReached('2023-02-25', '2023-03-06')).toBe(false);
    expect(debtorGraceReached('2024-12-28T15:00:00Z', '2025-01-07')).toBe(true);
  });

  it('is false without a debtor date', () => {
    expect(debtorGraceReached(null, '2024-01-11')).toBe(false);
    expect(debtorGraceReached('', '2024-01-11')).toBe(false);
    expect(debtorGraceReached('not a date', '2024-01-11')).toBe(false);
  });

  it('flips exactly at the grace boundary (property)', () => {
    const day = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('1990-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: -30, max: 60 }), (debtor, offset) => {
        expect(debtorGraceReached(debtor, addDays(debtor, offset))).toBe(offset >= DEBTOR_GRACE_DAYS);
      }),
      { numRuns: 100 },
    );
  }, 10_000);
});

describe('isDebtOverdue', () => {
  it('is overdue when unpaid and issued before today', () => {
    expect(isDebtOverdue({ payment_date: null, date_of_issue: '2024-01-01' }, '2024-01-02')).toBe(true);
    expect(isDebtOverdue({ date_of_issue: '2023-12-31' }, '2024-01-02')).toBe(true);
    // An empty payment_date is no payment.
    expect(isDebtOverdue({ payment_date: '', date_of_issue: '2024-01-01' }, '2024-01-02')).toBe(true);
  });

  it('is not overdue when paid, issued today or later, or without issue date', () => {
    expect(isDebtOverdue({ payment_date: '2024-01-05', date_of_issue: '2024-01-01' }, '2024-01-10')).toBe(
      false,
    );
    expect(isDebtOverdue({ payment_date: null, date_of_issue: '2024-01-02' }, '2024-01-02')).toBe(false);
    expect(isDebtOverdue({ payment_date: null, date_of_issue: '2024-01-03' }, '2024-01-02')).toBe(false);
    expect(isDebtOverdue({ payment_date: null, date_of_issue: null }, '2024-01-02')).toBe(false);
  });
});
