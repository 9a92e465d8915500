// Unidad de Fomento: pesos per UF on a day, as the Banco Central publishes it (the CMF and the SII
// transcribe it: sii.cl/valores_y_fechas/uf/ufAAAA.htm). Kept in cents so no float rounds it.
// Only days whose value at least two independent sources agree on are here (shared research on
// indicators, 2026-12-01, §2): the last day of each month from January 2025 to September 2026 — the
// UF the topes imponibles of that month's remuneraciones are converted with — and 1 October 2026.
// Each was also checked against the Banco Central's rule (below); that check is not a source.
//
// The rule (CMF, api.cmfchile.cl/documentacion/UF.html): between the 10th of month m and the 9th of
// m+1 the UF moves daily from UF(9 of m) by the IPC of m−1, UF(d) = UF(9) × (1 + IPC)^(t/n), t the
// days since the 9th and n the days of that span.

export type UfDay = { readonly date: string; readonly cents: number; readonly source: string };

const C1 = 'serie UF fin de mes 2025–2026 en código público (copia 55394729637)';
const C2 = 'UF fin de mes 12-2024 a 09-2025 en código público (copia 41647322236)';
const C3 = 'UF 2025 en código público (copias 66007355902, 66374017164)';
const C5 = 'UTM y UF 2025–2026 en código público (copias 66492904877, 66434780288)';
const C6 = 'indicadores Previred enero–mayo 2026 (PDF, copia 54696956304)';

/** Oldest first. */
export const UF_DAYS: readonly UfDay[] = [
  { date: '2025-01-31', cents: 3_838_441, source: `${C1}; ${C2}; ${C5}` },
  { date: '2025-02-28', cents: 3_864_794, source: `${C1}; ${C2}; ${C3}` },
  { date: '2025-03-31', cents: 3_889_411, source: `${C1}; ${C2}` },
  { date: '2025-04-30', cents: 3_907_541, source: `${C1}; ${C2}` },
  { date: '2025-05-31', cents: 3_918_945, source: `${C1}; ${C2}` },
  { date: '2025-06-30', cents: 3_926_707, source: `${C1}; ${C2}; ${C3}` },
  {
    date: '2025-07-31',
    cents: 3_917_901,
    source: `${C1}; ${C2}; ${C3}; neo-control.cl/Home/IndicadoresEconomicos (tope AFP $3.439.917 = 87,8 × 39.179,01)`,
  },
  { date: '2025-08-31', cents: 3_938_307, source: `${C1}; ${C2}; ${C3}` },
  {
    date: '2025-09-30',
    cents: 3_948_565,
    source: `${C1}; ${C2}; latercera.com/pulso/noticia/valor-de-la-uf-en-agosto (sin cambio del 9-09 al 9-10)`,
  },
  { date: '2025-10-31', cents: 3_959_767, source: `${C1}; ${C3}` },
  {
    date: '2025-11-30',
    cents: 3_964_359,
    source: `${C1}; ${C3}; indicadores Previred noviembre 2025 (tope $3.480.707 = 87,8 × 39.643,59)`,
  },
  { date: '2025-12-31', cents: 3_972_796, source: `${C1}; ${C3}; ${C5}` },
  {
    date: '2026-01-31',
    cents: 3_970_607,
    source: `${C1}; ${C6}; indicadores Previred enero 2026 (tope $3.569.576 = 89,9 × 39.706,07)`,
  },
  { date: '2026-02-28', cents: 3_979_063, source: `${C1}; ${C6}` },
  {
    date: '2026-03-31',
    cents: 3_984_172,
    source: `${C1}; ${C6}; meganoticias.cl (IPC de febrero 0,0 %: la UF queda en 39.841,72 hasta el 9-04)`,
  },
  { date: '2026-04-30', cents: 4_012_020, source: `${C1}; ${C6}` },
  {
    date: '2026-05-31',
    cents: 4_061_069,
    source: `${C1}; ${C6}; indicadores Previred septiembre 2026 (copia 69139412668)`,
  },
  {
    date: '2026-06-30',
    cents: 4_082_031,
    source: 'parámetros junio/julio 2026 en código público (copia 61642774661)',
  },
  {
    date: '2026-07-31',
    cents: 4_084_479,
    source: 'parámetros julio 2026 ("UF al 31-07-2026", copia 61451560065); copias 61642774661 y 66492904877',
  },
  {
    date: '2026-08-31',
    cents: 4_087_377,
    source: 'parámetros septiembre 2026 ("UF al 31-08-2026", copia 68532209814)',
  },
  {
    date: '2026-09-30',
    cents: 4_105_720,
    source:
      'sii.cl/valores_y_fechas/uf/uf2026.htm citado (copia 70758758842); parámetros octubre 2026 (copias 70358940398, 69139412668)',
  },
  {
    date: '2026-10-01',
    cents: 4_106_538,
    source: 'sii.cl uf2026.htm citado (copia 70758758842); "41.065 al 1 de octubre" (copia 71314485516)',
  },
];

const BY_DATE = new Map(UF_DAYS.map((u) => [u.date, u]));

/** The UF of a day in pesos (two decimals), or undefined when the portal's table does not have it. */
export function ufOf(date: string): number | undefined {
  const u = BY_DATE.get(date);
  return u === undefined ? undefined : u.cents / 100;
}

/** The UF of a day with its source, or undefined. */
export function ufEntryOf(date: string): UfDay | undefined {
  return BY_DATE.get(date);
}

/** Pesos per UF (two decimals) → cents, the unit the table and the comparisons use. */
export function ufCents(value: number): number {
  return Math.round(value * 100);
}
