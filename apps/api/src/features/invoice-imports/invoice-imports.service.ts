import { createHash } from 'node:crypto';
import type { ImportMode, ImportSource, InvoiceImportResult } from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { notFound } from '../../lib/errors';
import {
  assertImportable,
  type ImportFileInput,
  mergePeriods,
  mergeStated,
  type PreparedFile,
  prepareImport,
} from './import-files';
import {
  findBusinessById,
  insertImport,
  lockBusinessImports,
  removeRectified,
  saveImportCounts,
  saveStatedTotals,
} from './invoice-imports.repository';
import type { ImportBusiness } from './invoice-rows';
import {
  deferImportWork,
  nothingTouched,
  settleDeferredWork,
  upsertColumnBatches,
} from './invoices-upsert.repository';
import { PGLITE_UPLOAD_BATCH_SIZE } from './invoice-columns';
import type { FilePreparer } from './prepare-pool';
import type { UploadedFile } from '../../lib/uploads';
import { importFinishedMessage, postBusinessMessage } from '../messages/messages.service';

export type { ImportFileInput } from './import-files';
/** When the business's invoices were last imported: the "datos actualizados al" of every list. */
export { lastUpdated } from './invoice-imports.repository';
/** The import history screen's list. */
export { listImports } from './invoice-imports.repository';

/** Answer warnings beyond this many are counted, not listed. */
const MAX_WARNINGS = 50;

export type ImportOptions = {
  /** The user who imports (null: command line, SII inbox). */
  userId?: number | null;
  /** 'sync' for the SII inbox; otherwise the files' format ('rcv', 'dte' or 'mixed'). */
  source?: 'sync';
  /** Rows that break the rules: refuse the import (default) or leave them out ('valid_rows'). */
  mode?: ImportMode;
};

function sourceOf(files: readonly PreparedFile[], opts: ImportOptions): ImportSource {
  if (opts.source) return opts.source;
  const kinds = new Set(files.map((f) => f.kind));
  return kinds.size === 1 ? [...kinds][0] : 'mixed';
}

const joinedSha = (files: readonly PreparedFile[]): string =>
  files.length === 1
    ? files[0].sha256
    : createHash('sha256')
        .update(files.map((f) => f.sha256).join('\n'))
        .digest('hex');

/**
 * Writes checked files as one import, inside the caller's transaction (which must hold the
 * business's import lock): the invoice_imports row, then every document by the set-based upsert.
 */
export async function writePreparedImport(
  tx: Queryable,
  businessId: number,
  files: readonly PreparedFile[],
  opts: ImportOptions = {},
): Promise<InvoiceImportResult> {
  const summary = files.map((f) => ({ name: f.name, kind: f.kind, documents: f.documents }));
  const { id, createdAt } = await insertImport(tx, businessId, {
    source: sourceOf(files, opts),
    fileName: files
      .map((f) => f.name)
      .join(', ')
      .slice(0, 1000),
    fileSha256: joinedSha(files),
    files: summary,
    createdBy: opts.userId ?? null,
  });
  await deferImportWork(tx, id);
  const counts = { new: 0, updated: 0, unchanged: 0, rejected: 0 };
  const touched = nothingTouched();
  const conflicts: string[] = [];
  for (const f of files) {
    const mine: string[] = [];
    const c = await upsertColumnBatches(tx, businessId, f.batches, {
      importId: id,
      touched,
      conflicts: mine,
    });
    counts.new += c.inserted;
    counts.updated += c.updated;
    counts.unchanged += c.unchanged;
    conflicts.push(...mine.map((m) => `${f.name}: ${m}`));
  }
  // The rows left out (valid_rows): each file line once, however many problems it has.
  counts.rejected = files.reduce((n, f) => n + new Set(f.problems.map((p) => p.line)).size, 0);
  const rectified: string[] = [];
  for (const f of files) {
    if (!f.rectifies) continue;
    const removed = await removeRectified(tx, businessId, f.rectifies);
    if (removed.length > 0)
      rectified.push(
        `${f.name}: libro rectificatorio; se quitaron ${removed.length} documentos que solo traía un libro anterior del mismo período: ${removed
          .slice(0, 20)
          .map((d) => `tipo ${d.doc_type} folio ${d.folio}`)
          .join(', ')}${removed.length > 20 ? '…' : ''}`,
      );
  }
  await settleDeferredWork(tx, businessId, id, touched);
  await saveImportCounts(tx, businessId, id, counts);
  await saveStatedTotals(tx, businessId, id, mergeStated(files.flatMap((f) => f.stated ?? [])));
  // The dashboard's "Mensajes": the import is a message for the business's users.
  await postBusinessMessage(tx, businessId, importFinishedMessage(counts));
  const warnings = [...rectified, ...conflicts, ...files.flatMap((f) => f.warnings)];
  const listed = warnings.slice(0, MAX_WARNINGS);
  if (warnings.length > listed.length) listed.push(`… y ${warnings.length - listed.length} avisos más`);
  return {
    id,
    ...counts,
    files: summary,
    last_updated: createdAt.toISOString(),
    warnings: listed,
    skipped: files.flatMap((f) => f.problems),
    periods: mergePeriods(files.map((f) => f.periods)),
  };
}

/** Writes checked files as one import in one transaction, under the business's import lock. */
async function writeImport(
  db: Db,
  businessId: number,
  prepared: readonly PreparedFile[],
  opts: ImportOptions,
): Promise<InvoiceImportResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      // shareReads: on PGlite, other tenants' reads run between the import's statements.
      return await db.transaction(
        async (tx) => {
          await lockBusinessImports(tx, businessId);
          return writePreparedImport(tx, businessId, prepared, opts);
        },
        { shareReads: true },
      );
    } catch (err) {
      // A deadlock with a user's bulk update of the same invoices rolls everything back: retry.
      const code = (err as { code?: unknown }).code;
      if (attempt >= 3 || (code !== '40P01' && code !== '40001')) throw err;
    }
  }
}

/**
 * Imports SII files (RCV CSV, DTE XML) into a business, all-or-nothing: every file is checked
 * first, then everything is written in one transaction, so a bad file (AppError 413/422) leaves
 * the database as it was. Idempotent: a document already imported with the same SII data counts
 * as unchanged; a changed one is updated without touching the user's own fields. Parses on this
 * thread (command line, bench); uploads go through importUploadedFiles.
 */
export async function importInvoiceFiles(
  db: Db,
  business: ImportBusiness,
  files: readonly ImportFileInput[],
  opts: ImportOptions = {},
): Promise<InvoiceImportResult> {
  return writeImport(db, business.id, prepareImport(business, files, opts.mode), opts);
}

/**
 * importInvoiceFiles for files uploaded to the selected business and saved on disk: they are
 * parsed and checked in worker threads (`preparer`), so a 10 MB file does not hold up the
 * requests of other tenants while it parses; once every file is checked the transaction opens,
 * and the workers build each next batch while the database writes the current one.
 */
export async function importUploadedFiles(
  db: Db,
  preparer: FilePreparer,
  businessId: number,
  files: readonly UploadedFile[],
  opts: ImportOptions = {},
): Promise<InvoiceImportResult> {
  const business = await findBusinessById(db, businessId);
  if (!business) throw notFound('No encontramos la empresa.');
  const batchSize = db.kind === 'pglite' ? PGLITE_UPLOAD_BATCH_SIZE : undefined;
  const prepared = await preparer.prepare(business, files, batchSize);
  try {
    assertImportable(prepared.files, opts.mode ?? 'all');
    return await writeImport(db, business.id, prepared.files, opts);
  } finally {
    prepared.release();
  }
}
