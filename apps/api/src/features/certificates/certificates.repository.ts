// business_certificates: at most one per business (UNIQUE business_id). Descriptive columns in
// clear; the file and the password only as envelope ciphertext (lib/envelope.ts). Every query is
// scoped by businessId.
import type { Queryable } from '@portal/db';

export type CertificateRow = {
  id: number;
  holder_name: string;
  holder_rut: string | null;
  issuer: string;
  not_before: Date;
  not_after: Date;
  file_name: string | null;
  created_at: Date;
};

export type SealedCertificateRow = {
  id: number;
  business_id: number;
  file_sealed: Uint8Array;
  password_sealed: Uint8Array;
  data_key_wrapped: string;
};

const COLUMNS = `id::int AS id, holder_name, holder_rut, issuer, not_before, not_after, file_name, created_at`;

export async function findCertificates(db: Queryable, businessId: number): Promise<CertificateRow[]> {
  const { rows } = await db.query<CertificateRow>(
    `SELECT ${COLUMNS} FROM business_certificates WHERE business_id = $1`,
    [businessId],
  );
  return rows;
}

export async function findCertificate(
  db: Queryable,
  businessId: number,
  id: number,
): Promise<CertificateRow | null> {
  const { rows } = await db.query<CertificateRow>(
    `SELECT ${COLUMNS} FROM business_certificates WHERE business_id = $1 AND id = $2`,
    [businessId, id],
  );
  return rows[0] ?? null;
}

export type NewCertificate = {
  holderName: string;
  holderRut: string | null;
  issuer: string;
  notBefore: Date;
  notAfter: Date;
  fileName: string;
  fileSealed: Buffer;
  passwordSealed: Buffer;
  dataKeyWrapped: string;
  keyId: string;
  createdBy: number;
};

/** Stores the business's certificate, replacing the one it had (a renewal replaces the old file). */
export async function upsertCertificate(
  db: Queryable,
  businessId: number,
  c: NewCertificate,
): Promise<CertificateRow> {
  const { rows } = await db.query<CertificateRow>(
    `INSERT INTO business_certificates AS bc (business_id, holder_name, holder_rut, issuer, not_before, not_after,
        file_name, file_sealed, password_sealed, data_key_wrapped, key_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (business_id) DO UPDATE SET holder_name = EXCLUDED.holder_name, holder_rut = EXCLUDED.holder_rut,
        issuer = EXCLUDED.issuer, not_before = EXCLUDED.not_before, not_after = EXCLUDED.not_after,
        file_name = EXCLUDED.file_name, file_sealed = EXCLUDED.file_sealed, password_sealed = EXCLUDED.password_sealed,
        data_key_wrapped = EXCLUDED.data_key_wrapped, key_id = EXCLUDED.key_id, created_by = EXCLUDED.created_by,
        created_at = now()
     RETURNING ${COLUMNS}`,
    [
      businessId,
      c.holderName,
      c.holderRut,
      c.issuer,
      c.notBefore,
      c.notAfter,
      c.fileName,
      c.fileSealed,
      c.passwordSealed,
      c.dataKeyWrapped,
      c.keyId,
      c.createdBy,
    ],
  );
  return rows[0]!;
}

export async function deleteCertificate(db: Queryable, businessId: number, id: number): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM business_certificates WHERE business_id = $1 AND id = $2 RETURNING id',
    [businessId, id],
  );
  return rows.length > 0;
}

/** The sealed file and password of the business's certificate (for the server's own use only). */
export async function findSealedCertificate(
  db: Queryable,
  businessId: number,
): Promise<SealedCertificateRow | null> {
  const { rows } = await db.query<SealedCertificateRow>(
    `SELECT id::int AS id, business_id::int AS business_id, file_sealed, password_sealed, data_key_wrapped
       FROM business_certificates WHERE business_id = $1 AND data_key_wrapped IS NOT NULL`,
    [businessId],
  );
  return rows[0] ?? null;
}

/** Rows whose data key is wrapped by another key than `currentKeyId` (a rotation's work list). */
export async function certificatesToRewrap(
  db: Queryable,
  currentKeyId: string,
  afterId: number,
  limit: number,
): Promise<{ id: number; business_id: number; data_key_wrapped: string }[]> {
  const { rows } = await db.query<{ id: number; business_id: number; data_key_wrapped: string }>(
    `SELECT id::int AS id, business_id::int AS business_id, data_key_wrapped FROM business_certificates
      WHERE key_id IS NOT NULL AND key_id <> $1 AND id > $2 ORDER BY id LIMIT $3`,
    [currentKeyId, afterId, limit],
  );
  return rows;
}

/** Replaces a row's wrapped key if it still holds `previous` (a concurrent upload wins). */
export async function replaceCertificateKey(
  db: Queryable,
  businessId: number,
  id: number,
  previous: string,
  next: { wrappedKey: string; keyId: string },
): Promise<void> {
  await db.query(
    `UPDATE business_certificates SET data_key_wrapped = $4, key_id = $5
      WHERE business_id = $1 AND id = $2 AND data_key_wrapped = $3`,
    [businessId, id, previous, next.wrappedKey, next.keyId],
  );
}
