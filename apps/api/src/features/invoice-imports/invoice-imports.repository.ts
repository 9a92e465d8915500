import type { ImportedFile, ImportSource, InvoiceImportSummary } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import type { ImportBusiness } from './invoice-rows';

// Advisory-lock namespace of invoice imports (other locks: 727001 migrations, 727002 test setup).
const IMPORT_LOCK = 727_011;
const lockKey = (businessId: number) => businessId % 2_147_483_647;

/** Waits for, then holds until commit, the business's import lock: one import of a business at a time. */
export async function lockBusinessImports(tx: Queryable, businessId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [IMPORT_LOCK, lockKey(businessId)]);
}

/** Takes the lock if it is free (false when another process is importing for the business). */
export async function tryLockBusinessImports(tx: Queryable, businessId: number): Promise<boolean> {
  const { rows } = await tx.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_xact_lock($1::int, $2::int) AS locked',
    [IMPORT_LOCK, lockKey(businessId)],
  );
  return rows[0].locked;
}

export type NewImport = {
  source: ImportSource;
  fileName: string;
  fileSha256: string;
  files: ImportedFile[];
  createdBy: number | null;
  error?: string | null;
  rejected?: number;
};

export async function insertImport(
  tx: Queryable,
  businessId: number,
  imp: NewImport,
): Promise<{ id: number; createdAt: Date }> {
  const { rows } = await tx.query<{ id: number; created_at: Date }>(
    `INSERT INTO invoice_imports (business_id, source, file_name, file_sha256, files, created_by, error, rejected_count)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8) RETURNING id, created_at`,
    [
      businessId,
      imp.source,
      imp.fileName,
      imp.fileSha256,
      JSON.stringify(imp.files),
      imp.createdBy,
      imp.error ?? null,
      imp.rejected ?? 0,
    ],
  );
  return { id: rows[0].id, createdAt: new Date(rows[0].created_at) };
}

export async function saveImportCounts(
  tx: Queryable,
  businessId: number,
  importId: number,
  c: { new: number; updated: number; unchanged: number; rejected: number },
): Promise<void> {
  await tx.query(
    `UPDATE invoice_imports SET new_count = $3, updated_count = $4, unchanged_count = $5, rejected_count = $6
      WHERE business_id = $1 AND id = $2`,
    [businessId, importId, c.new, c.updated, c.unchanged, c.rejected],
  );
}

type ImportRow = {
  id: number;
  created_at: Date;
  source: ImportSource;
  new_count: number;
  updated_count: number;
  unchanged_count: number;
  rejected_count: number;
  files: ImportedFile[];
  error: string | null;
  created_by: string | null;
};

/** The latest imports of a business, newest first. */
export async function listImports(
  db: Queryable,
  businessId: number,
  limit: number,
): Promise<InvoiceImportSummary[]> {
  const { rows } = await db.query<ImportRow>(
    `SELECT i.id, i.created_at, i.source, i.new_count, i.updated_count, i.unchanged_count, i.rejected_count,
            i.files, i.error, u.name AS created_by
       FROM invoice_imports i LEFT JOIN users u ON u.id = i.created_by
      WHERE i.business_id = $1
      ORDER BY i.created_at DESC, i.id DESC
      LIMIT $2`,
    [businessId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    created_at: new Date(r.created_at).toISOString(),
    source: r.source,
    new: r.new_count,
    updated: r.updated_count,
    unchanged: r.unchanged_count,
    rejected: r.rejected_count,
    files: r.files,
    error: r.error,
    created_by: r.created_by,
  }));
}

/**
 * "Datos actualizados al …": when the business's invoices were last imported (the latest import
 * that was written, ISO 8601), or null when never. The invoice lists answer it as `last_updated`.
 */
export async function lastUpdated(db: Queryable, businessId: number): Promise<string | null> {
  const { rows } = await db.query<{ at: Date | null }>(
    'SELECT max(created_at) AS at FROM invoice_imports WHERE business_id = $1 AND error IS NULL',
    [businessId],
    { prepare: true },
  );
  const at = rows[0]?.at;
  return at ? new Date(at).toISOString() : null;
}

export async function findBusinessById(db: Queryable, businessId: number): Promise<ImportBusiness | null> {
  const { rows } = await db.query<ImportBusiness>('SELECT id, rut, name FROM businesses WHERE id = $1', [
    businessId,
  ]);
  return rows[0] ?? null;
}

