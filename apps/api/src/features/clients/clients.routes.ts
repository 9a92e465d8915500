import { clientEndpoints as cl, contactEndpoints as ct, providerEndpoints as pr } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { fileDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/endpoint-route';
import {
  CLIENT_MSG,
  addContact,
  contactTypes,
  counterpartsCsv,
  createCounterpart,
  editContact,
  editCounterpart,
  getClient,
  getContacts,
  getProvider,
  getRegistry,
  listClients,
  listProviders,
  removeContact,
} from './clients.service';

export const clientsRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;

  const csv = (body: string) => (reply: import('fastify').FastifyReply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', fileDisposition('report.csv', 'attachment'))
      .header('cache-control', 'no-store')
      .send(body);

  route(app, cl.list, async ({ business, query }, reply) => {
    if (query.format === 'csv') return csv(await counterpartsCsv(db, business.id, 'client', query))(reply);
    return listClients(db, business.id, query);
  });
  route(app, cl.show, async ({ business, params }) => ({
    client: await getClient(db, business.id, params.client_rut),
    error: null,
  }));
  route(app, cl.create, async ({ business, body }) => {
    const { rut, ...fields } = body.client;
    await createCounterpart(db, business.id, 'client', rut, fields);
    return { client: await getClient(db, business.id, rut), error: null };
  });
  route(app, cl.update, async ({ business, params, body }) => {
    await editCounterpart(db, business.id, 'client', params.client_rut, body.client);
    return { client: await getClient(db, business.id, params.client_rut), error: null };
  });
  route(app, cl.salesRecord, async ({ business, params, query }) =>
    getRegistry(db, business.id, 'client', params.client_rut, query.page, query.page_size),
  );

  route(app, pr.list, async ({ business, query }, reply) => {
    if (query.format === 'csv') return csv(await counterpartsCsv(db, business.id, 'provider', query))(reply);
    return listProviders(db, business.id, query);
  });
  route(app, pr.show, async ({ business, params }) => ({
    provider: await getProvider(db, business.id, params.provider_rut),
    error: null,
  }));
  route(app, pr.create, async ({ business, body }) => {
    const { rut, ...fields } = body.provider;
    await createCounterpart(db, business.id, 'provider', rut, fields);
    return { provider: await getProvider(db, business.id, rut), error: null };
  });
  route(app, pr.update, async ({ business, params, body }) => {
    await editCounterpart(db, business.id, 'provider', params.provider_rut, body.provider);
    return { provider: await getProvider(db, business.id, params.provider_rut), error: null };
  });
  route(app, pr.purchasesRecord, async ({ business, params, query }) =>
    getRegistry(db, business.id, 'provider', params.provider_rut, query.page, query.page_size),
  );

  route(app, ct.list, async ({ business, query }) => ({
    contacts: await getContacts(db, business.id, query.contact_type, query.rut),
  }));
  route(app, ct.create, async ({ business, body }) => {
    const { contact_type, rut_counterpart, ...fields } = body.contact;
    return {
      contact: await addContact(db, business.id, contact_type, rut_counterpart, fields),
      message: CLIENT_MSG.contactCreated,
    };
  });
  route(app, ct.update, async ({ business, params, body }) => ({
    contact: await editContact(db, business.id, params.id, body.contact),
    message: CLIENT_MSG.contactUpdated,
  }));
  route(app, ct.remove, async ({ business, params }) => {
    await removeContact(db, business.id, params.id);
    return { id: params.id, message: CLIENT_MSG.contactDeleted };
  });
  route(app, ct.types, async () => ({ contact_types: await contactTypes(db) }));
};
