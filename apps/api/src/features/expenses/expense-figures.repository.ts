// The sums the month screen (gastos-mes) and the dashboard read. Scoped by businessId; a rejected
// expense is not a spending of the business and stays out of the totals (it is counted by status).
import type { Queryable } from '@portal/db';

export type Period = { year: number; month?: number };

const PERIOD = `date_part('year', e.expense_date) = $2 AND ($3::int IS NULL OR date_part('month', e.expense_date) = $3)`;

export type CategorySum = {
  parent_id: number;
  parent_name: string;
  id: number;
  name: string;
  count: number;
  total: number;
  validated: number;
};

export async function sumsByCategory(db: Queryable, businessId: number, p: Period): Promise<CategorySum[]> {
  const { rows } = await db.query<CategorySum>(
    `SELECT p.id::int AS parent_id, p.name AS parent_name, c.id::int AS id, c.name,
            count(*)::int AS count, sum(e.amount)::bigint AS total,
            coalesce(sum(e.amount) FILTER (WHERE e.status = 'validated'), 0)::bigint AS validated
       FROM expenses e JOIN expense_categories c ON c.id = e.category_id JOIN expense_categories p ON p.id = c.parent_id
      WHERE e.business_id = $1 AND ${PERIOD} AND e.status <> 'rejected'
      GROUP BY p.id, p.name, p.position, c.id, c.name, c.position
      ORDER BY p.position, c.position`,
    [businessId, p.year, p.month ?? null],
  );
  return rows.map((r) => ({ ...r, total: Number(r.total), validated: Number(r.validated) }));
}

export async function sumsByStatus(db: Queryable, businessId: number, p: Period) {
  const { rows } = await db.query<{ status: string; count: number; total: string }>(
    `SELECT e.status, count(*)::int AS count, sum(e.amount)::bigint AS total
       FROM expenses e WHERE e.business_id = $1 AND ${PERIOD} GROUP BY e.status`,
    [businessId, p.year, p.month ?? null],
  );
  return rows.map((r) => ({ status: r.status, count: r.count, total: Number(r.total) }));
}

export async function sumsByMonth(db: Queryable, businessId: number, year: number) {
  const { rows } = await db.query<{ month: number; count: number; total: string }>(
    `SELECT date_part('month', e.expense_date)::int AS month, count(*)::int AS count, sum(e.amount)::bigint AS total
       FROM expenses e WHERE e.business_id = $1 AND date_part('year', e.expense_date) = $2 AND e.status <> 'rejected'
      GROUP BY 1 ORDER BY 1`,
    [businessId, year],
  );
  return rows.map((r) => ({ month: r.month, count: r.count, total: Number(r.total) }));
}
