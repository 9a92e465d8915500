import { accountingEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app';
import { fileDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/endpoint-route';
import type { ReportTable } from '../../lib/report-table';
import { tablePdf } from '../../lib/table-pdf';
import { tableXlsx } from '../../lib/table-xlsx';
import {
  changeAccount,
  chartOfAccounts,
  createAccount,
  removeAccount,
  requireAccount,
} from './accounts.service';
import { closing, updateClosing } from './closing.service';
import { balanceTable, incomeStatementTable, ledgerTable, resultEvolutionTable } from './report-files';
import { balance, incomeStatement, ledger, ledgerForFile, resultEvolution } from './reports.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The report as the file asked for (format=xlsx|pdf). */
async function sendFile(reply: FastifyReply, table: ReportTable, format: 'xlsx' | 'pdf') {
  const bytes = format === 'xlsx' ? await tableXlsx(table) : Buffer.from(await tablePdf(table));
  return reply
    .header('content-type', format === 'xlsx' ? XLSX : 'application/pdf')
    .header('content-disposition', fileDisposition(`${table.fileName}.${format}`, 'attachment'))
    .header('cache-control', 'no-store')
    .send(bytes);
}

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

  route(app, ep.ledger, async ({ business, query }, reply) =>
    query.format
      ? sendFile(reply, ledgerTable(await ledgerForFile(db, business.id, query)), query.format)
      : ledger(db, business.id, query),
  );
  route(app, ep.balance, async ({ business, query }, reply) => {
    const report = await balance(db, business.id, query);
    return query.format ? sendFile(reply, balanceTable(report), query.format) : report;
  });
  route(app, ep.incomeStatement, async ({ business, query }, reply) => {
    const report = await incomeStatement(db, business.id, query);
    return query.format ? sendFile(reply, incomeStatementTable(report), query.format) : report;
  });
  route(app, ep.resultEvolution, async ({ business, query }, reply) => {
    const report = await resultEvolution(db, business.id, query);
    return query.format ? sendFile(reply, resultEvolutionTable(report), query.format) : report;
  });
  route(app, ep.closing, async ({ business }) => closing(db, business.id));
  route(app, ep.updateClosing, async ({ business, body }) =>
    updateClosing(db, business.id, body.books_closed_until),
  );
};
