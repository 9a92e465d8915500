// What the books' reports read: the month totals per account (journal_account_months) and, for the
// ledger, the lines of one account. Every query is scoped by businessId.
import type { AccountType, SOURCE_TYPES } from '@portal/contracts';
import type { Queryable } from '@portal/db';

export type AccountTotals = {
  account_id: number;
  account_number: string;
  name: string;
  account_type: AccountType;
  /** Debit − credit of the account's lines before the range. */
  opening: number;
  debits: number;
  credits: number;
  /** The range's lines. */
  lines: number;
};

/**
 * Σ debit and credit of each account in [from, to] (periods YYYYMM), and what it carried into the
 * range: every account with lines in the range or a balance brought forward.
 */
export async function accountTotals(
  db: Queryable,
  businessId: number,
  from: number,
  to: number,
): Promise<AccountTotals[]> {
  const { rows } = await db.query<AccountTotals>(
    `SELECT a.id AS account_id, a.account_number, a.name, a.account_type,
            t.opening::bigint AS opening, t.debits::bigint AS debits, t.credits::bigint AS credits,
            t.lines::int AS lines
       FROM (SELECT account_id,
                    coalesce(sum(debit - credit) FILTER (WHERE period < $2), 0) AS opening,
                    coalesce(sum(debit) FILTER (WHERE period >= $2), 0) AS debits,
                    coalesce(sum(credit) FILTER (WHERE period >= $2), 0) AS credits,
                    coalesce(sum(lines) FILTER (WHERE period >= $2), 0) AS lines
               FROM journal_account_months
              WHERE business_id = $1 AND period <= $3 GROUP BY account_id) t
       JOIN accounts a ON a.id = t.account_id AND a.business_id = $1
      WHERE t.lines > 0 OR t.opening <> 0
      ORDER BY a.account_number, a.id`,
    [businessId, from, to],
  );
  return rows;
}

/** The business's accounts of the given numbers (its chart's own ids and names). */
export async function accountsByNumber(
  db: Queryable,
  businessId: number,
  numbers: readonly string[],
): Promise<Pick<AccountTotals, 'account_id' | 'account_number' | 'name' | 'account_type'>[]> {
  const { rows } = await db.query<
    Pick<AccountTotals, 'account_id' | 'account_number' | 'name' | 'account_type'>
  >(
    `SELECT id AS account_id, account_number, name, account_type FROM accounts
      WHERE business_id = $1 AND account_number = ANY($2::text[]) ORDER BY account_number, id`,
    [businessId, [...numbers]],
  );
  return rows;
}

export type MonthResult = { period: number; revenue: number; expenses: number };

/** Revenue (credit − debit) and expenses (debit − credit) of each month of [from, to] with movements. */
export async function monthResults(
  db: Queryable,
  businessId: number,
  from: number,
  to: number,
): Promise<MonthResult[]> {
  const { rows } = await db.query<MonthResult>(
    `SELECT m.period,
            coalesce(sum(m.credit - m.debit) FILTER (WHERE a.account_type = 'REVENUE'), 0)::bigint AS revenue,
            coalesce(sum(m.debit - m.credit) FILTER (WHERE a.account_type = 'EXPENSE'), 0)::bigint AS expenses
       FROM journal_account_months m
       JOIN accounts a ON a.id = m.account_id AND a.business_id = $1
      WHERE m.business_id = $1 AND m.period BETWEEN $2 AND $3 AND a.account_type IN ('REVENUE', 'EXPENSE')
      GROUP BY m.period ORDER BY m.period`,
    [businessId, from, to],
  );
  return rows;
}

/** Opening balance (debit − credit before `from`), the range's totals and its line count. */
export async function ledgerSummary(
  db: Queryable,
  businessId: number,
  accountId: number,
  from: number,
  to: number,
): Promise<{ opening: number; debit: number; credit: number; lines: number }> {
  const { rows } = await db.query<{ opening: number; debit: number; credit: number; lines: number }>(
    `SELECT coalesce(sum(debit - credit) FILTER (WHERE period < $3), 0)::bigint AS opening,
            coalesce(sum(debit) FILTER (WHERE period >= $3), 0)::bigint AS debit,
            coalesce(sum(credit) FILTER (WHERE period >= $3), 0)::bigint AS credit,
            coalesce(sum(lines) FILTER (WHERE period >= $3), 0)::int AS lines
       FROM journal_account_months WHERE business_id = $1 AND account_id = $2 AND period <= $4`,
    [businessId, accountId, from, to],
  );
  return rows[0];
}

