import { PGlite } from '@electric-sql/pglite';
import { OID, keepText, parseInt8 } from './parsers';
import type { Db, QueryResult, Queryable } from './types';

type PgliteLike = Pick<PGlite, 'query'>;

function wrap(conn: PgliteLike): Queryable {
  return {
    async query<T>(text: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const res = await conn.query<T>(text, params ? [...params] : undefined);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
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
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
    dump: async () => (await pg.dumpDataDir('gzip')) as Blob,
  };
}
