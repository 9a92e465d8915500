import { formatDate, periodLabel, periodOf } from '@portal/domain';
import type { CashFlowBucket, GroupBy } from '../api/cash-flow';
import { CASH_FLOW_MSG, weekLabel } from '../messages';

/** 'Vencido', 'Semana del 03/11 al 09/11' or 'Noviembre 2026' (the server's label wins). */
export function bucketLabel(
  bucket: Pick<CashFlowBucket, 'start' | 'end' | 'overdue'> & { label?: string | null },
  groupBy: GroupBy,
): string {
  if (bucket.label) return bucket.label;
  if (bucket.overdue) return CASH_FLOW_MSG.overdue;
  if (groupBy === 'month' && bucket.start) {
    const p = periodOf(bucket.start);
    if (p) return periodLabel(p);
  }
  const short = (d: string | null | undefined) => formatDate(d).slice(0, 5);
  return weekLabel(short(bucket.start), short(bucket.end));
}
