import { type Span, spanOn } from './dated';

// Ingreso mínimo mensual (IMM): the law's monthly minimum, for workers of 18 to 65 years, for those
// under 18 and over 65, and the amount "para fines no remuneracionales" (used by other laws as a
// yardstick). By effective date. A value only one source gives is null: unknown, never guessed.

export type MinimumWage = {
  /** 18 to 65 years. */
  readonly general: number;
  /** Under 18 and over 65; null where not confirmed. */
  readonly youngOrOld: number | null;
  /** Para fines no remuneracionales; null where not confirmed. */
  readonly nonRemuneration: number | null;
};

export const MINIMUM_WAGES: readonly Span<MinimumWage>[] = [
  {
    from: '2025-01-01',
    value: { general: 510_636, youngOrOld: 380_023, nonRemuneration: 329_151 },
    source:
      'reajuste por IPC (Decreto 3 de Hacienda): elcontenido.news y vilasradio.cl ("de $510.636 … de $380.023 … de $329.151")',
  },
  {
    from: '2025-05-01',
    value: { general: 529_000, youngOrOld: 394_622, nonRemuneration: 340_988 },
    source:
      'Ley 21.751 (DO 28-06-2025, con efecto desde el 1-05-2025): elcontenido.news, elmostrador.cl 2025-09-16; rentas mínimas de julio 2025 en neo-control.cl',
  },
  {
    from: '2026-01-01',
    value: { general: 539_000, youngOrOld: 402_082, nonRemuneration: 347_434 },
    source: 'Ley 21.751: elcontenido.news, eldinamo.cl 2025-12-26, cnnchile.com 2025-12-31, redimin.cl',
  },
  {
    // Ley 21.830 sets the next step from 1 January 2027 by the IPC of May–December 2026: unknown.
    from: '2026-05-01',
    to: '2026-12-31',
    value: { general: 553_553, youngOrOld: null, nonRemuneration: null },
    source:
      'Ley 21.830 (DO 22-06-2026, con efecto desde el 1-05-2026; BCN idNorma 1225354), citada en seis archivos de código público (copias 70758758842, 71314485516, 69397965082, 63130504926, 61451560065, 69139412668)',
  },
];

/** The IMM in force on a day, or undefined when the portal does not know it. */
export function minimumWageOn(date: string): Span<MinimumWage> | undefined {
  return spanOn(MINIMUM_WAGES, date);
}
