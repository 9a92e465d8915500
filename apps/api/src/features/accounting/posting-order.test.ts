import type { Db, Queryable } from '@portal/db';
import { createTestDb } from '@portal/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '../../seed/invoices';
import { toInvoiceRow } from '../invoice-imports/invoice-rows';
import { upsertInvoices } from '../invoice-imports/invoices-upsert.repository';
import { importRows } from '../invoice-imports/test-helpers';

// The journal is one function of its sources (journal_post over each source type's lines function):
// posting every kind of source in batches, in any order, gives the same lines and month totals as
// posting them one source per statement, and re-posting each source alone changes nothing.

const BUSINESS = { rut: '76086428-5', name: 'Orden SpA' };

type Expense = { category: number; amount: number; date: string; label: string };
type Ticket = {
  kind: 'received' | 'issued';
  gross: number;
  byReceiver: boolean;
  void: boolean;
  date: string;
};
type Book = { seed: number; count: number; expenses: Expense[]; tickets: Ticket[]; reconciled: number };

// Each step writes one kind of source; `single` writes one source per statement.
const STEPS = ['invoices', 'expenses', 'validate', 'tickets', 'entry', 'reconcile'] as const;
type Step = (typeof STEPS)[number];
const NEEDS: Partial<Record<Step, Step[]>> = { validate: ['expenses'], reconcile: ['invoices', 'expenses'] };

/** The steps in the given order, each one moved after the steps it needs. */
function runnable(order: readonly Step[]): Step[] {
  const done: Step[] = [];
  const waiting = [...order];
  while (waiting.length > 0) {
    const i = waiting.findIndex((s) => (NEEDS[s] ?? []).every((n) => done.includes(n)));
    done.push(...waiting.splice(i, 1));
  }
  return done;
}

let db: Db;
let categories: number[];
let businesses = 0;
beforeAll(async () => {
  db = await createTestDb();
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM expense_categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 6',
  );
  categories = rows.map((r) => r.id);
}, 120_000);
afterAll(() => db?.close());

async function addBusiness(): Promise<number> {
  businesses += 1;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO businesses (rut, name) VALUES ($1, $2) RETURNING id`,
    [`${70_000_000 + businesses}-${businesses % 10}`, `${BUSINESS.name} ${businesses}`],
  );
  await db.query('SELECT ensure_chart($1)', [rows[0].id]);
  return rows[0].id;
}

/** One statement for all the rows, or one per row. */
async function each<T>(single: boolean, rows: readonly T[], write: (part: readonly T[]) => Promise<unknown>) {
  if (!single) return rows.length > 0 ? write(rows) : undefined;
  for (const r of rows) await write([r]);
}

async function writeStep(tx: Queryable, b: number, book: Book, step: Step, single: boolean): Promise<void> {
  if (step === 'invoices') {
    const rows = generateInvoices({ seed: book.seed, business: BUSINESS, count: book.count }).map((d) =>
      toInvoiceRow(d, BUSINESS, 'rcv'),
    );
    // Batched, the way an import writes (its deferred work included); else one document per statement.
    if (single) await upsertInvoices(tx, b, rows, { importId: null, batchSize: 1 });
    else await importRows(db, b, rows);
  } else if (step === 'expenses') {
    await each(single, book.expenses, (part) =>
      tx.query(
        `INSERT INTO expenses (business_id, category_id, amount, expense_date, description)
         SELECT $1, u.c, u.a, u.d, u.l FROM unnest($2::bigint[], $3::bigint[], $4::date[], $5::text[]) AS u(c, a, d, l)`,
        [
          b,
          part.map((e) => e.category),
          part.map((e) => e.amount),
          part.map((e) => e.date),
          part.map((e) => e.label),
        ],
      ),
    );
  } else if (step === 'validate') {
    await each(single, book.expenses, (part) =>
      tx.query(`UPDATE expenses SET status = 'validated' WHERE business_id = $1 AND description = ANY ($2)`, [
        b,
        part.map((e) => e.label),
      ]),
    );
  } else if (step === 'tickets') {
    const rows = book.tickets.map((t, i) => ({
      ...t,
      number: i + 1,
      retention: Math.round(t.gross * 0.1525),
    }));
    await each(single, rows, (part) =>
      tx.query(
        `INSERT INTO honorarium_tickets (business_id, kind, number, issue_date, status, counterpart_rut, counterpart_name,
                                         gross_amount, retention_amount, net_amount, retention_by)
         SELECT $1, u.k, u.n, u.d, u.s, '11111111-1', 'Profesional', u.g, u.r, u.g - u.r, u.rb
           FROM unnest($2::text[], $3::bigint[], $4::date[], $5::text[], $6::bigint[], $7::bigint[], $8::text[])
                AS u(k, n, d, s, g, r, rb)`,
        [
          b,
          part.map((t) => t.kind),
          part.map((t) => t.number),
          part.map((t) => t.date),
          part.map((t) => (t.void ? 'ANUL' : 'VIG')),
          part.map((t) => t.gross),
          part.map((t) => t.retention),
          part.map((t) => (t.byReceiver ? 'receiver' : 'issuer')),
        ],
      ),
    );
  } else if (step === 'entry') {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO journal_entries (business_id, entry_date, name, type_entry) VALUES ($1, '2026-03-15', 'Aporte', 'manual')
       RETURNING id`,
      [b],
    );
    await tx.query(
      `INSERT INTO journal_lines (business_id, source_type, source_id, line_no, line_date, account_id, debit, credit)
       SELECT $1, 'entry', $2, u.n, '2026-03-15', a.id, u.d, u.c
         FROM unnest(ARRAY['1101', '3101'], ARRAY[500000, 0]::bigint[], ARRAY[0, 500000]::bigint[]) WITH ORDINALITY
              AS u(code, d, c, n)
         JOIN accounts a ON a.business_id = $1 AND a.account_number = u.code`,
      [b, rows[0].id],
    );
  } else {
    await reconcile(tx, b, book, single);
  }
}

