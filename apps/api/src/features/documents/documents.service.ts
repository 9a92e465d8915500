// The document library: files (document_kind) whose bytes live in the file store and links
// (url_kind). A file's type comes from its content and must be the one its extension names
// (file-type.ts); its key is made here (`documents/<business>/<uuid>`), never from its name. A
// refused request writes nothing: the bytes are stored only after every check, and removed again
// if the row cannot be written.
import {
  type CreateDocumentFields,
  DOCUMENT_MESSAGES,
  DOCUMENTS_PATH,
  type DocumentListQuery,
  type LibraryDocument,
  type UpdateDocumentBody,
} from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { AppError, notFound, unprocessable } from '../../lib/errors';
import { type FileStore, type StoredFile, newStorageKey } from '../../lib/file-store';
import {
  type DocumentRow,
  businessTags,
  deleteDocumentRow,
  existingSpellings,
  findDocument,
  insertDocument,
  listDocuments,
  replaceTags,
  updateDocumentRow,
} from './documents.repository';
import type { TaskPool } from '../../lib/task-pool';
import { type Checked, checkUpload } from './file-type';
import type { FileTypeTask } from './file-type-task';
import { sampleDocx, samplePdf } from './sample-files';

/** Where a document's file is read: the download route, under /api. */
export const documentFilePath = (id: number) => `/api${DOCUMENTS_PATH}/${id}/file`;

