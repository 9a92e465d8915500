import { createHash } from 'node:crypto';
import type { ImportSource, InvoiceImportResult } from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { notFound } from '../../lib/errors';
import { type ImportFileInput, type PreparedFile, prepareImport } from './import-files';
import {
  findBusinessById,
  insertImport,
  lockBusinessImports,
  saveImportCounts,
} from './invoice-imports.repository';
import type { ImportBusiness } from './invoice-rows';
import { upsertInvoices } from './invoices-upsert.repository';

export type { ImportFileInput } from './import-files';

/** Answer warnings beyond this many are counted, not listed. */
const MAX_WARNINGS = 50;

export type ImportOptions = {
  /** The user who imports (null: command line, SII inbox). */
  userId?: number | null;
  /** 'sync' for the SII inbox; otherwise the files' format ('rcv', 'dte' or 'mixed'). */
  source?: 'sync';
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
  const summary = files.map((f) => ({ name: f.name, kind: f.kind, documents: f.rows.length }));
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
  const counts = { new: 0, updated: 0, unchanged: 0, rejected: 0 };
  for (const f of files) {
    const c = await upsertInvoices(tx, businessId, f.rows, { importId: id });
    counts.new += c.inserted;
    counts.updated += c.updated;
    counts.unchanged += c.unchanged;
  }
  await saveImportCounts(tx, businessId, id, counts);
  const warnings = files.flatMap((f) => f.warnings);
  const listed = warnings.slice(0, MAX_WARNINGS);
  if (warnings.length > listed.length) listed.push(`… y ${warnings.length - listed.length} avisos más`);
  return { id, ...counts, files: summary, last_updated: createdAt.toISOString(), warnings: listed };
}

/**
 * Imports SII files (RCV CSV, DTE XML) into a business, all-or-nothing: every file is checked
 * first, then everything is written in one transaction, so a bad file (AppError 413/422) leaves
 * the database as it was. Idempotent: a document already imported with the same SII data counts
 * as unchanged; a changed one is updated without touching the user's own fields.
 */
export async function importInvoiceFiles(
  db: Db,
  business: ImportBusiness,
  files: readonly ImportFileInput[],
  opts: ImportOptions = {},
): Promise<InvoiceImportResult> {
  const prepared = prepareImport(business, files);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await lockBusinessImports(tx, business.id);
        return writePreparedImport(tx, business.id, prepared, opts);
      });
    } catch (err) {
      // A deadlock with a user's bulk update of the same invoices rolls everything back: retry.
      const code = (err as { code?: unknown }).code;
      if (attempt >= 3 || (code !== '40P01' && code !== '40001')) throw err;
    }
  }
}

/** importInvoiceFiles for the business selected in a request. */
export async function importForBusiness(
  db: Db,
  businessId: number,
  files: readonly ImportFileInput[],
  opts: ImportOptions = {},
): Promise<InvoiceImportResult> {
  const business = await findBusinessById(db, businessId);
  if (!business) throw notFound('No encontramos la empresa.');
  return importInvoiceFiles(db, business, files, opts);
}
