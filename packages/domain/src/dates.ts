// Calendar dates as plain 'YYYY-MM-DD' strings. All arithmetic works on year/month/day integers
// (proleptic Gregorian day numbers), never on local-time Date objects: `new Date('2024-12-31')` is
// UTC midnight, which is 30/12 in Chile, and DST transitions make "add 24h" skip or repeat days.

/** A calendar date as 'YYYY-MM-DD'. */
export type IsoDate = string;

/** Year, month (1–12) and day (1–31) of a calendar date. */
export type DateParts = { year: number; month: number; day: number };

/** Shown when a date is missing or unreadable. */
export const NO_DATE_LABEL = 'Sin fecha';

/** Placeholder some records carry instead of a date; shown verbatim. */
export const TO_BE_DEFINED_LABEL = 'Por definir';

/** Spanish month names, lowercase as Spanish writes them mid-sentence (RAE). Index 0 = enero. */
export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

export type MonthName = (typeof MONTH_NAMES)[number];

/** Uppercases the first letter (for labels at the start of a line, e.g. 'Noviembre 2024'). */
function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Spanish name of month 1..12: monthName(11) → 'noviembre', monthName(11, { capitalize: true }) →
 * 'Noviembre'. Throws RangeError for anything else (a programming error, not user input).
 */
export function monthName(month: number, options: { capitalize?: boolean } = {}): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`month must be an integer 1..12: ${month}`);
  }
  const name = MONTH_NAMES[month - 1];
  return options.capitalize ? capitalize(name) : name;
}

/** Gregorian leap year rule: divisible by 4, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date with a four-digit year (1..9999). */
export function isValidDateParts(parts: DateParts): boolean {
  const { year, month, day } = parts;
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** The years a parsed date may carry (inclusive). */
export type YearRange = { min: number; max: number };

/**
 * Years a date in an SII file (RCV, DTE) may carry: outside them the date is a typo, not
 * history, and the importers refuse it instead of storing year 0019 or 9019.
 */
export const DOCUMENT_YEARS: YearRange = { min: 1900, max: 2999 };

/** `years` narrows the accepted years below the calendar's 1..9999. */
export type ParseDateOptions = { years?: YearRange };

function accepted(parts: DateParts, years: YearRange | undefined): DateParts | null {
  if (!isValidDateParts(parts)) return null;
  if (years && (parts.year < years.min || parts.year > years.max)) return null;
  return parts;
}

// 'YYYY-MM-DD', optionally followed by a time ('T' or space) and an offset, as APIs and Postgres emit.
const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads the calendar date from 'YYYY-MM-DD' or an ISO timestamp. For timestamps the date is taken
 * as written (the writer's calendar day), not converted through the machine's time zone.
 * `dateOnly` refuses timestamps (an XML `xs:date` field carries no time).
 * Returns null for anything else or for impossible dates such as '2023-02-29'.
 */
export function parseIsoDate(
  value: string | null | undefined,
  options: ParseDateOptions & { dateOnly?: boolean } = {},
): DateParts | null {
  if (!value) return null;
  const match = (options.dateOnly ? ISO_DATE_ONLY : ISO_PATTERN).exec(value.trim());
  if (!match) return null;
  return accepted({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }, options.years);
}

/** Formats parts as 'YYYY-MM-DD'. */
export function toIsoDate(parts: DateParts): IsoDate {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

/** Calendar parts of a Date read in UTC (date-only strings parse to UTC midnight, so this round-trips them). */
function utcParts(date: Date): DateParts | null {
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * Display form 'DD/MM/YYYY' from 'YYYY-MM-DD', an ISO timestamp (its written date) or a Date (its UTC date).
 * null/empty/invalid → 'Sin fecha'; the literal 'Por definir' is returned unchanged.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === TO_BE_DEFINED_LABEL) return TO_BE_DEFINED_LABEL;
  const parts = value instanceof Date ? utcParts(value) : parseIsoDate(value);
  if (!parts || !isValidDateParts(parts)) return NO_DATE_LABEL;
  const iso = toIsoDate(parts);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

// 'DD/MM/YYYY' (1- or 2-digit day/month), optionally followed by a time as the SII's RCV writes it.
const DISPLAY_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parses the es-CL display form 'DD/MM/YYYY' (1- or 2-digit day/month) into 'YYYY-MM-DD'.
 * With `time`, a trailing 'HH:MM[:SS]' (after a space or 'T') is accepted when it is a real time
 * and dropped. Returns null unless it is a real calendar date (leap years included: '29/02/2023' → null).
 */
export function parseDisplayDate(
  value: string | null | undefined,
  options: ParseDateOptions & { time?: boolean } = {},
): IsoDate | null {
  if (!value) return null;
  const match = DISPLAY_PATTERN.exec(value.trim());
  if (!match) return null;
  if (match[4] !== undefined) {
    if (!options.time) return null;
    const seconds = match[6] === undefined ? 0 : Number(match[6]);
    if (Number(match[4]) > 23 || Number(match[5]) > 59 || seconds > 59) return null;
  }
  const parts = accepted(
    { year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) },
    options.years,
  );
  return parts ? toIsoDate(parts) : null;
}

// Day-number conversions from Howard Hinnant's "chrono-compatible low-level date algorithms"
// (days since 1970-01-01 in the proleptic Gregorian calendar), pure integer math.
function daysFromCivil({ year, month, day }: DateParts): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(days: number): DateParts {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Parses or throws: date math on an invalid date is a programming error. */
function requireDate(value: IsoDate): DateParts {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`invalid date: ${value}`);
  return parts;
}

/** Adds `days` (may be negative) to a 'YYYY-MM-DD' date. Throws RangeError for an invalid date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return toIsoDate(civilFromDays(daysFromCivil(requireDate(date)) + days));
}

/** The Sunday that ends the week (Monday to Sunday) of a 'YYYY-MM-DD' date. */
export function endOfWeek(date: IsoDate): IsoDate {
  const mondayBased = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, 6 - mondayBased);
}

/** The last day of the month of a 'YYYY-MM-DD' date. */
export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = requireDate(date);
  return toIsoDate({ year, month, day: daysInMonth(year, month) });
}

/** Whole days from `from` to `to` (positive when `to` is later). Throws RangeError for invalid dates. */
export function diffDays(from: IsoDate, to: IsoDate): number {
  return daysFromCivil(requireDate(to)) - daysFromCivil(requireDate(from));
}

/** Comparator for 'YYYY-MM-DD' dates (also timestamps, by their date). Throws RangeError for invalid dates. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return Math.sign(diffDays(b, a));
}

// en-CA formats as YYYY-MM-DD; we still read formatToParts so the result doesn't depend on that.
const chileDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let lastMinute = Number.NaN;
let lastToday: IsoDate = '';

/**
 * Today's calendar date in Chile (America/Santiago, DST-aware via Intl) as 'YYYY-MM-DD'.
 * Pass `now` to make callers and tests deterministic.
 */
export function todayInChile(now: Date = new Date()): IsoDate {
  // Every request asks: formatting is the cost, and the date cannot change within a minute.
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === lastMinute) return lastToday;
  const parts = chileDateFormat.formatToParts(now);
  const get = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  lastToday = toIsoDate({ year: get('year'), month: get('month'), day: get('day') });
  lastMinute = minute;
  return lastToday;
}
