// Unidad Tributaria Mensual: its value in pesos per month, as the SII publishes it
// (https://www.sii.cl/valores_y_fechas/utm/utmAAAA.htm). Only months whose value we could read in a
// transcription of the SII's table are here; a month that is not here is unknown, and whatever needs
// it says so instead of guessing. Sources read (2026-11): utmvalor.cl/utmhistorico.php and utm-hoy.cl
// (2021, both agree), utm-hoy.cl (2022, with the IPC behind each change), valor-utm.cl (2023, 2024).
// From 2025 each month carries its own sources (UTM_DATED below).

/** YYYYMM → pesos, 2021 to 2024 (sources above). */
const TABLE: Readonly<Record<number, readonly number[]>> = {
  2021: [50_978, 51_131, 51_489, 51_592, 51_798, 52_005, 52_161, 52_213, 52_631, 52_842, 53_476, 54_171],
  2022: [54_442, 54_878, 55_537, 55_704, 56_762, 57_557, 58_248, 58_772, 59_595, 60_310, 60_853, 61_157],
  2023: [61_769, 61_954, 62_450, 62_388, 63_074, 63_263, 63_326, 63_199, 63_452, 63_515, 63_960, 64_216],
  2024: [64_666, 64_343, 64_793, 65_182, 65_443, 65_770, 65_967, 65_901, 66_362, 66_561, 66_628, 67_294],
};

export type UtmDated = {
  /** YYYYMM. */
  period: number;
  pesos: number;
  /** Where the value was read: at least two agreeing sources, or one plus the SII's chain rule. */
  source: string;
};

// The sources, as the research names them (shared research on indicators, 2026-12-01): public
// transcriptions of the SII's monthly table, each value also checked against the SII's rule
// UTM(m) = round(UTM(m−1) × (1 + IPC(m−2) / 100)) from UTM December 2024 = $67.294 and the INE's
// monthly IPC (utm.test.ts recomputes the chain). Only values at least two sources agree on.
const PUBLIC_2025 = 'tablas UTM 2025 en código público (dos repositorios) y regla de la cadena SII/IPC';
const PREVIRED_2026 = 'indicadores Previred 2026 (PDF mensual) y tablas UTM 2026 en código público';

/** 2025 onwards, month by month with its source. November and December 2026 are not known yet. */
export const UTM_DATED: readonly UtmDated[] = [
  { period: 202501, pesos: 67_429, source: PUBLIC_2025 },
  { period: 202502, pesos: 67_294, source: PUBLIC_2025 },
  { period: 202503, pesos: 68_034, source: PUBLIC_2025 },
  { period: 202504, pesos: 68_306, source: PUBLIC_2025 },
  { period: 202505, pesos: 68_648, source: PUBLIC_2025 },
  { period: 202506, pesos: 68_785, source: PUBLIC_2025 },
  {
    period: 202507,
    pesos: 68_923,
    source: `neo-control.cl/Home/IndicadoresEconomicos (UTM $68.923 y tabla del impuesto único en pesos); ${PUBLIC_2025}`,
  },
  { period: 202508, pesos: 68_647, source: PUBLIC_2025 },
  { period: 202509, pesos: 69_265, source: PUBLIC_2025 },
  { period: 202510, pesos: 69_265, source: PUBLIC_2025 },
  { period: 202511, pesos: 69_542, source: `indicadores Previred noviembre 2025; ${PUBLIC_2025}` },
  { period: 202512, pesos: 69_542, source: `UTA diciembre 2025 $834.504 (= 12 × UTM); ${PUBLIC_2025}` },
  { period: 202601, pesos: 69_751, source: PREVIRED_2026 },
  { period: 202602, pesos: 69_611, source: PREVIRED_2026 },
  { period: 202603, pesos: 69_889, source: PREVIRED_2026 },
  { period: 202604, pesos: 69_889, source: `${PREVIRED_2026} ("mismo que marzo")` },
  { period: 202605, pesos: 70_588, source: PREVIRED_2026 },
  {
    period: 202606,
    pesos: 71_506,
    source: 'tablas UTM 2026 en código público (tres archivos) y regla de la cadena',
  },
  { period: 202607, pesos: 71_649, source: 'parámetros de julio 2026 en código público (tres archivos)' },
  { period: 202608, pesos: 71_649, source: 'tablas UTM 2026 en código público ("2026-08: { utm: 71649 }")' },
  {
    period: 202609,
    pesos: 71_721,
    source:
      'mindicador.cl/api (observado el 20-09-2026), indicadores Previred septiembre 2026, cita de sii.cl utm2026.htm',
  },
  {
    period: 202610,
    pesos: 72_151,
    source:
      'sii.cl/valores_y_fechas/utm/utm2026.htm citado ("UTM octubre 2026 $72.151, UTA $865.812"); parámetros de octubre 2026 en código público',
  },
];

const DATED = new Map(UTM_DATED.map((u) => [u.period, u]));

export const UTM_SOURCE =
  'SII, valores de la UTM (sii.cl/valores_y_fechas/utm), transcritos de utmvalor.cl, utm-hoy.cl y valor-utm.cl';

/** The UTM of a tax period (YYYYMM) in pesos, or undefined when the portal does not know it. */
export function utmOf(period: number): number | undefined {
  const dated = DATED.get(period);
  if (dated) return dated.pesos;
  const year = Math.floor(period / 100);
  const month = period % 100;
  return TABLE[year]?.[month - 1];
}

/** The UTM of a period with where it was read, or undefined when unknown. */
export function utmEntryOf(period: number): UtmDated | undefined {
  const dated = DATED.get(period);
  if (dated) return dated;
  const pesos = utmOf(period);
  return pesos === undefined ? undefined : { period, pesos, source: UTM_SOURCE };
}

/** The first and last periods the table knows. */
export const UTM_KNOWN_FROM = 202101;
export const UTM_KNOWN_TO = UTM_DATED[UTM_DATED.length - 1].period;

/** The Unidad Tributaria Anual of a period: twelve times its UTM (the SII's definition), or undefined. */
export function utaOf(period: number): number | undefined {
  const utm = utmOf(period);
  return utm === undefined ? undefined : 12 * utm;
}
