// Purchases and sales summary, averages and dashboard figures. Totals are Σ signed totals (credit
// notes subtract), from invoice_monthly_totals unless they depend on today's date.
import type {
  ExpiredPayedResponse,
  InvoiceAveragesResponse,
  InvoiceChartResponse,
  MonthlySummaryResponse,
  RankingEntry,
} from '@portal/contracts';
import { INVOICE_SUMMARY_MONTHS } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import { addPeriods, periodOf, todayInChile } from '@portal/domain';
import { lastPeriodsRange, unpaidStates } from '../invoices/invoices.service';
import { ranking } from './invoice-summary.repository';
import { type PeriodTotals, periodTotals } from './monthly-totals.repository';

type Direction = 'VENTA' | 'COMPRA';
export type PeriodRange = { from: number; to: number };

/** One period, or the last N up to the current one (default 12). */
export function dashboardRange(
  q: { period?: number; last_periods?: number },
  today = todayInChile(),
): PeriodRange {
  if (q.period !== undefined) return { from: q.period, to: q.period };
  return lastPeriodsRange(q.last_periods ?? INVOICE_SUMMARY_MONTHS, today);
}

function indexByPeriod(rows: PeriodTotals[]): Map<string, PeriodTotals> {
  return new Map(rows.map((r) => [`${r.direction}|${r.period}`, r]));
}

/** The last 12 months, oldest first, months without documents as 0. */
export async function lastMonthsTotals(db: Queryable, businessId: number, today = todayInChile()) {
  const range = lastPeriodsRange(INVOICE_SUMMARY_MONTHS, today);
  const byKey = indexByPeriod(await periodTotals(db, businessId, range.from, range.to));
  const months = [];
  for (let p = range.from; p <= range.to; p = addPeriods(p, 1)) {
    months.push({
      period: String(p),
      total_purchases: byKey.get(`COMPRA|${p}`)?.total ?? 0,
      total_sales: byKey.get(`VENTA|${p}`)?.total ?? 0,
      purchases_count: byKey.get(`COMPRA|${p}`)?.count ?? 0,
      sales_count: byKey.get(`VENTA|${p}`)?.count ?? 0,
    });
  }
  return { range, months };
}

export async function averages(db: Queryable, businessId: number): Promise<InvoiceAveragesResponse['data']> {
  const { range, months } = await lastMonthsTotals(db, businessId);
  const sum = (f: (m: (typeof months)[number]) => number) => months.reduce((acc, m) => acc + f(m), 0);
  const n = months.length;
  return {
    months: n,
    from_period: String(range.from),
    to_period: String(range.to),
    average_sales: Math.round(sum((m) => m.total_sales) / n),
    average_purchases: Math.round(sum((m) => m.total_purchases) / n),
    average_sales_count: Math.round((sum((m) => m.sales_count) / n) * 10) / 10,
    average_purchases_count: Math.round((sum((m) => m.purchases_count) / n) * 10) / 10,
  };
}

export async function monthlySummary(
  db: Queryable,
  businessId: number,
  period = periodOf(todayInChile())!,
): Promise<MonthlySummaryResponse> {
  const byKey = indexByPeriod(await periodTotals(db, businessId, period, period));
  const of = (d: Direction) => byKey.get(`${d}|${period}`);
  const debit = of('VENTA')?.iva ?? 0;
  const credit = of('COMPRA')?.iva ?? 0;
  return {
    period: String(period),
    sales: { count: of('VENTA')?.count ?? 0, total: of('VENTA')?.total ?? 0 },
    purchases: { count: of('COMPRA')?.count ?? 0, total: of('COMPRA')?.total ?? 0 },
    iva_debit: debit,
    iva_credit: credit,
    iva_balance: debit - credit,
    sales_excluded: { count: of('VENTA')?.excluded_count ?? 0, total: of('VENTA')?.excluded_total ?? 0 },
    purchases_excluded: {
      count: of('COMPRA')?.excluded_count ?? 0,
      total: of('COMPRA')?.excluded_total ?? 0,
    },
  };
}

export async function expiredPayed(
  db: Queryable,
  businessId: number,
  range: PeriodRange,
  today = todayInChile(),
): Promise<ExpiredPayedResponse['data']> {
  const [totals, unpaid] = await Promise.all([
    periodTotals(db, businessId, range.from, range.to),
    unpaidStates(db, businessId, range.from, range.to, today),
  ]);
  const states = (d: Direction) => {
    const u = unpaid.find((r) => r.direction === d);
    const paid = totals.filter((r) => r.direction === d);
    return {
      expired: { count: u?.expired_count ?? 0, total: u?.expired_total ?? 0 },
      to_be_due: { count: u?.due_count ?? 0, total: u?.due_total ?? 0 },
      payed: {
        count: paid.reduce((acc, r) => acc + r.payed_count, 0),
        total: paid.reduce((acc, r) => acc + r.payed_total, 0),
      },
    };
  };
  return { sales: states('VENTA'), purchases: states('COMPRA') };
}

export async function rankingDocuments(
  db: Queryable,
  businessId: number,
  direction: Direction,
  limit: number,
): Promise<RankingEntry[]> {
  const range = lastPeriodsRange(INVOICE_SUMMARY_MONTHS);
  const rows = await ranking(db, businessId, direction, range.from, range.to, limit);
  return rows.map((r) => ({ rut: r.rut, name: r.name ?? '', total: r.total, count: r.count }));
}

/** Platform §9: this year's and last year's purchases and sales, January to December. */
export async function chart(
  db: Queryable,
  businessId: number,
  today = todayInChile(),
): Promise<InvoiceChartResponse['data']> {
  const year = Number(today.slice(0, 4));
  const byKey = indexByPeriod(await periodTotals(db, businessId, (year - 1) * 100 + 1, year * 100 + 12));
  const at = (d: Direction, y: number, m: number) => byKey.get(`${d}|${y * 100 + m}`)?.total ?? 0;
  return {
    year,
    previous_year: year - 1,
    months: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      purchases_current: at('COMPRA', year, i + 1),
      sales_current: at('VENTA', year, i + 1),
      purchases_previous: at('COMPRA', year - 1, i + 1),
      sales_previous: at('VENTA', year - 1, i + 1),
    })),
  };
}
