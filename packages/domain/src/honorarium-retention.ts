// Retención de boletas de honorarios (Ley 21.133, art. 74 N° 2 y 42 N° 2 de la Ley sobre Impuesto a
// la Renta): "La tasa de retención de las boletas de honorarios aumentará gradualmente desde un 10%
// hasta llegar a un 17% el año 2028." The SII's schedule, by the year the ticket is issued:
// 2020 10,75 % · 2021 11,5 % · 2022 12,25 % · 2023 13 % · 2024 13,75 % · 2025 14,5 % · 2026 15,25 %
// · 2027 16 % · 2028 en adelante 17 %. Before 2020 the rate was 10 %.

/** Each rate in hundredths of a percent (1525 = 15,25 %) from the first day it applies. */
export const HONORARIUM_RETENTION_RATES: readonly { from: string; basisPoints: number }[] = [
  { from: '1900-01-01', basisPoints: 1000 },
  { from: '2020-01-01', basisPoints: 1075 },
  { from: '2021-01-01', basisPoints: 1150 },
  { from: '2022-01-01', basisPoints: 1225 },
  { from: '2023-01-01', basisPoints: 1300 },
  { from: '2024-01-01', basisPoints: 1375 },
  { from: '2025-01-01', basisPoints: 1450 },
  { from: '2026-01-01', basisPoints: 1525 },
  { from: '2027-01-01', basisPoints: 1600 },
  { from: '2028-01-01', basisPoints: 1700 },
];

/** The retention rate (percent, e.g. 15.25) of a ticket issued on `date` ('YYYY-MM-DD'). */
export function honorariumRetentionRate(date: string): number {
  let rate = HONORARIUM_RETENTION_RATES[0]!.basisPoints;
  for (const r of HONORARIUM_RETENTION_RATES) if (r.from <= date) rate = r.basisPoints;
  return rate / 100;
}

/**
 * The retention of a ticket of `gross` pesos issued on `date`: gross × the year's rate, in whole
 * pesos, a half peso or more rounding up (the SII's BHE computes it in pesos: $100.000 in 2024 →
 * $13.750; $252.660 in 2025 → 36.635,7 → $36.636). Integer arithmetic, so no float error.
 */
export function honorariumRetentionAmount(gross: number, date: string): number {
  let bp = HONORARIUM_RETENTION_RATES[0]!.basisPoints;
  for (const r of HONORARIUM_RETENTION_RATES) if (r.from <= date) bp = r.basisPoints;
  return Math.floor((gross * bp + 5000) / 10000);
}
