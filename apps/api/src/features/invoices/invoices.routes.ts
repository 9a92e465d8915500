import { invoiceEndpoints as ep, invoiceCsvFileName } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { fileDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/endpoint-route';
import { lastUpdated } from '../invoice-imports/invoice-imports.service';
import { invoicesCsv } from './invoices-csv';
import {
  acknowledge,
  bulkUpdateInvoices,
  invoicePeriods,
  getDueDateChanges,
  getInvoice,
  listInvoices,
  listInvoicingAccounts,
  updateDueDate,
  updatePayed,
} from './invoices.service';
import { toListFilter, toSort } from './list-filters';
import { type SiiAcknowledgmentAdapter, localAcknowledgmentAdapter } from './sii-acknowledgment';

export type InvoicesOptions = { acknowledgments?: SiiAcknowledgmentAdapter };

/** Sales and purchases: lists (and their CSV), detail, due dates, payments, acknowledgment, accounts. */
export const invoicesRoutes =
  (deps: AppDeps, opts: InvoicesOptions = {}) =>
  async (app: FastifyInstance) => {
    const { db } = deps;
    const ackAdapter = opts.acknowledgments ?? localAcknowledgmentAdapter;

    route(app, ep.list, async ({ business, query: q }, reply) => {
      const filter = toListFilter(business.id, q.operationType, q);
      const sort = toSort(q.sort_field, q.sort_order);
      if (q.format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            fileDisposition(
              invoiceCsvFileName(q.operationType, filter.periodFrom, filter.periodTo),
              'attachment',
            ),
          )
          .header('cache-control', 'no-store')
          .send(invoicesCsv(db, filter, sort));
      }
      const [updated, list] = await Promise.all([
        lastUpdated(db, business.id),
        listInvoices(db, { filter, sort, page: q.page, pageSize: q.page_size, lastUpdated: null }),
      ]);
      return { ...list, last_updated: updated };
    });

    route(app, ep.periods, async ({ business }) => invoicePeriods(db, business.id));

    route(app, ep.detail, async ({ business, params }) => ({
      invoice: await getInvoice(db, business.id, params.id),
    }));

    route(app, ep.expirationChanges, async ({ business, params }) => ({
      expiration_date_changes: await getDueDateChanges(db, business.id, params.id),
    }));

    route(app, ep.expireDate, async ({ business, session, params, body }) => ({
      invoice: await updateDueDate(db, business.id, session.user.id, params.id, body),
    }));

    route(app, ep.updatePayed, async ({ business, session, body }) => ({
      invoice: await updatePayed(db, business.id, body.id_doc, body.payed, session.user.id),
    }));

    route(app, ep.bulkUpdate, async ({ business, session, body }) => ({
      updated: await bulkUpdateInvoices(db, business.id, body, session.user.id),
    }));

    route(app, ep.acknowledge, async ({ business, session, params, body }) =>
      acknowledge(
        db,
        ackAdapter,
        { businessId: business.id, businessRut: business.rut, userId: session.user.id },
        params.id,
        body.event_code,
        body.reason,
      ),
    );

    route(app, ep.invoicingAccounts, async ({ business }) => ({
      accounts: await listInvoicingAccounts(db, business.id),
    }));
  };
