import { collectionEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { fileDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/endpoint-route';
import {
  clientEvents,
  escalateJudicial,
  invoiceContacts,
  invoiceEvents,
  judicialLetter,
  notifyDebt,
} from './collections.service';

export const collectionsRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  const mail = { db, mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  route(app, ep.notifyDebt, async ({ business, session, params, body }) =>
    notifyDebt(mail, { businessId: business.id, userId: session.user.id }, params.id_doc, body),
  );

  route(app, ep.judicial, async ({ business, session, params, body }) =>
    escalateJudicial(db, { businessId: business.id, userId: session.user.id }, params.id_doc, body.message),
  );

  route(app, ep.judicialLetter, async ({ business, params }, reply) => {
    const { bytes, fileName } = await judicialLetter(db, business.id, params.id_doc);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(bytes.byteLength))
      .header('content-disposition', fileDisposition(fileName, 'attachment'))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(bytes));
  });

  route(app, ep.contacts, async ({ business, params }) => invoiceContacts(db, business.id, params.id_doc));

  route(app, ep.invoiceEvents, async ({ business, params, query }) =>
    invoiceEvents(db, business.id, params.id_doc, query),
  );

  route(app, ep.clientEvents, async ({ business, params, query }) =>
    clientEvents(db, business.id, params.client_rut, query),
  );
};
