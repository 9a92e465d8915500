// SQL of expenses and their receipts (migration 0062). Every query is scoped by businessId.
import type { Expense, ExpenseSearchBy, ExpenseSort, ExpenseStatus } from '@portal/contracts';
import type { Queryable } from '@portal/db';

export type ExpenseFilter = ExpenseSearchBy & { select_user_id?: number };

const CONCILIATED = `EXISTS (SELECT 1 FROM bm_conciliations bc WHERE bc.business_id = e.business_id
  AND bc.conciliation_type = 'Expense' AND bc.conciliation_id = e.id)`;

const HEAD_COLUMNS = `e.id::int AS id, e.amount, to_char(e.expense_date, 'YYYY-MM-DD') AS date, e.description,
  e.category_id::int AS category_id, c.name AS category_name, c.account_number,
  p.id::int AS parent_id, p.name AS parent_name, e.status, e.review_reason, e.reviewed_at,
  r.id::int AS reviewer_id, r.name AS reviewer_name, u.id::int AS user_id, u.name AS user_name,
  ARRAY(SELECT bc.bm_movement_id::int FROM bm_conciliations bc WHERE bc.business_id = e.business_id
         AND bc.conciliation_type = 'Expense' AND bc.conciliation_id = e.id ORDER BY bc.bm_movement_id) AS movements,
  e.created_at`;
const FROM = `expenses e
  JOIN expense_categories c ON c.id = e.category_id
  JOIN expense_categories p ON p.id = c.parent_id
  LEFT JOIN users u ON u.id = e.created_by
  LEFT JOIN users r ON r.id = e.reviewed_by`;

type HeadRow = {
  id: number;
  amount: string | number;
  date: string;
  description: string;
  category_id: number;
  category_name: string;
  account_number: string;
  parent_id: number;
  parent_name: string;
  status: ExpenseStatus;
  review_reason: string | null;
  reviewed_at: Date | string | null;
  reviewer_id: number | null;
  reviewer_name: string | null;
  user_id: number | null;
  user_name: string | null;
  movements: number[];
  created_at: Date | string;
};
export type ExpenseHead = Omit<Expense, 'documents'>;

const toHead = (r: HeadRow): ExpenseHead => ({
  id: r.id,
  amount: Number(r.amount),
  date: r.date,
  description: r.description,
  category_id: r.category_id,
  category: {
    id: r.category_id,
    name: r.category_name,
    account_number: r.account_number,
    parent: { id: r.parent_id, name: r.parent_name },
  },
  status: r.status,
  review_reason: r.review_reason,
  reviewed_at: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
  reviewed_by: r.reviewer_id ? { id: r.reviewer_id, name: r.reviewer_name ?? '' } : null,
  user: r.user_id ? { id: r.user_id, name: r.user_name ?? '' } : null,
  conciliated: r.movements.length > 0,
  bm_movement_ids: r.movements,
  created_at: new Date(r.created_at).toISOString(),
});

/** The WHERE of the list, the download and the figures (parameters from $2; $1 is the business). */
export function expenseWhere(f: ExpenseFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    let out = sql;
    for (const v of values) {
      params.push(v);
      out = out.replace('?', `$${params.length + 1}`);
    }
    parts.push(out);
  };
  if (f.search) {
    const like = f.search.replace(/[\\%_]/g, (m) => `\\${m}`);
    add(
      `(e.description ILIKE '%' || ? || '%' OR c.name ILIKE '%' || ? || '%' OR p.name ILIKE '%' || ? || '%')`,
      like,
      like,
      like,
    );
  }
  if (f.between_dates)
    add('e.expense_date BETWEEN ?::date AND ?::date', f.between_dates[0], f.between_dates[1]);
  if (f.category_id !== undefined) add('e.category_id = ?', f.category_id);
  if (f.parent_category_id !== undefined) add('c.parent_id = ?', f.parent_category_id);
  if (f.month !== undefined) add("date_part('month', e.expense_date) = ?", f.month);
  if (f.year !== undefined) add("date_part('year', e.expense_date) = ?", f.year);
  if (f.conciliated !== undefined) add(`${CONCILIATED} = ?`, f.conciliated);
  if (f.bm_movement_id !== undefined)
    add(
      `EXISTS (SELECT 1 FROM bm_conciliations bc WHERE bc.business_id = e.business_id AND bc.conciliation_type = 'Expense'
         AND bc.conciliation_id = e.id AND bc.bm_movement_id = ?)`,
      f.bm_movement_id,
    );
  if (f.status !== undefined) add('e.status = ?', f.status);
  if (f.select_user_id !== undefined) add('e.created_by = ?', f.select_user_id);
  return { sql: parts.map((p) => ` AND ${p}`).join(''), params };
}

