// The payroll process's addresses (spec platform §2.3: /remuneraciones/liquidaciones,
// proceso-avanzado, nueva-liquidacion/primer-paso|segundo-paso|tercer-paso) and where 'Continuar'
// leads from each status (§4): created → the novedades, received or ready → the review.
import type { PayrollStatus } from '@portal/domain';

export const STEP_SLUGS = ['primer-paso', 'segundo-paso', 'tercer-paso'] as const;
export type WizardStep = 1 | 2 | 3;

export const LIQUIDACIONES_PATH = '/remuneraciones/liquidaciones';
export const EMPLOYEES_LIST_PATH = '/remuneraciones/empleados';
export const ADVANCED_PATH = '/remuneraciones/proceso-avanzado';

export const stepPath = (step: WizardStep) => `/remuneraciones/nueva-liquidacion/${STEP_SLUGS[step - 1]}`;

/** The step a nueva-liquidacion path names, or null. */
export function stepOfPath(rest: string): WizardStep | null {
  const slug = /^nueva-liquidacion\/([a-z-]+)$/.exec(rest)?.[1];
  const i = STEP_SLUGS.indexOf(slug as (typeof STEP_SLUGS)[number]);
  return i < 0 ? null : ((i + 1) as WizardStep);
}

/** proceso-avanzado of one month (?anio=&mes=), or of the open month without them. */
export const advancedPath = (period?: { year: number; month: number }) =>
  period ? `${ADVANCED_PATH}?anio=${period.year}&mes=${period.month}` : ADVANCED_PATH;

/** The month a proceso-avanzado address names, or null (the open month). */
export function periodOfSearch(params: URLSearchParams): { year: number; month: number } | null {
  const year = Number(params.get('anio'));
  const month = Number(params.get('mes'));
  if (!Number.isInteger(year) || year < 2000 || year > 2100) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  return { year, month };
}

/** Where 'Continuar' leads: the novedades while created, the review once computed. */
export function continuePath(q: { status: PayrollStatus; year: number; month: number }): string {
  if (q.status === 'created') return stepPath(1);
  if (q.status === 'sent') return advancedPath(q);
  return ADVANCED_PATH;
}

/** Months with payslips (received or later) have their files (the API refuses a created one). */
export const hasFiles = (status: PayrollStatus) => status !== 'created';
