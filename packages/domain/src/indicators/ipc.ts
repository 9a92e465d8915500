// IPC: the monthly variation of the consumer price index, in tenths of a percent, as the INE
// publishes it with one decimal (the figure the SII's UTM chain and the UF use). Only months two
// sources agree on (shared research on indicators, §3). March–August 2026 are known only by
// derivation from the UTM and UF chains, which is a check, not a source: they are left out, and
// whatever needs them reads them from the indicators service or an operator.

export type IpcMonth = { readonly period: number; readonly tenths: number; readonly source: string };

/** Oldest first. */
export const IPC_MONTHS: readonly IpcMonth[] = [
  {
    period: 202412,
    tenths: -2,
    source: 'estapasando.cl/?p=144566; mindicador.cl/api/ipc (observado 20-09-2026)',
  },
  {
    period: 202501,
    tenths: 11,
    source:
      'biobiochile.cl 2025-02-07 (mayor alza mensual en casi dos años); latercera.com/pulso (la UF retoma su alza tras el IPC de enero)',
  },
  { period: 202502, tenths: 4, source: 'eltipografo.cl 2025-03 (IPC de febrero 0,4 %); valoraanalitik.com' },
  { period: 202503, tenths: 5, source: 'chocale.cl 2025-04 (IPC de marzo); capital.es' },
  { period: 202504, tenths: 2, source: 'radio.uchile.cl 2025-05-08 (IPC de abril 0,2 %); noticias24.com.ar' },
  { period: 202505, tenths: 2, source: 'erisk.realrisk.net/?p=2562; regla de la UTM (julio/junio 2025)' },
  { period: 202506, tenths: -4, source: 'radiosago.cl (IPC negativo de junio); diarioestrategia.cl' },
  {
    period: 202507,
    tenths: 9,
    source: 'latercera.com/pulso/noticia/valor-de-la-uf-en-agosto; meganoticias.cl 2025-08-08',
  },
  {
    period: 202508,
    tenths: 0,
    source: 'latercera.com/pulso ("IPC nulo" en agosto); cnnchile.com 2026-03-06',
  },
  {
    period: 202509,
    tenths: 4,
    source: 'latercera.com/pulso (IPC de septiembre); elmostrador.cl 2025-10-08; lagaceta.com.ar',
  },
  {
    period: 202510,
    tenths: 0,
    source: 'redimin.cl; cnnchile.com ("agosto y octubre de 2025 ... variaciones nulas")',
  },
  {
    period: 202511,
    tenths: 3,
    source: 'redimin.cl (la UF sube tras el IPC de noviembre); regla de la UTM (enero/diciembre)',
  },
  {
    period: 202512,
    tenths: -2,
    source: 'eldiariodesantiago.cl 2026-01-08 (IPC negativo); mindicador.cl/api/ipc',
  },
  {
    period: 202601,
    tenths: 4,
    source: 'vilasradio.cl/?p=129115; meganoticias.cl y cnnchile.com (0,4 % acumulado a febrero)',
  },
  {
    period: 202602,
    tenths: 0,
    source: 'meganoticias.cl 2026-03-06; cnnchile.com 2026-03-06 (IPC de febrero 0,0 %)',
  },
];

const BY_PERIOD = new Map(IPC_MONTHS.map((i) => [i.period, i]));

/** The IPC of a month in tenths of a percent, or undefined when the portal's table does not have it. */
export function ipcTenthsOf(period: number): number | undefined {
  return BY_PERIOD.get(period)?.tenths;
}

export function ipcEntryOf(period: number): IpcMonth | undefined {
  return BY_PERIOD.get(period);
}

/**
 * The SII's UTM rule: the UTM of month m is the UTM of m−1 reajusted by the IPC of m−2, rounded to
 * the peso ("se reajusta mensualmente de acuerdo a la variación del IPC del penúltimo mes",
 * sii.cl/valores_y_fechas/utm). Exact in integers, half up.
 */
export function nextUtm(previousUtm: number, ipcTenths: number): number {
  const num = BigInt(previousUtm) * BigInt(1000 + ipcTenths);
  return Number((2n * num + 1000n) / 2000n);
}
