import {
  cashFlowDocumentsQuery,
  cashFlowQuery,
  cashFlowResponse,
  invoiceListResponse,
} from '@portal/contracts';
import { todayInChile } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { badRequest } from '../../lib/errors';
import { lastUpdated } from '../invoice-imports/invoice-imports.repository';
import { cashFlow } from './cash-flow.service';
import { listInvoices } from './invoices.service';
import { type ListFilter, toSort } from './list-filters';

const tags = ['invoices'];

export const cashFlowRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      '/v1/client/cash_flow',
      {
        config: { access: 'business' },
        schema: {
          tags,
          summary:
            'Flujo de caja: cobros (ventas impagas) y pagos (compras impagas) por fecha de vencimiento',
          description:
            'Primero el tramo de lo vencido; luego semanas (lunes a domingo) o meses desde hoy hasta `to`.',
          querystring: cashFlowQuery,
          response: { 200: cashFlowResponse },
        },
      },
      async (request) => cashFlow(db, request.business!.id, request.query),
    );

    app.get(
      '/v1/client/cash_flow/documents',
      {
        config: { access: 'business' },
        schema: {
          tags,
          summary: 'Los documentos impagos detrás de una cifra del flujo de caja',
          description: 'Sin bucket_start: el tramo de lo vencido (todo lo que vence hasta bucket_end).',
          querystring: cashFlowDocumentsQuery,
          response: { 200: invoiceListResponse },
        },
      },
      async (request) => {
        const q = request.query;
        if (q.bucket_start && q.bucket_start > q.bucket_end) {
          throw badRequest("El parámetro 'bucket_start' no puede ser posterior a 'bucket_end'.");
        }
        const businessId = request.business!.id;
        const filter: ListFilter = {
          businessId,
          direction: q.operationType,
          periodFrom: 100001,
          periodTo: 999912,
          today: todayInChile(),
          due: { from: q.bucket_start ?? null, to: q.bucket_end },
          notRejected: true,
        };
        const [updated, list] = await Promise.all([
          lastUpdated(db, businessId),
          listInvoices(db, {
            filter,
            sort: toSort(q.sort_field, q.sort_order),
            page: q.page,
            pageSize: q.page_size,
            lastUpdated: null,
          }),
        ]);
        return { ...list, last_updated: updated };
      },
    );
  };
