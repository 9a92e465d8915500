import { type Span, spanOn } from './dated';

// Rates of the pension system, in hundredths of a percent (154 = 1,54 %), by the remuneraciones'
// month.

/**
 * SIS (seguro de invalidez y sobrevivencia, DL 3.500 art. 59), paid by the employer for dependent
 * workers; set by oficio of the Superintendencia de Pensiones after each tender. 2025 is not
 * confirmed (one source gives 1,38 % from January; for July–December they give 1,88, 1,78 and
 * 1,39 %), nor anything after October 2026. From
 * August 2026 the SIS is part of the employer's contribution of Ley 21.735 (EMPLOYER_CONTRIBUTIONS:
 * "sustituirá" the DL 3.500 contribution), not on top of it.
 */
export const SIS_RATES: readonly Span<number>[] = [
  {
    from: '2026-01-01',
    value: 154,
    source:
      'indicadores Previred enero–marzo 2026 (copias 54696956304, 61253601403); spensiones.cl w3-propertyvalue-9911 citado (copia 52218964974)',
  },
  {
    from: '2026-04-01',
    value: 162,
    source:
      'spensiones.cl w3-propertyvalue-9917 citado («desde abril de 2026 … 1,62%», copia 70758758842); Previred (Oficio Ordinario N° 7429 del 14-04-2026)',
  },
  {
    from: '2026-08-01',
    to: '2026-10-31',
    value: 178,
    source:
      'Previred agosto 2026 (Oficio Ord. 15.295 del 18-08-2026: «SIS 1,78%»), citado en copias 70758758842, 70358940398, 69139412668',
  },
];

/** The SIS rate of a remuneraciones month, or undefined when not confirmed. */
export function sisRateOn(date: string): Span<number> | undefined {
  return spanOn(SIS_RATES, date);
}

export const AFP_NAMES = ['Capital', 'Cuprum', 'Habitat', 'Modelo', 'PlanVital', 'ProVida', 'Uno'] as const;
export type AfpName = (typeof AFP_NAMES)[number];

/** Previred's code of each AFP (its upload file, field 26). */
export const AFP_PREVIRED_CODES: Readonly<Record<AfpName, string>> = {
  Capital: '33',
  Cuprum: '03',
  Habitat: '05',
  Modelo: '34',
  PlanVital: '29',
  ProVida: '08',
  Uno: '35',
};

/**
 * The AFP's commission, paid by the worker on top of the 10 % (DL 3.500 art. 29), per AFP.
 * Confirmed from January 2025 to October 2026.
 */
export const AFP_COMMISSIONS: readonly Span<Readonly<Record<AfpName, number>>>[] = [
  {
    from: '2025-01-01',
    value: { Capital: 144, Cuprum: 144, Habitat: 127, Modelo: 58, PlanVital: 116, ProVida: 145, Uno: 49 },
    source:
      'spensiones.cl/portal/institucional/594/w3-article-2810.html; neo-control.cl (julio 2025, tasa total 11,44 · 11,44 · 11,27 · 10,58 · 11,16 · 11,45 · 10,49)',
  },
  {
    from: '2025-10-01',
    to: '2026-10-31',
    value: { Capital: 144, Cuprum: 144, Habitat: 127, Modelo: 58, PlanVital: 116, ProVida: 145, Uno: 46 },
    source:
      'spensiones.cl w3-article-16714 («Desde el 1 de octubre de 2025, AFP Uno … 0,46%»); adnradio.cl 2025-10-02; Previred enero 2026 y octubre 2026',
  },
];

export function afpCommissionsOn(date: string): Span<Readonly<Record<AfpName, number>>> | undefined {
  return spanOn(AFP_COMMISSIONS, date);
}

/** The employer's contribution of the pension reform, in hundredths of a percent, and its parts. */
export type EmployerContribution = {
  readonly total: number;
  /** To the worker's AFP account. */
  readonly individualAccount: number;
  /** Cotización con rentabilidad protegida. */
  readonly protectedReturn: number;
  /** Seguro Social: compensation of women's life expectancy, and from August 2026 the SIS. */
  readonly socialInsurance: number;
};

/**
 * Ley 21.735 (DO 26-03-2025), art. 4° transitorio: the employer's contribution on the imponible
 * (capped as AFP's), from August of each year. From 2028 the steps depend on a later evaluation
 * (an alternative schedule exists): left out.
 */
export const EMPLOYER_CONTRIBUTIONS: readonly Span<EmployerContribution>[] = [
  {
    from: '2025-08-01',
    value: { total: 100, individualAccount: 10, protectedReturn: 0, socialInsurance: 90 },
    source:
      'Ley 21.735 art. 4° transitorio: radioagricultura.cl 2025-06-13 (rige desde la remuneración de agosto), portaltrabajo.cl, df.cl',
  },
  {
    from: '2026-08-01',
    value: { total: 350, individualAccount: 10, protectedReturn: 90, socialInsurance: 250 },
    source:
      'Ley 21.735 art. 4° transitorio citado (copia 70758758842); Previred agosto 2026 (SIS 1,78 % + expectativa de vida 0,72 %); taxtechnology.cl (Circular 53)',
  },
  {
    from: '2027-08-01',
    to: '2028-07-31',
    value: { total: 425, individualAccount: 25, protectedReturn: 150, socialInsurance: 250 },
    source:
      'Ley 21.735 art. 4° transitorio citado (copias 70758758842, 68532209814); taxtechnology.cl; granvalparaiso.cl',
  },
];

export function employerContributionOn(date: string): Span<EmployerContribution> | undefined {
  return spanOn(EMPLOYER_CONTRIBUTIONS, date);
}
