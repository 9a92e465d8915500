/**
 * Invoice list latency and CSV export throughput, through app.inject() (routing, access checks,
 * validation, SQL, serialization: the server's time without the network):
 *
 *   npx tsx bench/invoices-list.bench.ts [--pg postgres://postgres@127.0.0.1:5432/test]
 *     [--invoices 200000] [--total 1000000] [--months 24] [--runs 200] [--plans docs/query-plans.md]
 *
 * (node --expose-gc --import tsx bench/invoices-list.bench.ts … measures the CSV's live heap.)
 *
 * Loads one business with --invoices invoices and other businesses up to --total (50,000 each) with
 * one INSERT … SELECT generate_series per business, runs VACUUM ANALYZE, then times the default
 * views and a set of filter/sort/search/page combinations (p50/p95/p99), the dashboards, and a CSV
 * export of every sale (rows/s, memory growth). With --pg it works in a private schema it drops at
 * the end, and writes EXPLAIN (ANALYZE, BUFFERS) of the SQL behind each scenario to --plans.
 * Without --pg it runs on PGlite in memory (use a smaller --invoices there).
 * Budgets (PostgreSQL): default view p95 ≤ 15–20 ms; any filter/sort/search/page ≤ 30–40 ms;
 * CSV ≥ 100,000–200,000 rows/s.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Db, type Queryable, migrate, openPg, openPglite } from '@portal/db';
import { addDays, addPeriods, periodOf, todayInChile } from '@portal/domain';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createMailer } from '../apps/api/src/lib/mailer';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { benchCounterpart, loadInvoices } from './invoices-data';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const PG_URL = arg('pg');
const INVOICES = Number(arg('invoices') ?? (PG_URL ? 200_000 : 20_000));
const TOTAL = Math.max(INVOICES, Number(arg('total') ?? INVOICES * 5));
const MONTHS = Number(arg('months') ?? 24);
const RUNS = Number(arg('runs') ?? 200);
const PLANS = arg('plans') ?? (PG_URL ? 'docs/query-plans.md' : undefined);
const OTHER_SIZE = 50_000;
const PASSWORD = 'Bench2026!';
const TODAY = todayInChile();
const PERIOD = periodOf(TODAY)!;

/** Records the SQL a request runs, to explain it afterwards. */
type Recorder = { on: boolean; statements: { text: string; params: unknown[] }[] };
function recording(db: Db, rec: Recorder): Db {
  const record = (q: Queryable): Queryable => ({
    query(text, params) {
      if (rec.on) rec.statements.push({ text, params: [...(params ?? [])] });
      return q.query(text, params);
    },
  });
  return { ...db, ...record(db), transaction: (fn) => db.transaction((tx) => fn(record(tx))) };
}

