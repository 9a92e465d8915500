import { mkdir } from 'node:fs/promises';
import { openPg } from './pg';
import { openPglite } from './pglite';
import type { Db } from './types';

export type OpenDbOptions = { databaseUrl?: string; dataDir?: string; poolSize?: number };

/** A PostgreSQL server when a URL is given; otherwise the embedded database in dataDir. */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) return openPg({ connectionString: opts.databaseUrl, max: opts.poolSize });
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  return openPglite(opts.dataDir);
}
