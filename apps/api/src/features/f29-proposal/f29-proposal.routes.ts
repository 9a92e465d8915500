import { f29ProposalEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { fileDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/endpoint-route';
import { tablePdf } from '../../lib/table-pdf';
import { proposalTable } from './f29-proposal-pdf';
import {
  f29DeclaredRemanente,
  f29LineDocuments,
  f29Proposal,
  f29Settings,
  f29UtmValues,
  removeF29DeclaredRemanente,
  setF29DeclaredRemanente,
  setF29UtmValue,
  updateF29Settings,
} from './f29-proposal.service';

const periodOf = (p: { year: number; month: number }) => p.year * 100 + p.month;

export const f29ProposalRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;

  route(app, ep.settings, async ({ business }) => f29Settings(db, business.id));
  route(app, ep.updateSettings, async ({ business, body }) =>
    updateF29Settings(db, business.id, body.ppm_rate),
  );
  route(app, ep.utmValues, async ({ business }) => f29UtmValues(db, business.id));
  route(app, ep.setUtmValue, async ({ business, session, params, body }) =>
    setF29UtmValue(db, business.id, session.user.id, periodOf(params), body.pesos),
  );
  route(app, ep.declaredRemanente, async ({ business }) => f29DeclaredRemanente(db, business.id));
  route(app, ep.setDeclaredRemanente, async ({ business, session, body }) =>
    setF29DeclaredRemanente(db, business.id, session.user.id, periodOf(body), body.pesos),
  );
  route(app, ep.deleteDeclaredRemanente, async ({ business }) => removeF29DeclaredRemanente(db, business.id));
  route(app, ep.show, async ({ business, params }) => f29Proposal(db, business.id, periodOf(params)));
  route(app, ep.documents, async ({ business, params, query }) =>
    f29LineDocuments(db, business.id, periodOf(params), query.code, query.page),
  );
  route(app, ep.pdf, async ({ business, params }, reply) => {
    const table = proposalTable(await f29Proposal(db, business.id, periodOf(params)));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', fileDisposition(`${table.fileName}.pdf`, 'attachment'))
      .header('cache-control', 'no-store')
      .send(Buffer.from(await tablePdf(table)));
  });
};