async function openBackend(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (!PG_URL) {
    const db = await openPglite();
    await migrate(db);
    return { db, close: () => db.close() };
  }
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = await openPg({ connectionString: PG_URL, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  await admin.close();
  const db = await openPg({ connectionString: PG_URL, max: 10, searchPath: `${schema},public` });
  await migrate(db);
  return {
    db,
    close: async () => {
      await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

async function load(db: Db): Promise<{ businessId: number; userEmail: string; seconds: number }> {
  const started = performance.now();
  const userEmail = 'bench@portalcliente.cl';
  const { rows: user } = await db.query<{ id: number }>(
    'INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3) RETURNING id',
    [userEmail, 'Bench', await hashPassword(PASSWORD)],
  );
  const sizes = [INVOICES];
  for (let left = TOTAL - INVOICES; left > 0; left -= OTHER_SIZE) sizes.push(Math.min(OTHER_SIZE, left));
  let businessId = 0;
  for (const [i, count] of sizes.entries()) {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO businesses (rut, name) VALUES ($1, $2) RETURNING id',
      [`${78_000_000 + i}-${i % 10}`, `Empresa ${i + 1} SpA`],
    );
    if (i === 0) {
      businessId = rows[0].id;
      await db.query('INSERT INTO businesses_users (business_id, user_id, role) VALUES ($1, $2, $3)', [
        businessId,
        user[0].id,
        'owner',
      ]);
    }
    await loadInvoices(db, { businessId: rows[0].id, count, months: MONTHS, today: TODAY });
    process.stdout.write(`\r  loaded ${i + 1}/${sizes.length} businesses`);
  }
  await db.exec('VACUUM ANALYZE invoices');
  await db.exec('VACUUM ANALYZE invoice_monthly_totals');
  // Flush the load now, so the checkpointer does not compete with the measurements.
  if (PG_URL) await db.exec('CHECKPOINT').catch(() => {});
  process.stdout.write('\n');
  return { businessId, userEmail, seconds: (performance.now() - started) / 1000 };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => n.toFixed(2).padStart(7);

async function main() {
  console.log(
    `Invoice list bench on ${PG_URL ? 'PostgreSQL' : 'PGlite'}: ${INVOICES.toLocaleString('es-CL')} invoices in one business, ${TOTAL.toLocaleString('es-CL')} in all, ${MONTHS} months, ${RUNS} runs per case`,
  );
  const backend = await openBackend();
  const rec: Recorder = { on: false, statements: [] };
  const db = recording(backend.db, rec);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-invoices-'));
  try {
    const loaded = await load(backend.db);
    console.log(`  load + VACUUM ANALYZE: ${loaded.seconds.toFixed(1)} s`);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      // One client sends thousands of requests a minute here; the per-tenant limit is not what is measured.
      RATE_LIMIT_PER_MINUTE: '100000000',
    });
    const app = await buildApp({ config, db, mailer: createMailer({ from: config.mailFrom, db }) });
    await app.ready();
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/users/sign_in',
      payload: { email: loaded.userEmail, password: PASSWORD },
    });
    const headers = {
      'access-token': String(signIn.headers['access-token']),
      client: String(signIn.headers.client),
      uid: String(signIn.headers.uid),
      'business-id': String(loaded.businessId),
    };
    const { rows: someId } = await backend.db.query<{ id: number; folio: number }>(
      `SELECT id, folio FROM invoices WHERE business_id = $1 AND direction = 'VENTA' ORDER BY issue_date DESC, id DESC LIMIT 1`,
      [loaded.businessId],
    );
    const c1 = benchCounterpart(1);
    const L = '/api/v1/client/sii_invoice/invoices?operationType=';
    const S = '/api/v1/client/sii_invoice';
    const cases: { name: string; url: string; budget: number }[] = [
      { name: 'default sales (12 periods)', url: `${L}VENTA`, budget: 20 },
      { name: 'default purchases (2 periods)', url: `${L}COMPRA`, budget: 20 },
      { name: 'one period', url: `${L}VENTA&period=${addPeriods(PERIOD, -5)}`, budget: 40 },
      { name: 'last_periods=24', url: `${L}VENTA&last_periods=24`, budget: 40 },
      { name: 'payed=false', url: `${L}VENTA&payed=false`, budget: 40 },
      { name: 'expired=true', url: `${L}VENTA&expired=true`, budget: 40 },
      { name: 'document_type=61', url: `${L}VENTA&document_type=61`, budget: 40 },
      { name: 'classified=true (purchases)', url: `${L}COMPRA&classified=true&last_periods=12`, budget: 40 },
      { name: 'search common word', url: `${L}VENTA&search=ferreteria`, budget: 40 },
      { name: 'search full name', url: `${L}VENTA&search=${encodeURIComponent(c1.name)}`, budget: 40 },
      { name: 'search RUT with dots', url: `${L}VENTA&search=70.001.031-1`, budget: 40 },
      { name: 'search folio', url: `${L}VENTA&search=${someId[0].folio}`, budget: 40 },
      { name: 'sort monto_total desc', url: `${L}VENTA&sort_field=monto_total&sort_order=desc`, budget: 40 },
      { name: 'sort detNroDoc asc', url: `${L}VENTA&sort_field=detNroDoc&sort_order=asc`, budget: 40 },
      { name: 'sort pagado desc', url: `${L}VENTA&sort_field=pagado&sort_order=desc`, budget: 40 },
      { name: 'page 2000 of 10', url: `${L}VENTA&page=2000`, budget: 40 },
      {
        name: 'page 50 of 100, total asc',
        url: `${L}VENTA&page=50&page_size=100&sort_field=monto_total&sort_order=asc`,
        budget: 40,
      },
      {
        name: 'search + expired + sort total',
        url: `${L}VENTA&search=spa&expired=false&sort_field=monto_total&sort_order=asc`,
        budget: 40,
      },
      { name: '24 periods + search common', url: `${L}VENTA&last_periods=24&search=spa`, budget: 40 },
      { name: 'detail', url: `${S}/invoices/${someId[0].id}`, budget: 40 },
      { name: 'purchases_and_sales_summary', url: `${S}/purchases_and_sales_summary`, budget: 40 },
      { name: 'dashboard monthly_summary', url: `${S}/dashboard/monthly_summary`, budget: 40 },
      { name: 'dashboard expired_payed_document', url: `${S}/dashboard/expired_payed_document`, budget: 40 },
      {
        name: 'dashboard ranking_document',
        url: `${S}/dashboard/ranking_document?operationType=VENTA`,
        budget: 40,
      },
      { name: 'dashboard chart', url: `${S}/dashboard/chart`, budget: 40 },
      { name: 'cash_flow (weeks)', url: '/api/v1/client/cash_flow', budget: 40 },
      {
        name: 'cash_flow documents (overdue)',
        url: `/api/v1/client/cash_flow/documents?operationType=VENTA&bucket_end=${addDays(TODAY, -1)}`,
        budget: 40,
      },
      { name: 'todo_tasks', url: '/api/v1/client/todo_tasks', budget: 40 },
    ];

    const results: { name: string; p50: number; p95: number; p99: number; budget: number; total: number }[] =
      [];
    const plans: string[] = [];
    console.log(`\n  ${'case'.padEnd(36)}     p50     p95     p99  (ms)  total_elements`);
    for (const c of cases) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS + 10; i++) {
        rec.on = i === 0;
        const t0 = performance.now();
        const res = await app.inject({ method: 'GET', url: c.url, headers });
        const dt = performance.now() - t0;
        rec.on = false;
        if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} ${res.body}`);
        if (i === 0) total = res.json().meta?.total_elements ?? 0;
        if (i >= 10) times.push(dt);
      }
      times.sort((a, b) => a - b);
      const r = {
        name: c.name,
        p50: pct(times, 50),
        p95: pct(times, 95),
        p99: pct(times, 99),
        budget: c.budget,
        total,
      };
      results.push(r);
      const flag = r.p95 <= c.budget ? '' : `  over ${c.budget} ms`;
      console.log(
        `  ${c.name.padEnd(36)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)}        ${String(total).padStart(7)}${flag}`,
      );
      if (PLANS) plans.push(await explain(backend.db, c.name, c.url, rec.statements.splice(0)));
      rec.statements.length = 0;
    }

    // CSV exports of the business's sales (12 periods, then all), streamed; memory sampled while they
    // run. Flat memory: the peak does not grow with the number of rows.
    const csv: CsvRun[] = [];
    for (const [label, periods] of [
      ['12 periods', 12],
      ['all sales', 120],
    ] as const) {
      const url = `${L}VENTA&last_periods=${periods}&format=csv`;
      const run = await exportCsv(app, url, headers);
      // Memory kept (not garbage): a second export with a collection before every sample.
      if ((globalThis as { gc?: () => void }).gc) {
        const live = await exportCsv(app, url, headers, true);
        Object.assign(run, { heap: live.heap, rss: live.rss });
      }
      csv.push({ label, ...run });
    }
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log('');
    for (const r of csv) {
      console.log(
        `  CSV ${r.label}: ${r.rows.toLocaleString('es-CL')} rows, ${mb(r.bytes)} MB in ${r.seconds.toFixed(2)} s = ${Math.round(r.rows / r.seconds).toLocaleString('es-CL')} rows/s; ${(globalThis as { gc?: () => void }).gc ? 'live' : 'peak'} heap +${mb(r.heap)} MB, rss +${mb(r.rss)} MB`,
      );
    }
    const { rows, seconds, bytes, heap, rss } = csv[csv.length - 1];
    const peakHeap = heap;
    const peakRss = rss;
    await app.close();

    if (PLANS) {
      const table = results
        .map(
          (r) =>
            `| ${r.name} | ${r.total} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} |`,
        )
        .join('\n');
      writeFileSync(
        PLANS,
        `# Query plans of the invoice lists\n\n${intro(rows, seconds, bytes, peakHeap, peakRss, csv)}\n\n| case | total_elements | p50 ms | p95 ms | p99 ms |\n|---|---:|---:|---:|---:|\n${table}\n\n${plans.join('\n\n')}\n`,
      );
      console.log(`\n  plans written to ${PLANS}`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await backend.close();
  }
}

