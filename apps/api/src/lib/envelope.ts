// Envelope encryption for stored files and secrets (the business certificate and its password,
// business credentials). Each record gets its own random 256-bit data key; the payload is
// encrypted with it (AES-256-GCM) and the data key is wrapped by the key-encryption key that
// lib/secrets.ts derives from APP_SECRET (HKDF-SHA256). The wrapped key names the APP_SECRET that
// wrapped it (`v1.<key id>.…`), stored again as `key_id` beside it so a rotation finds what to
// rewrap with one query.
//
// Rotation never touches payloads: with the old secret in APP_SECRET_PREVIOUS, `rewrap` opens the
// data key with the old key and wraps it again with the current one (features/secret-rotation).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { SecretError, type SecretBox } from './secrets';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const DATA_KEY_BYTES = 32;

/** What a record stores: the wrapped data key, its key id, and one or more payloads. */
export type WrappedKey = { wrappedKey: string; keyId: string };

/** The key id a wrapped key was sealed under (`v1.<key id>.<data>`). */
export function keyIdOf(wrappedKey: string): string {
  const [version, id] = wrappedKey.split('.', 3);
  if (version !== 'v1' || !id) throw new SecretError('Formato de clave envuelta desconocido.');
  return id;
}

// The data key's own context keeps a wrapped key from being moved to another record.
const keyContext = (context: string) => `data-key:${context}`;

/** A record's open data key: encrypts and decrypts its payloads; `part` tells them apart. */
export type DataKey = WrappedKey & {
  encrypt(plain: Buffer, part: string): Buffer;
  decrypt(sealed: Buffer, part: string): Buffer;
};

function dataKey(bytes: Buffer, wrapped: WrappedKey, context: string): DataKey {
  const aad = (part: string) => Buffer.from(`${context}:${part}`, 'utf8');
  return {
    ...wrapped,
    encrypt(plain, part) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', bytes, iv);
      cipher.setAAD(aad(part));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(sealed, part) {
      if (sealed.length < IV_BYTES + TAG_BYTES) throw new SecretError('Contenido cifrado incompleto.');
      const decipher = createDecipheriv('aes-256-gcm', bytes, sealed.subarray(0, IV_BYTES));
      decipher.setAAD(aad(part));
      decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      } catch {
        throw new SecretError('El contenido cifrado no corresponde a su clave o fue alterado.');
      }
    },
  };
}

/** A fresh data key for a new record, wrapped under the current APP_SECRET. */
export function newDataKey(box: SecretBox, context: string): DataKey {
  const bytes = randomBytes(DATA_KEY_BYTES);
  const wrappedKey = box.seal(bytes.toString('base64'), keyContext(context));
  return dataKey(bytes, { wrappedKey, keyId: keyIdOf(wrappedKey) }, context);
}

/** Opens a record's data key (current or previous APP_SECRET); throws SecretError otherwise. */
export function openDataKey(box: SecretBox, wrappedKey: string, context: string): DataKey {
  const bytes = Buffer.from(box.open(wrappedKey, keyContext(context)), 'base64');
  if (bytes.length !== DATA_KEY_BYTES) throw new SecretError('Clave de datos inválida.');
  return dataKey(bytes, { wrappedKey, keyId: keyIdOf(wrappedKey) }, context);
}

/** The same data key wrapped under the current APP_SECRET, or null when it already is. */
export function rewrap(box: SecretBox, wrappedKey: string, context: string): WrappedKey | null {
  if (!box.needsReseal(wrappedKey)) return null;
  const plain = box.open(wrappedKey, keyContext(context));
  const next = box.seal(plain, keyContext(context));
  return { wrappedKey: next, keyId: keyIdOf(next) };
}

/** The current APP_SECRET's key id (what a rotation compares stored key ids with). */
export function currentKeyId(box: SecretBox): string {
  return keyIdOf(box.seal('', 'key-id-probe'));
}