/** Movements of a peso account reconciled with the first documents that count and the expenses. */
async function reconcile(tx: Queryable, b: number, book: Book, single: boolean): Promise<void> {
  const { rows: account } = await tx.query<{ id: number }>(
    `INSERT INTO bm_accounts (business_id, bank_code, number) VALUES ($1, '001', '123456') RETURNING id`,
    [b],
  );
  const { rows: targets } = await tx.query<{ type: string; id: number; amount: number; date: string }>(
    `(SELECT 'Invoice' AS type, id, (CASE direction WHEN 'VENTA' THEN 1 ELSE -1 END * total_amount)::bigint AS amount,
             issue_date::text AS date
        FROM invoices WHERE business_id = $1 AND counted AND total_amount > 0 AND signed_total > 0
       ORDER BY direction, doc_type, issuer_rut, folio LIMIT $2)
     UNION ALL
     (SELECT 'Expense', id, -amount, expense_date::text FROM expenses WHERE business_id = $1 ORDER BY description)`,
    [b, book.reconciled],
  );
  const rows = targets.map((t, i) => ({ ...t, ref: `${t.type}-${i}` }));
  await each(single, rows, (part) =>
    tx.query(
      `WITH m AS (
         INSERT INTO bm_movements (business_id, bm_account_id, bank_ref, post_date, amount)
         SELECT $1, $2, u.ref, u.d, u.a FROM unnest($3::text[], $4::date[], $5::bigint[]) AS u(ref, d, a)
         RETURNING id, bank_ref, amount)
       INSERT INTO bm_conciliations (business_id, bm_movement_id, conciliation_type, conciliation_id, amount)
       SELECT $1, m.id, u.t, u.id, abs(m.amount)
         FROM unnest($3::text[], $6::text[], $7::bigint[]) AS u(ref, t, id) JOIN m ON m.bank_ref = u.ref`,
      [
        b,
        account[0].id,
        part.map((r) => r.ref),
        part.map((r) => r.date),
        part.map((r) => r.amount),
        part.map((r) => r.type),
        part.map((r) => r.id),
      ],
    ),
  );
}