type CsvRun = { label: string; rows: number; bytes: number; seconds: number; heap: number; rss: number };

async function exportCsv(
  app: Awaited<ReturnType<typeof buildApp>>,
  url: string,
  headers: Record<string, string>,
  liveHeap = false,
): Promise<Omit<CsvRun, 'label'>> {
  const gc = liveHeap ? (globalThis as { gc?: () => void }).gc : undefined;
  gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  // liveHeap (needs --expose-gc): collect before each sample, so it measures what is kept, not garbage.
  const sampler = setInterval(
    () => {
      gc?.();
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    },
    gc ? 50 : 5,
  );
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url, headers, payloadAsStream: true });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.stream()) {
    const b = chunk as Buffer;
    bytes += b.length;
    for (let i = 0; i < b.length; i++) if (b[i] === 0x0a) lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  return { rows: lines - 1, bytes, seconds, heap: peakHeap - before.heapUsed, rss: peakRss - before.rss };
}

function intro(
  rows: number,
  seconds: number,
  bytes: number,
  heap: number,
  rss: number,
  csv: CsvRun[],
): string {
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  const [load1] = loadavg();
  return [
    `Generated by \`${(globalThis as { gc?: unknown }).gc ? 'node --expose-gc --import tsx' : 'npx tsx'} bench/invoices-list.bench.ts --pg <url> --invoices ${INVOICES} --total ${TOTAL}\` on ${TODAY}`,
    `(${cpus().length} CPUs, load average ${load1.toFixed(1)} when it finished: the machine is shared, so absolute figures`,
    "are pessimistic; the plans' own execution times below are the server-side cost).",
    `${INVOICES.toLocaleString('en')} invoices in the measured business (60 % sales, ${MONTHS} months), ${TOTAL.toLocaleString('en')} in all,`,
    'after VACUUM ANALYZE. Latencies are app.inject() round trips (access checks, validation, SQL, serialization),',
    `${RUNS} runs per case after 10 warm-up runs, one client at a time.`,
    '',
    `CSV export of every sale of the business: ${rows.toLocaleString('en')} rows (${mb(bytes)} MB) in ${seconds.toFixed(2)} s =`,
    `${Math.round(rows / seconds).toLocaleString('en')} rows/s; the live heap (after collections, --expose-gc) grew ${mb(heap)} MB and RSS ${mb(rss)} MB while streaming`,
    `(${csv.map((r) => `${r.label}: ${r.rows.toLocaleString('en')} rows, heap +${mb(r.heap)} MB`).join('; ')}).`,
    '',
    '## Design',
    '',
    "- Pages whose only filters are period, payed, document type or classified walk the sort's index",
    '  (`invoices_list_{date,total,folio,payed}_idx`, index-only thanks to their INCLUDE columns) and stop after',
    '  the page; their count and Σ come from `invoice_monthly_totals` (migration 0016), a few rows kept exact by',
    '  statement-level triggers on every write. Counting 60,000 rows instead costs ~7–20 ms.',
    '- Any other filter (search, expired, reconciliation, cash flow) scans the matching rows once, index-only',
    '  (`invoices_filter_idx`, or `invoices_unpaid_due_idx` for unpaid/due-date filters), in a MATERIALIZED CTE',
    '  that gives the count, the Σ and the page ids (a bounded sort), then fetches the page rows by id.',
    '- Search: `invoices_filter_idx` carries `search_text` first among its INCLUDE columns, so a search costs a scan',
    "  of the business's own index entries for the periods asked. A trigram GIN on search_text was measured and",
    '  left out: its cost follows how many rows of *all* businesses contain the words (15–35 ms for common words',
    '  at 1M rows, growing with every tenant), it cannot be restricted to one business without btree_gin (not',
    '  loaded in PGlite), and it is the most expensive index to maintain on import.',
    '- The CSV export reads keyset batches of 2,000 rows ((sort key, id) after the last row) along the sort index,',
    '  one batch ahead, pulled by the response stream (backpressure).',
    "- Write cost: with migrations 0015–0016 the importer's new-row throughput measured 12.3–12.9k rows/s against",
    '  14.2–15.1k without them (bench/import.bench.ts, same machine and load); unchanged re-imports are unaffected.',
  ].join('\n');
}

async function explain(db: Db, name: string, url: string, statements: { text: string; params: unknown[] }[]) {
  const skip = /FROM user_tokens|FROM businesses_users|UPDATE user_tokens|FROM invoice_imports/;
  const out = [`## ${name}\n\n\`GET ${url.replace(/business-id.*/, '')}\``];
  for (const s of statements.filter((x) => !skip.test(x.text))) {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${s.text}`,
      s.params,
    );
    const sql = s.text.replace(/\s+/g, ' ').trim();
    out.push(
      `\n\`\`\`sql\n${sql}\n-- params: ${JSON.stringify(s.params)}\n\`\`\`\n\n\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``,
    );
  }
  return out.join('\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
