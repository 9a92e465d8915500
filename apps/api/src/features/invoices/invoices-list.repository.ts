// One page of an invoice list with the count and Σ of every matching row.
//
// - Only aggregable filters (period, payed, document type, classified): the totals come from
//   invoice_monthly_totals (a few rows) and the page from walking the sort's index
//   (invoices_list_*_idx, index-only, stopping after the page), in one prepared statement.
// - expired=false otherwise aggregable: the aggregates minus the expired documents
//   (invoices_unpaid_due_idx), the page a walk of the sort's index.
// - A search that can only match a counterpart's search_key (searchShape): the business's keys that
//   contain the text (invoice_search_keys), then exactly their documents (invoices_search_idx) for
//   the count and Σ; the page walks the sort's index when matches are common, or reads and sorts
//   the few matches. All-digit text also looks in the folios that can hold it.
// - Any other filter (expired, reconciliation, cash flow, a search across the folio's space): one
//   scan of the matching rows (index-only, over invoices_search_idx or invoices_unpaid_due_idx)
//   gives the count, the Σ and the page's ids at once; then the page's rows.
import type { Queryable } from '@portal/db';
import { openAmountSql } from './open-documents.service';
import { ACCOUNT_JOIN, LIST_COLUMNS, type ListRow } from './invoice-mappers';
import {
  type ListFilter,
  Params,
  type Sort,
  folioLowerBound,
  isAggregable,
  orderSql,
  searchShape,
  sumsWhatIsOwed,
  whereSql,
} from './list-filters';

/**
 * count: every matching document (the pages); sum: Σ signed totals of those that count (in the
 * register, not claimed nor "no incluir"), or for a filter of owed documents (sumsWhatIsOwed: the
 * overdue ones, the cash flow's) Σ of what they still owe, as the dashboard and cash flow figures
 * they explain; excludedCount/excludedSum: the listed ones that do not count (guides, claimed and
 * left-out purchases), shown apart.
 */
export type Totals = { count: number; sum: number; excludedCount: number; excludedSum: number };

/** The four totals over rows of invoices (alias i), for the statements that read invoices. */
const TOTALS_COLUMNS = (alias = 'i', owed = false) => `count(*)::bigint AS n,
  coalesce(sum(${owed ? openAmountSql(alias) : `${alias}.signed_total`}) FILTER (WHERE ${alias}.counted), 0)::bigint AS total,
  count(*) FILTER (WHERE NOT ${alias}.counted)::bigint AS xn,
  coalesce(sum(${alias}.signed_total) FILTER (WHERE NOT ${alias}.counted), 0)::bigint AS xtotal`;
type TotalsRow = { n: number; total: number; xn: number; xtotal: number };
const toTotals = (r: TotalsRow): Totals => ({
  count: r.n,
  sum: r.total,
  excludedCount: r.xn,
  excludedSum: r.xtotal,
});
const NO_TOTALS: Totals = { count: 0, sum: 0, excludedCount: 0, excludedSum: 0 };
export type ListPage = Totals & { rows: ListRow[] };

/** Count and Σ signed_total of an aggregable filter, from the monthly aggregates (SQL). */
function totalsSql(f: ListFilter, p: Params): string {
  const parts = [
    `business_id = ${p.add(f.businessId)}`,
    `direction = ${p.add(f.direction)}`,
    `period BETWEEN ${p.add(f.periodFrom)} AND ${p.add(f.periodTo)}`,
  ];
  if (f.payed !== undefined) parts.push(`payed = ${p.add(f.payed)}`);
  if (f.docType !== undefined) parts.push(`doc_type = ${p.add(f.docType)}`);
  if (f.classified !== undefined) parts.push(`classified = ${p.add(f.classified)}`);
  return `SELECT coalesce(sum(doc_count), 0)::bigint AS n,
                 coalesce(sum(signed_total) FILTER (WHERE counted), 0)::bigint AS total,
                 coalesce(sum(doc_count) FILTER (WHERE NOT counted), 0)::bigint AS xn,
                 coalesce(sum(signed_total) FILTER (WHERE NOT counted), 0)::bigint AS xtotal
            FROM invoice_monthly_totals WHERE ${parts.join(' AND ')}`;
}

/** Count and Σ signed_total of the filter from the monthly aggregates (only for aggregable filters). */
export async function aggregateTotals(db: Queryable, f: ListFilter): Promise<Totals> {
  const p = new Params();
  const { rows } = await db.query<TotalsRow>(totalsSql(f, p), p.values, { prepare: true });
  return toTotals(rows[0]);
}

/** Count and Σ signed_total straight from invoices (index-only over invoices_search_idx or invoices_unpaid_due_idx). */
export async function scanTotals(db: Queryable, f: ListFilter): Promise<Totals> {
  const p = new Params();
  const { rows } = await db.query<TotalsRow>(
    `SELECT ${TOTALS_COLUMNS()} FROM invoices i WHERE ${whereSql(f, p)}`,
    p.values,
  );
  return toTotals(rows[0]);
}

