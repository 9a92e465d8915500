// Spanish (es-CL) renderings of the values a payslip line's explanation names.
import { formatCLP } from '../money';

const DEC = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole pesos as the portal writes them everywhere ('$1.234.567'). */
export const pesos = (n: number) => formatCLP(n);
export const pesos2 = (n: number) => `$${DEC.format(n)}`;
/** Hundredths of a percent → "10,58 %". */
export const percent = (hundredths: number) => `${DEC.format(hundredths / 100).replace(/,00$/, '')} %`;
/** Tenths of a UF → "90 UF" / "87,8 UF". */
export const ufTenths = (tenths: number) => `${String(tenths / 10).replace('.', ',')} UF`;

/** Half up to the peso, for non-negative amounts (Math.round is half up there). */
export const roundPeso = (n: number) => Math.round(n);

/** base × rate (hundredths of a percent), to the peso half up, in integers. */
export function applyRate(base: number, hundredths: number): number {
  const num = base * hundredths;
  return Math.floor((2 * num + 10_000) / 20_000);
}
