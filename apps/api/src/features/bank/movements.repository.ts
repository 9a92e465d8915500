// SQL of bank movements (table bm_movements, migration 0043). Every query is scoped by business_id.
import type { MovementSearchBy } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import { addDays, foldForSearch } from '@portal/domain';

export type MovementRow = {
  id: number;
  bm_account_id: number;
  bank_code: string;
  account_number: string;
  currency: string;
  post_date: string;
  value_date: string | null;
  amount: number;
  description: string;
  counterparty_name: string | null;
  reference: string | null;
  movement_type: string | null;
  balance: number | null;
  marked: boolean;
  conciliated: boolean;
  conciliated_amount: number;
  with_expense: boolean;
  suggestions_count: number;
};

const COLUMNS = `m.id::int AS id, m.bm_account_id::int AS bm_account_id, a.bank_code, a.number AS account_number,
  a.currency, to_char(m.post_date, 'YYYY-MM-DD') AS post_date, to_char(m.value_date, 'YYYY-MM-DD') AS value_date,
  m.amount, m.description, m.counterparty_name, m.reference, m.movement_type, m.balance, m.marked,
  m.conciliated, m.conciliated_amount, m.with_expense, m.suggestions_count`;

const toRow = (r: Record<string, unknown>): MovementRow => ({
  ...(r as MovementRow),
  amount: Number(r.amount),
  balance: r.balance === null ? null : Number(r.balance),
  conciliated_amount: Number(r.conciliated_amount),
});

/** The text a search looks in: description, counterpart and reference, folded like foldForSearch. */
export const movementSearchText = (m: {
  description: string;
  counterpartyName: string | null;
  reference: string | null;
}) => foldForSearch([m.description, m.counterpartyName ?? '', m.reference ?? ''].join(' '));

function whereOf(businessId: number, f: MovementSearchBy, today: string, params: unknown[]): string {
  params.push(businessId);
  const parts = ['m.business_id = $1'];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (f.bm_account_id !== undefined) add((p) => `m.bm_account_id = ${p}`, f.bm_account_id);
  if (f.type_amount === 'income') parts.push('m.amount > 0');
  if (f.type_amount === 'expense') parts.push('m.amount < 0');
  if (f.with_expense !== undefined) add((p) => `m.with_expense = ${p}`, f.with_expense);
  if (f.type_conciliated === 'conciliated') parts.push('m.conciliated');
  if (f.type_conciliated === 'unconciliated') parts.push('NOT m.conciliated');
  if (f.type_conciliated === 'suggested') parts.push('NOT m.conciliated AND m.suggestions_count > 0');
  if (f.post_date_since !== undefined)
    add((p) => `m.post_date >= ${p}::date`, addDays(today, -(f.post_date_since! - 1)));
  if (f.movement_type) add((p) => `m.movement_type = ${p}`, f.movement_type);
  const s = f.search?.trim();
  if (s) {
    const digits = s.replace(/[.\s$]/g, '');
    const folded = `%${foldForSearch(s).replace(/[%_\\]/g, '')}%`;
    if (/^-?\d{1,15}$/.test(digits)) {
      params.push(folded, Math.abs(Number(digits)));
      parts.push(`(m.search_text LIKE $${params.length - 1} OR abs(m.amount) = $${params.length})`);
    } else add((p) => `m.search_text LIKE ${p}`, folded);
  }
  return parts.join(' AND ');
}

