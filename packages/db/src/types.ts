export type Row = Record<string, unknown>;

export type QueryResult<T> = { rows: T[]; rowCount: number };

/** Anything that runs SQL: the database itself or an open transaction. */
export type Queryable = {
  query<T = Row>(text: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
};

export type DbKind = 'pglite' | 'pg';

export type Db = Queryable & {
  kind: DbKind;
  /** Runs fn in one transaction; a thrown error rolls everything back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
};