const ORDER: Record<ExpenseSort, string> = {
  date_desc: 'e.expense_date DESC, e.id DESC',
  date_asc: 'e.expense_date, e.id',
  amount_desc: 'e.amount DESC, e.id DESC',
  amount_asc: 'e.amount, e.id',
};

export async function listExpenses(
  db: Queryable,
  businessId: number,
  f: ExpenseFilter,
  opts: { sort: ExpenseSort; page?: number; pageSize?: number },
): Promise<{ rows: ExpenseHead[]; total: number; totalAmount: number }> {
  const w = expenseWhere(f);
  const limit = opts.pageSize
    ? ` LIMIT ${opts.pageSize} OFFSET ${((opts.page ?? 1) - 1) * opts.pageSize}`
    : '';
  const { rows } = await db.query<HeadRow>(
    `SELECT ${HEAD_COLUMNS} FROM ${FROM} WHERE e.business_id = $1${w.sql} ORDER BY ${ORDER[opts.sort]}${limit}`,
    [businessId, ...w.params],
  );
  const sums = await db.query<{ n: number; amount: string | null }>(
    `SELECT count(*)::int AS n, sum(e.amount) AS amount FROM ${FROM} WHERE e.business_id = $1${w.sql}`,
    [businessId, ...w.params],
  );
  return { rows: rows.map(toHead), total: sums.rows[0]!.n, totalAmount: Number(sums.rows[0]!.amount ?? 0) };
}

export async function findExpenses(
  db: Queryable,
  businessId: number,
  ids: readonly number[],
): Promise<ExpenseHead[]> {
  const { rows } = await db.query<HeadRow>(
    `SELECT ${HEAD_COLUMNS} FROM ${FROM} WHERE e.business_id = $1 AND e.id = ANY($2::bigint[])`,
    [businessId, ids],
  );
  return rows.map(toHead);
}

/** The years that have expenses, newest first. */
export async function expenseYears(db: Queryable, businessId: number): Promise<number[]> {
  const { rows } = await db.query<{ y: number }>(
    `SELECT DISTINCT date_part('year', expense_date)::int AS y FROM expenses WHERE business_id = $1 ORDER BY 1 DESC`,
    [businessId],
  );
  return rows.map((r) => r.y);
}

export type ReceiptRow = {
  id: number;
  expense_id: number;
  name: string;
  ext_name: 'pdf' | 'png' | 'jpg';
  content_type: string;
  size_bytes: number;
  storage_key: string;
};
const RECEIPT_COLUMNS = `id::int AS id, expense_id::int AS expense_id, name, ext_name, content_type, size_bytes,
  storage_key`;

export async function receiptsOf(
  db: Queryable,
  businessId: number,
  expenseIds: readonly number[],
): Promise<ReceiptRow[]> {
  if (expenseIds.length === 0) return [];
  const { rows } = await db.query<ReceiptRow>(
    `SELECT ${RECEIPT_COLUMNS} FROM expense_receipts WHERE business_id = $1 AND expense_id = ANY($2::bigint[]) ORDER BY id`,
    [businessId, expenseIds],
  );
  return rows;
}

export async function findReceipt(db: Queryable, businessId: number, expenseId: number, id: number) {
  const { rows } = await db.query<ReceiptRow>(
    `SELECT ${RECEIPT_COLUMNS} FROM expense_receipts WHERE business_id = $1 AND expense_id = $2 AND id = $3`,
    [businessId, expenseId, id],
  );
  return rows[0] ?? null;
}

