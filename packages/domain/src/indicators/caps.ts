import { type Span, spanOn } from './dated';

// Topes imponibles: the most of a month's remuneración that pays contributions, in tenths of a UF,
// by the remuneraciones' month. Set yearly by the Superintendencia de Pensiones (DL 3.500 art. 16;
// Ley 19.728 art. 6 for the seguro de cesantía); in pesos at the UF of the last day of the month
// the remuneraciones are for (Previred's tope for July 2025 is 87,8 × UF 31-07-2025, and so for
// November 2025 and January 2026). January's cap is provisional until the definitive one of the
// year, which applies from February's remuneraciones.

/** AFP, salud and Ley 16.744, in tenths of a UF. */
export const PENSION_HEALTH_CAPS: readonly Span<number>[] = [
  {
    from: '2025-01-01',
    value: 878,
    source:
      'sitiopublico.prod.cloud.principal.cl/empleadores/aumento-del-tope-imponible (87,8 UF); neo-control.cl (julio 2025: 87,80 UF)',
  },
  {
    from: '2026-01-01',
    value: 899,
    source:
      'latercera.com/pulso (Superintendencia de Pensiones informa nuevos topes imponibles para 2026: 89,9 UF provisorio en enero); Previred enero 2026',
  },
  {
    from: '2026-02-01',
    to: '2026-12-31',
    value: 900,
    source:
      'latercera.com/pulso (topes imponibles definitivos para 2026: 90 UF); lanacion.cl; spensiones.cl w3-article-16921 citado',
  },
];

/** Seguro de cesantía, in tenths of a UF. January 2025 (131,8 provisional or 131,9) is not confirmed. */
export const UNEMPLOYMENT_CAPS: readonly Span<number>[] = [
  {
    from: '2025-02-01',
    value: 1319,
    source:
      'neo-control.cl (julio 2025: 131,90 UF); latercera.com, lanacion.cl, textual.cl ("131,9 UF de 2025")',
  },
  {
    from: '2026-01-01',
    value: 1351,
    source:
      'dt.gob.cl/portal/1628/w3-article-118077.html (135,1 UF desde el 1-01-2026); latercera.com (topes provisorios 2026)',
  },
  {
    from: '2026-02-01',
    to: '2026-12-31',
    value: 1352,
    source: 'latercera.com (topes definitivos 2026: 135,2 UF); lanacion.cl; textual.cl',
  },
];

export function pensionHealthCapOn(date: string): Span<number> | undefined {
  return spanOn(PENSION_HEALTH_CAPS, date);
}

export function unemploymentCapOn(date: string): Span<number> | undefined {
  return spanOn(UNEMPLOYMENT_CAPS, date);
}

/** A cap in pesos: tenths of a UF × the UF (cents), to the peso, half up. */
export function capPesos(tenthsUf: number, ufCents: number): number {
  return Math.round((tenthsUf * ufCents) / 1000);
}
