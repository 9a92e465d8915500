import { UTM_DATED, utmEntryOf } from '../f29/utm';
import { addPeriods } from '../periods';
import { ipcEntryOf, IPC_MONTHS, nextUtm } from './ipc';
import { UF_DAYS, ufEntryOf } from './uf';

// The indicators that move by the day or the month and that a deployment keeps current without a
// release: the UTM (SII), the UF (Banco Central) and the IPC (INE). The portal's built-in tables
// hold what was sourced when they were written; the database (indicator_values) holds what an
// indicators service or an operator recorded since, each value with where it came from.

export const INDICATOR_SERIES = ['UTM', 'UF', 'IPC'] as const;
export type IndicatorSeries = (typeof INDICATOR_SERIES)[number];

export const SERIES_NAMES: Readonly<Record<IndicatorSeries, string>> = {
  UTM: 'Unidad Tributaria Mensual (UTM)',
  UF: 'Unidad de Fomento (UF)',
  IPC: 'Variación mensual del IPC',
};

/** Whether a series has one value per day (UF) or per month (UTM, IPC: dated the first day). */
export const SERIES_DAILY: Readonly<Record<IndicatorSeries, boolean>> = { UTM: false, UF: true, IPC: false };

/** A value as the portal keeps it: UTM in pesos, UF in pesos with two decimals, IPC in percent with one. */
export type SeriesValue = { readonly date: string; readonly value: number; readonly source: string };

const periodOfDate = (date: string) => Number(date.slice(0, 4)) * 100 + Number(date.slice(5, 7));
const dateOfPeriod = (period: number) =>
  `${Math.floor(period / 100)}-${String(period % 100).padStart(2, '0')}-01`;

/** The built-in table's value of a series on a date (a month's series: its first day), or undefined. */
export function builtInValue(series: IndicatorSeries, date: string): SeriesValue | undefined {
  if (series === 'UF') {
    const u = ufEntryOf(date);
    return u && { date, value: u.cents / 100, source: u.source };
  }
  if (date.slice(8) !== '01') return undefined;
  const period = periodOfDate(date);
  if (series === 'UTM') {
    const u = utmEntryOf(period);
    return u && { date, value: u.pesos, source: u.source };
  }
  const i = ipcEntryOf(period);
  return i && { date, value: i.tenths / 10, source: i.source };
}

/** Every built-in value of a series, oldest first (the UTM from 2025: older months are in utm.ts). */
export function builtInValues(series: IndicatorSeries): SeriesValue[] {
  if (series === 'UF') return UF_DAYS.map((u) => ({ date: u.date, value: u.cents / 100, source: u.source }));
  if (series === 'UTM')
    return UTM_DATED.map((u) => ({ date: dateOfPeriod(u.period), value: u.pesos, source: u.source }));
  return IPC_MONTHS.map((i) => ({ date: dateOfPeriod(i.period), value: i.tenths / 10, source: i.source }));
}

const decimals = (value: number, n: number) => Math.abs(value * 10 ** n - Math.round(value * 10 ** n)) < 1e-6;

/** Spanish text of a value the portal refuses, or null when the value fits the series. */
export function seriesValueProblem(series: IndicatorSeries, date: string, value: number): string | null {
  if (!/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(date)) return `Fecha inválida: ${date}.`;
  const [y, m, d] = date.split('-').map(Number);
  const real = new Date(Date.UTC(y, m - 1, d));
  if (real.getUTCMonth() !== m - 1 || y < 2000 || y > 2100) return `Fecha inválida: ${date}.`;
  if (!SERIES_DAILY[series] && d !== 1) return `La ${series} es mensual: indica el mes (AAAA-MM).`;
  if (!Number.isFinite(value)) return `Valor inválido para la ${series}.`;
  if (series === 'UTM' && (!Number.isInteger(value) || value < 10_000 || value > 1_000_000))
    return 'La UTM es un número entero de pesos entre 10.000 y 1.000.000.';
  if (series === 'UF' && (!decimals(value, 2) || value < 10_000 || value > 1_000_000))
    return 'La UF son pesos con hasta dos decimales, entre 10.000 y 1.000.000.';
  if (series === 'IPC' && (!decimals(value, 1) || value < -10 || value > 10))
    return 'El IPC es un porcentaje con un decimal, entre -10 y 10.';
  return null;
}

/** Who recorded a value: an indicators service (official or not) or an operator by hand. */
export type RecordedBy = { kind: 'operator' } | { kind: 'service'; official: boolean };

/**
 * Whether a recorded value is confirmed, and why: only a confirmed value takes precedence over the
 * built-in table. A value is confirmed when an operator entered it (the operator read it from the
 * publisher), when an official service (the CMF, the Banco Central) gave it, or when a second
 * record agrees: the built-in table's value, or for the UTM the SII's rule from the month before
 * and the IPC of two months before (`known` answers what the portal holds, built-in or confirmed).
 * An unofficial service's value that disagrees with the built-in table is never confirmed.
 */
export function confirmation(
  series: IndicatorSeries,
  date: string,
  value: number,
  by: RecordedBy,
  known: (series: IndicatorSeries, date: string) => number | undefined,
): { confirmed: boolean; why: string } {
  if (by.kind === 'operator') return { confirmed: true, why: 'ingresado por un operador' };
  const table = builtInValue(series, date);
  if (table && !sameValue(series, table.value, value))
    return { confirmed: false, why: `distinto del valor del portal (${table.value})` };
  if (by.official) return { confirmed: true, why: 'fuente oficial' };
  if (table) return { confirmed: true, why: 'coincide con la tabla del portal' };
  if (series === 'UTM') {
    const period = periodOfDate(date);
    const before = known('UTM', dateOfPeriod(addPeriods(period, -1)));
    const ipc = known('IPC', dateOfPeriod(addPeriods(period, -2)));
    if (before !== undefined && ipc !== undefined) {
      const rule = nextUtm(before, Math.round(ipc * 10));
      return rule === value
        ? { confirmed: true, why: 'coincide con la regla del SII (UTM anterior × IPC)' }
        : { confirmed: false, why: `la regla del SII da ${rule}` };
    }
  }
  return { confirmed: false, why: 'una sola fuente no oficial' };
}

export function sameValue(series: IndicatorSeries, a: number, b: number): boolean {
  const scale = series === 'UTM' ? 1 : series === 'UF' ? 100 : 10;
  return Math.round(a * scale) === Math.round(b * scale);
}

/**
 * The newest date a current series should have on `today`: the UTM of the month (the SII publishes
 * it in the month before, once the IPC of two months before is out); the UF of the day (published
 * up to the 9th of the next month); the IPC of the month before from the 9th (the INE publishes on
 * the 8th), else of two months before.
 */
export function expectedLatest(series: IndicatorSeries, today: string): string {
  if (series === 'UF') return today;
  const period = periodOfDate(today);
  if (series === 'UTM') return dateOfPeriod(period);
  return dateOfPeriod(addPeriods(period, Number(today.slice(8)) >= 9 ? -1 : -2));
}
