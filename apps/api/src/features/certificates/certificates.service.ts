// The business's digital certificate: read with its password (pkcs12.ts), described in clear,
// stored only encrypted (file and password under one per-record data key, lib/envelope.ts). The
// password is never answered nor logged; the file leaves the database only decrypted in memory
// for the server's own use (openCertificate).
import { CERTIFICATE_MESSAGES, type BusinessCertificate } from '@portal/contracts';
import { certificateDaysLeft, certificateValidity } from '@portal/domain';
import type { Db, Queryable } from '@portal/db';
import { currentKeyId, newDataKey, openDataKey, rewrap } from '../../lib/envelope';
import { notFound, unprocessable } from '../../lib/errors';
import type { SecretBox } from '../../lib/secrets';
import {
  type CertificateRow,
  certificatesToRewrap,
  deleteCertificate,
  findCertificate,
  findCertificates,
  findSealedCertificate,
  replaceCertificateKey,
  upsertCertificate,
} from './certificates.repository';
import type { TaskPool } from '../../lib/task-pool';
import type { CertificateFacts } from './pkcs12';
import type { Pkcs12Outcome, Pkcs12Task } from './pkcs12-task';

/** Opens .pfx files off the request thread (pkcs12-task.ts in a worker, under a time limit). */
export type Pkcs12Reader = TaskPool<Pkcs12Task, Pkcs12Outcome>;

/** The envelope context: binds the ciphertext to its business, so it cannot be moved to another. */
export const certificateContext = (businessId: number) => `business-certificate:business:${businessId}`;

export function toCertificate(r: CertificateRow, now = new Date()): BusinessCertificate {
  const notBefore = new Date(r.not_before);
  const notAfter = new Date(r.not_after);
  const validity = certificateValidity(notBefore, notAfter, now);
  return {
    id: r.id,
    holder_name: r.holder_name,
    holder_rut: r.holder_rut,
    issuer: r.issuer,
    not_before: notBefore.toISOString(),
    not_after: notAfter.toISOString(),
    validity,
    expired: validity === 'expired',
    days_left: certificateDaysLeft(notAfter, now),
    file_name: r.file_name,
    created_at: new Date(r.created_at).toISOString(),
  };
}

const FAILURE_TEXT = {
  not_pkcs12: CERTIFICATE_MESSAGES.unreadable,
  wrong_password: CERTIFICATE_MESSAGES.wrongPassword,
  no_key: CERTIFICATE_MESSAGES.noKey,
  no_certificate: CERTIFICATE_MESSAGES.noCertificate,
  too_costly: CERTIFICATE_MESSAGES.tooCostly,
} as const;

/** The name to show: last path segment, no control characters, at most 200 characters. */
export function certificateFileName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  return (
    last
      .replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, 200) || 'certificado.pfx'
  );
}

export type CertificateUpload = { fileName: string; bytes: Buffer; password: string };

export async function uploadCertificate(
  db: Db,
  box: SecretBox,
  reader: Pkcs12Reader,
  who: { businessId: number; userId: number },
  upload: CertificateUpload,
): Promise<BusinessCertificate> {
  const opened = await reader.run({ bytes: upload.bytes, password: upload.password });
  if (!opened.ok) throw unprocessable(FAILURE_TEXT[opened.reason]);
  const facts: CertificateFacts = opened.facts;
  const key = newDataKey(box, certificateContext(who.businessId));
  const row = await upsertCertificate(db, who.businessId, {
    ...facts,
    fileName: certificateFileName(upload.fileName),
    fileSealed: key.encrypt(upload.bytes, 'file'),
    passwordSealed: key.encrypt(Buffer.from(upload.password, 'utf8'), 'password'),
    dataKeyWrapped: key.wrappedKey,
    keyId: key.keyId,
    createdBy: who.userId,
  });
  return toCertificate(row);
}

export async function listCertificates(db: Queryable, businessId: number) {
  return { business_credentials: (await findCertificates(db, businessId)).map((r) => toCertificate(r)) };
}

export async function certificateDetail(db: Queryable, businessId: number, id: number) {
  const row = await findCertificate(db, businessId, id);
  if (!row) throw notFound(CERTIFICATE_MESSAGES.notFound);
  return { business_credential: toCertificate(row) };
}

export async function removeCertificate(db: Queryable, businessId: number, id: number) {
  if (!(await deleteCertificate(db, businessId, id))) throw notFound(CERTIFICATE_MESSAGES.notFound);
  return { message: CERTIFICATE_MESSAGES.deleted };
}

/** The business's certificate file and password, decrypted in memory (signing, SII sessions). */
export async function openCertificate(
  db: Queryable,
  box: SecretBox,
  businessId: number,
): Promise<{ file: Buffer; password: string } | null> {
  const row = await findSealedCertificate(db, businessId);
  if (!row) return null;
  const key = openDataKey(box, row.data_key_wrapped, certificateContext(businessId));
  return {
    file: key.decrypt(Buffer.from(row.file_sealed), 'file'),
    password: key.decrypt(Buffer.from(row.password_sealed), 'password').toString('utf8'),
  };
}

/**
 * Rewraps every certificate's data key still wrapped by a previous APP_SECRET under the current
 * one; the ciphertexts are not touched. Answers how many were rewrapped and which ids could not be
 * opened (their APP_SECRET is not among the configured ones).
 */
export async function rewrapCertificates(db: Queryable, box: SecretBox) {
  const current = currentKeyId(box);
  const failed: number[] = [];
  let rewrapped = 0;
  let after = 0;
  for (;;) {
    const rows = await certificatesToRewrap(db, current, after, 100);
    if (rows.length === 0) break;
    for (const r of rows) {
      after = r.id;
      try {
        const next = rewrap(box, r.data_key_wrapped, certificateContext(r.business_id));
        if (!next) continue;
        await replaceCertificateKey(db, r.business_id, r.id, r.data_key_wrapped, next);
        rewrapped += 1;
      } catch {
        failed.push(r.id);
      }
    }
  }
  return { rewrapped, failed };
}
