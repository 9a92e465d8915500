// One page of an invoice list with the count and Σ of every matching row.
//
// - Only aggregable filters (period, payed, document type, classified): the totals come from
//   invoice_monthly_totals (a few rows) and the page from walking the sort's index
//   (invoices_list_*_idx, index-only, stopping after the page), run together; then the page's rows.
// - Any other filter (search, expired, reconciliation, cash flow): one scan of the matching rows
//   (index-only, over invoices_filter_idx or invoices_unpaid_due_idx) gives the count, the Σ and
//   the page's ids at once (a bounded sort of the matches, not a walk of a sort index whose rows
//   would have to be fetched from the table to be filtered); then the page's rows.
import type { Queryable } from '@portal/db';
import { ACCOUNT_JOIN, LIST_COLUMNS, type ListRow } from './invoice-mappers';
import { type ListFilter, Params, type Sort, isAggregable, orderSql, whereSql } from './list-filters';

export type Totals = { count: number; sum: number };
export type ListPage = Totals & { rows: ListRow[] };

/** Count and Σ signed_total of the filter from the monthly aggregates (only for aggregable filters). */
export async function aggregateTotals(db: Queryable, f: ListFilter): Promise<Totals> {
  const p = new Params();
  const parts = [
    `business_id = ${p.add(f.businessId)}`,
    `direction = ${p.add(f.direction)}`,
    `period BETWEEN ${p.add(f.periodFrom)} AND ${p.add(f.periodTo)}`,
  ];
  if (f.payed !== undefined) parts.push(`payed = ${p.add(f.payed)}`);
  if (f.docType !== undefined) parts.push(`doc_type = ${p.add(f.docType)}`);
  if (f.classified !== undefined) parts.push(`classified = ${p.add(f.classified)}`);
  const { rows } = await db.query<{ n: number; total: number }>(
    `SELECT coalesce(sum(doc_count), 0)::bigint AS n, coalesce(sum(signed_total), 0)::bigint AS total
       FROM invoice_monthly_totals WHERE ${parts.join(' AND ')}`,
    p.values,
  );
  return { count: rows[0].n, sum: rows[0].total };
}

/** Count and Σ signed_total straight from invoices (index-only over invoices_filter_idx). */
export async function scanTotals(db: Queryable, f: ListFilter): Promise<Totals> {
  const p = new Params();
  const { rows } = await db.query<{ n: number; total: number }>(
    `SELECT count(*)::bigint AS n, coalesce(sum(i.signed_total), 0)::bigint AS total
       FROM invoices i WHERE ${whereSql(f, p)}`,
    p.values,
  );
  return { count: rows[0].n, sum: rows[0].total };
}

/** The page's full rows, by id, in the page's order. */
async function rowsByIds(db: Queryable, businessId: number, ids: number[], sort: Sort): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS} FROM invoices i ${ACCOUNT_JOIN}
      WHERE i.id = ANY($1::bigint[]) AND i.business_id = $2 ORDER BY ${orderSql(sort)}`,
    [ids, businessId],
  );
  return rows;
}

/** Aggregable filters: walk the sort index for the page's ids (a deferred join), then the rows. */
export async function pageRows(
  db: Queryable,
  f: ListFilter,
  sort: Sort,
  limit: number,
  offset: number,
): Promise<ListRow[]> {
  const p = new Params();
  const where = whereSql(f, p);
  const { rows } = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS}
       FROM (SELECT i.id FROM invoices i WHERE ${where} ORDER BY ${orderSql(sort)}
              LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}) page
       JOIN invoices i ON i.id = page.id
       ${ACCOUNT_JOIN}
      ORDER BY ${orderSql(sort)}`,
    p.values,
  );
  return rows;
}

/** Any filter: count, Σ and the page's ids from one pass over the matching rows. */
export async function scanPage(
  db: Queryable,
  f: ListFilter,
  sort: Sort,
  limit: number,
  offset: number,
): Promise<ListPage> {
  const p = new Params();
  const where = whereSql(f, p);
  const { rows } = await db.query<{ n: number; total: number; ids: (number | string)[] | null }>(
    `WITH m AS MATERIALIZED (
       SELECT i.id, i.${sort.column}, i.signed_total FROM invoices i WHERE ${where}),
     t AS (SELECT count(*) AS n, coalesce(sum(signed_total), 0) AS total FROM m)
     SELECT t.n::bigint AS n, t.total::bigint AS total,
            ARRAY(SELECT i.id FROM m i ORDER BY ${orderSql(sort)}
                   LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}) AS ids
       FROM t`,
    p.values,
  );
  const ids = (rows[0].ids ?? []).map(Number);
  return { count: rows[0].n, sum: rows[0].total, rows: await rowsByIds(db, f.businessId, ids, sort) };
}

export async function listPage(
  db: Queryable,
  f: ListFilter,
  sort: Sort,
  page: number,
  pageSize: number,
): Promise<ListPage> {
  const offset = (page - 1) * pageSize;
  if (!isAggregable(f)) return scanPage(db, f, sort, pageSize, offset);
  const [totals, rows] = await Promise.all([aggregateTotals(db, f), pageRows(db, f, sort, pageSize, offset)]);
  return { ...totals, rows };
}
