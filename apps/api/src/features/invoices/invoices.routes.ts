import {
  INVOICE_CSV_FILENAME,
  acknowledgmentBody,
  acknowledgmentResponse,
  bulkUpdateBody,
  bulkUpdateResponse,
  expirationDateChangesResponse,
  invoiceDetailResponse,
  invoiceIdParams,
  invoiceListQuery,
  invoiceListResponse,
  updateExpireDateBody,
  updatePayedBody,
  updatePayedResponse,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { createFileStore } from '../../lib/file-store';
import { lastUpdated } from '../invoice-imports/invoice-imports.repository';
import { cashFlowRoutes } from './cash-flow.routes';
import { invoiceCommentsRoutes } from './invoice-comments.routes';
import { invoiceDashboardRoutes } from './invoice-dashboard.routes';
import { invoiceDocumentsRoutes } from './invoice-documents.routes';
import { invoicesCsv } from './invoices-csv';
import {
  acknowledge,
  bulkUpdateInvoices,
  getDueDateChanges,
  getInvoice,
  listInvoices,
  updateDueDate,
  updatePayed,
} from './invoices.service';
import { invoicingAccountsRoutes } from './invoicing-accounts.routes';
import { toListFilter, toSort } from './list-filters';
import { type SiiAcknowledgmentAdapter, localAcknowledgmentAdapter } from './sii-acknowledgment';
import { todoTasksRoutes } from './todo-tasks.routes';

const tags = ['invoices'];
export const SII_INVOICE = '/v1/client/sii_invoice';
const INVOICES = `${SII_INVOICE}/invoices`;

export type InvoicesOptions = { acknowledgments?: SiiAcknowledgmentAdapter };

/** Sales and purchases: lists, detail, changes, comments, documents, dashboards, cash flow, to-do. */
export const invoicesRoutes =
  (deps: AppDeps, opts: InvoicesOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const ackAdapter = opts.acknowledgments ?? localAcknowledgmentAdapter;
    const store = createFileStore(deps.config);

    app.get(
      INVOICES,
      {
        config: { access: 'business' },
        schema: {
          tags,
          summary: 'Lista de ventas (VENTA) o compras (COMPRA) con filtros, orden, página y totales',
          description:
            'Sin period ni last_periods: últimos 12 períodos en ventas y 2 en compras. format=csv descarga todas las filas que cumplen los filtros (report.csv: separado por punto y coma, UTF-8 con BOM, fechas DD/MM/AAAA).',
          querystring: invoiceListQuery,
          response: { 200: invoiceListResponse },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const businessId = request.business!.id;
        const filter = toListFilter(businessId, q.operationType, q);
        const sort = toSort(q.sort_field, q.sort_order);
        if (q.format === 'csv') {
          // A stream, not the JSON schema's object: through the untyped reply.
          return (reply as FastifyReply)
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${INVOICE_CSV_FILENAME}"`)
            .header('cache-control', 'no-store')
            .send(invoicesCsv(db, filter, sort));
        }
        const [updated, list] = await Promise.all([
          lastUpdated(db, businessId),
          listInvoices(db, { filter, sort, page: q.page, pageSize: q.page_size, lastUpdated: null }),
        ]);
        return { ...list, last_updated: updated };
      },
    );

    app.get(
      `${INVOICES}/:id`,
      {
        config: { access: 'business' },
        schema: {
          tags,
          summary: 'Detalle de una factura',
          params: invoiceIdParams,
          response: { 200: invoiceDetailResponse },
        },
      },
      async (request) => ({ invoice: await getInvoice(db, request.business!.id, request.params.id) }),
    );

    app.get(
      `${INVOICES}/:id/expiration_date_changes`,
      {
        config: { access: 'business' },
        schema: {
          tags,
          summary: 'Historial de cambios de la fecha de vencimiento interna',
          params: invoiceIdParams,
          response: { 200: expirationDateChangesResponse },
        },
      },
      async (request) => ({
        expiration_date_changes: await getDueDateChanges(db, request.business!.id, request.params.id),
      }),
    );

    app.put(
      `${INVOICES}/:id/expire_date`,
      {
        config: { access: 'business', idempotent: true },
        schema: {
          tags,
          summary: 'Cambia la fecha de vencimiento interna',
          description:
            'Exactamente uno de: expire_date (fecha), expire_days (días desde la emisión, 0 a 3650) o return_to_expire_date_id (vuelve a la fecha de un cambio anterior de esta factura). Cada cambio queda en el historial.',
          params: invoiceIdParams,
          body: updateExpireDateBody,
          response: { 200: invoiceDetailResponse },
        },
      },
      async (request) => ({
        invoice: await updateDueDate(
          db,
          request.business!.id,
          request.session!.user.id,
          request.params.id,
          request.body,
        ),
      }),
    );

    app.post(
      `${SII_INVOICE}/update_payed`,
      {
        config: { access: 'business', idempotent: true },
        schema: {
          tags,
          summary: 'Marca una factura como pagada o no pagada',
          body: updatePayedBody,
          response: { 200: updatePayedResponse },
        },
      },
      async (request) => ({
        invoice: await updatePayed(db, request.business!.id, request.body.id_doc, request.body.payed),
      }),
    );

    app.post(
      `${SII_INVOICE}/bulk_update`,
      {
        config: { access: 'business', idempotent: true },
        schema: {
          tags,
          summary: 'Actualización masiva: pagado y/o cuenta de clasificación (compras)',
          description:
            "Por ids (id_docs) o, con update_massive o all_invoices, todas las facturas que cumplen los filtros de update_by. Una transacción; 'updated' cuenta las facturas de la empresa que cambiaron.",
          body: bulkUpdateBody,
          response: { 200: bulkUpdateResponse },
        },
      },
      async (request) => ({ updated: await bulkUpdateInvoices(db, request.business!.id, request.body) }),
    );

    app.post(
      `${INVOICES}/:id/acknowledgment`,
      {
        config: { access: 'business', idempotent: true },
        schema: {
          tags,
          summary: 'Acuse de recibo de una factura de compra: ACD acepta (y marca pagada), RCD rechaza',
          params: invoiceIdParams,
          body: acknowledgmentBody,
          response: { 200: acknowledgmentResponse },
        },
      },
      async (request) =>
        acknowledge(
          db,
          ackAdapter,
          {
            businessId: request.business!.id,
            businessRut: request.business!.rut,
            userId: request.session!.user.id,
          },
          request.params.id,
          request.body.event_code,
        ),
    );

    await app.register(invoiceCommentsRoutes(deps));
    await app.register(invoiceDocumentsRoutes(deps, store));
    await app.register(invoicingAccountsRoutes(deps));
    await app.register(invoiceDashboardRoutes(deps));
    await app.register(cashFlowRoutes(deps));
    await app.register(todoTasksRoutes(deps));
  };