export async function insertReceipts(
  tx: Queryable,
  businessId: number,
  expenseId: number,
  files: readonly { name: string; ext: string; contentType: string; size: number; key: string }[],
): Promise<void> {
  if (files.length === 0) return;
  await tx.query(
    `INSERT INTO expense_receipts (business_id, expense_id, name, ext_name, content_type, size_bytes, storage_key)
     SELECT $1, $2, u.n, u.e, u.t, u.s, u.k FROM unnest($3::text[], $4::text[], $5::text[], $6::int[], $7::text[]) AS u(n, e, t, s, k)`,
    [
      businessId,
      expenseId,
      files.map((f) => f.name),
      files.map((f) => f.ext),
      files.map((f) => f.contentType),
      files.map((f) => f.size),
      files.map((f) => f.key),
    ],
  );
}

/** Deletes receipts of the expense (those of `ids`, or all) and answers their storage keys. */
export async function deleteReceipts(
  tx: Queryable,
  businessId: number,
  expenseId: number,
  ids: readonly number[] | 'all',
): Promise<{ id: number; storage_key: string }[]> {
  const { rows } = await tx.query<{ id: number; storage_key: string }>(
    `DELETE FROM expense_receipts WHERE business_id = $1 AND expense_id = $2 ${ids === 'all' ? '' : 'AND id = ANY($3::bigint[])'}
     RETURNING id::int AS id, storage_key`,
    ids === 'all' ? [businessId, expenseId] : [businessId, expenseId, ids],
  );
  return rows;
}

export type ExpenseInput = { amount: number; date: string; description: string; category_id: number };

export async function insertExpense(
  tx: Queryable,
  businessId: number,
  e: ExpenseInput,
  userId: number,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO expenses (business_id, category_id, amount, expense_date, description, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
    [businessId, e.category_id, e.amount, e.date, e.description, userId],
  );
  return rows[0]!.id;
}

/** Changes the fields; `backToWaiting` clears the review (the expense goes back to be reviewed). */
export async function updateExpenseRow(
  tx: Queryable,
  businessId: number,
  id: number,
  e: ExpenseInput,
  backToWaiting: boolean,
): Promise<void> {
  await tx.query(
    `UPDATE expenses SET category_id = $3, amount = $4, expense_date = $5, description = $6, updated_at = now()
       ${backToWaiting ? ", status = 'waiting', review_reason = NULL, reviewed_by = NULL, reviewed_at = NULL" : ''}
      WHERE business_id = $1 AND id = $2`,
    [businessId, id, e.category_id, e.amount, e.date, e.description],
  );
}

export async function reviewExpenseRow(
  tx: Queryable,
  businessId: number,
  id: number,
  r: { status: 'validated' | 'rejected'; reason: string | null; userId: number },
): Promise<void> {
  await tx.query(
    // The same review again (same outcome, reason and reviewer) touches nothing: a retry is harmless.
    `UPDATE expenses SET status = $3, review_reason = $4, reviewed_by = $5, reviewed_at = now(), updated_at = now()
      WHERE business_id = $1 AND id = $2
        AND (status, review_reason, reviewed_by) IS DISTINCT FROM ($3::text, $4::text, $5::bigint)`,
    [businessId, id, r.status, r.reason, r.userId],
  );
}

export async function deleteExpenseRow(tx: Queryable, businessId: number, id: number): Promise<void> {
  await tx.query('DELETE FROM expenses WHERE business_id = $1 AND id = $2', [businessId, id]);
}

/** Locks the expense for a change; null when the business has no such expense. */
export async function lockExpense(
  tx: Queryable,
  businessId: number,
  id: number,
): Promise<{ status: ExpenseStatus; created_by: number | null; amount: number } | null> {
  const { rows } = await tx.query<{ status: ExpenseStatus; created_by: number | null; amount: string }>(
    'SELECT status, created_by::int AS created_by, amount FROM expenses WHERE business_id = $1 AND id = $2 FOR UPDATE',
    [businessId, id],
  );
  const r = rows[0];
  return r ? { status: r.status, created_by: r.created_by, amount: Number(r.amount) } : null;
}

/** The expense's reconciliations (to undo them before it is deleted). */
export async function conciliationsOfExpense(tx: Queryable, businessId: number, id: number) {
  const { rows } = await tx.query<{ id: number; m: number }>(
    `SELECT id::int AS id, bm_movement_id::int AS m FROM bm_conciliations
      WHERE business_id = $1 AND conciliation_type = 'Expense' AND conciliation_id = $2`,
    [businessId, id],
  );
  return rows;
}
