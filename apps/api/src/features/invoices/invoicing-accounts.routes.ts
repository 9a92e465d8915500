import { invoicingAccountsResponse } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { listInvoicingAccounts } from './invoicing-accounts.repository';

export const invoicingAccountsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/client/accounts/invoicing/list',
      {
        config: { access: 'business' },
        schema: {
          tags: ['invoices'],
          summary: 'Cuentas para clasificar compras (la empresa recibe un plan básico la primera vez)',
          response: { 200: invoicingAccountsResponse },
        },
      },
      async (request) => ({ accounts: await listInvoicingAccounts(deps.db, request.business!.id) }),
    );
  };
