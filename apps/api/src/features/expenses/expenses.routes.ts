import { expensesEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { fileDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/endpoint-route';
import type { FileStore } from '../../lib/file-store';
import { childCategories, parentCategories } from './categories.service';
import { expensesFile } from './expense-download.service';
import { expenseDashboard, expensesByPeriod } from './expense-figures.service';
import { readCreateForm, readUpdateForm } from './expense-form';
import { EXPENSES_FILE_NAME } from './expense-report';
import {
  createExpense,
  expenseDetail,
  expensesPage,
  openReceipt,
  removeExpense,
  reviewExpense,
  updateExpense,
} from './expenses.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const expensesRoutes = (deps: AppDeps, store: FileStore) => async (app: FastifyInstance) => {
  const { db } = deps;
  route(app, ep.list, async ({ business, query }) => expensesPage(db, business.id, query));
  route(app, ep.byPeriod, async ({ business, query }) => expensesByPeriod(db, business.id, query));
  route(app, ep.dashboard, async ({ business, query }) => expenseDashboard(db, business.id, query));
  route(app, ep.download, async ({ business, query }, reply) => {
    const bytes = await expensesFile(db, business.id, query);
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', fileDisposition(EXPENSES_FILE_NAME, 'attachment'))
      .header('cache-control', 'no-store')
      .send(bytes);
  });
  route(app, ep.detail, async ({ business, params }) => expenseDetail(db, business.id, params.id));
  route(app, ep.create, async (request, reply) => {
    const form = await readCreateForm(request);
    const out = await createExpense(
      db,
      store,
      { business: request.business, userId: request.session.user.id },
      form,
    );
    reply.code(201);
    return out;
  });
  route(app, ep.update, async (request) => {
    const form = await readUpdateForm(request);
    return updateExpense(
      db,
      store,
      { business: request.business, userId: request.session.user.id },
      request.params.id,
      form,
    );
  });
  route(app, ep.review, async ({ business, session, params, body }) =>
    reviewExpense(db, { business, userId: session.user.id }, params.id, body),
  );
  route(app, ep.remove, async ({ business, session, params }) =>
    removeExpense(db, store, { business, userId: session.user.id }, params.id),
  );
  route(app, ep.document, async ({ business, params }, reply) => {
    const { doc, file } = await openReceipt(db, store, business.id, params.id, params.document_id);
    return reply
      .header('content-type', doc.content_type)
      .header('content-length', String(file.size))
      .header('content-disposition', fileDisposition(doc.name, 'inline'))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
  route(app, ep.parents, async () => parentCategories(db));
  route(app, ep.children, async () => childCategories(db));
  route(app, ep.childrenOf, async ({ params }) => childCategories(db, params.id));
};
