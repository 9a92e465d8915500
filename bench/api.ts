// Server time, in process: the portal's own app (buildApp) on the run's database, requests through
// app.inject() (routing, access checks, validation, SQL, serialization; no sockets). Also what the
// framework, the session check and the tenant scoping cost on a trivial route, and the query plans
// behind each case (EXPLAIN ANALYZE, for docs/query-plans.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, type Queryable, openPg, openPglite } from '@portal/db';
import { addDays, addPeriods, formatRut, periodOf, todayInChile } from '@portal/domain';
import Fastify from 'fastify';
import { type App, buildApp, createMailer, loadConfig } from '@portal/api';
import type { BenchMeta, Dataset } from './data';
import { type Latency, latency } from './stats';

export type CaseGroup = 'default' | 'filter' | 'other';
export type Case = { name: string; group: CaseGroup; url: string };
export type Headers = Record<string, string>;

/** Values the cases need from the data: a folio, a counterpart, the list's size. */
export type Probe = {
  id: number;
  folio: number;
  counterpartRut: string;
  counterpartName: string;
  /** Sales in the default view (12 periods): sets the deep page. */
  salesDefault: number;
  /** The client with the most documents: its registry is measured. */
  largestClientRut: string;
};

const L = '/api/v1/client/sii_invoice/invoices?operationType=';
const S = '/api/v1/client/sii_invoice';

/** Every endpoint that lists or sums, in the combinations a user makes. */
export function cases(p: Probe, today = todayInChile()): Case[] {
  const period = periodOf(today)!;
  const deep = Math.max(1, Math.floor((p.salesDefault / 10) * 0.8));
  return [
    { name: 'sales, default view (12 periods)', group: 'default', url: `${L}VENTA` },
    { name: 'purchases, default view (2 periods)', group: 'default', url: `${L}COMPRA` },
    { name: 'one period', group: 'filter', url: `${L}VENTA&period=${addPeriods(period, -5)}` },
    { name: 'last_periods=24', group: 'filter', url: `${L}VENTA&last_periods=24` },
    { name: 'payed=false', group: 'filter', url: `${L}VENTA&payed=false` },
    { name: 'expired=true', group: 'filter', url: `${L}VENTA&expired=true` },
    { name: 'expired=false', group: 'filter', url: `${L}VENTA&expired=false` },
    { name: 'document_type=61', group: 'filter', url: `${L}VENTA&document_type=61` },
    {
      name: 'classified=true (purchases, 12 periods)',
      group: 'filter',
      url: `${L}COMPRA&classified=true&last_periods=12`,
    },
    { name: 'search common word', group: 'filter', url: `${L}VENTA&search=ferreteria` },
    {
      name: 'search full name',
      group: 'filter',
      url: `${L}VENTA&search=${encodeURIComponent(p.counterpartName)}`,
    },
    {
      name: 'search RUT with dots',
      group: 'filter',
      url: `${L}VENTA&search=${encodeURIComponent(formatRut(p.counterpartRut))}`,
    },
    { name: 'search folio', group: 'filter', url: `${L}VENTA&search=${p.folio}` },
    {
      name: 'sort monto_total desc',
      group: 'filter',
      url: `${L}VENTA&sort_field=monto_total&sort_order=desc`,
    },
    { name: 'sort detNroDoc asc', group: 'filter', url: `${L}VENTA&sort_field=detNroDoc&sort_order=asc` },
    { name: 'sort pagado desc', group: 'filter', url: `${L}VENTA&sort_field=pagado&sort_order=desc` },
    { name: 'deep page (80 % in) of 10', group: 'filter', url: `${L}VENTA&page=${deep}` },
    {
      name: 'page 50 of 100, total asc',
      group: 'filter',
      url: `${L}VENTA&page=50&page_size=100&sort_field=monto_total&sort_order=asc`,
    },
    {
      name: 'search + expired=false + sort total',
      group: 'filter',
      url: `${L}VENTA&search=spa&expired=false&sort_field=monto_total&sort_order=asc`,
    },
    { name: '24 periods + search common word', group: 'filter', url: `${L}VENTA&last_periods=24&search=spa` },
    { name: 'detail', group: 'other', url: `${S}/invoices/${p.id}` },
    { name: 'purchases and sales summary', group: 'other', url: `${S}/purchases_and_sales_summary` },
    { name: 'dashboard monthly summary', group: 'other', url: `${S}/dashboard/monthly_summary` },
    { name: 'dashboard expired/paid', group: 'other', url: `${S}/dashboard/expired_payed_document` },
    { name: 'dashboard ranking', group: 'other', url: `${S}/dashboard/ranking_document?operationType=VENTA` },
    { name: 'dashboard chart', group: 'other', url: `${S}/dashboard/chart` },
    { name: 'cash flow (weeks)', group: 'other', url: '/api/v1/client/cash_flow' },
    {
      name: 'cash flow documents (overdue)',
      group: 'other',
      url: `/api/v1/client/cash_flow/documents?operationType=VENTA&bucket_end=${addDays(today, -1)}`,
    },
    { name: 'to-do tasks', group: 'other', url: '/api/v1/client/todo_tasks' },
    // Every client with its figures (p95 ≤ 30 ms at 20,000 clients / 200,000 invoices).
    { name: 'clients list with totals', group: 'other', url: '/api/v1/client/clients' },
    {
      name: 'clients list by name, deep page',
      group: 'other',
      url: '/api/v1/client/clients?sort_field=business_name&sort_order=asc&page=1500',
    },
    { name: 'clients search', group: 'other', url: '/api/v1/client/clients?search=ferreteria' },
    { name: 'providers list with totals', group: 'other', url: '/api/v1/client/providers' },
    {
      name: 'registry of the largest client',
      group: 'other',
      url: `/api/v1/client/clients/${p.largestClientRut}/sales_record`,
    },
    {
      name: 'the largest client',
      group: 'other',
      url: `/api/v1/client/clients/${p.largestClientRut}`,
    },
    // Collections: the sales in collection, the rest, and one invoice's timeline.
    { name: 'collection_state=notified', group: 'filter', url: `${L}VENTA&collection_state=notified` },
    { name: 'collection_state=none', group: 'filter', url: `${L}VENTA&collection_state=none` },
    { name: 'invoice collection timeline', group: 'other', url: `${S}/invoices/${p.id}/collection_events` },
  ];
}

