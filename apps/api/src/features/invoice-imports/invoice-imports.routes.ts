import { IMPORT_HISTORY_SIZE, importInvoicesResponse, listInvoiceImportsResponse } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { listImports } from './invoice-imports.repository';
import { importForBusiness } from './invoice-imports.service';
import { readUploadedFiles } from './upload';

const tags = ['invoice-imports'];
const PATH = '/v1/client/sii_invoice/imports';

export const invoiceImportsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.post(
      PATH,
      {
        config: { access: 'business', roles: ['owner', 'admin'], idempotent: true },
        schema: {
          tags,
          summary: 'Importa archivos del SII (Registro de Compras y Ventas CSV, DTE XML) a la empresa',
          description:
            "multipart/form-data, campo 'files' (uno o más, hasta 10 MB cada uno). Todo o nada: un archivo con problemas rechaza la solicitud completa (413 o 422) y no se guarda nada.",
          consumes: ['multipart/form-data'],
          response: { 200: importInvoicesResponse },
        },
      },
      async (request) => {
        const files = await readUploadedFiles(request);
        const result = await importForBusiness(db, request.business!.id, files, {
          userId: request.session!.user.id,
        });
        return { import: result };
      },
    );

    app.get(
      PATH,
      {
        config: { access: 'business' },
        schema: {
          tags,
          summary: 'Las últimas importaciones de la empresa',
          response: { 200: listInvoiceImportsResponse },
        },
      },
      async (request) => ({ imports: await listImports(db, request.business!.id, IMPORT_HISTORY_SIZE) }),
    );
  };
