// Test helpers of the invoice-imports feature (not a test file).
import type { Db, Queryable } from '@portal/db';
import { createTestDb } from '@portal/db/testing';
import { listSharedFixtures, readSharedFixture, requireSharedFixtures } from '@portal/sii/testing';
import { type AuthHeaders, type Harness, inBusiness } from '../../test/harness';
import { insertImport } from './invoice-imports.repository';
import type { InvoiceRow } from './invoice-rows';
import {
  deferImportWork,
  nothingTouched,
  settleDeferredWork,
  upsertInvoices,
} from './invoices-upsert.repository';

export type UploadFile = { name: string; bytes: Buffer | string; field?: string };

/** A multipart/form-data body as a browser sends it (`files` parts unless told otherwise). */
export function multipart(
  files: readonly UploadFile[],
  fields: Record<string, string> = {},
): { payload: Buffer; contentType: string } {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.isBuffer(f.bytes) ? f.bytes : Buffer.from(f.bytes, 'latin1'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const IMPORTS_URL = '/api/v1/client/sii_invoice/imports';

export function upload(
  h: Harness,
  auth: AuthHeaders,
  businessId: number,
  files: readonly UploadFile[],
  mode?: 'all' | 'valid_rows',
) {
  const { payload, contentType } = multipart(files);
  return h.app.inject({
    method: 'POST',
    url: mode === undefined ? IMPORTS_URL : `${IMPORTS_URL}?mode=${mode}`,
    headers: { ...inBusiness(auth, businessId), 'content-type': contentType },
    payload,
  });
}

/** A business with a given RUT, linked to generated users (by key) with their roles. */
export async function addBusiness(
  h: Harness,
  rut: string,
  name: string,
  links: { userKey: string; role: 'owner' | 'admin' | 'other' }[] = [{ userKey: 'u1', role: 'owner' }],
): Promise<{ id: number; rut: string; name: string }> {
  const { rows } = await h.db.query<{ id: number }>(
    'INSERT INTO businesses (rut, name) VALUES ($1, $2) RETURNING id',
    [rut, name],
  );
  const id = rows[0].id;
  for (const l of links) {
    await h.db.query('INSERT INTO businesses_users (business_id, user_id, role) VALUES ($1, $2, $3)', [
      id,
      h.ids.users.get(l.userKey),
      l.role,
    ]);
  }
  return { id, rut, name };
}

export type Sums = { count: number; net: number; iva: number; total: number };

/** Count and Σ net / IVA / total of a business's invoices as stored. */
export async function storedSums(db: Queryable, businessId: number): Promise<Sums> {
  const { rows } = await db.query<Sums>(
    `SELECT count(*)::int AS count, COALESCE(sum(net_amount), 0)::bigint AS net,
            COALESCE(sum(iva_amount), 0)::bigint AS iva, COALESCE(sum(total_amount), 0)::bigint AS total
       FROM invoices WHERE business_id = $1`,
    [businessId],
  );
  return rows[0];
}

/** Rows of the tables an import writes, to prove a rejected one wrote nothing. */
export async function tableCounts(db: Queryable): Promise<{ invoices: number; imports: number }> {
  const { rows } = await db.query<{ invoices: number; imports: number }>(
    `SELECT (SELECT count(*)::int FROM invoices) AS invoices, (SELECT count(*)::int FROM invoice_imports) AS imports`,
  );
  return rows[0];
}

/** The files of a shared fixtures folder, or null (recorded as a skipped suite) when it is missing. */
export function sharedFixtures(sub: 'rcv' | 'dte'): string[] | null {
  return requireSharedFixtures(sub, `${sub.toUpperCase()} conformance through the import (apps/api)`)
    ? listSharedFixtures(sub)
    : null;
}

export const readShared = (sub: 'rcv' | 'dte', file: string): Buffer => readSharedFixture(sub, file);

/** A fresh migrated database holding one business (no users): for the import's SQL on its own. */
export async function dbWithBusiness(business: {
  rut: string;
  name: string;
}): Promise<{ db: Db; businessId: number }> {
  const db = await createTestDb();
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO businesses (rut, name) VALUES ($1, $2) RETURNING id',
    [business.rut, business.name],
  );
  return { db, businessId: rows[0].id };
}

/** Writes rows the way an import does: its row, deferred work, the upsert, then the settling at its end. */
export const importRows = (db: Db, businessId: number, rows: InvoiceRow[]) =>
  db.transaction(async (tx) => {
    const { id } = await insertImport(tx, businessId, {
      source: 'rcv',
      fileName: 'rows.csv',
      fileSha256: '0'.repeat(64),
      files: [],
      createdBy: null,
    });
    await deferImportWork(tx, id);
    const touched = nothingTouched();
    await upsertInvoices(tx, businessId, rows, { importId: id, touched });
    await settleDeferredWork(tx, businessId, id, touched);
  });
