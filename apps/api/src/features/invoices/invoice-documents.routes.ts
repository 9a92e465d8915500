import {
  INVOICE_DOCUMENT_FIELD,
  INVOICE_DOCUMENT_MAX_BYTES,
  invoiceDocumentResponse,
  invoiceIdParams,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { AppError, badRequest } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import { DOCUMENT_MSG, openDocument, uploadDocument } from './invoice-documents.service';

const tags = ['invoices'];
const PATH = '/v1/client/sii_invoice/invoices/:id/document';

/** The one file of the request (field 'file'); other fields (idDoc) are ignored. */
async function readDocument(request: FastifyRequest): Promise<{ name?: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError(415, DOCUMENT_MSG.missing, 'unsupported_media_type');
  let found: { name?: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: INVOICE_DOCUMENT_MAX_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== INVOICE_DOCUMENT_FIELD || found) {
        part.file.resume();
        continue;
      }
      found = { name: part.filename, bytes: await part.toBuffer() };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, DOCUMENT_MSG.tooLarge, 'file_too_large');
    if (code === 'FST_FILES_LIMIT') throw badRequest(DOCUMENT_MSG.missing);
    throw err;
  }
  if (!found) throw badRequest(DOCUMENT_MSG.missing);
  return found;
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function contentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'documento';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const invoiceDocumentsRoutes =
  (deps: AppDeps, store: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.post(
      PATH,
      {
        config: { access: 'business', idempotent: true },
        schema: {
          tags,
          summary: 'Sube el documento (PDF, PNG o JPEG, hasta 10 MB) de una factura',
          description:
            "multipart/form-data, campo 'file'. El tipo se verifica por el contenido del archivo; reemplaza el documento anterior.",
          consumes: ['multipart/form-data'],
          params: invoiceIdParams,
          response: { 200: invoiceDocumentResponse },
        },
      },
      async (request) => {
        const file = await readDocument(request);
        return { document: await uploadDocument(db, store, request.business!.id, request.params.id, file) };
      },
    );

    app.get(
      PATH,
      {
        config: { access: 'business' },
        schema: {
          tags,
          summary: 'El documento de una factura (bytes, en línea, con su tipo de contenido)',
          params: invoiceIdParams,
        },
      },
      async (request, reply) => {
        const { doc, file } = await openDocument(db, store, request.business!.id, request.params.id);
        return reply
          .header('content-type', doc.content_type)
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition(doc.name))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    );
  };
