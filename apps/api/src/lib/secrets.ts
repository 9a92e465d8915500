// Encryption of secrets the portal must keep readable (SII credentials, certificate passwords):
// AES-256-GCM under a key derived from APP_SECRET by HKDF, so the secret itself never touches
// the data and one APP_SECRET can key other purposes apart later.
//
// Sealed form: `v1.<key id>.<base64url(iv ‖ tag ‖ ciphertext)>`. The version names the format;
// the key id (a fingerprint of the derived key, not secret) says which APP_SECRET sealed it, so a
// deployment rotates by moving the old value to APP_SECRET_PREVIOUS: old values still open, new
// ones are sealed under the new key, and `needsReseal` tells a caller to write them back.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HKDF_SALT = 'portal-cliente';
const HKDF_INFO = 'stored-secrets/v1';

export class SecretError extends Error {}

type Key = { id: string; bytes: Buffer };

function deriveKey(appSecret: string): Key {
  const bytes = Buffer.from(hkdfSync('sha256', appSecret, HKDF_SALT, HKDF_INFO, 32));
  const id = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
  return { id, bytes };
}

export type SecretBox = {
  /** Encrypts `plain`; `context` (e.g. 'sii-password:business:12') must be given again to open it. */
  seal(plain: string, context: string): string;
  /** Decrypts a sealed value; throws SecretError when it was altered, moved or sealed by an unknown key. */
  open(sealed: string, context: string): string;
  /** True when the value was sealed by a previous key and should be sealed again. */
  needsReseal(sealed: string): boolean;
};

export function createSecretBox(appSecret: string, previous: readonly string[] = []): SecretBox {
  const current = deriveKey(appSecret);
  const keys = new Map<string, Key>([current, ...previous.map(deriveKey)].map((k) => [k.id, k]));
  const keyIdOf = (sealed: string) => {
    const [version, id] = sealed.split('.', 2);
    if (version !== VERSION || !id) throw new SecretError('Formato de secreto desconocido.');
    return id;
  };
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.bytes, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const packed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
      return `${VERSION}.${current.id}.${packed}`;
    },
    open(sealed, context) {
      const key = keys.get(keyIdOf(sealed));
      if (!key) throw new SecretError('El secreto fue cifrado con una clave que ya no está configurada.');
      const packed = Buffer.from(sealed.slice(sealed.indexOf('.', VERSION.length + 1) + 1), 'base64url');
      if (packed.length < IV_BYTES + TAG_BYTES) throw new SecretError('Secreto incompleto.');
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, packed.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(packed.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretError('El secreto no corresponde a su clave o fue alterado.');
      }
    },
    needsReseal: (sealed) => keyIdOf(sealed) !== current.id,
  };
}

export const LOCAL_SECRET_FILE = 'app-secret';

/**
 * Outside production without APP_SECRET: a random secret made on first start and kept in
 * DATA_DIR, so secrets sealed by a local portal still open after a restart. Production never
 * gets here (the configuration requires APP_SECRET there).
 */
export function localAppSecret(dataDir: string): string {
  const path = join(dataDir, LOCAL_SECRET_FILE);
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  // Written aside and linked into place: of two processes starting together, one links and the
  // other finds the complete file, never a half-written one.
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(path, 'utf8').trim();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens stored secrets under APP_SECRET (lib/secrets.ts). */
    secrets: SecretBox;
  }
}