export async function listMovements(
  db: Queryable,
  businessId: number,
  f: MovementSearchBy,
  page: { page: number; pageSize: number },
  today: string,
): Promise<{ rows: MovementRow[]; total: number }> {
  const params: unknown[] = [];
  const where = whereOf(businessId, f, today, params);
  const n = params.length;
  const [{ rows }, count] = await Promise.all([
    db.query(
      `SELECT ${COLUMNS} FROM bm_movements m JOIN bm_accounts a ON a.business_id = m.business_id AND a.id = m.bm_account_id
        WHERE ${where} ORDER BY m.post_date DESC, m.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, page.pageSize, (page.page - 1) * page.pageSize],
    ),
    countMovements(db, businessId, f, today, where, params),
  ]);
  return { rows: rows.map(toRow), total: count };
}

/**
 * How many movements match: from the counts per account, month and state (migration 0047) when the
 * filters are among those dimensions — a days-back filter sums its whole months there and counts
 * only the days of its first month —, else by counting the rows (search, movement type).
 */
async function countMovements(
  db: Queryable,
  businessId: number,
  f: MovementSearchBy,
  today: string,
  where: string,
  params: readonly unknown[],
): Promise<number> {
  if (f.search?.trim() || f.movement_type) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bm_movements m WHERE ${where}`,
      params,
    );
    return rows[0]!.n;
  }
  const p: unknown[] = [businessId];
  const add = (v: unknown) => {
    p.push(v);
    return `$${p.length}`;
  };
  const dims: string[] = ['c.business_id = $1'];
  if (f.bm_account_id !== undefined) dims.push(`c.bm_account_id = ${add(f.bm_account_id)}`);
  if (f.type_amount) dims.push(f.type_amount === 'income' ? 'c.income' : 'NOT c.income');
  if (f.with_expense !== undefined) dims.push(`c.with_expense = ${add(f.with_expense)}`);
  if (f.type_conciliated === 'conciliated') dims.push('c.conciliated');
  if (f.type_conciliated === 'unconciliated') dims.push('NOT c.conciliated');
  if (f.type_conciliated === 'suggested') dims.push('c.suggested');
  const counted = (extra = '') =>
    db.query<{ n: string }>(
      `SELECT coalesce(sum(c.n), 0) AS n FROM bm_movement_counts c WHERE ${dims.join(' AND ')}${extra}`,
      p,
    );
  if (f.post_date_since === undefined) return Number((await counted()).rows[0]!.n);
  // From the first of the next month, the counts; the days before it, the rows.
  const nextMonth = firstOfNextMonth(addDays(today, -(f.post_date_since - 1)));
  const [months, days] = await Promise.all([
    counted(` AND c.month >= ${add(nextMonth)}::date`),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bm_movements m WHERE ${where} AND m.post_date < $${params.length + 1}::date`,
      [...params, nextMonth],
    ),
  ]);
  return Number(months.rows[0]!.n) + days.rows[0]!.n;
}

/** 'YYYY-MM-01' of the month after the day's. */
function firstOfNextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

export async function findMovement(
  db: Queryable,
  businessId: number,
  id: number,
  lock = false,
): Promise<MovementRow | null> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM bm_movements m JOIN bm_accounts a ON a.business_id = m.business_id AND a.id = m.bm_account_id
      WHERE m.business_id = $1 AND m.id = $2${lock ? ' FOR UPDATE OF m' : ''}`,
    [businessId, id],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

export type NewMovement = {
  bankRef: string;
  postDate: string;
  valueDate: string | null;
  amount: number;
  description: string;
  counterpartyName: string | null;
  reference: string | null;
  movementType: string | null;
  balance: number | null;
};

/**
 * Inserts what the account does not have yet (by bank_ref, unique within `list`); answers the new
 * rows' ids with their index in `list`, in input order.
 */
export async function insertMovements(
  tx: Queryable,
  businessId: number,
  accountId: number,
  importId: number,
  list: readonly NewMovement[],
): Promise<{ id: number; index: number }[]> {
  const out: { id: number; index: number }[] = [];
  const CHUNK = 2000;
  for (let start = 0; start < list.length; start += CHUNK) {
    const part = list.slice(start, start + CHUNK);
    const { rows } = await tx.query<{ id: number; bank_ref: string }>(
      `INSERT INTO bm_movements (business_id, bm_account_id, import_id, bank_ref, post_date, value_date, amount,
                                 description, counterparty_name, reference, movement_type, balance, search_text)
       SELECT $1, $2, $3, u.ref, u.post::date, u.val::date, u.amount, u.descr, u.cp, u.ref2, u.kind, u.balance, u.search
         FROM unnest($4::text[], $5::text[], $6::text[], $7::bigint[], $8::text[], $9::text[], $10::text[], $11::text[],
                     $12::bigint[], $13::text[], $14::int[])
              AS u(ref, post, val, amount, descr, cp, ref2, kind, balance, search, k)
        ORDER BY u.k
       ON CONFLICT (bm_account_id, bank_ref) DO NOTHING
       RETURNING id::int AS id, bank_ref`,
      [
        businessId,
        accountId,
        importId,
        part.map((m) => m.bankRef),
        part.map((m) => m.postDate),
        part.map((m) => m.valueDate),
        part.map((m) => m.amount),
        part.map((m) => m.description),
        part.map((m) => m.counterpartyName),
        part.map((m) => m.reference),
        part.map((m) => m.movementType),
        part.map((m) => m.balance),
        part.map((m) => movementSearchText(m)),
        part.map((_, i) => i),
      ],
    );
    const at = new Map(part.map((m, i) => [m.bankRef, start + i]));
    for (const r of rows) out.push({ id: r.id, index: at.get(r.bank_ref)! });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** After reconciliations change: Σ applied, and reconciled when marked or covering the movement. */
export async function refreshMovementState(
  tx: Queryable,
  businessId: number,
  ids: readonly number[],
  tolerance: number,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `UPDATE bm_movements m
        SET conciliated_amount = s.applied,
            with_expense = s.expense,
            automatic = s.automatic,
            conciliated = m.marked OR (s.applied > 0 AND s.applied >= abs(m.amount) - $3)
       FROM (SELECT mv.id, coalesce(sum(c.amount), 0) AS applied,
                    coalesce(bool_or(c.conciliation_type = 'Expense'), false) AS expense,
                    coalesce(bool_or(c.automatic), false) AS automatic
               FROM bm_movements mv LEFT JOIN bm_conciliations c ON c.business_id = mv.business_id AND c.bm_movement_id = mv.id
              WHERE mv.business_id = $1 AND mv.id = ANY($2::bigint[]) GROUP BY mv.id) s
      WHERE m.business_id = $1 AND m.id = s.id`,
    [businessId, ids, tolerance],
  );
}

export async function setMarked(
  tx: Queryable,
  businessId: number,
  id: number,
  marked: boolean,
): Promise<void> {
  await tx.query('UPDATE bm_movements SET marked = $3 WHERE business_id = $1 AND id = $2', [
    businessId,
    id,
    marked,
  ]);
}

export type StoredSuggestion = {
  confidence: number;
  reasons: string[];
  partial: boolean;
  documents: { id: number; amount: number }[];
};

export async function storeSuggestions(
  tx: Queryable,
  businessId: number,
  rows: readonly { id: number; suggestions: StoredSuggestion[] }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE bm_movements m SET suggestions = u.s::jsonb, suggestions_count = jsonb_array_length(u.s::jsonb)
       FROM unnest($2::bigint[], $3::text[]) AS u(id, s) WHERE m.business_id = $1 AND m.id = u.id`,
    [businessId, rows.map((r) => r.id), rows.map((r) => JSON.stringify(r.suggestions))],
  );
}

export async function readSuggestions(
  db: Queryable,
  businessId: number,
  id: number,
): Promise<StoredSuggestion[]> {
  const { rows } = await db.query<{ suggestions: StoredSuggestion[] }>(
    'SELECT suggestions FROM bm_movements WHERE business_id = $1 AND id = $2',
    [businessId, id],
  );
  return rows[0]?.suggestions ?? [];
}

export async function progress(
  db: Queryable,
  businessId: number,
): Promise<{ total: number; conciliated: number; automatic: number; suggested: number }> {
  const { rows } = await db.query<Record<'total' | 'conciliated' | 'automatic' | 'suggested', string>>(
    `SELECT coalesce(sum(n), 0) AS total, coalesce(sum(n) FILTER (WHERE conciliated), 0) AS conciliated,
            coalesce(sum(n) FILTER (WHERE conciliated AND automatic), 0) AS automatic,
            coalesce(sum(n) FILTER (WHERE suggested), 0) AS suggested
       FROM bm_movement_counts WHERE business_id = $1`,
    [businessId],
  );
  const r = rows[0]!;
  return {
    total: Number(r.total),
    conciliated: Number(r.conciliated),
    automatic: Number(r.automatic),
    suggested: Number(r.suggested),
  };
}