/** A recent invoice of the list business (its folio and counterpart) and the default view's size. */
export async function probe(db: Queryable, meta: BenchMeta, salesDefault: number): Promise<Probe> {
  const { rows } = await db.query<{
    id: number;
    folio: number;
    counterpart_rut: string;
    counterpart_name: string;
  }>(
    `SELECT id, folio, counterpart_rut, counterpart_name FROM invoices
      WHERE business_id = $1 AND direction = 'VENTA' AND doc_type = 33
      ORDER BY issue_date DESC, id DESC LIMIT 1`,
    [meta.listBusinessId],
  );
  const r = rows[0];
  const { rows: largest } = await db.query<{ rut: string }>(
    `SELECT rut FROM counterparts WHERE business_id = $1 AND kind = 'client' ORDER BY num_documents DESC, rut LIMIT 1`,
    [meta.listBusinessId],
  );
  return {
    largestClientRut: largest[0]?.rut ?? r.counterpart_rut,
    id: r.id,
    folio: r.folio,
    counterpartRut: r.counterpart_rut,
    counterpartName: r.counterpart_name,
    salesDefault,
  };
}

/** The process-local settings every bench app and server runs with (production's defaults otherwise). */
export const BENCH_ENV: Record<string, string> = {
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  // One client sends thousands of requests a minute; the per-tenant limit is not what is measured.
  RATE_LIMIT_PER_MINUTE: '1000000000',
  SII_INBOX_INTERVAL_SECONDS: '0',
  // The collection reminders (hourly, and at the server's start) and the daily summaries (every 5
  // minutes) would run their rounds over every business of the bench data during whichever step
  // the clock falls on: in the embedded database a round holds the thread that serves requests.
  // What they cost is their own (reminders tests); the steps measure requests.
  REMINDERS_INTERVAL_SECONDS: '0',
  DAILY_SUMMARY_INTERVAL_SECONDS: '0',
};

export type Harness = {
  app: App;
  db: Db;
  /** Session + business headers of the list business's owner and of the retailer's. */
  list: Headers;
  retail: Headers;
  close(): Promise<void>;
};

