import { PGlite } from '@electric-sql/pglite';
import { OID, keepText, parseInt8 } from './parsers';
import { type PreparedRunner, preparedRunner } from './pglite-prepared';
import { isPlainRead, sharedGate } from './pglite-shared';
import type { Db, QueryOptions, QueryResult, Transaction } from './types';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(conn: PgliteLike): Transaction {
  return {
    async query<T>(text: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const res = await conn.query<T>(text, params ? [...params] : undefined);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await conn.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL: a folder on disk, or memory when dataDir is undefined. `image` starts
 * from a dumped data directory (tests start from an already migrated one).
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<Db & { dump(): Promise<Blob> }> {
  const pg = await PGlite.create(dataDir, {
    loadDataDir: image,
    parsers: { [OID.int8]: parseInt8, [OID.date]: keepText, [OID.numeric]: keepText },
  });
  return pgliteDb(pg, preparedRunner(pg));
}

/** The Db over an open PGlite; `prepared` null runs prepared queries as plain ones (tests pass it). */
export function pgliteDb(pg: PGlite, prepared: PreparedRunner | null): Db & { dump(): Promise<Blob> } {
  const base = wrap(pg);
  const gate = sharedGate(pg);
  const run = async <T>(
    text: string,
    params?: readonly unknown[],
    opts?: QueryOptions,
  ): Promise<QueryResult<T>> => {
    if (!opts?.prepare || !prepared) return base.query<T>(text, params);
    const res = await prepared(text, params ?? []);
    return { rows: res.rows as T[], rowCount: res.affectedRows ?? res.rows.length };
  };
  return {
    kind: 'pglite',
    query<T>(text: string, params?: readonly unknown[], opts?: QueryOptions): Promise<QueryResult<T>> {
      if (isPlainRead(text)) return gate.read(text, params, () => run<T>(text, params, opts));
      return gate.exclusive(() => run<T>(text, params, opts));
    },
    transaction: (fn, opts) =>
      opts?.shareReads ? gate.sharing(fn) : gate.exclusive(() => pg.transaction((tx) => fn(wrap(tx)))),
    exec: (sql) => gate.exclusive(() => base.exec(sql)),
    close: () => pg.close(),
    dump: async () => (await pg.dumpDataDir('gzip')) as Blob,
  };
}
