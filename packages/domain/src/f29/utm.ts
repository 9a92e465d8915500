// Unidad Tributaria Mensual: its value in pesos per month, as the SII publishes it
// (https://www.sii.cl/valores_y_fechas/utm/utmAAAA.htm). Only months whose value we could read in a
// transcription of the SII's table are here; a month that is not here is unknown, and whatever needs
// it says so instead of guessing. Sources read (2026-11): utmvalor.cl/utmhistorico.php and utm-hoy.cl
// (2021, both agree), utm-hoy.cl (2022, with the IPC behind each change), valor-utm.cl (2023, 2024).
// 2025 onwards: not yet transcribed here (add each month with its source).

/** YYYYMM → pesos. */
const TABLE: Readonly<Record<number, readonly number[]>> = {
  2021: [50_978, 51_131, 51_489, 51_592, 51_798, 52_005, 52_161, 52_213, 52_631, 52_842, 53_476, 54_171],
  2022: [54_442, 54_878, 55_537, 55_704, 56_762, 57_557, 58_248, 58_772, 59_595, 60_310, 60_853, 61_157],
  2023: [61_769, 61_954, 62_450, 62_388, 63_074, 63_263, 63_326, 63_199, 63_452, 63_515, 63_960, 64_216],
  2024: [64_666, 64_343, 64_793, 65_182, 65_443, 65_770, 65_967, 65_901, 66_362, 66_561, 66_628, 67_294],
};

export const UTM_SOURCE =
  'SII, valores de la UTM (sii.cl/valores_y_fechas/utm), transcritos de utmvalor.cl, utm-hoy.cl y valor-utm.cl';

/** The UTM of a tax period (YYYYMM) in pesos, or undefined when the portal does not know it. */
export function utmOf(period: number): number | undefined {
  const year = Math.floor(period / 100);
  const month = period % 100;
  return TABLE[year]?.[month - 1];
}

/** The first and last periods the table knows. */
export const UTM_KNOWN_FROM = 202101;
export const UTM_KNOWN_TO = 202412;
