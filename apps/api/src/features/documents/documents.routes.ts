import {
  DOCUMENT_FILE_FIELD,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  type CreateDocumentFields,
  createDocumentFields,
  documentsEndpoints as ep,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { fileDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/endpoint-route';
import { AppError, badRequest } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import {
  type UploadedFile,
  createDocument,
  documentDetail,
  documentsPage,
  openDocumentFile,
  removeDocument,
  tagsOf,
  updateDocument,
} from './documents.service';
import type { Checked } from './file-type';
import type { FileTypeTask } from './file-type-task';
import { createTaskPool } from '../../lib/task-pool';

const TEXT_FIELDS = new Set(['document_kind', 'name', 'url', 'tags', 'tags[]']);

/**
 * The create form: at most one file in 'file' and the text fields; anything else is refused, so a
 * mistyped field never passes silently. Tags come repeated ('tags' or 'tags[]') or comma-separated.
 */
async function readCreateForm(
  request: Pick<FastifyRequest, 'isMultipart' | 'parts'>,
): Promise<{ fields: CreateDocumentFields; file: UploadedFile | null }> {
  if (!request.isMultipart())
    throw new AppError(415, DOCUMENT_MESSAGES.notMultipart, 'unsupported_media_type');
  const raw: Record<string, string> = {};
  const tags: string[] = [];
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 30, fieldSize: 8 * 1024 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== DOCUMENT_FILE_FIELD) {
          part.file.resume();
          throw badRequest(DOCUMENT_MESSAGES.unknownField(part.fieldname.slice(0, 40)));
        }
        const bytes = await part.toBuffer();
        // busboy marks a file cut at the limit instead of failing in some versions.
        if (part.file.truncated) throw new AppError(413, DOCUMENT_MESSAGES.tooLarge, 'file_too_large');
        file = { name: part.filename, bytes };
        continue;
      }
      if (!TEXT_FIELDS.has(part.fieldname))
        throw badRequest(DOCUMENT_MESSAGES.unknownField(part.fieldname.slice(0, 40)));
      const value = String(part.value ?? '');
      if (part.fieldname.startsWith('tags')) tags.push(...value.split(','));
      else raw[part.fieldname] = value;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, DOCUMENT_MESSAGES.tooLarge, 'file_too_large');
    if (code === 'FST_FILES_LIMIT') throw badRequest('Adjunta un solo archivo por documento.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('El formulario trae demasiados campos.');
    throw err;
  }
  const parsed = createDocumentFields.safeParse({
    document_kind: raw.document_kind || undefined,
    name: raw.name?.trim() ? raw.name : undefined,
    url: raw.url?.trim() ? raw.url : undefined,
    // An empty field ('tags=') is no tag, not an empty one.
    tags: tags.filter((t) => t.trim() !== ''),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError(400, issue.message, 'bad_request', {}, { field: String(issue.path[0] ?? 'cuerpo') });
  }
  return { fields: parsed.data, file };
}

export const documentsRoutes = (deps: AppDeps, store: FileStore) => async (app: FastifyInstance) => {
  const { db } = deps;
  // A real document's type is read in milliseconds; the limit ends a worker a file keeps busy.
  const types = createTaskPool<FileTypeTask, Checked>(new URL('./file-type-worker.mjs', import.meta.url), {
    threads: 2,
    timeoutMs: 5_000,
  });
  app.addHook('onClose', () => types.close());

  route(app, ep.list, async ({ business, query }) => documentsPage(db, business.id, query));
  route(app, ep.tags, async ({ business }) => tagsOf(db, business.id));
  route(app, ep.create, async (request) => {
    const { fields, file } = await readCreateForm(request);
    return createDocument(
      db,
      store,
      { businessId: request.business.id, userId: request.session.user.id, types },
      fields,
      file,
    );
  });
  route(app, ep.detail, async ({ business, params }) => documentDetail(db, business.id, params.document_id));
  route(app, ep.update, async ({ business, params, body }) =>
    updateDocument(db, business.id, params.document_id, body),
  );
  route(app, ep.remove, async ({ business, params }) =>
    removeDocument(db, store, business.id, params.document_id),
  );
  route(app, ep.download, async ({ business, params }, reply) => {
    const { document, file } = await openDocumentFile(db, store, business.id, params.document_id);
    // Always a download (attachment), never shown inline: a Word or Excel file is not the browser's
    // to render, and nosniff keeps any file from being read as HTML.
    return reply
      .header('content-type', document.content_type ?? 'application/octet-stream')
      .header('content-length', String(file.size))
      .header('content-disposition', fileDisposition(`${document.name}.${document.ext_name}`, 'attachment'))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.stream);
  });
};
