export type {
  Db,
  DbKind,
  QueryOptions,
  QueryResult,
  Queryable,
  Row,
  Transaction,
  TransactionOptions,
} from './types';
export { openDb, type OpenDbOptions } from './open';
export { openPglite } from './pglite';
export { openPg } from './pg';
export { migrate, MIGRATIONS_DIR } from './migrate';