/** The business with this RUT, compared without dots, dash or case ('76.354.771-k' = '76354771-K'). */
export async function findBusinessByRut(db: Queryable, rut: string): Promise<ImportBusiness | null> {
  const compact = rut.toUpperCase().replace(/[^0-9K]/g, '');
  const { rows } = await db.query<ImportBusiness>(
    `SELECT id, rut, name FROM businesses WHERE regexp_replace(upper(rut), '[^0-9K]', '', 'g') = $1
      ORDER BY id LIMIT 2`,
    [compact],
  );
  return rows.length === 1 ? rows[0] : null;
}

/** Businesses whose RUT is one of these (canonical 'body-DV'), for the SII inbox. */
export async function findBusinessesByRuts(
  db: Queryable,
  ruts: readonly string[],
): Promise<ImportBusiness[]> {
  if (ruts.length === 0) return [];
  const compact = ruts.map((r) => r.toUpperCase().replace(/[^0-9K]/g, ''));
  const { rows } = await db.query<ImportBusiness>(
    `SELECT id, rut, name FROM businesses
      WHERE regexp_replace(upper(rut), '[^0-9K]', '', 'g') = ANY($1::text[]) ORDER BY id`,
    [compact],
  );
  return rows;
}

/**
 * A business for the command line's `--create`, owned by the deployment's operators that have an
 * account (OPERATOR_EMAILS): the CLI has no user of its own, and they are who runs it. `rut` is
 * canonical ('body-DV').
 */
export async function createImportBusiness(
  db: Queryable,
  rut: string,
  name: string,
  ownerEmails: readonly string[],
): Promise<{ business: ImportBusiness; owners: string[] }> {
  const { rows } = await db.query<ImportBusiness>(
    'INSERT INTO businesses (rut, name) VALUES ($1, $2) RETURNING id, rut, name',
    [rut, name],
  );
  const business = rows[0];
  const owners = await db.query<{ email: string }>(
    `INSERT INTO businesses_users (business_id, user_id, role)
     SELECT $1, u.id, 'owner' FROM users u WHERE lower(u.email) = ANY($2::text[])
     ON CONFLICT DO NOTHING
     RETURNING (SELECT email FROM users WHERE id = user_id) AS email`,
    [business.id, ownerEmails.map((e) => e.toLowerCase())],
  );
  return { business, owners: owners.rows.map((r) => r.email) };
}

/**
 * A RECTIFICA book replaces its register's month: the documents of that month that only earlier
 * IECV books told (source_hashes has no other source) and that it no longer has are removed.
 * Documents an RCV or DTE also told stay: the SII's other files still hold them.
 */
export async function removeRectified(
  tx: Queryable,
  businessId: number,
  rect: { direction: 'VENTA' | 'COMPRA'; period: number; keys: readonly string[] },
): Promise<{ doc_type: number; folio: number }[]> {
  const { rows } = await tx.query<{ doc_type: number; folio: number }>(
    `DELETE FROM invoices
      WHERE business_id = $1 AND direction = $2 AND period = $3
        AND source_hashes ? 'iecv' AND (source_hashes - 'iecv') = '{}'::jsonb
        AND NOT (doc_type::text || '|' || issuer_rut || '|' || folio::text = ANY($4::text[]))
      RETURNING doc_type, folio`,
    [businessId, rect.direction, rect.period, rect.keys],
  );
  return rows.sort((a, b) => a.doc_type - b.doc_type || a.folio - b.folio);
}

/**
 * What the SII's registry states for its months (rcv_period_totals, read by the F29 automatic
 * mode to see that the books hold the whole registry): the latest import of a month replaces it.
 */
export async function saveStatedTotals(
  tx: Queryable,
  businessId: number,
  importId: number,
  totals: readonly { direction: string; period: number; docCount: number; total: number }[],
): Promise<void> {
  if (totals.length === 0) return;
  await tx.query(
    `INSERT INTO rcv_period_totals (business_id, direction, period, doc_count, total_amount, import_id)
     SELECT $1, t.direction, t.period, t.doc_count, t.total_amount, $2
       FROM unnest($3::text[], $4::int[], $5::int[], $6::bigint[]) AS t(direction, period, doc_count, total_amount)
     ON CONFLICT (business_id, direction, period) DO UPDATE SET doc_count = EXCLUDED.doc_count,
       total_amount = EXCLUDED.total_amount, import_id = EXCLUDED.import_id, stated_at = now()`,
    [
      businessId,
      importId,
      totals.map((t) => t.direction),
      totals.map((t) => t.period),
      totals.map((t) => t.docCount),
      totals.map((t) => t.total),
    ],
  );
}
