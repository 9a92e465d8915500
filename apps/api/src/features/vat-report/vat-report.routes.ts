import {
  VAT_DOCUMENT_FIELD,
  VAT_DOCUMENT_MAX_BYTES,
  VAT_DOCUMENT_MESSAGES as MSG,
  type VatDocumentFields,
  vatDocumentFields,
  vatReportEndpoints as ep,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { fileDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/endpoint-route';
import { AppError, badRequest } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import {
  activateAutomatic,
  automaticMode,
  deactivateAutomatic,
  validateAutomatic,
} from './automatic-mode.service';
import {
  deleteVatDocument,
  openVatDocument,
  uploadVatDocument,
  vatDocumentsPage,
} from './vat-documents.service';
import { reportsPage, siiDate, submitReport } from './vat-report.service';

/** The file (field 'file_upload') and the text fields of an upload, checked against the contract. */
async function readUpload(
  request: Pick<FastifyRequest, 'isMultipart' | 'parts'>,
): Promise<{ fields: VatDocumentFields; file: { name?: string; bytes: Buffer } }> {
  if (!request.isMultipart()) throw new AppError(415, MSG.missing, 'unsupported_media_type');
  const raw: Record<string, string> = {};
  let found: { name?: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: VAT_DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 200 },
    })) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') raw[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== VAT_DOCUMENT_FIELD || found) {
        part.file.resume();
        continue;
      }
      found = { name: part.filename, bytes: await part.toBuffer() };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, MSG.tooLarge, 'file_too_large');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest(MSG.missing);
    throw err;
  }
  if (!found) throw badRequest(MSG.missing);
  const parsed = vatDocumentFields.safeParse(
    Object.fromEntries(Object.entries(raw).filter(([k]) => k in vatDocumentFields.shape)),
  );
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MSG.typeDocument);
  return { fields: parsed.data, file: found };
}

export const vatReportRoutes = (deps: AppDeps, store: FileStore) => async (app: FastifyInstance) => {
  const { db } = deps;

  route(app, ep.siiDate, async () => siiDate());
  route(app, ep.list, async ({ business, query }) => reportsPage(db, business.id, query));
  route(app, ep.submit, async ({ business, session, body }) =>
    submitReport(db, { businessId: business.id, userId: session.user.id }, body),
  );

  route(app, ep.documents, async ({ business, query }) => vatDocumentsPage(db, business.id, query));
  route(app, ep.uploadDocument, async (request) => {
    const { business, session } = request;
    const { fields, file } = await readUpload(request);
    return {
      document: await uploadVatDocument(
        db,
        store,
        { businessId: business.id, userId: session.user.id },
        fields,
        file,
      ),
    };
  });
  route(app, ep.downloadDocument, async ({ business, params }, reply) => {
    const { doc, file } = await openVatDocument(db, store, business.id, params.id);
    return reply
      .header('content-type', doc.content_type)
      .header('content-length', String(file.size))
      .header('content-disposition', fileDisposition(doc.name, 'inline'))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
  route(app, ep.deleteDocument, async ({ business, params }) =>
    deleteVatDocument(db, store, business.id, params.id),
  );

  route(app, ep.automaticMode, async ({ business }) => automaticMode(db, business.id));
  route(app, ep.validate, async ({ business }) => validateAutomatic(db, business.id));
  route(app, ep.activate, async ({ business, session }) =>
    activateAutomatic(db, business.id, session.user.id),
  );
  route(app, ep.deactivate, async ({ business, session }) =>
    deactivateAutomatic(db, business.id, session.user.id),
  );
};
