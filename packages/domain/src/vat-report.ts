// The monthly VAT return (Formulario 29) as the sales report sees it: which month is being declared,
// when its declaration is due, and how a monthly accounting's status is shown.
import { type IsoDate, compareIsoDates, toIsoDate } from './dates';
import type { MonthlyAccountingStatus } from './enumerations';
import { businessDayOnOrAfter } from './holidays';
import { type Period, addPeriods, periodOf, periodParts } from './periods';

/**
 * F29 due day (DL 825, Ley sobre Impuesto a las Ventas y Servicios, art. 64): "Los contribuyentes
 * deberán pagar … hasta el día 12 de cada mes" the tax of the previous month; taxpayers who issue
 * electronic documents and declare by internet have "hasta el día 20 de cada mes" (art. 64 as
 * amended by Ley 21.210, Diario Oficial 24-02-2020, in force 2020-03-01; before it the day 20 was a
 * concession by SII resolution for electronic filers). A due day on a Saturday, Sunday or holiday
 * moves to the next business day (Código Tributario art. 36 inc. 3).
 */
export const F29_DUE_DAY_RULES: readonly {
  from: IsoDate;
  paper: number;
  electronic: number;
  source: string;
}[] = [
  {
    from: '2020-03-01',
    paper: 12,
    electronic: 20,
    source: 'DL 825 art. 64 (texto según Ley 21.210, vigente desde el 01-03-2020)',
  },
];

/** The tax period being declared on `today`: the month before (in November one declares October). */
export function vatPeriodOn(today: IsoDate): Period {
  const current = periodOf(today);
  if (current === null) throw new RangeError(`invalid date: ${today}`);
  return addPeriods(current, -1);
}

/**
 * Last day to declare and pay the F29 of `period`: day 20 (electronic filers) or 12 (others) of the
 * following month, moved to the next business day.
 */
export function f29DueDate(period: Period, opts: { electronic: boolean }): IsoDate {
  const next = periodParts(addPeriods(period, 1));
  const firstOfNext = toIsoDate({ ...next, day: 1 });
  let rule = F29_DUE_DAY_RULES[0]!;
  for (const r of F29_DUE_DAY_RULES) if (r.from <= firstOfNext) rule = r;
  const day = opts.electronic ? rule.electronic : rule.paper;
  return businessDayOnOrAfter(toIsoDate({ ...next, day }));
}

/** True while the F29 of `period` can still be declared on time on `today`. */
export function f29OnTime(period: Period, today: IsoDate, opts: { electronic: boolean }): boolean {
  return compareIsoDates(today, f29DueDate(period, opts)) <= 0;
}

// How each status is shown (Listo / En Proceso): enumerations.ts monthlyAccountingDisplay.

/** Statuses in which the client may still change the report (re-submission updates it). */
export const MONTHLY_ACCOUNTING_EDITABLE: readonly MonthlyAccountingStatus[] = [
  'En proceso',
  'Con problemas',
];

export const isMonthlyAccountingEditable = (status: MonthlyAccountingStatus): boolean =>
  MONTHLY_ACCOUNTING_EDITABLE.includes(status);
