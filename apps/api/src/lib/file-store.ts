// Where uploaded bytes live. The database keeps the metadata and a storage key; the bytes go to a
// FileStore: a local folder by default (DATA_DIR/files), or any object store that implements the
// same four calls (an S3-compatible one: put = PutObject, get = GetObject, delete = DeleteObject).
// Keys are made by the server (e.g. 'invoices/12/345/<uuid>'); a user's file name is never a path.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';

export type StoredFile = { stream: Readable; size: number };

export type FileStore = {
  readonly kind: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
};

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

/** A new key under `prefix` (segments of lowercase letters, digits, '-' and '_'). */
export function newStorageKey(...prefix: (string | number)[]): string {
  const key = [...prefix.map(String), randomUUID()].join('/');
  assertKey(key);
  return key;
}

function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > 512) throw new Error(`invalid storage key: ${key}`);
}

/** Files under one folder; writes go to a temporary name first, so a reader never sees half a file. */
export function localFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    assertKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside the store: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${randomUUID()}.tmp`;
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        return { stream: createReadStream(path), size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The store of a deployment: DATA_DIR/files (an object store would be chosen here by configuration). */
export function createFileStore(config: { dataDir: string }): FileStore {
  return localFileStore(join(config.dataDir, 'files'));
}
