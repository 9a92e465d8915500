// Other accounting records (journal_entries) and their lines (journal_lines, source 'entry').
// Every query is scoped by businessId.
import type { Entry, EntryType } from '@portal/contracts';
import type { Queryable } from '@portal/db';

export type EntryFilter = {
  amount?: number;
  conciliated?: boolean;
  search?: string;
  bm_movement_id?: number;
  month?: number;
  year?: number;
  type_entry?: EntryType;
  between_dates?: string[];
};

const ENTRY_COLUMNS = `e.id::int AS id, to_char(e.entry_date, 'YYYY-MM-DD') AS date, e.name, e.type_entry,
  e.template_id::int AS template_id, t.name AS template_name, e.bm_movement_id::int AS bm_movement_id,
  EXISTS (SELECT 1 FROM bm_conciliations c WHERE c.business_id = e.business_id AND c.conciliation_type = 'Entry'
           AND c.conciliation_id = e.id) AS conciliated,
  coalesce((SELECT sum(l.debit) FROM journal_lines l WHERE l.business_id = e.business_id AND l.source_type = 'entry'
            AND l.source_id = e.id), 0)::bigint AS amount,
  e.created_at`;

function where(f: EntryFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    parts.push(sql.replace('?', `$${params.length + 1}`));
  };
  if (f.amount !== undefined)
    add(
      `(SELECT sum(l.debit) FROM journal_lines l WHERE l.business_id = e.business_id AND l.source_type = 'entry' AND l.source_id = e.id) = ?`,
      f.amount,
    );
  if (f.conciliated !== undefined)
    add(
      `EXISTS (SELECT 1 FROM bm_conciliations c WHERE c.business_id = e.business_id AND c.conciliation_type = 'Entry' AND c.conciliation_id = e.id) = ?`,
      f.conciliated,
    );
  if (f.search)
    add(
      `e.name ILIKE '%' || ? || '%'`,
      f.search.replace(/[\\%_]/g, (m) => `\\${m}`),
    );
  if (f.bm_movement_id !== undefined) add('e.bm_movement_id = ?', f.bm_movement_id);
  if (f.month !== undefined) add('extract(month FROM e.entry_date) = ?', f.month);
  if (f.year !== undefined) add('extract(year FROM e.entry_date) = ?', f.year);
  if (f.type_entry !== undefined) add('e.type_entry = ?', f.type_entry);
  if (f.between_dates) {
    add('e.entry_date >= ?::date', f.between_dates[0]);
    add('e.entry_date <= ?::date', f.between_dates[1]);
  }
  return { sql: parts.map((p) => ` AND ${p}`).join(''), params };
}

type EntryHead = Omit<Entry, 'incomes'>;

export async function listEntries(
  db: Queryable,
  businessId: number,
  f: EntryFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: EntryHead[]; total: number }> {
  const w = where(f);
  const { rows } = await db.query<EntryHead & { total: number }>(
    `SELECT ${ENTRY_COLUMNS}, count(*) OVER ()::int AS total
       FROM journal_entries e LEFT JOIN income_templates t ON t.id = e.template_id
      WHERE e.business_id = $1${w.sql}
      ORDER BY e.entry_date DESC, e.id DESC
      LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    [businessId, ...w.params],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.page > 1) {
    const count = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM journal_entries e WHERE e.business_id = $1${w.sql}`,
      [businessId, ...w.params],
    );
    total = count.rows[0]!.n;
  }
  return {
    rows: rows.map(({ total: _t, ...r }) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    total,
  };
}

export async function findEntries(
  db: Queryable,
  businessId: number,
  ids: readonly number[],
): Promise<EntryHead[]> {
  const { rows } = await db.query<EntryHead>(
    `SELECT ${ENTRY_COLUMNS} FROM journal_entries e LEFT JOIN income_templates t ON t.id = e.template_id
      WHERE e.business_id = $1 AND e.id = ANY($2::bigint[])`,
    [businessId, ids],
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}

export async function linesOf(db: Queryable, businessId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const { rows } = await db.query<Entry['incomes'][number] & { entry_id: number }>(
    `SELECT l.source_id::int AS entry_id, l.account_id::int AS account_id, a.account_number, a.name AS account_name,
            l.debit, l.credit
       FROM journal_lines l JOIN accounts a ON a.id = l.account_id AND a.business_id = l.business_id
      WHERE l.business_id = $1 AND l.source_type = 'entry' AND l.source_id = ANY($2::bigint[])
      ORDER BY l.source_id, l.line_no`,
    [businessId, ids],
  );
  return rows;
}

export type EntryInput = {
  date: string;
  name: string;
  type_entry: EntryType;
  template_id?: number | null;
  bm_movement_id?: number | null;
  userId: number | null;
};

export async function insertEntry(tx: Queryable, businessId: number, e: EntryInput): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO journal_entries (business_id, entry_date, name, type_entry, template_id, bm_movement_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::int AS id`,
    [businessId, e.date, e.name, e.type_entry, e.template_id ?? null, e.bm_movement_id ?? null, e.userId],
  );
  return rows[0]!.id;
}

export async function updateEntryHead(
  tx: Queryable,
  businessId: number,
  id: number,
  e: { date: string; name: string; type_entry: EntryType },
): Promise<void> {
  await tx.query(
    `UPDATE journal_entries SET entry_date = $3, name = $4, type_entry = $5, updated_at = now()
      WHERE business_id = $1 AND id = $2`,
    [businessId, id, e.date, e.name, e.type_entry],
  );
}

/** Replaces the entry's lines (in one statement each, so the database checks they balance). */
export async function writeLines(
  tx: Queryable,
  businessId: number,
  entryId: number,
  date: string,
  lines: readonly { account_id: number; debit: number; credit: number }[],
): Promise<void> {
  await tx.query(
    `DELETE FROM journal_lines WHERE business_id = $1 AND source_type = 'entry' AND source_id = $2`,
    [businessId, entryId],
  );
  await tx.query(
    `INSERT INTO journal_lines (business_id, source_type, source_id, line_no, line_date, account_id, debit, credit)
     SELECT $1, 'entry', $2, u.n, $3::date, u.a, u.d, u.c
       FROM unnest($4::bigint[], $5::bigint[], $6::bigint[]) WITH ORDINALITY AS u(a, d, c, n)`,
    [
      businessId,
      entryId,
      date,
      lines.map((l) => l.account_id),
      lines.map((l) => l.debit),
      lines.map((l) => l.credit),
    ],
  );
}

export async function deleteEntry(tx: Queryable, businessId: number, id: number): Promise<void> {
  await tx.query(
    `DELETE FROM journal_lines WHERE business_id = $1 AND source_type = 'entry' AND source_id = $2`,
    [businessId, id],
  );
  await tx.query('DELETE FROM journal_entries WHERE business_id = $1 AND id = $2', [businessId, id]);
}

/** Locks the entry for a change; false when the business has no such entry. */
export async function lockEntry(tx: Queryable, businessId: number, id: number): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM journal_entries WHERE business_id = $1 AND id = $2 FOR UPDATE',
    [businessId, id],
  );
  return rows.length > 0;
}
