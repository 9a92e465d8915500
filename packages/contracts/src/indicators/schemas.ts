import { INDICATOR_SERIES, seriesValueProblem } from '@portal/domain';
import { z } from 'zod';

// The deployment's economic indicators as its operators see them (apps/api/src/features/indicators;
// the CLI `npm run indicators` does the same): they belong to the deployment, not to a business.

export const indicatorSeries = z.enum(INDICATOR_SERIES);

export const seriesOrigin = z.enum(['table', 'service', 'operator']);

export const seriesValueView = z.object({
  date: z.string(),
  value: z.number(),
  source: z.string(),
  /** table: the portal's built-in table; service: the indicators service; operator: entered by hand. */
  origin: seriesOrigin,
  confirmed: z.boolean(),
  /** Whether the portal uses it (confirmed, or the table's where nothing confirmed replaces it). */
  used: z.boolean(),
  note: z.string(),
  recorded_at: z.string().nullable(),
});
export type SeriesValueView = z.infer<typeof seriesValueView>;

export const seriesView = z.object({
  code: indicatorSeries,
  name: z.string(),
  daily: z.boolean(),
  /** The newest date the series should have today. */
  expected: z.string(),
  /** The newest value the portal uses, or null. */
  latest: seriesValueView.nullable(),
  fresh: z.boolean(),
  /** The newest values (the portal's and the recorded ones), newest first. */
  values: z.array(seriesValueView),
});

export const parameterRowView = z.object({
  from: z.string(),
  to: z.string().nullable(),
  text: z.string(),
  source: z.string(),
});

export const parameterView = z.object({
  code: z.string(),
  name: z.string(),
  /** The row in force today, or null when the portal does not know today's value. */
  current: parameterRowView.nullable(),
  rows: z.array(parameterRowView),
});

export const refreshView = z.object({
  source: z.string(),
  started_at: z.string(),
  finished_at: z.string(),
  ok: z.boolean(),
  written: z.number(),
  unconfirmed: z.number(),
  message: z.string(),
});

export const indicatorsOverview = z.object({
  today: z.string(),
  /** The configured service (INDICATORS_SOURCE), or null when none refreshes the values. */
  service: z.object({ name: z.string(), official: z.boolean(), refresh_seconds: z.number() }).nullable(),
  refreshes: z.array(refreshView),
  series: z.array(seriesView),
  parameters: z.array(parameterView),
});
export type IndicatorsOverview = z.infer<typeof indicatorsOverview>;

export const INDICATOR_SOURCE_MAX = 300;

/** A value an operator enters by hand, as the publisher printed it. */
export const setIndicatorBody = z
  .object({
    indicator: indicatorSeries,
    /** YYYY-MM-DD; for the UTM and the IPC, the first day of the month. */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Indica la fecha como AAAA-MM-DD.'),
    value: z.number({ error: 'Indica el valor como número.' }),
    source: z
      .string()
      .trim()
      .min(3, 'Indica dónde leíste el valor (por ejemplo, sii.cl/valores_y_fechas/utm/utm2026.htm).')
      .max(INDICATOR_SOURCE_MAX, `La fuente puede tener hasta ${INDICATOR_SOURCE_MAX} caracteres.`),
  })
  .superRefine((b, ctx) => {
    const problem = seriesValueProblem(b.indicator, b.date, b.value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
export type SetIndicatorBody = z.infer<typeof setIndicatorBody>;

export const setIndicatorResponse = z.object({ message: z.string(), overview: indicatorsOverview });
export const refreshIndicatorsResponse = z.object({ message: z.string() });

/** What the indicators routes and the CLI answer, in Spanish (Chile). */
export const INDICATOR_MESSAGES = {
  saved: (indicator: string, date: string) => `${indicator} del ${date}: guardado y confirmado.`,
  refreshQueued: 'La actualización quedó en la cola de trabajos: correrá en unos segundos.',
  refreshAlreadyQueued: 'Ya hay una actualización en la cola: correrá en unos segundos.',
  noService:
    'No hay un servicio de indicadores configurado (INDICATORS_SOURCE): registra los valores a mano o con npm run indicators.',
};