export type LedgerRow = {
  date: string;
  source_type: (typeof SOURCE_TYPES)[number];
  source_id: number;
  debit: number;
  credit: number;
  /** Debit − credit of the range's lines before this page. */
  before: number;
  doc_type: number | null;
  direction: 'VENTA' | 'COMPRA' | null;
  folio: number | null;
  counterpart_name: string | null;
  text: string | null;
  /** A honorarium ticket's kind (received, issued). */
  honorarium_kind: 'received' | 'issued' | null;
  /** A payroll month's YYYYMM. */
  payroll_period: number | null;
};

const RANGE = `l.business_id = $1 AND l.account_id = $2
   AND l.line_date BETWEEN make_date($3 / 100, $3 % 100, 1)
                       AND (make_date($4 / 100, $4 % 100, 1) + interval '1 month' - interval '1 day')::date`;
// journal_lines_ledger_idx's order (migration 0069).
const ORDER = 'l.line_date, l.source_id, l.source_type, l.line_no';

/** One page of the account's lines in date order, with what each comes from. */
export async function ledgerPage(
  db: Queryable,
  businessId: number,
  q: { accountId: number; from: number; to: number; offset: number; limit: number },
): Promise<LedgerRow[]> {
  const { rows } = await db.query<LedgerRow>(
    `WITH page AS (
       SELECT l.line_date, l.source_type, l.source_id, l.line_no, l.debit, l.credit
         FROM journal_lines l WHERE ${RANGE} ORDER BY ${ORDER} OFFSET $5 LIMIT $6
     ), before AS (
       SELECT coalesce(sum(x.debit - x.credit), 0)::bigint AS amount
         FROM (SELECT l.debit, l.credit FROM journal_lines l WHERE ${RANGE} ORDER BY ${ORDER} LIMIT $5) x
     )
     SELECT to_char(p.line_date, 'YYYY-MM-DD') AS date, p.source_type, p.source_id, p.debit, p.credit,
            (SELECT amount FROM before) AS before,
            i.doc_type, i.direction, coalesce(i.folio, h.number) AS folio,
            coalesce(i.counterpart_name, h.counterpart_name) AS counterpart_name,
            coalesce(e.name, m.description, x.description) AS text, h.kind AS honorarium_kind,
            (pq.year * 100 + pq.month)::int AS payroll_period
       FROM page p
       LEFT JOIN invoices i ON p.source_type = 'invoice' AND i.id = p.source_id AND i.business_id = $1
       LEFT JOIN journal_entries e ON p.source_type = 'entry' AND e.id = p.source_id AND e.business_id = $1
       LEFT JOIN bm_conciliations c ON p.source_type = 'conciliation' AND c.id = p.source_id AND c.business_id = $1
       LEFT JOIN bm_movements m ON m.id = c.bm_movement_id AND m.business_id = $1
       LEFT JOIN honorarium_tickets h ON p.source_type = 'honorarium' AND h.id = p.source_id AND h.business_id = $1
       LEFT JOIN expenses x ON p.source_type = 'expense' AND x.id = p.source_id AND x.business_id = $1
       LEFT JOIN payroll_quotations pq ON p.source_type = 'payroll' AND pq.id = p.source_id AND pq.business_id = $1
      ORDER BY p.line_date, p.source_id, p.source_type, p.line_no`,
    [businessId, q.accountId, q.from, q.to, q.offset, q.limit],
  );
  return rows;
}

export async function businessHeader(
  db: Queryable,
  businessId: number,
): Promise<{ name: string; rut: string; books_closed_until: string | null }> {
  const { rows } = await db.query<{ name: string; rut: string; books_closed_until: string | null }>(
    `SELECT name, rut,
            to_char(books_closed_until, 'YYYY-MM-DD') AS books_closed_until
       FROM businesses WHERE id = $1`,
    [businessId],
  );
  return rows[0];
}

export async function setClosingDate(db: Queryable, businessId: number, date: string | null): Promise<void> {
  await db.query('UPDATE businesses SET books_closed_until = $2::date WHERE id = $1', [businessId, date]);
}
