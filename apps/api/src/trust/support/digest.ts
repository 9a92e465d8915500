// A tenant's rows, hashed: every table with a business_id column (found in the catalog, so a new
// table is covered without touching this file) plus the business row itself. Equal digests before
// and after a request prove the request changed nothing of that business.
import type { Queryable } from '@portal/db';

export type Digest = Record<string, string>;

let tablesCache: { key: Queryable; tables: string[] } | null = null;

async function tenantTables(db: Queryable): Promise<string[]> {
  if (tablesCache?.key === db) return tablesCache.tables;
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.column_name = 'business_id' AND c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name`,
  );
  const tables = rows.map((r) => r.table_name);
  tablesCache = { key: db, tables };
  return tables;
}

/**
 * Per table, the md5 of its rows of the business (in a stable order); one query. `ignore` leaves
 * columns out (e.g. updated_at, which any touch of a row moves).
 */
export async function tenantDigest(
  db: Queryable,
  businessId: number,
  opts: { ignore?: readonly string[] } = {},
): Promise<Digest> {
  const tables = await tenantTables(db);
  const minus = (opts.ignore ?? []).map((c) => ` - '${c.replace(/'/g, '')}'`).join('');
  const row = `(to_jsonb(x)${minus})::text`;
  const parts = [
    `SELECT 'businesses' AS t, md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS h FROM businesses x WHERE x.id = $1`,
    ...tables.map(
      (t) =>
        `SELECT '${t}', md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) FROM ${t} x WHERE x.business_id = $1`,
    ),
  ];
  const { rows } = await db.query<{ t: string; h: string }>(parts.join(' UNION ALL '), [businessId]);
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

/** The tables whose rows differ (empty when nothing changed). */
export function changedTables(before: Digest, after: Digest): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => before[k] !== after[k]).sort();
}

export const tenantTableNames = tenantTables;
