// Tax periods ("períodos tributarios") as the SII writes them: YYYYMM as a number, e.g. 202411.
import { type DateParts, type IsoDate, daysInMonth, monthName, parseIsoDate, toIsoDate } from './dates';

/** A tax period YYYYMM, e.g. 202411 for November 2024. */
export type Period = number;

/** How many periods `pickerPeriods` shows on each side of the current one. */
export const PICKER_PERIODS_EACH_SIDE = 6;

/** True for an integer YYYYMM with a four-digit year (1000–9999) and month 1–12. */
export function isValidPeriod(value: unknown): value is Period {
  if (typeof value !== 'number' || !Number.isInteger(value)) return false;
  const year = Math.floor(value / 100);
  const month = value % 100;
  return year >= 1000 && year <= 9999 && month >= 1 && month <= 12;
}

function requirePeriod(period: Period): void {
  if (!isValidPeriod(period)) throw new RangeError(`invalid period (expected YYYYMM): ${period}`);
}

/** Builds a period from year and month (1–12): toPeriod(2024, 11) → 202411. Throws RangeError if invalid. */
export function toPeriod(year: number, month: number): Period {
  const period = year * 100 + month;
  if (
    !Number.isInteger(year) ||
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12 ||
    !isValidPeriod(period)
  ) {
    throw new RangeError(`invalid year/month: ${year}/${month}`);
  }
  return period;
}

/** Year and month of a period: periodParts(202411) → { year: 2024, month: 11 }. */
export function periodParts(period: Period): { year: number; month: number } {
  requirePeriod(period);
  return { year: Math.floor(period / 100), month: period % 100 };
}

/** Adds `n` months (may be negative): addPeriods(202412, 1) → 202501. */
export function addPeriods(period: Period, n: number): Period {
  if (!Number.isInteger(n)) throw new RangeError(`n must be an integer: ${n}`);
  const { year, month } = periodParts(period);
  const index = year * 12 + (month - 1) + n;
  return toPeriod(Math.floor(index / 12), (index % 12) + 1);
}

/** The `n` periods ending at `current`, newest first: lastPeriods(202402, 3) → [202402, 202401, 202312]. */
export function lastPeriods(current: Period, n: number): Period[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be a non-negative integer: ${n}`);
  requirePeriod(current);
  return Array.from({ length: n }, (_, i) => addPeriods(current, -i));
}

/** First and last calendar day of the period: periodRange(202402) → { from: '2024-02-01', to: '2024-02-29' }. */
export function periodRange(period: Period): { from: IsoDate; to: IsoDate } {
  const { year, month } = periodParts(period);
  return {
    from: toIsoDate({ year, month, day: 1 }),
    to: toIsoDate({ year, month, day: daysInMonth(year, month) }),
  };
}

/** Human label: periodLabel(202411) → 'Noviembre 2024'. */
export function periodLabel(period: Period): string {
  const { year, month } = periodParts(period);
  return `${monthName(month, { capitalize: true })} ${year}`;
}

/** Options for a period selector: 6 periods either side of `current` (13 in all), ascending. */
export function pickerPeriods(current: Period): Period[] {
  requirePeriod(current);
  const span = PICKER_PERIODS_EACH_SIDE * 2 + 1;
  return Array.from({ length: span }, (_, i) => addPeriods(current, i - PICKER_PERIODS_EACH_SIDE));
}

/** Period containing a date ('YYYY-MM-DD', timestamp or parts): periodOf('2024-11-15') → 202411; null if invalid. */
export function periodOf(date: IsoDate | DateParts): Period | null {
  const parts = typeof date === 'string' ? parseIsoDate(date) : date;
  if (!parts) return null;
  return toPeriod(parts.year, parts.month);
}

/** Parses '202411' (as the SII and query strings carry it) into a period, or null. */
export function parsePeriod(value: string | number | null | undefined): Period | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^\d{6}$/.test(text)) return null;
  const period = Number(text);
  return isValidPeriod(period) ? period : null;
}

/**
 * The months of `year` a period picker offers, newest first: none after `current` (documents of a
 * future period do not exist yet), all twelve for a past year.
 */
export function yearPeriods(year: number, current: Period): Period[] {
  requirePeriod(current);
  const last = year === Math.floor(current / 100) ? current % 100 : year < current / 100 ? 12 : 0;
  return Array.from({ length: last }, (_, i) => toPeriod(year, last - i));
}

/**
 * The months a picker of months with data offers, newest first: `current` back to `oldest` (the
 * oldest period with documents), and at least `atLeast` months; never a month after `current`.
 */
export function monthsBackTo(current: Period, oldest: Period | null, atLeast: number): Period[] {
  requirePeriod(current);
  const floor = addPeriods(current, -(Math.max(1, atLeast) - 1));
  const from = oldest !== null && isValidPeriod(oldest) && oldest < floor ? oldest : floor;
  const out: Period[] = [];
  for (let p = current; p >= from; p = addPeriods(p, -1)) out.push(p);
  return out;
}

/** The years a picker offers, newest first: from the oldest period with data (or `current`) to `current`. */
export function pickerYears(current: Period, oldest: Period | null): number[] {
  requirePeriod(current);
  const to = Math.floor(current / 100);
  const from = oldest !== null && isValidPeriod(oldest) ? Math.min(Math.floor(oldest / 100), to) : to;
  return Array.from({ length: to - from + 1 }, (_, i) => to - i);
}
