// Cash flow: what is expected to come in (sales still owed) and go out (purchases still owed) by
// internal due date, per week (Monday to Sunday) or month, by the one receivables rule (invoices'
// open-documents.service.ts: credit notes netted into their invoice, boletas and guides never, nothing
// before the business's "gestión de cobranza desde"). Everything due before today is the overdue
// bucket, shown first. Documents of the last RECEIVABLE_PERIODS periods, like the dashboard and to-do.
import { CASH_FLOW_MAX_DAYS, type CashFlowBucket, type CashFlowResponse } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import {
  RECEIVABLE_PERIODS,
  addDays,
  diffDays,
  endOfMonth,
  endOfWeek,
  periodLabel,
  periodOf,
  todayInChile,
} from '@portal/domain';
import { badRequest } from '../../lib/errors';
import { lastPeriodsRange } from '../invoices/invoices.service';
import { unpaidByDueDate } from './cash-flow.repository';

/** The documents the cash flow reads: those of the receivables' periods (shown in its answer). */
export const cashFlowPeriods = (today: string) => lastPeriodsRange(RECEIVABLE_PERIODS, today);

export type GroupBy = 'week' | 'month';
type Span = { start: string; end: string; label: string };

/** The later of two 'YYYY-MM-DD' dates. */
const laterOf = (a: string, b: string) => [a, b].sort()[1];
const dmShort = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** Default end: the end of the 12th week, or of the 6th month, counting the current one. */
export function defaultEnd(groupBy: GroupBy, from: string): string {
  if (groupBy === 'week') return addDays(endOfWeek(from), 7 * 11);
  let end = endOfMonth(from);
  for (let i = 0; i < 5; i++) end = endOfMonth(addDays(end, 1));
  return end;
}

/** Consecutive spans from start to end; the first and last may be partial. */
export function spans(groupBy: GroupBy, start: string, end: string): Span[] {
  const out: Span[] = [];
  let s = start;
  while (s <= end) {
    const natural = groupBy === 'week' ? endOfWeek(s) : endOfMonth(s);
    const e = natural < end ? natural : end;
    const label =
      groupBy === 'week' ? `Semana del ${dmShort(s)} al ${dmShort(e)}` : periodLabel(periodOf(s)!);
    out.push({ start: s, end: e, label });
    s = addDays(e, 1);
  }
  return out;
}

export async function cashFlow(
  db: Queryable,
  businessId: number,
  q: { group_by: GroupBy; from?: string; to?: string },
  today = todayInChile(),
): Promise<CashFlowResponse> {
  const from = q.from ?? today;
  const to = q.to ?? defaultEnd(q.group_by, laterOf(from, today));
  if (to < from) throw badRequest("El parámetro 'to' no puede ser anterior a 'from'.");
  if (diffDays(from, to) > CASH_FLOW_MAX_DAYS) {
    throw badRequest("El rango entre 'from' y 'to' no puede superar los 2 años.");
  }
  // The past is overdue: buckets start today at the earliest.
  const start = laterOf(from, today);
  const yesterday = addDays(today, -1);
  const empty = { inflows: 0, outflows: 0, net: 0, inflow_count: 0, outflow_count: 0 };
  const buckets: CashFlowBucket[] = [
    { key: 'overdue', overdue: true, start: null, end: yesterday, label: 'Vencido', ...empty },
    ...spans(q.group_by, start, to).map((s) => ({ key: s.start, overdue: false, ...s, ...empty })),
  ];
  const periods = cashFlowPeriods(today);
  for (const day of await unpaidByDueDate(db, businessId, periods, to)) {
    const bucket =
      day.due < today
        ? buckets[0]
        : buckets.find((b) => !b.overdue && b.start! <= day.due && day.due <= b.end);
    if (!bucket) continue;
    if (day.direction === 'VENTA') {
      bucket.inflows += day.total;
      bucket.inflow_count += day.count;
    } else {
      bucket.outflows += day.total;
      bucket.outflow_count += day.count;
    }
  }
  for (const b of buckets) b.net = b.inflows - b.outflows;
  const inflows = buckets.reduce((acc, b) => acc + b.inflows, 0);
  const outflows = buckets.reduce((acc, b) => acc + b.outflows, 0);
  return {
    group_by: q.group_by,
    as_of: today,
    period_from: periods.from,
    period_to: periods.to,
    from,
    to,
    buckets,
    totals: { inflows, outflows, net: inflows - outflows },
  };
}
