// gastos-mes (the period's expenses per category) and the dashboard's values.
import type { ExpenseDashboard, ExpensePeriodQuery, ExpensesByPeriod } from '@portal/contracts';
import type { Db } from '@portal/db';
import { sumsByCategory, sumsByMonth, sumsByStatus } from './expense-figures.repository';

export async function expensesByPeriod(
  db: Db,
  businessId: number,
  q: ExpensePeriodQuery,
): Promise<ExpensesByPeriod> {
  const rows = await sumsByCategory(db, businessId, q);
  const groups: ExpensesByPeriod['groups'] = [];
  for (const r of rows) {
    let g = groups.find((x) => x.id === r.parent_id);
    if (!g) {
      g = { id: r.parent_id, name: r.parent_name, count: 0, total: 0, categories: [] };
      groups.push(g);
    }
    g.count += r.count;
    g.total += r.total;
    g.categories.push({ id: r.id, name: r.name, count: r.count, total: r.total });
  }
  return {
    period: { year: q.year, month: q.month ?? null },
    groups,
    count: rows.reduce((s, r) => s + r.count, 0),
    total: rows.reduce((s, r) => s + r.total, 0),
    validated_total: rows.reduce((s, r) => s + r.validated, 0),
  };
}

export async function expenseDashboard(
  db: Db,
  businessId: number,
  q: ExpensePeriodQuery,
): Promise<ExpenseDashboard> {
  const [status, months, period] = await Promise.all([
    sumsByStatus(db, businessId, q),
    sumsByMonth(db, businessId, q.year),
    expensesByPeriod(db, businessId, q),
  ]);
  const of = (s: string) => {
    const r = status.find((x) => x.status === s);
    return { count: r?.count ?? 0, total: r?.total ?? 0 };
  };
  return {
    period: period.period,
    by_status: { waiting: of('waiting'), rejected: of('rejected'), validated: of('validated') },
    by_parent_category: period.groups.map(({ id, name, count, total }) => ({ id, name, count, total })),
    by_month: months,
    total: period.total,
  };
}
