import { MONTH_NAMES, daysInMonth, formatDate } from '../dates';
import { utmEntryOf } from '../f29/utm';
import { PENSION_HEALTH_CAPS, UNEMPLOYMENT_CAPS } from '../indicators/caps';
import type { Span } from '../indicators/dated';
import { spanOn } from '../indicators/dated';
import { type FamilyAllowanceTramo, familyAllowanceOn } from '../indicators/family-allowance';
import { monthlyTaxTableOn, type TaxBracket } from '../indicators/income-tax';
import { minimumWageOn } from '../indicators/minimum-wage';
import {
  afpCommissionsOn,
  type EmployerContribution,
  employerContributionOn,
  sisRateOn,
} from '../indicators/pension-rates';
import {
  type UnemploymentRates,
  unemploymentRatesOn,
  type WorkInjuryRates,
  workInjuryRatesOn,
} from '../indicators/payroll-rates';
import { type UfDay, ufEntryOf } from '../indicators/uf';
import type { PayslipError } from './types';

// Every dated indicator one remuneraciones month needs, looked up once; a missing one is a Spanish
// error that names the indicator, its date and the month.

/** A remuneraciones month as the payroll code names it: 'YYYY-MM'. */
export function payrollPeriod(q: { year: number; month: number }): string {
  return `${q.year}-${String(q.month).padStart(2, '0')}`;
}

/** The payslip PDFs' names: one worker's, and the whole month's. */
export const payslipFileName = (rut: string, period: string): string => `liquidacion_${rut}_${period}.pdf`;
export const payslipsFileName = (period: string): string => `liquidaciones_${period}.pdf`;

export function payrollMonthName(period: string): string {
  return `${MONTH_NAMES[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;
}

/** The last day of a YYYY-MM, YYYY-MM-DD. */
export function lastDayOf(period: string): string {
  const [y, m] = period.split('-').map(Number);
  return `${period}-${String(daysInMonth(y!, m!)).padStart(2, '0')}`;
}

/** YYYY-MM-DD as DD/MM/AAAA (the domain's one formatter). */
export const chileanDate = (iso: string): string => formatDate(iso);

export type MonthParameters = {
  readonly period: string;
  readonly first: string;
  readonly last: string;
  readonly uf: { readonly date: string; readonly cents: number; readonly source: string };
  readonly utm: { readonly pesos: number; readonly source: string };
  readonly pensionCap: Span<number>;
  readonly unemploymentCap: Span<number>;
  readonly afpCommissions: ReturnType<typeof afpCommissionsOn> & {};
  readonly sis: Span<number>;
  readonly reform: Span<EmployerContribution> | null;
  readonly unemployment: Span<UnemploymentRates>;
  readonly workInjury: Span<WorkInjuryRates>;
  readonly minimumWage: { readonly general: number; readonly source: string; readonly from: string };
  readonly taxTable: Span<readonly TaxBracket[]>;
  /** Null when not known for the month; only an error when the worker has cargas. */
  readonly familyAllowance: Span<readonly FamilyAllowanceTramo[]> | null;
};

/**
 * UF and UTM values the built-in tables may not have yet: those an operator or the indicators
 * service confirmed (the API reads them from indicator_values). The tables win where they know the
 * value: a confirmed value that disagrees with them is never confirmed (features/indicators).
 */
export type KnownIndicators = {
  readonly uf?: UfDay;
  readonly utm?: { readonly pesos: number; readonly source: string };
};

/** The month's parameters, or the list of what is missing. */
export function monthParameters(
  period: string,
  known: KnownIndicators = {},
): { ok: true; value: MonthParameters } | { ok: false; errors: PayslipError[] } {
  const first = `${period}-01`;
  const last = lastDayOf(period);
  const name = payrollMonthName(period);
  const errors: PayslipError[] = [];
  const missing = (what: string) =>
    errors.push({
      code: 'missing_indicator',
      message: `Falta ${what} para calcular la remuneración de ${name}.`,
    });

  // Caps in pesos use the UF of the month's last day (caps.ts: Previred's tope of July 2025 is
  // 87,8 × UF 31-07-2025).
  const uf = ufEntryOf(last) ?? (known.uf?.date === last ? known.uf : undefined);
  if (!uf)
    errors.push({
      code: 'missing_indicator',
      message: `Falta la UF del ${chileanDate(last)} para calcular los topes de la remuneración de ${name}.`,
    });
  const ym = Number(period.slice(0, 4)) * 100 + Number(period.slice(5, 7));
  const utm = utmEntryOf(ym) ?? known.utm;
  if (!utm) missing(`la UTM de ${name} (impuesto único)`);
  const pensionCap = spanOn(PENSION_HEALTH_CAPS, first);
  if (!pensionCap) missing('el tope imponible de AFP y salud');
  const unemploymentCap = spanOn(UNEMPLOYMENT_CAPS, first);
  if (!unemploymentCap) missing('el tope imponible del seguro de cesantía');
  const afpCommissions = afpCommissionsOn(first);
  if (!afpCommissions) missing('la comisión de las AFP');
  const sis = sisRateOn(first);
  if (!sis) missing('la tasa del SIS');
  const unemployment = unemploymentRatesOn(first);
  if (!unemployment) missing('la tasa del seguro de cesantía');
  const workInjury = workInjuryRatesOn(first);
  if (!workInjury) missing('la tasa de la Ley 16.744');
  const mw = minimumWageOn(first);
  if (!mw) missing('el ingreso mínimo mensual');
  const taxTable = monthlyTaxTableOn(first);
  if (!taxTable) missing('la tabla del impuesto único');
  // Ley 21.735 applies from August 2025's remuneraciones; before that there is nothing to pay.
  const reform = employerContributionOn(first) ?? null;
  if (!reform && first >= '2025-08-01') missing('la cotización del empleador de la Ley 21.735');
  if (
    errors.length > 0 ||
    !uf ||
    !utm ||
    !pensionCap ||
    !unemploymentCap ||
    !afpCommissions ||
    !sis ||
    !unemployment ||
    !workInjury ||
    !mw ||
    !taxTable
  )
    return { ok: false, errors };
  return {
    ok: true,
    value: {
      period,
      first,
      last,
      uf,
      utm: { pesos: utm.pesos, source: utm.source },
      pensionCap,
      unemploymentCap,
      afpCommissions,
      sis,
      reform,
      unemployment,
      workInjury,
      minimumWage: { general: mw.value.general, source: mw.source, from: mw.from },
      taxTable,
      familyAllowance: familyAllowanceOn(first) ?? null,
    },
  };
}
