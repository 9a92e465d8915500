// The business's credentials for other services. The secret is write-only: sealed on create and
// update under a per-record data key (lib/envelope.ts), never answered, never logged; other areas
// read it only through openCredential (server-side use, e.g. an SII session).
import {
  type BusinessCredential,
  CREDENTIAL_MESSAGES,
  type CreateCredentialBody,
  type UpdateCredentialBody,
} from '@portal/contracts';
import { CREDENTIAL_NAMES } from '@portal/domain';
import type { Db, Queryable } from '@portal/db';
import { currentKeyId, newDataKey, openDataKey, rewrap } from '../../lib/envelope';
import { conflict, notFound } from '../../lib/errors';
import type { SecretBox } from '../../lib/secrets';
import {
  type CredentialRow,
  type SealedSecret,
  credentialsToRewrap,
  deleteCredential,
  findCredential,
  findCredentials,
  findCredentialsByName,
  findSealedCredential,
  insertCredential,
  nextCredentialId,
  replaceCredentialKey,
  updateCredential,
} from './credentials.repository';

/** Binds a secret to its business and row: a ciphertext copied to another row does not open. */
export const credentialContext = (businessId: number, id: number) =>
  `business-credential:business:${businessId}:credential:${id}`;

const toCredential = (r: CredentialRow): BusinessCredential => ({
  id: r.id,
  name: r.name,
  username: r.username,
  password_set: r.password_set,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

function seal(box: SecretBox, businessId: number, id: number, secret: string): SealedSecret {
  const key = newDataKey(box, credentialContext(businessId, id));
  return {
    secretSealed: key.encrypt(Buffer.from(secret, 'utf8'), 'secret'),
    dataKeyWrapped: key.wrappedKey,
    keyId: key.keyId,
  };
}

export async function listCredentials(db: Queryable, businessId: number) {
  return { business_credentials: (await findCredentials(db, businessId)).map(toCredential) };
}

export async function credentialDetail(db: Queryable, businessId: number, id: number) {
  const row = await findCredential(db, businessId, id);
  if (!row) throw notFound(CREDENTIAL_MESSAGES.notFound);
  return { business_credential: toCredential(row) };
}

export function credentialNames() {
  return {
    business_credential_names: CREDENTIAL_NAMES.map((c) => ({
      name: c.name,
      label: c.label,
      username_label: c.usernameLabel,
      secret_label: c.secretLabel,
    })),
  };
}

export async function createCredential(
  db: Db,
  box: SecretBox,
  who: { businessId: number; userId: number },
  body: CreateCredentialBody,
) {
  const { name, username, password } = body.business_credential;
  const id = await nextCredentialId(db);
  const row = await insertCredential(db, who.businessId, {
    id,
    name,
    username,
    userId: who.userId,
    ...seal(box, who.businessId, id, password),
  });
  if (!row) throw conflict(CREDENTIAL_MESSAGES.duplicate);
  return { business_credential: toCredential(row) };
}

export async function changeCredential(
  db: Db,
  box: SecretBox,
  who: { businessId: number; userId: number },
  id: number,
  body: UpdateCredentialBody,
) {
  const { username, password } = body.business_credential;
  // The same secret again is kept as sealed: a repeated PUT changes nothing (idempotent).
  const unchanged = password !== undefined && (await storedSecret(db, box, who.businessId, id)) === password;
  const secret = password === undefined || unchanged ? null : seal(box, who.businessId, id, password);
  const row = await updateCredential(db, who.businessId, id, { username, userId: who.userId, secret });
  if (!row) throw notFound(CREDENTIAL_MESSAGES.notFound);
  return { business_credential: toCredential(row) };
}

export async function removeCredential(db: Queryable, businessId: number, id: number) {
  if (!(await deleteCredential(db, businessId, id))) throw notFound(CREDENTIAL_MESSAGES.notFound);
  return { message: CREDENTIAL_MESSAGES.deleted };
}

/** users/credentials/retrive: for each asked service, whether it is stored, its user and date. */
export async function retrieveCredentials(db: Queryable, businessId: number, names: readonly string[]) {
  const unique = [...new Set(names)];
  const found = new Map((await findCredentialsByName(db, businessId, unique)).map((r) => [r.name, r]));
  return {
    credentials: unique.map((name) => {
      const r = found.get(name);
      return {
        name,
        stored: Boolean(r?.password_set),
        username: r?.username ?? null,
        updated_at: r ? new Date(r.updated_at).toISOString() : null,
      };
    }),
  };
}

/** The secret stored under credential `id` (null when there is none). */
async function storedSecret(db: Queryable, box: SecretBox, businessId: number, id: number) {
  const row = await findSealedCredential(db, businessId, { id });
  return row ? openSealed(box, businessId, row).secret : null;
}

/** A credential's user and secret, decrypted in memory for the server's own use. */
export async function openCredential(
  db: Queryable,
  box: SecretBox,
  businessId: number,
  name: string,
): Promise<{ username: string; secret: string } | null> {
  const row = await findSealedCredential(db, businessId, { name });
  return row ? openSealed(box, businessId, row) : null;
}

function openSealed(
  box: SecretBox,
  businessId: number,
  row: { id: number; username: string; secret_sealed: Uint8Array; data_key_wrapped: string },
) {
  const key = openDataKey(box, row.data_key_wrapped, credentialContext(businessId, row.id));
  return {
    username: row.username,
    secret: key.decrypt(Buffer.from(row.secret_sealed), 'secret').toString('utf8'),
  };
}

/** Rewraps every credential's data key still wrapped by a previous APP_SECRET (payloads untouched). */
export async function rewrapCredentials(db: Queryable, box: SecretBox) {
  const current = currentKeyId(box);
  const failed: number[] = [];
  let rewrapped = 0;
  let after = 0;
  for (;;) {
    const rows = await credentialsToRewrap(db, current, after, 100);
    if (rows.length === 0) break;
    for (const r of rows) {
      after = r.id;
      try {
        const next = rewrap(box, r.data_key_wrapped, credentialContext(r.business_id, r.id));
        if (!next) continue;
        await replaceCredentialKey(db, r.business_id, r.id, r.data_key_wrapped, next);
        rewrapped += 1;
      } catch {
        failed.push(r.id);
      }
    }
  }
  return { rewrapped, failed };
}
