// The PDF or image of an invoice: bytes in the file store, metadata in invoice_files. An upload
// replaces the previous document of the invoice. The type is read from the first bytes (a .pdf
// that is not a PDF is refused); the name is only shown, never used as a path.
import type { InvoiceDocument } from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { AppError, notFound } from '../../lib/errors';
import { type FileStore, type StoredFile, newStorageKey } from '../../lib/file-store';

export const DOCUMENT_MSG = {
  noDocument: 'Esta factura no tiene un documento adjunto.',
  badType: 'El documento debe ser un PDF, PNG o JPEG.',
  missing: "Adjunta el documento en el campo 'file'.",
  tooLarge: 'El documento supera el máximo de 10 MB.',
} as const;

type Kind = { contentType: 'application/pdf' | 'image/png' | 'image/jpeg'; ext: string };

/** PDF '%PDF-', PNG's 8-byte signature, JPEG's SOI marker FF D8 FF. */
export function sniffDocument(bytes: Uint8Array): Kind | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { contentType: 'application/pdf', ext: 'pdf' };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', ext: 'png' };
  if (starts([0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg' };
  return null;
}

/** The name to show: last path segment, no control characters, at most 200 characters. */
export function displayName(raw: string | undefined, ext: string): string {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = last
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return clean || `documento.${ext}`;
}

type FileRow = {
  id: number;
  invoice_id: number;
  name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  created_at: Date;
};

export const documentUrl = (invoiceId: number) => `/api/v1/client/sii_invoice/invoices/${invoiceId}/document`;

const toDocument = (r: FileRow): InvoiceDocument => ({
  id: r.id,
  name: r.name,
  content_type: r.content_type,
  size_bytes: r.size_bytes,
  created_at: new Date(r.created_at).toISOString(),
  url: documentUrl(r.invoice_id),
});

async function latestFile(db: Queryable, businessId: number, invoiceId: number): Promise<FileRow | null> {
  const { rows } = await db.query<FileRow>(
    `SELECT id, invoice_id, name, content_type, size_bytes, storage_key, created_at FROM invoice_files
      WHERE invoice_id = $1 AND business_id = $2 ORDER BY id DESC LIMIT 1`,
    [invoiceId, businessId],
  );
  return rows[0] ?? null;
}

export async function findDocument(db: Queryable, businessId: number, invoiceId: number) {
  const row = await latestFile(db, businessId, invoiceId);
  return row ? toDocument(row) : null;
}

export async function uploadDocument(
  db: Db,
  store: FileStore,
  businessId: number,
  invoiceId: number,
  file: { name?: string; bytes: Buffer },
): Promise<InvoiceDocument> {
  const kind = sniffDocument(file.bytes);
  if (!kind) throw new AppError(415, DOCUMENT_MSG.badType, 'unsupported_document');
  const key = newStorageKey('invoices', businessId, invoiceId);
  await store.put(key, file.bytes, kind.contentType);
  let replaced: string[] = [];
  let row: FileRow;
  try {
    row = await db.transaction(async (tx) => {
      const old = await tx.query<{ storage_key: string }>(
        'DELETE FROM invoice_files WHERE invoice_id = $1 AND business_id = $2 RETURNING storage_key',
        [invoiceId, businessId],
      );
      replaced = old.rows.map((r) => r.storage_key);
      const { rows } = await tx.query<FileRow>(
        `INSERT INTO invoice_files (business_id, invoice_id, name, content_type, size_bytes, storage_key)
         VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING id, invoice_id, name, content_type, size_bytes, storage_key, created_at`,
        [businessId, invoiceId, displayName(file.name, kind.ext), kind.contentType, file.bytes.length, key],
      );
      return rows[0];
    });
  } catch (err) {
    await store.delete(key);
    throw err;
  }
  // The replaced bytes go only after the new row is committed.
  await Promise.all(replaced.map((k) => store.delete(k)));
  return toDocument(row);
}

export async function openDocument(
  db: Queryable,
  store: FileStore,
  businessId: number,
  invoiceId: number,
): Promise<{ doc: InvoiceDocument; file: StoredFile }> {
  const row = await latestFile(db, businessId, invoiceId);
  const file = row ? await store.get(row.storage_key) : null;
  if (!row || !file) throw notFound(DOCUMENT_MSG.noDocument);
  return { doc: toDocument(row), file };
}
