import { invoiceSummaryEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { lastUpdated } from '../invoice-imports/invoice-imports.service';
import {
  averages,
  chart,
  dashboardRange,
  expiredPayed,
  lastMonthsTotals,
  monthlySummary,
  rankingDocuments,
} from './invoice-summary.service';

/** The purchases and sales summary, averages and the dashboard widgets. */
export const invoiceSummaryRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;

  route(app, ep.summary, async ({ business }) => {
    const [updated, { months }] = await Promise.all([
      lastUpdated(db, business.id),
      lastMonthsTotals(db, business.id),
    ]);
    return {
      data: {
        last_updated: updated,
        total_last_months: months.map(({ period, total_purchases, total_sales }) => ({
          period,
          total_purchases,
          total_sales,
        })),
      },
    };
  });

  route(app, ep.averages, async ({ business }) => ({ data: await averages(db, business.id) }));

  route(app, ep.monthlySummary, async ({ business, query }) => monthlySummary(db, business.id, query.period));

  route(app, ep.expiredPayed, async ({ business, query }) => ({
    data: await expiredPayed(db, business.id, dashboardRange(query)),
  }));

  route(app, ep.ranking, async ({ business, query }) => ({
    data: await rankingDocuments(db, business.id, query.operationType, query.limit),
  }));

  route(app, ep.chart, async ({ business }) => ({ data: await chart(db, business.id) }));
};
