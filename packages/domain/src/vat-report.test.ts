import { describe, expect, it } from 'vitest';
import { MONTHLY_ACCOUNTING_STATUSES } from './enumerations';
import { f29DueDate, f29OnTime, isMonthlyAccountingEditable, vatPeriodOn } from './vat-report';

describe('F29 period and due date (DL 825 art. 64)', () => {
  it('declares the previous month, across a year end', () => {
    expect(vatPeriodOn('2026-11-27')).toBe(202610);
    expect(vatPeriodOn('2026-01-05')).toBe(202512);
  });

  it('is due the 20th (electronic) or the 12th (paper) of the following month', () => {
    // 2026-11-20 is a Friday and no holiday; 2026-11-12 a Thursday.
    expect(f29DueDate(202610, { electronic: true })).toBe('2026-11-20');
    expect(f29DueDate(202610, { electronic: false })).toBe('2026-11-12');
    // December's return is due in January of the next year: 2027-01-20 is a Wednesday.
    expect(f29DueDate(202612, { electronic: true })).toBe('2027-01-20');
  });

  it('moves a due day on a weekend or holiday to the next business day (Código Tributario art. 36)', () => {
    // 2026-09-20 is a Sunday; 2026-09-21 a Monday and no holiday.
    expect(f29DueDate(202608, { electronic: true })).toBe('2026-09-21');
    // 2026-12-20 is a Sunday → Monday 21.
    expect(f29DueDate(202611, { electronic: true })).toBe('2026-12-21');
  });

  it('is on time up to and including the due day', () => {
    expect(f29OnTime(202610, '2026-11-20', { electronic: true })).toBe(true);
    expect(f29OnTime(202610, '2026-11-21', { electronic: true })).toBe(false);
    expect(f29OnTime(202610, '2026-11-13', { electronic: false })).toBe(false);
  });
});

describe('monthly accounting statuses', () => {
  it('lets the client change a report only while it is in process or has problems', () => {
    expect(MONTHLY_ACCOUNTING_STATUSES.map((s) => s.key).filter(isMonthlyAccountingEditable)).toEqual([
      'En proceso',
      'Con problemas',
    ]);
  });
});
