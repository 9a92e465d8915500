import { accountingEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import {
  changeAccount,
  chartOfAccounts,
  createAccount,
  removeAccount,
  requireAccount,
} from './accounts.service';
import { closing, updateClosing } from './closing.service';
import { balance, incomeStatement, ledger, resultEvolution } from './reports.service';

export const accountingRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;

  route(app, ep.accounts, async ({ business }) => chartOfAccounts(db, business.id));
  route(app, ep.internalAccounts, async ({ business }) => chartOfAccounts(db, business.id, 'internal'));
  route(app, ep.account, async ({ business, params }) => ({
    account: await requireAccount(db, business.id, { id: params.id }),
  }));
  route(app, ep.accountByCode, async ({ business, params }) => ({
    account: await requireAccount(db, business.id, { code: params.code }),
  }));
  route(app, ep.createAccount, async ({ business, body }, reply) => {
    reply.code(201);
    return { account: await createAccount(db, business.id, body) };
  });
  route(app, ep.updateAccount, async ({ business, params, body }) => ({
    account: await changeAccount(db, business.id, params.id, body),
  }));
  route(app, ep.deleteAccount, async ({ business, params }) => removeAccount(db, business.id, params.id));

  route(app, ep.ledger, async ({ business, query }) => ledger(db, business.id, query));
  route(app, ep.balance, async ({ business, query }) => balance(db, business.id, query));
  route(app, ep.incomeStatement, async ({ business, query }) => incomeStatement(db, business.id, query));
  route(app, ep.resultEvolution, async ({ business, query }) => resultEvolution(db, business.id, query));
  route(app, ep.closing, async ({ business }) => closing(db, business.id));
  route(app, ep.updateClosing, async ({ business, body }) =>
    updateClosing(db, business.id, body.books_closed_until),
  );
};
