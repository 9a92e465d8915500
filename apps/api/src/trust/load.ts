// Trust suite 5 — under load. `npm run test:load`: the real server in its own process (PGlite, or
// PostgreSQL with TEST_DB_BACKEND=pg), driven from this process over loopback by autocannon: mixed
// reads and writes of several businesses at once. Every answer is checked: no 5xx, and no answer to
// one business carries another's invoice. The server's memory is sampled and must be flat at the end.
//
//   npm run test:load                                   # 60 s, 100 connections, 4 businesses
//   LOAD_SECONDS=10 LOAD_CONNECTIONS=20 npm run test:load
//
// A fifth business imports RCV files (LOAD_IMPORT_ROWS ventas + compras, ~3 MB) over and over
// meanwhile: every import must succeed and none of its documents may reach the other four.
//
// Exit code 1 when any check fails. The figures go in docs/reliability.md.
import { readFileSync } from 'node:fs';
import { todayInChile } from '@portal/domain';
import autocannon from 'autocannon';
import { generateInvoices, writeInvoices } from '../seed/invoices';
import { runImporter } from './support/load-importer';
import { prepareDb, startServer } from './support/server-process';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const BUSINESSES = Number(process.env.LOAD_BUSINESSES ?? 4);
const INVOICES = Number(process.env.LOAD_INVOICES ?? 2000);
const IMPORT_ROWS = Number(process.env.LOAD_IMPORT_ROWS ?? 20_000);

type Tenant = {
  key: string;
  id: number;
  headers: Record<string, string>;
  invoices: number[];
  own: Set<number>;
};

const rssMiB = (pid: number): number => {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) / 1024 : 0;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];

