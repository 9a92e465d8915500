// The nueva-liquidacion wizard's draft: what the three steps edit (who is in the month, the mutual
// and its rate, each worker's novedades, the bonos and descuentos), read from the current period,
// checked field by field with the contract's own schemas and texts, and written back as the one
// body PUT …/novelties takes (all at once).
import {
  type CurrentPeriodResponse,
  PAYROLL_MUTUALS,
  type QuotationNoveltiesBody,
  type QuotationNovelty,
  quotationBond,
  quotationNovelty,
  quotationNoveltiesBody,
} from '@portal/contracts';
import type { z } from 'zod';
import { PAYROLL_MSG as M } from '../messages';
import type { WizardStep } from './paths';

export type Mutual = QuotationNoveltiesBody['mutual'];
type Num = number | '';
export type NoveltyDraft = {
  included: boolean;
  absence_days: Num;
  sick_leave_days: Num;
  overtime_hours: Num;
  advances: Num;
};
export type NoveltyField = Exclude<keyof NoveltyDraft, 'included'>;
export const NOVELTY_FIELDS: readonly NoveltyField[] = [
  'absence_days',
  'sick_leave_days',
  'overtime_hours',
  'advances',
];
export type ItemDraft = {
  key: string;
  employee_rut: string | null;
  label: string;
  amount: Num;
  taxable: boolean;
};
export type Draft = {
  mutual: Mutual;
  rate: Num;
  novelties: Record<string, NoveltyDraft>;
  bonds: ItemDraft[];
  discounts: ItemDraft[];
};
export type ItemList = 'bonds' | 'discounts';
/** A message per field: 'rate', 'included', `${rut}.${field}`, `${list}.${key}.${field}`. */
export type DraftErrors = Record<string, string>;

let nextKey = 0;
export const newItem = (taxable = true): ItemDraft => ({
  key: `i${++nextKey}`,
  employee_rut: null,
  label: '',
  amount: '',
  taxable,
});

const EMPTY_NOVELTY: Omit<QuotationNovelty, 'employee_rut'> = {
  included: true,
  absence_days: 0,
  sick_leave_days: 0,
  overtime_hours: 0,
  advances: 0,
};

export function draftOf(current: CurrentPeriodResponse): Draft {
  const q = current.quotation;
  const novelties: Record<string, NoveltyDraft> = {};
  for (const w of current.workers) {
    const { employee_rut: _rut, ...n } = current.novelties.find((x) => x.employee_rut === w.rut) ?? {
      employee_rut: w.rut,
      ...EMPTY_NOVELTY,
    };
    novelties[w.rut] = n;
  }
  return {
    mutual: q?.mutual ?? '00',
    rate: q?.work_injury_additional_rate ?? 0,
    novelties,
    bonds: current.bonds.map((b) => ({ ...newItem(b.taxable), ...b })),
    discounts: current.discounts.map((d) => ({ ...newItem(false), ...d })),
  };
}

const firstIssue = (schema: z.ZodType, value: unknown): string | null => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
};
const num = (v: Num) => (v === '' ? 0 : v);

export const includedRuts = (d: Draft) =>
  Object.entries(d.novelties)
    .filter(([, n]) => n.included)
    .map(([rut]) => rut);

function firstStepErrors(d: Draft, out: DraftErrors) {
  const rate = firstIssue(
    quotationNoveltiesBody.shape.work_injury_additional_rate,
    d.rate === '' ? null : d.rate,
  );
  if (rate) out.rate = rate;
  if (includedRuts(d).length === 0) out.included = M.noneIncluded;
}

function secondStepErrors(d: Draft, out: DraftErrors) {
  for (const rut of includedRuts(d)) {
    const n = d.novelties[rut]!;
    for (const field of NOVELTY_FIELDS) {
      const issue = firstIssue(quotationNovelty.shape[field], num(n[field]));
      if (issue) out[`${rut}.${field}`] = issue;
    }
    if (!out[`${rut}.sick_leave_days`] && num(n.absence_days) + num(n.sick_leave_days) > 30)
      out[`${rut}.sick_leave_days`] = M.daysOverMonth;
  }
}

function itemErrors(d: Draft, list: ItemList, out: DraftErrors) {
  const included = new Set(includedRuts(d));
  for (const i of d[list]) {
    if (!i.employee_rut || !included.has(i.employee_rut))
      out[`${list}.${i.key}.employee_rut`] = M.chooseWorker;
    const label = firstIssue(quotationBond.shape.label, i.label);
    if (label) out[`${list}.${i.key}.label`] = label;
    const amount = firstIssue(quotationBond.shape.amount, i.amount === '' ? null : i.amount);
    if (amount) out[`${list}.${i.key}.amount`] = amount;
  }
}

/** The problems of the steps up to `step` (a later step's Siguiente also re-checks the earlier ones). */
export function draftErrors(d: Draft, step: WizardStep): DraftErrors {
  const out: DraftErrors = {};
  firstStepErrors(d, out);
  if (step >= 2) secondStepErrors(d, out);
  if (step >= 3) {
    itemErrors(d, 'bonds', out);
    itemErrors(d, 'discounts', out);
  }
  return out;
}

/**
 * The body of PUT …/novelties. Items of a worker left out of the month are dropped (the API refuses
 * them), and an unfinished item row is left out until the third step checks it.
 */
export function toBody(d: Draft, step: WizardStep): QuotationNoveltiesBody {
  const included = new Set(includedRuts(d));
  const items = (list: ItemList) =>
    d[list].filter(
      (i) =>
        i.employee_rut !== null &&
        included.has(i.employee_rut) &&
        (step === 3 || itemErrorsOf(d, list, i) === 0),
    );
  return {
    mutual: d.mutual,
    work_injury_additional_rate: num(d.rate),
    novelties: Object.entries(d.novelties).map(([rut, n]) => ({
      employee_rut: rut,
      included: n.included,
      absence_days: num(n.absence_days),
      sick_leave_days: num(n.sick_leave_days),
      overtime_hours: num(n.overtime_hours),
      advances: num(n.advances),
    })),
    bonds: items('bonds').map((i) => ({
      employee_rut: i.employee_rut!,
      label: i.label.trim(),
      amount: num(i.amount),
      taxable: i.taxable,
    })),
    discounts: items('discounts').map((i) => ({
      employee_rut: i.employee_rut!,
      label: i.label.trim(),
      amount: num(i.amount),
    })),
  };
}

function itemErrorsOf(d: Draft, list: ItemList, item: ItemDraft): number {
  const out: DraftErrors = {};
  itemErrors({ ...d, [list]: [item] }, list, out);
  return Object.keys(out).length;
}

export const mutualLabel = (key: Mutual) => PAYROLL_MUTUALS.find((m) => m.key === key)?.label ?? key;

/** The rate as the summary writes it: 0,93. */
export const rateText = (rate: Num) => String(num(rate)).replace('.', ',');

/**
 * The lines of a 422's `problems`: send_form's `{ employee_rut, message }` (each message names its
 * worker), the files' plain sentences.
 */
export function problemLines(body: unknown): string[] {
  const problems = (body as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.map((p) =>
    typeof p === 'string' ? p : String((p as { message?: unknown }).message ?? ''),
  );
}

/** How many included workers have a novedad other than zero (the summary). */
export const withNovelties = (d: Draft) =>
  includedRuts(d).filter((rut) => NOVELTY_FIELDS.some((f) => num(d.novelties[rut]![f]) > 0)).length;

export const itemsTotal = (items: readonly ItemDraft[]) => items.reduce((s, i) => s + num(i.amount), 0);
