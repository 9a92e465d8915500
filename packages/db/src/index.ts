export type { Db, DbKind, QueryOptions, QueryResult, Queryable, Row } from './types';
export { openDb, type OpenDbOptions } from './open';
export { openPglite } from './pglite';
export { openPg } from './pg';
export { migrate, splitSql, MIGRATIONS_DIR } from './migrate';
