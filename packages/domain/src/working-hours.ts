// The legal maximum of ordinary weekly hours (Código del Trabajo art. 22, lowered by Ley 21.561: the
// dated table is MAX_WEEKLY_HOURS in indicators/payroll-rates.ts) as the employee's ficha checks it,
// and the least salary of a part-time contract (art. 40 bis, at most 30 hours a week).
import { MAX_WEEKLY_HOURS } from './indicators/payroll-rates';
import { spanOn } from './indicators/dated';

/** The maximum ordinary weekly hours in force on a day (YYYY-MM-DD). */
export function maxWeeklyHoursOn(date: string): number {
  return spanOn(MAX_WEEKLY_HOURS, date)?.value ?? 40;
}

/**
 * The least monthly base salary for `weeklyHours` a week: the ingreso mínimo in proportion to the
 * legal maximum (art. 40 bis, part time; a full-time contract earns at least the whole IMM), rounded up.
 */
export function proratedMinimumWage(minimumWage: number, weeklyHours: number, maxHours: number): number {
  const hours = Math.min(weeklyHours, maxHours);
  return Math.ceil((minimumWage * hours) / maxHours);
}
