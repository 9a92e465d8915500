import { cashFlowEndpoints as ep } from '@portal/contracts';
import { todayInChile } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { badRequest } from '../../lib/errors';
import { lastUpdated } from '../invoice-imports/invoice-imports.service';
import { type ListFilter, listInvoices, toSort } from '../invoices/invoices.service';
import { cashFlow, cashFlowPeriods } from './cash-flow.service';

export const cashFlowRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;

  route(app, ep.buckets, async ({ business, query }) => cashFlow(db, business.id, query));

  route(app, ep.documents, async ({ business, query: q }) => {
    if (q.bucket_start && q.bucket_start > q.bucket_end) {
      throw badRequest("El parámetro 'bucket_start' no puede ser posterior a 'bucket_end'.");
    }
    const today = todayInChile();
    const periods = cashFlowPeriods(today);
    const filter: ListFilter = {
      businessId: business.id,
      direction: q.operationType,
      periodFrom: periods.from,
      periodTo: periods.to,
      today,
      due: { from: q.bucket_start ?? null, to: q.bucket_end },
    };
    const [updated, list] = await Promise.all([
      lastUpdated(db, business.id),
      listInvoices(db, {
        filter,
        sort: toSort(q.sort_field, q.sort_order),
        page: q.page,
        pageSize: q.page_size,
        lastUpdated: null,
      }),
    ]);
    return { ...list, last_updated: updated };
  });
};