const toDocument = (r: DocumentRow): LibraryDocument => ({
  id: r.id,
  name: r.name,
  ext_name: r.ext_name,
  full_path: r.document_kind === 'document_kind' ? documentFilePath(r.id) : null,
  url: r.url,
  tags: r.tags,
  reference_id: r.business_id,
  reference_type: 'Business',
  document_kind: r.document_kind,
  content_type: r.content_type,
  size_bytes: r.size_bytes,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

export async function documentsPage(db: Db, businessId: number, q: DocumentListQuery) {
  const { rows, total } = await listDocuments(db, businessId, q.search_by ?? {}, {
    page: q.page,
    pageSize: q.page_size,
  });
  return {
    data: rows.map(toDocument),
    meta: { current_page: q.page, page_size: q.page_size, total_elements: total },
  };
}

async function requireDocument(db: Queryable, businessId: number, id: number, lock = false) {
  const row = await findDocument(db, businessId, id, lock);
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  return row;
}

export async function documentDetail(db: Db, businessId: number, id: number) {
  return { document: toDocument(await requireDocument(db, businessId, id)) };
}

export async function tagsOf(db: Db, businessId: number) {
  return { tags: await businessTags(db, businessId) };
}

/** A tag the business already uses keeps its spelling: 'contratos' joins 'Contratos'. */
async function canonical(db: Queryable, businessId: number, tags: readonly string[]): Promise<string[]> {
  const known = await existingSpellings(db, businessId, tags);
  return tags.map((t) => known.get(t.toLowerCase()) ?? t);
}

/** The name to show for a file: its own name without the extension, when none is given. */
function nameFromFile(fileName: string | undefined): string {
  const last = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const dot = last.lastIndexOf('.');
  const base = (dot > 0 ? last.slice(0, dot) : last).replace(/\p{Cc}/gu, '').trim();
  return base.slice(0, 120).trim() || 'Documento';
}

export type UploadedFile = { name?: string; bytes: Buffer };

/** Reads an upload's type off the request thread (file-type-task.ts in a worker, under a time limit). */
export type FileTypeChecker = Pick<TaskPool<FileTypeTask, Checked>, 'run'>;

export async function createDocument(
  db: Db,
  store: FileStore,
  ctx: { businessId: number; userId: number | null; types: FileTypeChecker },
  fields: CreateDocumentFields,
  file: UploadedFile | null,
): Promise<{ document: LibraryDocument }> {
  if (fields.document_kind === 'url_kind') {
    if (file) throw unprocessable(DOCUMENT_MESSAGES.fileWithUrl);
    if (!fields.url) throw unprocessable(DOCUMENT_MESSAGES.url);
    if (!fields.name) throw unprocessable(DOCUMENT_MESSAGES.name);
    const { url, name } = fields;
    return db.transaction(async (tx) => {
      const id = await insertDocument(tx, ctx.businessId, {
        document_kind: 'url_kind',
        name,
        url,
        file: null,
        userId: ctx.userId,
      });
      await replaceTags(tx, ctx.businessId, id, await canonical(tx, ctx.businessId, fields.tags));
      return { document: toDocument(await requireDocument(tx, ctx.businessId, id)) };
    });
  }
  if (fields.url) throw unprocessable(DOCUMENT_MESSAGES.fileWithUrl);
  if (!file) throw unprocessable(DOCUMENT_MESSAGES.fileMissing);
  const checked = await ctx.types.run({ name: file.name, bytes: file.bytes });
  if (!checked.ok) throw new AppError(422, checked.message, 'unsupported_document');
  const key = newStorageKey('documents', ctx.businessId);
  await store.put(key, file.bytes, checked.kind.contentType);
  try {
    return await db.transaction(async (tx) => {
      const id = await insertDocument(tx, ctx.businessId, {
        document_kind: 'document_kind',
        name: fields.name ?? nameFromFile(file.name),
        url: null,
        file: { ...checked.kind, size: file.bytes.length, storageKey: key },
        userId: ctx.userId,
      });
      await replaceTags(tx, ctx.businessId, id, await canonical(tx, ctx.businessId, fields.tags));
      return { document: toDocument(await requireDocument(tx, ctx.businessId, id)) };
    });
  } catch (err) {
    await store.delete(key);
    throw err;
  }
}

export async function updateDocument(db: Db, businessId: number, id: number, body: UpdateDocumentBody) {
  return db.transaction(async (tx) => {
    const row = await requireDocument(tx, businessId, id, true);
    if (body.url !== undefined && row.document_kind !== 'url_kind')
      throw unprocessable(DOCUMENT_MESSAGES.urlOnlyForLinks);
    await updateDocumentRow(tx, businessId, id, { name: body.name, url: body.url });
    if (body.tags) await replaceTags(tx, businessId, id, await canonical(tx, businessId, body.tags));
    return { document: toDocument(await requireDocument(tx, businessId, id)) };
  });
}

export async function removeDocument(db: Db, store: FileStore, businessId: number, id: number) {
  const key = await db.transaction(async (tx) => {
    const row = await requireDocument(tx, businessId, id, true);
    await deleteDocumentRow(tx, businessId, id);
    return row.storage_key;
  });
  // The bytes go only after the row is gone, so a failed delete never leaves a row without its file.
  if (key) await store.delete(key);
  return { message: DOCUMENT_MESSAGES.deleted };
}

export async function openDocumentFile(
  db: Db,
  store: FileStore,
  businessId: number,
  id: number,
): Promise<{ document: LibraryDocument; file: StoredFile }> {
  const row = await requireDocument(db, businessId, id);
  if (!row.storage_key) throw notFound(DOCUMENT_MESSAGES.noFile);
  const file = await store.get(row.storage_key);
  if (!file) throw notFound(DOCUMENT_MESSAGES.notFound);
  return { document: toDocument(row), file };
}

/**
 * The demo's library (a fresh demo database only): a few files made in code, so /documentos is not
 * empty on a first start. No link: the 'enlaces' tab shows its empty state.
 */
export async function seedDemoDocuments(db: Db, store: FileStore, businessId: number): Promise<void> {
  const ctx = { businessId, userId: null };
  const files: [string, string, Buffer, string[]][] = [
    [
      'Escritura de constitución',
      'escritura.pdf',
      await samplePdf('Escritura de constitución de sociedad', [
        'Repertorio N° 1.234-2024',
        'Notaría de Santiago',
      ]),
      ['Legal'],
    ],
    [
      'Contrato de arriendo oficina',
      'contrato-arriendo.pdf',
      await samplePdf('Contrato de arriendo', ['Oficina 301, Providencia', 'Plazo: 24 meses']),
      ['Contratos', 'Arriendo'],
    ],
    [
      'Acta de directorio',
      'acta-directorio.docx',
      await sampleDocx(['Acta de sesión de directorio', 'Se aprueba el balance.']),
      ['Actas'],
    ],
  ];
  // The demo's own files, made above: read on this thread, no worker needed.
  const types: FileTypeChecker = { run: (t) => checkUpload(t.name, t.bytes) };
  for (const [name, fileName, bytes, tags] of files) {
    await createDocument(
      db,
      store,
      { ...ctx, types },
      { document_kind: 'document_kind', name, tags },
      { name: fileName, bytes },
    );
  }
}