/** The business's lines, each source named by what identifies it in any business. */
const linesOf = async (b: number) =>
  (
    await db.query(
      `SELECT l.source_type, CASE l.source_type
                WHEN 'invoice' THEN (SELECT concat_ws('/', direction, doc_type, issuer_rut, folio) FROM invoices WHERE id = l.source_id)
                WHEN 'expense' THEN (SELECT description FROM expenses WHERE id = l.source_id)
                WHEN 'honorarium' THEN (SELECT concat_ws('/', kind, number) FROM honorarium_tickets WHERE id = l.source_id)
                WHEN 'conciliation' THEN (SELECT m.bank_ref FROM bm_conciliations c JOIN bm_movements m ON m.id = c.bm_movement_id
                                           WHERE c.id = l.source_id)
                -- One shared_use source per business and month (migration 0105): its month names it.
                WHEN 'shared_use' THEN to_char(l.line_date, 'YYYY-MM')
                ELSE (SELECT name FROM journal_entries WHERE id = l.source_id) END AS source,
              l.line_no, l.line_date::text AS date, a.account_number AS account, l.debit, l.credit
         FROM journal_lines l JOIN accounts a ON a.id = l.account_id
        WHERE l.business_id = $1 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
      [b],
    )
  ).rows;

/** The month totals the reports read (months a rewrite left at zero are no figures). */
const monthsOf = async (b: number) =>
  (
    await db.query(
      `SELECT a.account_number AS account, t.period, t.debit, t.credit, t.lines
         FROM journal_account_months t JOIN accounts a ON a.id = t.account_id
        WHERE t.business_id = $1 AND (t.lines <> 0 OR t.debit <> 0 OR t.credit <> 0) ORDER BY 1, 2`,
      [b],
    )
  ).rows;

/** The same totals computed from the lines themselves. */
const monthsFromLines = async (b: number) =>
  (
    await db.query(
      `SELECT a.account_number AS account, (date_part('year', l.line_date) * 100 + date_part('month', l.line_date))::int AS period,
              sum(l.debit)::bigint AS debit, sum(l.credit)::bigint AS credit, count(*)::int AS lines
         FROM journal_lines l JOIN accounts a ON a.id = l.account_id
        WHERE l.business_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
      [b],
    )
  ).rows;

const date = fc
  .record({ m: fc.integer({ min: 1, max: 6 }), d: fc.integer({ min: 1, max: 28 }) })
  .map(({ m, d }) => `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

describe('the journal in any order (property)', () => {
  it('posting every kind of source in batches, in a random order, equals posting them one at a time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          seed: fc.integer({ min: 1, max: 10_000 }),
          count: fc.integer({ min: 4, max: 16 }),
          expenses: fc.array(
            fc.record({
              category: fc.integer({ min: 0, max: 5 }),
              amount: fc.integer({ min: 1, max: 2_000_000 }),
              date,
            }),
            { minLength: 1, maxLength: 4 },
          ),
          tickets: fc.array(
            fc.record({
              kind: fc.constantFrom('received' as const, 'issued' as const),
              gross: fc.integer({ min: 0, max: 3_000_000 }),
              byReceiver: fc.boolean(),
              void: fc.boolean(),
              date,
            }),
            { minLength: 1, maxLength: 4 },
          ),
          reconciled: fc.integer({ min: 0, max: 3 }),
        }),
        fc.shuffledSubarray([...STEPS], { minLength: STEPS.length }),
        async (drawn, order) => {
          const book: Book = {
            ...drawn,
            expenses: drawn.expenses.map((e, i) => ({
              ...e,
              category: categories[e.category % categories.length],
              label: `Gasto ${i + 1}`,
            })),
          };
          const batched = await addBusiness();
          const single = await addBusiness();
          for (const step of runnable(order)) await writeStep(db, batched, book, step, false);
          for (const step of STEPS) await writeStep(db, single, book, step, true);

          const lines = await linesOf(batched);
          const months = await monthsOf(batched);
          const kinds = new Set(lines.map((l) => l.source_type));
          for (const kind of ['invoice', 'expense', 'entry']) expect(kinds).toContain(kind);
          expect(await linesOf(single)).toEqual(lines);
          expect(await monthsOf(single)).toEqual(months);
          expect(await monthsFromLines(batched)).toEqual(months);

          // journal_post called by hand, one derived source at a time, rewrites the same lines.
          await db.query(
            `SELECT journal_post(source_type, ARRAY[source_id], ARRAY[business_id])
               FROM (SELECT DISTINCT source_type, source_id, business_id FROM journal_lines
                      WHERE business_id = $1 AND source_type <> 'entry') s`,
            [batched],
          );
          expect(await linesOf(batched)).toEqual(lines);
          expect(await monthsOf(batched)).toEqual(months);
        },
      ),
      // Few runs: each builds two books on one database; the other property tests cover volume.
      { numRuns: 4 },
    );
  }, 300_000);
});
