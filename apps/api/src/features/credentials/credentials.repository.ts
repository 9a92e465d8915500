// business_credentials: one per (business, service name). The secret only as envelope ciphertext
// (lib/envelope.ts); no query here ever selects it together with the descriptive columns the
// answers are built from. Every query is scoped by businessId.
import type { Queryable } from '@portal/db';

export type CredentialRow = {
  id: number;
  name: string;
  username: string;
  password_set: boolean;
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = `id::int AS id, name, username, (secret_sealed IS NOT NULL) AS password_set, created_at, updated_at`;

export async function findCredentials(db: Queryable, businessId: number): Promise<CredentialRow[]> {
  const { rows } = await db.query<CredentialRow>(
    `SELECT ${COLUMNS} FROM business_credentials WHERE business_id = $1 ORDER BY name, id`,
    [businessId],
  );
  return rows;
}

export async function findCredential(
  db: Queryable,
  businessId: number,
  id: number,
): Promise<CredentialRow | null> {
  const { rows } = await db.query<CredentialRow>(
    `SELECT ${COLUMNS} FROM business_credentials WHERE business_id = $1 AND id = $2`,
    [businessId, id],
  );
  return rows[0] ?? null;
}

export async function findCredentialsByName(
  db: Queryable,
  businessId: number,
  names: readonly string[],
): Promise<CredentialRow[]> {
  const { rows } = await db.query<CredentialRow>(
    `SELECT ${COLUMNS} FROM business_credentials WHERE business_id = $1 AND name = ANY($2::text[])`,
    [businessId, names],
  );
  return rows;
}

/** The id the next credential will get: its envelope context names it before the row exists. */
export async function nextCredentialId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('business_credentials', 'id'))::int AS id`,
  );
  return rows[0]!.id;
}

export type SealedSecret = { secretSealed: Buffer; dataKeyWrapped: string; keyId: string };

/** Inserts; null when the business already has a credential of that name. */
export async function insertCredential(
  db: Queryable,
  businessId: number,
  c: { id: number; name: string; username: string; userId: number } & SealedSecret,
): Promise<CredentialRow | null> {
  const { rows } = await db.query<CredentialRow>(
    `INSERT INTO business_credentials (id, business_id, name, username, secret_sealed, data_key_wrapped, key_id, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (business_id, name) DO NOTHING
     RETURNING ${COLUMNS}`,
    [c.id, businessId, c.name, c.username, c.secretSealed, c.dataKeyWrapped, c.keyId, c.userId],
  );
  return rows[0] ?? null;
}

export async function updateCredential(
  db: Queryable,
  businessId: number,
  id: number,
  c: { username: string; userId: number; secret: SealedSecret | null },
): Promise<CredentialRow | null> {
  const { rows } = await db.query<CredentialRow>(
    `UPDATE business_credentials SET username = $3, updated_by = $4, updated_at = now(),
        secret_sealed = coalesce($5, secret_sealed),
        data_key_wrapped = CASE WHEN $5::bytea IS NULL THEN data_key_wrapped ELSE $6 END,
        key_id = CASE WHEN $5::bytea IS NULL THEN key_id ELSE $7 END
      WHERE business_id = $1 AND id = $2
      RETURNING ${COLUMNS}`,
    [
      businessId,
      id,
      c.username,
      c.userId,
      c.secret?.secretSealed ?? null,
      c.secret?.dataKeyWrapped ?? null,
      c.secret?.keyId ?? null,
    ],
  );
  return rows[0] ?? null;
}

export async function deleteCredential(db: Queryable, businessId: number, id: number): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM business_credentials WHERE business_id = $1 AND id = $2 RETURNING id',
    [businessId, id],
  );
  return rows.length > 0;
}

/** The sealed secret of one credential, by its name or its id (for the server's own use). */
export async function findSealedCredential(
  db: Queryable,
  businessId: number,
  which: { name: string } | { id: number },
): Promise<{ id: number; username: string; secret_sealed: Uint8Array; data_key_wrapped: string } | null> {
  const { rows } = await db.query<{
    id: number;
    username: string;
    secret_sealed: Uint8Array;
    data_key_wrapped: string;
  }>(
    `SELECT id::int AS id, username, secret_sealed, data_key_wrapped FROM business_credentials
      WHERE business_id = $1 AND ${'id' in which ? 'id = $2' : 'name = $2'} AND secret_sealed IS NOT NULL`,
    [businessId, 'id' in which ? which.id : which.name],
  );
  return rows[0] ?? null;
}

export async function credentialsToRewrap(
  db: Queryable,
  currentKeyId: string,
  afterId: number,
  limit: number,
): Promise<{ id: number; business_id: number; data_key_wrapped: string }[]> {
  const { rows } = await db.query<{ id: number; business_id: number; data_key_wrapped: string }>(
    `SELECT id::int AS id, business_id::int AS business_id, data_key_wrapped FROM business_credentials
      WHERE key_id IS NOT NULL AND key_id <> $1 AND id > $2 ORDER BY id LIMIT $3`,
    [currentKeyId, afterId, limit],
  );
  return rows;
}

export async function replaceCredentialKey(
  db: Queryable,
  businessId: number,
  id: number,
  previous: string,
  next: { wrappedKey: string; keyId: string },
): Promise<void> {
  await db.query(
    `UPDATE business_credentials SET data_key_wrapped = $4, key_id = $5
      WHERE business_id = $1 AND id = $2 AND data_key_wrapped = $3`,
    [businessId, id, previous, next.wrappedKey, next.keyId],
  );
}
