import { entriesEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { createEntry, entriesPage, entryDetail, removeEntry, updateEntry } from './entries.service';
import { categories, category, evaluateTemplate, template, templates } from './templates.service';

export const entriesRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  route(app, ep.list, async ({ business, query }) => entriesPage(db, business.id, query));
  route(app, ep.create, async ({ business, session, body }, reply) => {
    reply.code(201);
    return createEntry(db, { businessId: business.id, userId: session.user.id }, body);
  });
  route(app, ep.detail, async ({ business, params }) => entryDetail(db, business.id, params.id));
  route(app, ep.update, async ({ business, params, body }) => updateEntry(db, business.id, params.id, body));
  route(app, ep.remove, async ({ business, params }) => removeEntry(db, business.id, params.id));
  route(app, ep.templates, async ({ business }) => templates(db, business.id));
  route(app, ep.template, async ({ business, params }) => template(db, business.id, params.id));
  route(app, ep.evaluate, async ({ business, params, body }) =>
    evaluateTemplate(db, business.id, params.id, body),
  );
  route(app, ep.categories, async ({ query }) => categories(db, query.search_by?.type_category));
  route(app, ep.category, async ({ params }) => category(db, params.id));
};