export async function signIn(
  send: (o: { method: 'POST'; url: string; payload: object }) => Promise<{
    statusCode: number;
    headers: Record<string, unknown>;
    body: string;
  }>,
  email: string,
  password: string,
): Promise<Omit<Headers, 'business-id'>> {
  const res = await send({ method: 'POST', url: '/api/v1/users/sign_in', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email}: ${res.statusCode} ${res.body}`);
  return {
    'access-token': String(res.headers['access-token']),
    client: String(res.headers.client),
    uid: String(res.headers.uid),
  };
}

/** The app in this process on the run's database; `extra` registers routes before it is ready. */
export async function openHarness(
  data: Dataset,
  extra?: (app: App) => void,
  wrap: (db: Db) => Db = (db) => db,
): Promise<Harness> {
  const db =
    data.backend === 'pg'
      ? await openPg({ connectionString: data.location, max: 10 })
      : await openPglite(data.location);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const config = loadConfig({ ...BENCH_ENV, NODE_ENV: 'test', DATA_DIR: dataDir });
  const appDb = wrap(db);
  const app = await buildApp({
    config,
    db: appDb,
    mailer: createMailer({ from: config.mailFrom, db: appDb }),
  });
  extra?.(app);
  await app.ready();
  const send = (o: { method: 'POST'; url: string; payload: object }) => app.inject(o);
  const { meta } = data;
  const list = {
    ...(await signIn(send, meta.listUser, meta.password)),
    'business-id': String(meta.listBusinessId),
  };
  const retail = {
    ...(await signIn(send, meta.retailUser, meta.password)),
    'business-id': String(meta.retailBusinessId),
  };
  return {
    app,
    db,
    list,
    retail,
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type CaseResult = Case & { latency: Latency; total: number };

/** p50/p95/p99 of `runs` requests per case after `warmup` ones, one at a time. */
export async function injectCases(
  h: Harness,
  list: Case[],
  runs: number,
  warmup: number,
  onCase?: (r: CaseResult) => void,
): Promise<CaseResult[]> {
  const out: CaseResult[] = [];
  for (const c of list) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < warmup + runs; i++) {
      const t0 = performance.now();
      const res = await h.app.inject({ method: 'GET', url: c.url, headers: h.list });
      const dt = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      // A file case (a PDF) has no total to read.
      if (i === 0 && String(res.headers['content-type']).startsWith('application/json'))
        total = (res.json() as { meta?: { total_elements?: number } }).meta?.total_elements ?? 0;
      if (i >= warmup) times.push(dt);
    }
    const r = { ...c, latency: latency(times), total };
    onCase?.(r);
    out.push(r);
  }
  return out;
}

// --- what the pipeline costs on a trivial route --------------------------------------------

export const NOOP_PUBLIC = '/api/v1/bench/noop';
export const NOOP_BUSINESS = '/api/v1/client/bench/noop';

/** Trivial routes on the portal's app, to time the pipeline without any work of their own. */
export function addNoopRoutes(app: App): void {
  app.get(NOOP_PUBLIC, { config: { access: 'public' } }, async () => ({ ok: true }));
  app.get(NOOP_BUSINESS, { config: { access: 'business' } }, async () => ({ ok: true }));
}

export type Overhead = {
  /** Median server time of each variant, in ms. */
  bare: number;
  publicRoute: number;
  userRoute: number;
  businessRoute: number;
  /** businessRoute − bare: everything the portal adds (plugins, session, tenant). */
  total: number;
  /** businessRoute − publicRoute: the session check and the tenant scoping alone. */
  auth: number;
};

/**
 * Medians over `rounds` interleaved rounds, so a busy neighbour slows every variant alike:
 * a bare Fastify route, the portal's public noop, GET /api/v1/users/current_date (session), and a
 * business-scoped noop (session + business-id membership).
 */
export async function measureOverhead(h: Harness, rounds = 20, perRound = 500): Promise<Overhead> {
  const bare = Fastify();
  bare.get('/noop', async () => ({ ok: true }));
  await bare.ready();
  const { 'business-id': _b, ...user } = h.list;
  const variants = [
    () => bare.inject({ method: 'GET', url: '/noop' }),
    () => h.app.inject({ method: 'GET', url: NOOP_PUBLIC }),
    () => h.app.inject({ method: 'GET', url: '/api/v1/users/current_date', headers: user }),
    () => h.app.inject({ method: 'GET', url: NOOP_BUSINESS, headers: h.list }),
  ];
  const samples: number[][] = variants.map(() => []);
  for (let round = 0; round < rounds + 2; round++) {
    for (const [k, run] of variants.entries()) {
      for (let i = 0; i < perRound; i++) {
        const t0 = performance.now();
        const res = await run();
        const dt = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`overhead variant ${k}: ${res.statusCode} ${res.body}`);
        if (round >= 2) samples[k].push(dt);
      }
    }
  }
  await bare.close();
  const [b, p, u, t] = samples.map((s) => latency(s).p50);
  return { bare: b, publicRoute: p, userRoute: u, businessRoute: t, total: t - b, auth: t - p };
}

// --- query plans ------------------------------------------------------------------------

type Statement = { text: string; params: unknown[] };

/** A Db that records the SQL run while `on` is set (to explain it afterwards). */
export function recording(db: Db): { db: Db; start(): void; stop(): Statement[] } {
  let on = false;
  let statements: Statement[] = [];
  const record = (q: Queryable): Queryable => ({
    query(text, params, opts) {
      if (on) statements.push({ text, params: [...(params ?? [])] });
      return q.query(text, params, opts);
    },
  });
  return {
    db: {
      ...db,
      ...record(db),
      transaction: (fn) => db.transaction((tx) => fn({ exec: (sql) => tx.exec(sql), ...record(tx) })),
    },
    start() {
      statements = [];
      on = true;
    },
    stop() {
      on = false;
      return statements;
    },
  };
}

const SKIP = /FROM user_tokens|FROM businesses_users|UPDATE user_tokens|FROM invoice_imports/;

/** EXPLAIN (ANALYZE, BUFFERS) of the statements a case ran (not the session's), as Markdown. */
export async function explainCase(db: Queryable, c: Case, statements: Statement[]): Promise<string> {
  const out = [`## ${c.name}\n\n\`GET ${c.url}\``];
  for (const s of statements.filter((x) => !SKIP.test(x.text))) {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${s.text}`,
      s.params,
    );
    out.push(
      `\n\`\`\`sql\n${s.text.replace(/\s+/g, ' ').trim()}\n-- params: ${JSON.stringify(s.params)}\n\`\`\`\n\n\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``,
    );
  }
  return out.join('\n');
}
