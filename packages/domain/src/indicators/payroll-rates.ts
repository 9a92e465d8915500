import { type Span, spanOn } from './dated';

// Payroll rates the pension-rates file does not hold, in hundredths of a percent (60 = 0,60 %), by
// the remuneraciones' month. Shared research "payroll-and-annual-tax.md" Part A §1.1 and §1.3.

/** Seguro de cesantía (Ley 19.728 arts. 5 y 6): worker and employer shares by contract. */
export type UnemploymentRates = {
  /** Contrato indefinido, less than 11 years with the employer. */
  readonly indefinite: { readonly worker: number; readonly employer: number };
  /** Plazo fijo or por obra: only the employer pays (art. 5 inc. 2). */
  readonly fixedTerm: { readonly worker: number; readonly employer: number };
  /** Indefinido from the 11th year: the worker stops paying, the employer pays 0,8 % (art. 5 inc. 3). */
  readonly indefiniteElevenYears: { readonly worker: number; readonly employer: number };
};

export const UNEMPLOYMENT_RATES: readonly Span<UnemploymentRates>[] = [
  {
    // ✅ Two sources; unchanged since Ley 19.728 (2002) as amended by Ley 20.328.
    from: '2002-10-01',
    value: {
      indefinite: { worker: 60, employer: 240 },
      fixedTerm: { worker: 0, employer: 300 },
      indefiniteElevenYears: { worker: 0, employer: 80 },
    },
    source:
      'https://www.spensiones.cl/portal/institucional/594/w3-propertyvalue-9902.html ; https://www.afc.cl ; neo-control.cl (julio 2025)',
  },
];

export function unemploymentRatesOn(date: string): Span<UnemploymentRates> | undefined {
  return spanOn(UNEMPLOYMENT_RATES, date);
}

/** Ley 16.744 (accidentes del trabajo): the basic rate and the Ley SANNA (21.063) surcharge. */
export type WorkInjuryRates = { readonly basic: number; readonly sanna: number };

export const WORK_INJURY_RATES: readonly Span<WorkInjuryRates>[] = [
  {
    // ✅ 0,90 % básica (Ley 16.744 art. 15 letra a) + 0,03 % SANNA (Ley 21.063 art. 3). The SANNA
    // surcharge has stepped over the years (0,04 %…); the research confirms 0,03 % for 2025–2026
    // only, so the row starts in 2025.
    from: '2025-01-01',
    value: { basic: 90, sanna: 3 },
    source:
      'http://sinley.cl/?a=2062 ; https://www.quepasasi.cl/prevision_mas_50/que-porcentaje-de-mi-sueldo-cotizo-para-el-seguro-de-accidentes-del-trabajo-y-enfermedades-profesionales/',
  },
];

export function workInjuryRatesOn(date: string): Span<WorkInjuryRates> | undefined {
  return spanOn(WORK_INJURY_RATES, date);
}

/**
 * The legal maximum ordinary week (Código del Trabajo art. 22 as amended by Ley 21.561, DO
 * 26-04-2023): 45 hours, 44 from 26-04-2024, 42 from 26-04-2026, 40 from 26-04-2028 (art. 1°
 * transitorio). Used to check a worker's agreed hours; the overtime value uses the agreed hours.
 * ⚠️ A month that straddles the 26th takes the limit in force on its last day (the stricter one);
 * we do not split a month. Not read in a DT dictamen.
 */
export const MAX_WEEKLY_HOURS: readonly Span<number>[] = [
  { from: '2005-01-01', value: 45, source: 'Código del Trabajo art. 22 (Ley 19.759)' },
  {
    from: '2024-04-26',
    value: 44,
    source: 'Ley 21.561 art. 1° transitorio (bcn.cl/leychile idNorma 1190852); dt.gob.cl (40 horas)',
  },
  { from: '2026-04-26', value: 42, source: 'Ley 21.561 art. 1° transitorio' },
  { from: '2028-04-26', value: 40, source: 'Ley 21.561 art. 1° transitorio' },
];

/** The limit in force on a day, with its source (the payslip explains it). */
export function weeklyHoursLimitOn(date: string): Span<number> | undefined {
  return spanOn(MAX_WEEKLY_HOURS, date);
}

/** Gratificación art. 50 CT: 25 % of the month's remuneraciones, capped at 4,75 IMM a year. */
export const GRATIFICATION_RATE_PERCENT = 25;
/** The art. 50 cap in hundredths of an IMM a year (475 = 4,75). */
export const GRATIFICATION_CAP_IMM_HUNDREDTHS = 475;
