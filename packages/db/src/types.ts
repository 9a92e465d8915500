export type Row = Record<string, unknown>;

export type QueryResult<T> = { rows: T[]; rowCount: number };

export type QueryOptions = {
  /**
   * Keep the statement prepared on the connection and reuse its plan (PostgreSQL plans it for the
   * parameters' values five times, then keeps a generic plan when that is no worse). For hot
   * statements whose best plan does not depend on the values, e.g. a walk of a sort index that
   * stops after a page: planning can cost more than running them. PGlite keeps it parsed by name
   * (pglite.ts), except inside a transaction, where it runs as a plain query.
   */
  prepare?: boolean;
};

/** Anything that runs SQL: the database itself or an open transaction. */
export type Queryable = {
  query<T = Row>(text: string, params?: readonly unknown[], opts?: QueryOptions): Promise<QueryResult<T>>;
};

/** An open transaction: queries, and scripts of several statements (a migration). */
export type Transaction = Queryable & {
  /** Runs every statement of `sql` with the driver's multi-statement execution (no parameters). */
  exec(sql: string): Promise<void>;
};

export type DbKind = 'pglite' | 'pg';

export type TransactionOptions = {
  /**
   * A long transaction (an import) that must not hold up other requests. PostgreSQL runs other
   * sessions beside it anyway; PGlite, one session, lets other callers' reads run between its
   * statements and holds their writes and transactions until it ends (pglite-shared.ts).
   */
  shareReads?: boolean;
};

export type Db = Queryable & {
  kind: DbKind;
  /** Runs fn in one transaction; a thrown error rolls everything back. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>, opts?: TransactionOptions): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
};