/** The page's full rows, by id, in the page's order. */
async function rowsByIds(db: Queryable, businessId: number, ids: number[], sort: Sort): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS} FROM invoices i ${ACCOUNT_JOIN}
      WHERE i.id = ANY($1::bigint[]) AND i.business_id = $2 ORDER BY ${orderSql(sort)}`,
    [ids, businessId],
    { prepare: true },
  );
  return rows;
}

/** The page by walking the sort's index for its ids (a deferred join), then their rows (SQL). */
function pageSql(f: ListFilter, sort: Sort, limit: number, offset: number, p: Params): string {
  return `SELECT ${LIST_COLUMNS}
       FROM (SELECT i.id FROM invoices i WHERE ${whereSql(f, p)} ORDER BY ${orderSql(sort)}
              LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}) page
       JOIN invoices i ON i.id = page.id
       ${ACCOUNT_JOIN}
      ORDER BY ${orderSql(sort)}`;
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
  const { rows } = await db.query<ListRow>(pageSql(f, sort, limit, offset, p), p.values);
  return rows;
}

/**
 * Aggregable filters: the aggregates' count and Σ and the page, in one prepared statement (one round
 * trip and no planning: the default views are the most frequent requests). Prepared because every
 * filter here is a column the sort indexes include, so the plan is the walk whatever the values
 * (docs/query-plans.md); a filter they do not include (expired) could get a generic plan that
 * scans and sorts instead.
 */
export async function aggregatePage(
  db: Queryable,
  f: ListFilter,
  sort: Sort,
  limit: number,
  offset: number,
): Promise<ListPage> {
  const p = new Params();
  const { rows } = await db.query<ListRow & TotalsRow>(
    `SELECT t.n, t.total, t.xn, t.xtotal, page.* FROM (${totalsSql(f, p)}) t
       LEFT JOIN (${pageSql(f, sort, limit, offset, p)}) page ON true
      ORDER BY ${orderSql(sort, 'page')}`,
    p.values,
    { prepare: true },
  );
  return {
    ...toTotals(rows[0]),
    rows: rows[0].id === null ? [] : rows.map(({ n: _n, total: _t, xn: _xn, xtotal: _xt, ...row }) => row),
  };
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
  const { rows } = await db.query<TotalsRow & { ids: (number | string)[] | null }>(
    `WITH m AS MATERIALIZED (
       SELECT ${[...new Set(['id', sort.column, 'signed_total', 'counted', 'credited_amount', 'paid_amount'])].map((c) => `i.${c}`).join(', ')}
         FROM invoices i WHERE ${where}),
     t AS (SELECT ${TOTALS_COLUMNS('m', sumsWhatIsOwed(f))} FROM m)
     SELECT t.n, t.total, t.xn, t.xtotal,
            ARRAY(SELECT i.id FROM m i ORDER BY ${orderSql(sort)}
                   LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}) AS ids
       FROM t`,
    p.values,
  );
  const ids = (rows[0].ids ?? []).map(Number);
  return { ...toTotals(rows[0]), rows: await rowsByIds(db, f.businessId, ids, sort) };
}

/** A page of matches in the sort order: below this many matches per row of the page, read them and sort. */
const WALK_MIN_MATCHES_PER_ROW = 60;

/**
 * A search (with any other filters) by counterpart key: the keys containing the text, then the count
 * and Σ of their documents (index-only over invoices_search_idx, one range per key; the folios that
 * can hold all-digit text over invoices_list_folio_idx), then the page: common matches walk the
 * sort's index and stop after the page, few matches are read and sorted. The same rows as
 * search_text LIKE '%text%' (see searchShape).
 */
export async function searchPage(
  db: Queryable,
  f: ListFilter,
  sort: Sort,
  limit: number,
  offset: number,
): Promise<ListPage> {
  const q = f.search!;
  const shape = searchShape(q);
  if (shape === 'scan') return scanPage(db, f, sort, limit, offset);
  const { rows: found } = await db.query<{ keys: string[] | null }>(
    `SELECT array_agg(search_key) AS keys FROM invoice_search_keys
      WHERE business_id = $1 AND direction = $2 AND strpos(search_key, $3) > 0`,
    [f.businessId, f.direction, q],
  );
  const keys = found[0].keys ?? [];
  const folio = shape === 'key+folio' ? folioLowerBound(q) : null;
  if (keys.length === 0 && folio === null) return { ...NO_TOTALS, rows: [] };
  const p = new Params();
  const base = whereSql({ ...f, search: undefined }, p);
  const matches: string[] = [];
  if (keys.length > 0) matches.push(`i.search_key = ANY(${p.add(keys)}::text[])`);
  if (folio !== null) {
    // search_text starts with the folio (buildSearchText): a folio holds q only from q upwards,
    // so the candidates are a range of invoices_list_folio_idx (index-only), then fetched by id.
    matches.push(
      `i.id = ANY(ARRAY(SELECT c.id FROM invoices c WHERE c.business_id = ${p.add(f.businessId)}
         AND c.direction = ${p.add(f.direction)} AND c.folio >= ${p.add(folio)}
         AND strpos(c.folio::text, ${p.add(q)}) > 0))`,
    );
  }
  const select = (columns: string) =>
    matches.map((m) => `SELECT ${columns} FROM invoices i WHERE ${base} AND ${m}`).join(' UNION ');
  const { rows: counted } = await db.query<TotalsRow>(
    matches.length === 1
      ? `SELECT ${TOTALS_COLUMNS('i', sumsWhatIsOwed(f))} FROM invoices i WHERE ${base} AND ${matches[0]}`
      : `SELECT ${TOTALS_COLUMNS('m', sumsWhatIsOwed(f))}
           FROM (${select('i.id, i.signed_total, i.counted, i.credited_amount, i.paid_amount')}) m`,
    p.values,
  );
  const totals = toTotals(counted[0]);
  const { count } = totals;
  if (count === 0 || offset >= count) return { ...totals, rows: [] };
  const n = p.values.length;
  const page = `LIMIT $${n + 1} OFFSET $${n + 2}`;
  const { rows: ids } = await db.query<{ id: number }>(
    count >= WALK_MIN_MATCHES_PER_ROW * (offset + limit)
      ? // coalesce(…): a condition no index answers, so the plan is the walk, whatever the estimates.
        `SELECT i.id FROM invoices i WHERE ${base} AND coalesce((${matches.join(') OR (')}), false)
          ORDER BY ${orderSql(sort)} ${page}`
      : `WITH m AS MATERIALIZED (${select(`i.id, i.${sort.column}`)})
         SELECT i.id FROM m i ORDER BY ${orderSql(sort)} ${page}`,
    [...p.values, limit, offset],
  );
  return {
    ...totals,
    rows: await rowsByIds(
      db,
      f.businessId,
      ids.map((r) => Number(r.id)),
      sort,
    ),
  };
}

/**
 * expired=false with otherwise aggregable filters: the count and Σ are the aggregates' minus the
 * expired documents' (unpaid and overdue: invoices_unpaid_due_idx), the page a walk of the sort's
 * index that skips the expired ones (few).
 */
export async function notExpiredPage(
  db: Queryable,
  f: ListFilter,
  sort: Sort,
  limit: number,
  offset: number,
): Promise<ListPage> {
  const rest = { ...f, expired: undefined };
  const [all, expired, rows] = await Promise.all([
    aggregateTotals(db, rest),
    f.payed === true ? NO_TOTALS : scanTotals(db, { ...rest, expired: true }),
    pageRows(db, f, sort, limit, offset),
  ]);
  return {
    count: all.count - expired.count,
    sum: all.sum - expired.sum,
    excludedCount: all.excludedCount - expired.excludedCount,
    excludedSum: all.excludedSum - expired.excludedSum,
    rows,
  };
}

/**
 * collection_state=none with otherwise aggregable filters: the aggregates minus the sales in
 * collection (few: invoices_collection_state_idx), the page a walk of the sort's index that skips them.
 */
export async function notInCollectionPage(
  db: Queryable,
  f: ListFilter,
  sort: Sort,
  limit: number,
  offset: number,
): Promise<ListPage> {
  const rest = { ...f, collectionState: undefined };
  const [all, collecting, rows] = await Promise.all([
    aggregateTotals(db, rest),
    scanTotals(db, { ...rest, collectionState: 'any' }),
    pageRows(db, f, sort, limit, offset),
  ]);
  return {
    count: all.count - collecting.count,
    sum: all.sum - collecting.sum,
    excludedCount: all.excludedCount - collecting.excludedCount,
    excludedSum: all.excludedSum - collecting.excludedSum,
    rows,
  };
}

export async function listPage(
  db: Queryable,
  f: ListFilter,
  sort: Sort,
  page: number,
  pageSize: number,
): Promise<ListPage> {
  const offset = (page - 1) * pageSize;
  if (f.search !== undefined) return searchPage(db, f, sort, pageSize, offset);
  if (f.expired === false && isAggregable({ ...f, expired: undefined })) {
    return notExpiredPage(db, f, sort, pageSize, offset);
  }
  if (f.collectionState === 'none' && isAggregable({ ...f, collectionState: undefined })) {
    return notInCollectionPage(db, f, sort, pageSize, offset);
  }
  if (!isAggregable(f)) return scanPage(db, f, sort, pageSize, offset);
  return aggregatePage(db, f, sort, pageSize, offset);
}
