import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPeriods,
  isValidPeriod,
  lastPeriods,
  parsePeriod,
  periodLabel,
  periodOf,
  periodParts,
  periodRange,
  pickerPeriods,
  monthsBackTo,
  pickerYears,
  yearPeriods,
  toPeriod,
} from './periods';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

const period = fc
  .record({ year: fc.integer({ min: 1900, max: 2900 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => year * 100 + month);

describe('isValidPeriod', () => {
  it('accepts YYYYMM with month 1..12', () => {
    expect(isValidPeriod(202411)).toBe(true);
    expect(isValidPeriod(202401)).toBe(true);
    expect(isValidPeriod(202412)).toBe(true);
  });

  it('rejects other values', () => {
    expect(isValidPeriod(202400)).toBe(false);
    expect(isValidPeriod(202413)).toBe(false);
    expect(isValidPeriod(2024111)).toBe(false);
    expect(isValidPeriod(20241)).toBe(false);
    expect(isValidPeriod(202411.5)).toBe(false);
    expect(isValidPeriod('202411')).toBe(false);
    expect(isValidPeriod(null)).toBe(false);
  });
});

describe('toPeriod / periodParts', () => {
  it('converts both ways', () => {
    expect(toPeriod(2024, 11)).toBe(202411);
    expect(toPeriod(2024, 1)).toBe(202401);
    expect(periodParts(202411)).toEqual({ year: 2024, month: 11 });
    expect(() => toPeriod(2024, 13)).toThrow(RangeError);
    expect(() => toPeriod(2024, 0)).toThrow(RangeError);
    expect(() => periodParts(202413)).toThrow(RangeError);
  });
});

describe('addPeriods', () => {
  it('crosses year boundaries', () => {
    expect(addPeriods(202412, 1)).toBe(202501);
    expect(addPeriods(202501, -1)).toBe(202412);
    expect(addPeriods(202411, 0)).toBe(202411);
    expect(addPeriods(202411, 14)).toBe(202601);
    expect(addPeriods(202411, -23)).toBe(202212);
  });

  it('is invertible and additive (property)', () => {
    fc.assert(
      fc.property(
        period,
        fc.integer({ min: -600, max: 600 }),
        fc.integer({ min: -600, max: 600 }),
        (p, a, b) => {
          expect(addPeriods(addPeriods(p, a), -a)).toBe(p);
          expect(addPeriods(addPeriods(p, a), b)).toBe(addPeriods(p, a + b));
          expect(isValidPeriod(addPeriods(p, a))).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  }, 10_000);
});

describe('lastPeriods', () => {
  it('returns n periods ending at current, newest first', () => {
    expect(lastPeriods(202402, 3)).toEqual([202402, 202401, 202312]);
    expect(lastPeriods(202402, 1)).toEqual([202402]);
    expect(lastPeriods(202402, 0)).toEqual([]);
    expect(() => lastPeriods(202402, -1)).toThrow(RangeError);
  });
});

describe('periodRange', () => {
  it('returns the first and last day of the month', () => {
    expect(periodRange(202411)).toEqual({ from: '2024-11-01', to: '2024-11-30' });
    expect(periodRange(202402)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodRange(202302)).toEqual({ from: '2023-02-01', to: '2023-02-28' });
    expect(periodRange(202412)).toEqual({ from: '2024-12-01', to: '2024-12-31' });
  });
});

describe('periodLabel', () => {
  it('uses the capitalized Spanish month name', () => {
    expect(periodLabel(202411)).toBe('Noviembre 2024');
    expect(periodLabel(202501)).toBe('Enero 2025');
  });
});

describe('pickerPeriods', () => {
  it('returns 6 periods either side, ascending', () => {
    expect(pickerPeriods(202411)).toEqual([
      202405, 202406, 202407, 202408, 202409, 202410, 202411, 202412, 202501, 202502, 202503, 202504, 202505,
    ]);
  });

  it('always has 13 ascending periods centred on current (property)', () => {
    fc.assert(
      fc.property(period, (p) => {
        const list = pickerPeriods(p);
        expect(list).toHaveLength(13);
        expect(list[6]).toBe(p);
        for (let i = 1; i < list.length; i++) expect(list[i]).toBe(addPeriods(list[i - 1], 1));
      }),
      { numRuns: 100 },
    );
  }, 10_000);
});

describe('periodOf / parsePeriod', () => {
  it('derives the period of a date', () => {
    expect(periodOf('2024-11-15')).toBe(202411);
    expect(periodOf('2024-11-30T23:00:00Z')).toBe(202411);
    expect(periodOf({ year: 2025, month: 1, day: 1 })).toBe(202501);
    expect(periodOf('nope')).toBeNull();
  });

  it('parses period strings', () => {
    expect(parsePeriod('202411')).toBe(202411);
    expect(parsePeriod(202411)).toBe(202411);
    expect(parsePeriod('202413')).toBeNull();
    expect(parsePeriod('2024-11')).toBeNull();
    expect(parsePeriod(null)).toBeNull();
  });
});

describe('yearPeriods and pickerYears', () => {
  it('offers the months of the current year up to the current one, newest first', () => {
    expect(yearPeriods(2024, 202403)).toEqual([202403, 202402, 202401]);
    expect(yearPeriods(2023, 202403)).toHaveLength(12);
    expect(yearPeriods(2023, 202403)[0]).toBe(202312);
    expect(yearPeriods(2023, 202403)[11]).toBe(202301);
    expect(yearPeriods(2025, 202403)).toEqual([]);
  });

  it('never offers a future month (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2090 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1990, max: 2100 }),
        (y, m, year) => {
          const current = y * 100 + m;
          for (const p of yearPeriods(year, current)) {
            expect(p).toBeLessThanOrEqual(current);
            expect(Math.floor(p / 100)).toBe(year);
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 10_000);

  it('reaches back to the oldest period with data', () => {
    expect(pickerYears(202411, 202105)).toEqual([2024, 2023, 2022, 2021]);
    expect(pickerYears(202411, null)).toEqual([2024]);
    // Data dated after today (a wrong clock at the SII) does not add future years.
    expect(pickerYears(202411, 202503)).toEqual([2024]);
  });
});

describe('monthsBackTo', () => {
  it('offers a year back from this month when the data is newer, never a future month', () => {
    const months = monthsBackTo(202612, 202611, 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe(202612);
    expect(months.at(-1)).toBe(202601);
  });

  it('reaches back to the oldest month with documents, across years', () => {
    const months = monthsBackTo(202603, 202410, 12);
    // October 2024 to March 2026: 3 months of 2024, 12 of 2025, 3 of 2026.
    expect(months).toHaveLength(3 + 12 + 3);
    expect(months.at(-1)).toBe(202410);
    expect(months).toContain(202412);
    expect(months).toContain(202501);
  });

  it('ignores an oldest period that is not one', () => {
    expect(monthsBackTo(202603, 202413, 2)).toEqual([202603, 202602]);
  });
});