async function main() {
  const backend = process.env.TEST_DB_BACKEND === 'pg' ? 'PostgreSQL' : 'PGlite';
  console.log(`Preparing ${BUSINESSES} businesses × ${INVOICES} invoices on ${backend}…`);
  // One business more than the measured ones: the importing tenant.
  const prepared = await prepareDb({ businesses: BUSINESSES + 1, seed: 11 });
  const db = await prepared.open();
  const tenants: Tenant[] = [];
  const importing = prepared.data.businesses[BUSINESSES];
  for (const [i, b] of prepared.data.businesses.slice(0, BUSINESSES).entries()) {
    const id = prepared.ids.businesses.get(b.key)!;
    await writeInvoices(
      db,
      id,
      generateInvoices({ seed: 40 + i, business: b, count: INVOICES, today: todayInChile() }),
    );
    const { rows } = await db.query<{ id: number }>('SELECT id FROM invoices WHERE business_id = $1', [id]);
    tenants.push({
      key: b.key,
      id,
      headers: {},
      invoices: rows.map((r) => r.id),
      own: new Set(rows.map((r) => r.id)),
    });
  }
  await db.close();

  const server = await startServer(prepared, { RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'error' });
  const failures: string[] = [];
  try {
    for (const [i, t] of tenants.entries()) {
      const u = prepared.data.users.find((x) => x.key === `u${i + 1}`)!;
      const res = await fetch(`${server.url}/api/v1/users/sign_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: u.email, password: u.password }),
      });
      if (res.status !== 200) throw new Error(`sign-in of ${u.email}: ${res.status}`);
      t.headers = {
        'access-token': res.headers.get('access-token')!,
        client: res.headers.get('client')!,
        uid: u.email,
        'business-id': String(t.id),
        'content-type': 'application/json',
      };
    }

    const importerUser = prepared.data.users.find((x) => x.key === `u${BUSINESSES + 1}`)!;
    const signedIn = await fetch(`${server.url}/api/v1/users/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: importerUser.email, password: importerUser.password }),
    });
    if (signedIn.status !== 200) throw new Error(`sign-in of ${importerUser.email}: ${signedIn.status}`);
    const importerHeaders = {
      'access-token': signedIn.headers.get('access-token')!,
      client: signedIn.headers.get('client')!,
      uid: importerUser.email,
      'business-id': String(prepared.ids.businesses.get(importing.key)),
    };

    const counts = { '5xx': 0, crossTenant: 0, checked: 0 };
    const fail = (what: string) => {
      if (failures.length < 20) failures.push(what);
    };
    type Ctx = { t?: Tenant; expect?: number };
    const invoicesOf = (body: string): number[] => {
      try {
        const j = JSON.parse(body);
        if (Array.isArray(j.invoices)) return j.invoices.map((x: { id: number }) => x.id);
        if (j.invoice) return [j.invoice.id];
        if (j.comment) return [j.comment.reference_id];
      } catch {
        // not JSON: checked by status only
      }
      return [];
    };
    const onResponse = (status: number, body: string, ctx: Ctx) => {
      counts.checked++;
      const t = ctx.t!;
      if (status >= 500) {
        counts['5xx']++;
        fail(`${status} ${body.slice(0, 200)}`);
      }
      if (ctx.expect !== undefined && status !== ctx.expect)
        fail(`expected ${ctx.expect}, got ${status}: ${body.slice(0, 200)}`);
      for (const id of invoicesOf(body)) {
        if (!t.own.has(id)) {
          counts.crossTenant++;
          fail(`business ${t.key} got invoice ${id} of another business`);
        }
      }
    };
    type Req = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
    const request = (make: (t: Tenant, ctx: Ctx) => Req, expect?: number) => ({
      method: 'GET' as const,
      path: '/',
      setupRequest: (_req: unknown, ctx: Ctx) => {
        const t = pick(tenants);
        ctx.t = t;
        ctx.expect = expect;
        const r = make(t, ctx);
        return { ...r, headers: { ...t.headers, ...r.headers } };
      },
      onResponse,
    });
    const API = '/api/v1/client/sii_invoice';
    let n = 0;
    const requests = [
      request(() => ({
        method: 'GET',
        path: `${API}/invoices?operationType=VENTA&page_size=20&page=${1 + (n++ % 5)}`,
      })),
      request((t) => ({ method: 'GET', path: `${API}/invoices/${pick(t.invoices)}` })),
      request((t) => ({
        method: 'POST',
        path: `${API}/update_payed`,
        body: JSON.stringify({ id_doc: pick(t.invoices), payed: Math.random() < 0.5 }),
      })),
      request(() => ({
        method: 'GET',
        path: `${API}/invoices?operationType=COMPRA&last_periods=24&sort_field=monto_total`,
      })),
      request((t) => ({
        method: 'POST',
        path: `${API}/comments/${pick(t.invoices)}`,
        body: JSON.stringify({ message: `Carga ${n++}` }),
      })),
      request(() => ({ method: 'GET', path: `${API}/purchases_and_sales_summary` })),
      // Another business's invoice, named by its id: must be 404.
      request(
        (t) => ({
          method: 'GET',
          path: `${API}/invoices/${pick(pick(tenants.filter((o) => o !== t)).invoices)}`,
        }),
        404,
      ),
      request((t) => ({
        method: 'POST',
        path: `${API}/bulk_update`,
        headers: { 'idempotency-key': `carga-${process.pid}-${n++}` },
        body: JSON.stringify({
          operationType: 'VENTA',
          id_docs: Array.from({ length: 5 }, () => pick(t.invoices)),
          payed: true,
        }),
      })),
      request(() => ({ method: 'GET', path: '/api/v1/client/cash_flow' })),
      request(() => ({ method: 'GET', path: '/api/v1/client/todo_tasks' })),
    ];

    // Warm up (JIT, caches, the import's worker threads and their heaps: one import alone), then measure.
    const first = await runImporter(server.url, importerHeaders, importing, IMPORT_ROWS, Promise.resolve());
    for (const f of first.failures) fail(`importing tenant (warm-up): ${f}`);
    await autocannon({ url: server.url, connections: Math.min(10, CONNECTIONS), duration: 3, requests });
    const memory: number[] = [];
    const sampler = setInterval(() => memory.push(rssMiB(server.pid)), 1000);
    console.log(
      `Load: ${SECONDS} s, ${CONNECTIONS} connections, ${BUSINESSES} businesses, ${requests.length} kinds of request…`,
    );
    let endImports = () => {};
    const importer = runImporter(
      server.url,
      importerHeaders,
      importing,
      IMPORT_ROWS,
      new Promise<void>((r) => {
        endImports = r;
      }),
    );
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests,
      timeout: 30,
    });
    endImports();
    const imports = await importer;
    clearInterval(sampler);
    for (const f of imports.failures) fail(`importing tenant: ${f}`);
    if (imports.failures.length > 0) console.error(server.output().slice(-4000));
    if (imports.imports === 0) fail('the importing tenant finished no import');
    await new Promise((r) => setTimeout(r, 3000));
    const settled = rssMiB(server.pid);

    // Flat: the last quarter of the run does not grow past the second quarter by more than 15 % (or 48 MiB).
    const q = Math.max(1, Math.floor(memory.length / 4));
    const mid = Math.max(...memory.slice(q, 2 * q));
    const end = Math.max(...memory.slice(3 * q));
    const flat = end <= Math.max(mid * 1.15, mid + 48);
    if (!flat) fail(`memory grew: ${mid.toFixed(0)} MiB at mid-run, ${end.toFixed(0)} MiB at the end`);
    if (result['5xx'] > 0 || counts['5xx'] > 0) fail(`${result['5xx']} answers 5xx`);
    if (result.errors > 0 || result.timeouts > 0)
      fail(`${result.errors} connection errors, ${result.timeouts} timeouts`);
    if (counts.crossTenant > 0) fail(`${counts.crossTenant} answers carried another business's invoices`);

    const summary = {
      backend,
      seconds: SECONDS,
      connections: CONNECTIONS,
      businesses: BUSINESSES,
      requests: result.requests.total,
      'requests/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '2xx': result['2xx'],
      '4xx (404 probes)': result['4xx'],
      '5xx': result['5xx'],
      errors: result.errors + result.timeouts,
      'cross-tenant': counts.crossTenant,
      'checked answers': counts.checked,
      'imports (importing tenant)': `${imports.imports} × ${IMPORT_ROWS} rows, ${imports.documents} written, slowest ${(imports.slowestMs / 1000).toFixed(1)} s`,
      'RSS MiB (start → mid → end → settled)': `${memory[0]?.toFixed(0)} → ${mid.toFixed(0)} → ${end.toFixed(0)} → ${settled.toFixed(0)}`,
    };
    console.table(summary);
    console.log(
      `\n| ${new Date().toISOString().slice(0, 10)} | ${backend} | ${SECONDS} s × ${CONNECTIONS} conn, ${BUSINESSES} businesses + 1 importing (${imports.imports} imports) | ${summary['requests/s']} | ${summary['p50 ms']} | ${summary['p99 ms']} | ${summary['5xx']} | ${summary.errors} | ${summary['cross-tenant']} | ${summary['RSS MiB (start → mid → end → settled)']} |`,
    );
  } finally {
    await server.stop();
    await prepared.drop();
  }
  if (failures.length) {
    console.error(`\nLOAD CHECK FAILED:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nLoad check passed: no 5xx, no cross-tenant answer, memory flat.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
