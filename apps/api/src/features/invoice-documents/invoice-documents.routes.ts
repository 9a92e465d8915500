import {
  INVOICE_DOCUMENT_FIELD,
  INVOICE_DOCUMENT_MAX_BYTES,
  invoiceDocumentEndpoints as ep,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { fileDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/endpoint-route';
import { AppError, badRequest } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import { requireInvoice } from '../invoices/invoices.service';
import { DOCUMENT_MSG, openDocument, uploadDocument } from './invoice-documents.service';

/** The one file of the request (field 'file'); other fields (idDoc) are ignored. */
async function readDocument(
  request: Pick<FastifyRequest, 'isMultipart' | 'parts'>,
): Promise<{ name?: string; bytes: Buffer }> {
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

export const invoiceDocumentsRoutes = (deps: AppDeps, store: FileStore) => async (app: FastifyInstance) => {
  const { db } = deps;

  route(app, ep.upload, async (request) => {
    const { business, params } = request;
    const file = await readDocument(request);
    await requireInvoice(db, business.id, params.id);
    return { document: await uploadDocument(db, store, business.id, params.id, file) };
  });

  route(app, ep.download, async ({ business, params }, reply) => {
    await requireInvoice(db, business.id, params.id);
    const { doc, file } = await openDocument(db, store, business.id, params.id);
    return reply
      .header('content-type', doc.content_type)
      .header('content-length', String(file.size))
      .header('content-disposition', fileDisposition(doc.name, 'inline'))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
};
