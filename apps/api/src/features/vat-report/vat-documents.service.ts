// Files of the sales report: attachments and fixed-asset invoices of a report, and F29s
// (liquidation) listed in Mis F29. Bytes in the file store, metadata in monthly_accounting_documents;
// the type is read from the first bytes (as invoice documents), the name only shown.
import {
  VAT_DOCUMENT_MESSAGES as MSG,
  type VatDocument,
  type VatDocumentFields,
  type VatDocumentType,
} from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { isMonthlyAccountingEditable, periodParts, todayInChile, vatPeriodOn } from '@portal/domain';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { type FileStore, type StoredFile, newStorageKey } from '../../lib/file-store';
import { displayName, sniffDocument } from '../invoice-documents/invoice-documents.service';
import {
  type DocumentRow,
  deleteDocumentRow,
  findDocument,
  findReport,
  findReportOfPeriod,
  insertDocument,
  listDocuments,
} from './vat-report.repository';

export const documentUrl = (id: number) => `/api/v1/users/document/${id}`;

export const toVatDocument = (r: DocumentRow): VatDocument => ({
  id: r.id,
  type_document: r.type_document,
  monthly_accounting_id: r.monthly_accounting_id,
  accounting_year: r.accounting_year,
  accounting_month: r.accounting_month,
  name: r.name,
  content_type: r.content_type,
  size_bytes: r.size_bytes,
  created_at: new Date(r.created_at).toISOString(),
  url: documentUrl(r.id),
});

/** Which report and period a new document belongs to (checked before its bytes are stored). */
async function ownerOf(
  db: Queryable,
  businessId: number,
  f: VatDocumentFields,
): Promise<{ reportId: number | null; year: number; month: number }> {
  if (f.id !== undefined) {
    const report = await findReport(db, businessId, f.id);
    if (!report) throw notFound(MSG.reportNotFound);
    if (f.type_document !== 'liquidation' && !isMonthlyAccountingEditable(report.status))
      throw conflict(MSG.locked(report.status));
    return { reportId: report.id, year: report.accounting_year, month: report.accounting_month };
  }
  if (f.type_document !== 'liquidation') throw badRequest(MSG.needsReport);
  if ((f.accounting_year === undefined) !== (f.accounting_month === undefined)) throw badRequest(MSG.period);
  const { year, month } =
    f.accounting_year !== undefined && f.accounting_month !== undefined
      ? { year: f.accounting_year, month: f.accounting_month }
      : periodParts(vatPeriodOn(todayInChile()));
  // An F29 belongs to the period's report when there is one.
  const report = await findReportOfPeriod(db, businessId, year, month);
  return { reportId: report?.id ?? null, year, month };
}

export async function uploadVatDocument(
  db: Db,
  store: FileStore,
  ctx: { businessId: number; userId: number },
  fields: VatDocumentFields,
  file: { name?: string; bytes: Buffer },
): Promise<VatDocument> {
  const kind = sniffDocument(file.bytes);
  if (!kind) throw new AppError(415, MSG.badType, 'unsupported_document');
  const owner = await ownerOf(db, ctx.businessId, fields);
  const key = newStorageKey('vat-report', ctx.businessId);
  await store.put(key, file.bytes, kind.contentType);
  try {
    const row = await insertDocument(db, ctx.businessId, {
      monthly_accounting_id: owner.reportId,
      type_document: fields.type_document,
      accounting_year: owner.year,
      accounting_month: owner.month,
      name: displayName(file.name, kind.ext),
      content_type: kind.contentType,
      size_bytes: file.bytes.length,
      storage_key: key,
      createdBy: ctx.userId,
    });
    return toVatDocument(row);
  } catch (err) {
    await store.delete(key);
    throw err;
  }
}

export async function openVatDocument(
  db: Queryable,
  store: FileStore,
  businessId: number,
  id: number,
): Promise<{ doc: VatDocument; file: StoredFile }> {
  const row = await findDocument(db, businessId, id);
  const file = row ? await store.get(row.storage_key) : null;
  if (!row || !file) throw notFound(MSG.notFound);
  return { doc: toVatDocument(row), file };
}

/** Deletes a document; a report's files only while the report may still change. */
export async function deleteVatDocument(db: Db, store: FileStore, businessId: number, id: number) {
  const key = await db.transaction(async (tx) => {
    const row = await findDocument(tx, businessId, id);
    if (!row) throw notFound(MSG.notFound);
    if (row.type_document !== 'liquidation' && row.monthly_accounting_id !== null) {
      const report = await findReport(tx, businessId, row.monthly_accounting_id);
      if (report && !isMonthlyAccountingEditable(report.status)) throw conflict(MSG.locked(report.status));
    }
    await deleteDocumentRow(tx, businessId, id);
    return row.storage_key;
  });
  // The bytes go only after the row is gone for good.
  await store.delete(key);
  return { message: MSG.deleted };
}

export async function vatDocumentsPage(
  db: Queryable,
  businessId: number,
  q: { type_document: VatDocumentType; page: number; page_size: number },
) {
  const { rows, total } = await listDocuments(db, businessId, {
    type: q.type_document,
    page: q.page,
    pageSize: q.page_size,
  });
  return {
    data: rows.map(toVatDocument),
    meta: { current_page: q.page, page_size: q.page_size, total_elements: total },
  };
}
