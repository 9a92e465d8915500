// The month range of the accounting reports: read from and written to the URL (?desde=202601&hasta=202611),
// January of the current year through the current month by default; the pickers offer 6 months either
// side of their value (spec §2.5), so any month is reachable a step at a time.
import {
  type Period,
  addPeriods,
  isValidPeriod,
  parsePeriod,
  periodLabel,
  pickerPeriods,
  toPeriod,
} from '@portal/domain';

export type MonthRange = { from: Period; to: Period };

/** January of the current year through the current month. */
export function defaultRange(current: Period): MonthRange {
  return { from: toPeriod(Math.floor(current / 100), 1), to: current };
}

/** The range in the URL, or the default; a reversed range is put in order. */
export function readRange(params: URLSearchParams, current: Period): MonthRange {
  const fallback = defaultRange(current);
  const from = parsePeriod(params.get('desde')) ?? fallback.from;
  const to =
    parsePeriod(params.get('hasta')) ?? (params.get('desde') ? Math.max(from, current) : fallback.to);
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The URL with the range (nothing when it is the default), keeping the other parameters. */
export function writeRange(params: URLSearchParams, range: MonthRange, current: Period): URLSearchParams {
  const next = new URLSearchParams(params);
  const fallback = defaultRange(current);
  const isDefault = range.from === fallback.from && range.to === fallback.to;
  if (isDefault) {
    next.delete('desde');
    next.delete('hasta');
  } else {
    next.set('desde', String(range.from));
    next.set('hasta', String(range.to));
  }
  return next;
}

/** Choosing one end moves the other when the range would be reversed. */
export function changeRange(range: MonthRange, end: 'from' | 'to', value: Period): MonthRange {
  if (end === 'from') return { from: value, to: Math.max(value, range.to) };
  return { from: Math.min(value, range.from), to: value };
}

/** The options of one end's picker: 6 months either side of its value, newest first. */
export function periodOptions(value: Period): { value: string; label: string }[] {
  if (!isValidPeriod(value)) return [];
  return pickerPeriods(value)
    .reverse()
    .map((p) => ({ value: String(p), label: periodLabel(p) }));
}

/** Quick ranges: this year, last year, the last 12 months. */
export function presetRanges(current: Period): { key: string; range: MonthRange }[] {
  const year = Math.floor(current / 100);
  return [
    { key: 'year', range: defaultRange(current) },
    { key: 'lastYear', range: { from: toPeriod(year - 1, 1), to: toPeriod(year - 1, 12) } },
    { key: 'last12', range: { from: addPeriods(current, -11), to: current } },
  ];
}

/** 'Enero 2026 – Noviembre 2026', or one month alone. */
export function rangeLabel(range: MonthRange): string {
  return range.from === range.to
    ? periodLabel(range.from)
    : `${periodLabel(range.from)} – ${periodLabel(range.to)}`;
}

/** The file a report downloads as: balance-general-202601-202611.xlsx. */
export function reportFileName(report: string, range: MonthRange, format: 'xlsx' | 'pdf'): string {
  return `${report}-${range.from}-${range.to}.${format}`;
}
