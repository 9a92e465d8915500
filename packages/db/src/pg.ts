import pg from 'pg';
import { OID, keepText, parseInt8 } from './parsers';
import { statementName } from './statements';
import type { Db, QueryOptions, QueryResult, Transaction } from './types';

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === OID.int8) return parseInt8;
    if (oid === OID.date || oid === OID.numeric) return keepText;
    // biome-ignore lint/suspicious/noExplicitAny: pg's own overloads
    return (pg.types.getTypeParser as any)(oid, format);
  },
};

type PgClientLike = { query: pg.Pool['query'] | pg.PoolClient['query'] };

function wrap(conn: PgClientLike): Transaction {
  return {
    async query<T>(text: string, params?: readonly unknown[], opts?: QueryOptions): Promise<QueryResult<T>> {
      const values = params ? [...params] : undefined;
      const res = await (conn as pg.Pool).query(
        opts?.prepare ? { name: statementName(text), text, values } : { text, values },
      );
      return { rows: res.rows as T[], rowCount: res.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      // A text with no values goes by the simple query protocol, which runs several statements.
      await (conn as pg.Pool).query(sql);
    },
  };
}

export type PgOptions = { connectionString: string; max?: number; searchPath?: string };

/** A PostgreSQL server through a connection pool. */
export async function openPg(opts: PgOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    max: opts.max ?? 10,
    types: typeParsers,
    options: opts.searchPath ? `-c search_path=${opts.searchPath}` : undefined,
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const base = wrap(pool);
  return {
    kind: 'pg',
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    exec: base.exec,
    close: () => pool.end(),
  };
}
