import type { Db } from '@portal/db';
import { testBackend } from '@portal/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '../../seed/invoices';
import { toInvoiceRow } from '../invoice-imports/invoice-rows';
import { dbWithBusiness, importRows } from '../invoice-imports/test-helpers';

// The statement triggers on invoices (counterparts, journal) join a statement's old rows to its new
// ones. PL/pgSQL keeps a static query's plan for the session, made for the first statement's
// transition tables: after a one-row update, a big update joined them by a nested loop (40,000 rows:
// 231 s against 1 s). Migration 0068 plans those joins per statement. The plans are read with
// auto_explain, which only a PostgreSQL server has (PGlite runs the same functions).
const BUSINESS = { rut: '76354771-K', name: 'Ingeniería Enacon SpA' };
const ROWS = 2_000;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

const scansTransitionTable = (n: PlanNode): boolean =>
  n['Node Type'] === 'Named Tuplestore Scan' || (n.Plans ?? []).some(scansTransitionTable);

/** Nested loops whose both sides read a transition table: the quadratic shape. */
function tuplestoreNestedLoops(n: PlanNode): number {
  const own =
    n['Node Type'] === 'Nested Loop' && (n.Plans ?? []).filter(scansTransitionTable).length === 2 ? 1 : 0;
  return own + (n.Plans ?? []).reduce((sum, c) => sum + tuplestoreNestedLoops(c), 0);
}

let db: Db;
let businessId: number;
beforeAll(async () => {
  ({ db, businessId } = await dbWithBusiness(BUSINESS));
  const docs = generateInvoices({ seed: 68, business: BUSINESS, count: ROWS }).map((d) =>
    toInvoiceRow(d, BUSINESS, 'rcv'),
  );
  await importRows(db, businessId, docs);
}, 120_000);
afterAll(() => db?.close());

describe.skipIf(testBackend() !== 'pg')('statement triggers on invoices', () => {
  it('plan a big update for its own size after a one-row update in the same session', async (ctx) => {
    const { rows } = await db.query<{ database: string; schema: string }>(
      'SELECT current_database() AS database, current_schema() AS schema',
    );
    const url = new URL(String(process.env.TEST_DATABASE_URL));
    url.pathname = `/${rows[0].database}`;
    const client = new pg.Client({
      connectionString: url.toString(),
      options: `-c search_path=${rows[0].schema}`,
    });
    await client.connect();
    const plans: { query: string; plan: PlanNode }[] = [];
    client.on('notice', (msg) => {
      const text = String(msg.message ?? '');
      const json = text.slice(text.indexOf('{'));
      if (!text.startsWith('duration') || !json.startsWith('{')) return;
      const parsed = JSON.parse(json) as { 'Query Text': string; Plan: PlanNode };
      plans.push({ query: parsed['Query Text'], plan: parsed.Plan });
    });
    try {
      try {
        await client.query("LOAD 'auto_explain'");
      } catch (err) {
        ctx.skip(`auto_explain cannot be loaded here: ${(err as Error).message}`);
      }
      await client.query('BEGIN');
      await client.query(
        `SET LOCAL auto_explain.log_min_duration = 0; SET LOCAL auto_explain.log_nested_statements = on;
         SET LOCAL auto_explain.log_format = json; SET LOCAL client_min_messages = log`,
      );
      // The first statement of the session: one row, whose plans a static query would keep.
      await client.query(
        'UPDATE invoices SET issue_date = issue_date WHERE id = (SELECT min(id) FROM invoices WHERE business_id = $1)',
        [businessId],
      );
      plans.length = 0;
      const updated = await client.query(
        'UPDATE invoices SET issue_date = issue_date WHERE business_id = $1',
        [businessId],
      );
      expect(updated.rowCount).toBe(ROWS);
      await client.query('ROLLBACK');
    } finally {
      await client.end();
    }
    const joins = plans.filter(
      (p) => /old_rows/.test(p.query) && /new_rows/.test(p.query) && /JOIN/i.test(p.query),
    );
    // The counterparts' and the journal's joins were both planned for this statement.
    expect(joins.length).toBeGreaterThanOrEqual(2);
    for (const j of joins) expect(tuplestoreNestedLoops(j.plan), j.query).toBe(0);
  });
});
