import { describe, expect, it } from 'vitest';
import {
  CHILEAN_HOLIDAYS,
  HolidayTableError,
  businessDayOnOrAfter,
  chileanHoliday,
  isBusinessDay,
  isChileanHoliday,
  nextBusinessDay,
  weekdayOf,
} from './holidays';

// Dates written by hand from the official calendar (feriados.cl, Diario Oficial).
describe('Chilean holidays', () => {
  it('knows the moved and the solstice holidays', () => {
    // San Pedro y San Pablo 2026 falls on Monday 29 June (Ley 19.668 leaves it there).
    expect(chileanHoliday('2026-06-29')?.name).toBe('San Pedro y San Pablo');
    expect(weekdayOf('2026-06-29')).toBe(1);
    // 2027: 29 June is a Tuesday, moved to Monday 28 June.
    expect(isChileanHoliday('2027-06-28')).toBe(true);
    expect(isChileanHoliday('2027-06-29')).toBe(false);
    // Pueblos Indígenas (Ley 21.357): the winter solstice, 20 June 2025, 21 June 2026.
    expect(chileanHoliday('2025-06-20')?.law).toBe('Ley 21.357');
    expect(isChileanHoliday('2026-06-21')).toBe(true);
    // Iglesias Evangélicas (Ley 20.299), Good Friday and Holy Saturday 2026 (Easter 5 April).
    expect(chileanHoliday('2025-10-31')?.law).toBe('Ley 20.299');
    expect(isChileanHoliday('2026-04-03')).toBe(true);
    expect(isChileanHoliday('2026-04-04')).toBe(true);
    // Fiestas Patrias 2024: Friday 20 September (Ley 20.215); election day 16 November 2025.
    expect(isChileanHoliday('2024-09-20')).toBe(true);
    expect(isChileanHoliday('2025-11-16')).toBe(true);
    // Ordinary days.
    expect(isChileanHoliday('2026-06-30')).toBe(false);
    expect(isChileanHoliday('2026-12-31')).toBe(false);
  });

  it('tells business days from weekends and holidays', () => {
    expect(isBusinessDay('2026-06-26')).toBe(true); // Friday
    expect(isBusinessDay('2026-06-27')).toBe(false); // Saturday
    expect(isBusinessDay('2026-06-28')).toBe(false); // Sunday
    expect(isBusinessDay('2026-06-29')).toBe(false); // Monday, San Pedro y San Pablo
    expect(businessDayOnOrAfter('2026-06-27')).toBe('2026-06-30');
    expect(businessDayOnOrAfter('2026-06-26')).toBe('2026-06-26');
    expect(nextBusinessDay('2026-06-26')).toBe('2026-06-30');
    // 18-19 September 2025 (Thu-Fri) then a weekend: the next business day is Monday 22.
    expect(nextBusinessDay('2025-09-17')).toBe('2025-09-22');
  });

  it('has every year of the table sorted, unique and within its year', () => {
    for (const [year, list] of Object.entries(CHILEAN_HOLIDAYS)) {
      const dates = list.map((h) => h.date);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(dates.length);
      for (const h of list) {
        expect(h.date.startsWith(`${year}-`)).toBe(true);
        expect(h.law).toMatch(/^Ley /);
      }
    }
  });

  it('refuses a year outside the table instead of guessing', () => {
    expect(() => isChileanHoliday('2023-12-25')).toThrow(HolidayTableError);
    expect(() => isBusinessDay('2028-03-01')).toThrow(/no year 2028/);
    expect(() => nextBusinessDay('2027-12-31')).toThrow(HolidayTableError);
  });
});
