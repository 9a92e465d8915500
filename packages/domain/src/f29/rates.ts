// Rates and thresholds of the F29 proposal, each with the day it starts to apply and the wording it
// rests on. A rate is looked up by the first day of the tax period (YYYYMM) it is applied to.

/** A value that applies from `from` (YYYY-MM-DD) until the next row's `from`. */
export type Dated<T> = { readonly from: string; readonly value: T; readonly source: string };

/** The row in force on `date` (YYYY-MM-DD), or undefined before the first row. */
export function inForce<T>(rows: readonly Dated<T>[], date: string): Dated<T> | undefined {
  let found: Dated<T> | undefined;
  for (const r of rows) if (r.from <= date) found = r;
  return found;
}

/**
 * IVA rate in percent. DL 825 art. 14: "Los contribuyentes afectos a las disposiciones del presente
 * Título pagarán el impuesto con una tasa de 19% sobre la base imponible." 18 % from 1988-01-01;
 * 19 % since 2003-10-01 (Ley 19.888, art. 1 N° 2, as the SII's history of the rate records it).
 */
export const IVA_RATES: readonly Dated<number>[] = [
  { from: '1988-01-01', value: 18, source: 'DL 825 art. 14 (texto vigente hasta el 30-09-2003)' },
  { from: '2003-10-01', value: 19, source: 'DL 825 art. 14, Ley 19.888' },
];

/**
 * PPM (pago provisional mensual) rate the portal proposes when the business has not set its own, in
 * thousandths of a percent (250 = 0,25 %). LIR art. 14 letra D N° 3 letra (k) (Régimen Pro Pyme
 * General): "la tasa de los pagos provisionales mensuales será de 0,25% sobre los ingresos brutos"
 * when the previous year's income did not exceed 50.000 UF (0,5 % otherwise). Other regimes set
 * their own rate (art. 84 LIR): the business changes it in the proposal's settings.
 */
export const DEFAULT_PPM_RATE_MILLI = 250;
/** The highest rate a business may set (10 %): a guard against a typo, not a legal limit. */
export const MAX_PPM_RATE_MILLI = 10_000;

/** "0,25 %" from 250. */
export function formatPpmRate(milli: number): string {
  const whole = Math.floor(milli / 1000);
  const frac = String(milli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${whole}${frac ? `,${frac}` : ''} %`;
}

/** round(a × b / c) for non-negative or negative safe integers, half away from zero, exactly (BigInt). */
export function mulDivRound(a: number, b: number, c: number): number {
  if (c === 0) throw new RangeError('division by zero');
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  const neg = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (2n * an + ad) / (2n * ad);
  return Number(neg ? -q : q);
}
