import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MONTH_NAMES,
  addDays,
  compareIsoDates,
  daysInMonth,
  diffDays,
  endOfMonth,
  endOfWeek,
  formatDate,
  isLeapYear,
  monthName,
  parseDisplayDate,
  parseIsoDate,
  toIsoDate,
  todayInChile,
} from './dates';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

const validParts = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => day <= daysInMonth(year, month));

describe('month names', () => {
  it('has the twelve Spanish months', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_NAMES[0]).toBe('enero');
    expect(MONTH_NAMES[8]).toBe('septiembre');
    expect(MONTH_NAMES[11]).toBe('diciembre');
  });

  it('monthName returns lowercase or capitalized names', () => {
    expect(monthName(1)).toBe('enero');
    expect(monthName(11, { capitalize: true })).toBe('Noviembre');
    expect(() => monthName(0)).toThrow(RangeError);
    expect(() => monthName(13)).toThrow(RangeError);
    expect(() => monthName(1.5)).toThrow(RangeError);
  });
});

describe('leap years', () => {
  it('follows the Gregorian rule', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });
});

describe('formatDate', () => {
  it('formats YYYY-MM-DD as DD/MM/YYYY', () => {
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
    expect(formatDate('2024-01-05')).toBe('05/01/2024');
  });

  it('uses the written date of ISO timestamps regardless of offset', () => {
    expect(formatDate('2024-12-31T23:59:59Z')).toBe('31/12/2024');
    expect(formatDate('2024-12-31T00:30:00-03:00')).toBe('31/12/2024');
    expect(formatDate('2024-12-31T00:30:00.123+00:00')).toBe('31/12/2024');
    expect(formatDate('2024-12-31 10:00:00')).toBe('31/12/2024');
  });

  it('reads Date objects in UTC so date-only values round-trip', () => {
    expect(formatDate(new Date('2024-12-31'))).toBe('31/12/2024');
    expect(formatDate(new Date(Date.UTC(2024, 1, 29)))).toBe('29/02/2024');
  });

  it("returns 'Sin fecha' for missing or invalid values and keeps 'Por definir'", () => {
    expect(formatDate(null)).toBe('Sin fecha');
    expect(formatDate(undefined)).toBe('Sin fecha');
    expect(formatDate('')).toBe('Sin fecha');
    expect(formatDate('hola')).toBe('Sin fecha');
    expect(formatDate('2023-02-29')).toBe('Sin fecha');
    expect(formatDate('2024-13-01')).toBe('Sin fecha');
    expect(formatDate(new Date('invalid'))).toBe('Sin fecha');
    expect(formatDate('Por definir')).toBe('Por definir');
  });
});

describe('parseDisplayDate', () => {
  it('parses DD/MM/YYYY into YYYY-MM-DD', () => {
    expect(parseDisplayDate('31/12/2024')).toBe('2024-12-31');
    expect(parseDisplayDate('1/2/2024')).toBe('2024-02-01');
    expect(parseDisplayDate(' 29/02/2024 ')).toBe('2024-02-29');
  });

  it('rejects impossible dates and other shapes', () => {
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('29/02/1900')).toBeNull();
    expect(parseDisplayDate('31/04/2024')).toBeNull();
    expect(parseDisplayDate('00/01/2024')).toBeNull();
    expect(parseDisplayDate('2024-12-31')).toBeNull();
    expect(parseDisplayDate('31/12/24')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
    expect(parseDisplayDate(null)).toBeNull();
  });

  it('round-trips formatDate (property)', () => {
    fc.assert(
      fc.property(validParts, (parts) => {
        const iso = toIsoDate(parts);
        expect(parseDisplayDate(formatDate(iso))).toBe(iso);
        expect(parseIsoDate(iso)).toEqual(parts);
      }),
      { numRuns: 100 },
    );
  }, 10_000);
});

describe('date arithmetic', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    // Chile's DST changes (e.g. 2024-09-08) do not affect calendar math.
    expect(addDays('2024-09-07', 2)).toBe('2024-09-09');
  });

  it('diffDays counts whole days', () => {
    expect(diffDays('2024-01-01', '2024-01-11')).toBe(10);
    expect(diffDays('2024-01-11', '2024-01-01')).toBe(-10);
    expect(diffDays('2024-01-01', '2025-01-01')).toBe(366);
    expect(diffDays('2024-04-06', '2024-04-07')).toBe(1);
    expect(() => diffDays('2024-02-30', '2024-03-01')).toThrow(RangeError);
  });

  it('ends weeks on Sunday and months on their last day', () => {
    // 2026-11-02 was a Monday, 2026-11-08 a Sunday (calendar of November 2026).
    expect(endOfWeek('2026-11-02')).toBe('2026-11-08');
    expect(endOfWeek('2026-11-05')).toBe('2026-11-08');
    expect(endOfWeek('2026-11-08')).toBe('2026-11-08');
    expect(endOfWeek('2026-12-29')).toBe('2027-01-03');
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonth('2025-02-01')).toBe('2025-02-28');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
  });

  it('compareIsoDates orders dates', () => {
    expect(['2024-03-01', '2023-12-31', '2024-02-29'].sort(compareIsoDates)).toEqual([
      '2023-12-31',
      '2024-02-29',
      '2024-03-01',
    ]);
  });

  it('agrees with Date.UTC and is invertible (property)', () => {
    fc.assert(
      fc.property(
        validParts.filter((p) => p.year >= 1000),
        fc.integer({ min: -100_000, max: 100_000 }),
        (parts, n) => {
          const iso = toIsoDate(parts);
          const later = addDays(iso, n);
          fc.pre(parseIsoDate(later) !== null);
          expect(diffDays(iso, later)).toBe(n);
          expect(addDays(later, -n)).toBe(iso);
          const expected = new Date(Date.UTC(parts.year, parts.month - 1, parts.day) + n * 86_400_000);
          expect(later).toBe(expected.toISOString().slice(0, 10));
        },
      ),
      { numRuns: 100 },
    );
  }, 10_000);
});

describe('todayInChile', () => {
  it('uses America/Santiago, including DST', () => {
    // Summer (UTC-3): 02:00Z is 23:00 of the previous day in Santiago.
    expect(todayInChile(new Date('2024-01-01T02:00:00Z'))).toBe('2023-12-31');
    expect(todayInChile(new Date('2024-01-01T03:30:00Z'))).toBe('2024-01-01');
    // Winter (UTC-4): 03:30Z is still the previous day, 04:30Z is the new day.
    expect(todayInChile(new Date('2024-07-01T03:30:00Z'))).toBe('2024-06-30');
    expect(todayInChile(new Date('2024-07-01T04:30:00Z'))).toBe('2024-07-01');
  });

  it('returns a valid date for now', () => {
    expect(parseIsoDate(todayInChile())).not.toBeNull();
  });
});
