// The legal maximum of ordinary weekly hours (Código del Trabajo art. 22), lowered step by step by
// Ley 21.561 ("40 horas"): 45 h until 25-Apr-2024, 44 h from 26-Apr-2024, 42 h from 26-Apr-2026 and
// 40 h from 26-Apr-2028. A part-time contract (art. 40 bis) is one of at most 30 hours a week.
import { type Span, spanOn } from './indicators/dated';

export const WEEKLY_HOURS_LIMITS: readonly Span<number>[] = [
  {
    from: '1900-01-01',
    to: '2024-04-25',
    value: 45,
    source: 'Código del Trabajo art. 22 (antes de la Ley 21.561)',
  },
  { from: '2024-04-26', to: '2026-04-25', value: 44, source: 'Ley 21.561, art. 1 transitorio: 44 horas' },
  { from: '2026-04-26', to: '2028-04-25', value: 42, source: 'Ley 21.561, art. 1 transitorio: 42 horas' },
  { from: '2028-04-26', value: 40, source: 'Ley 21.561: 40 horas' },
];

/** The maximum ordinary weekly hours in force on a day (YYYY-MM-DD). */
export function maxWeeklyHoursOn(date: string): number {
  return spanOn(WEEKLY_HOURS_LIMITS, date)?.value ?? 40;
}

/**
 * The least monthly base salary for `weeklyHours` a week: the ingreso mínimo in proportion to the
 * legal maximum (art. 40 bis, part time; a full-time contract earns at least the whole IMM), rounded up.
 */
export function proratedMinimumWage(minimumWage: number, weeklyHours: number, maxHours: number): number {
  const hours = Math.min(weeklyHours, maxHours);
  return Math.ceil((minimumWage * hours) / maxHours);
}
