// Trust suite 4 — nothing lost, nothing half-written (ASVS V15/V16 resilience). The real server
// process (apps/api/src/server.ts) imports a large generated RCV (apps/api/src/seed/invoices.ts →
// @portal/sii writeRcvCsv); it is SIGKILLed at random points of the import, restarted, and must hold
// the whole file or none of it; importing again gives exactly one copy. A clean SIGTERM leaves the
// database consistent and the next start opens it. PGlite by default (DATA_DIR), PostgreSQL with
// TEST_DB_BACKEND=pg. Kill points: KILL_POINTS (default 3; `npm run test:fuzz`: 12).
import { todayInChile } from '@portal/domain';
import { writeRcvCsv } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../features/invoice-imports/test-helpers';
import { generateInvoices } from '../seed/invoices';
import { type PreparedDb, type ServerProcess, prepareDb, startServer } from './support/server-process';

const KILLS = Number(process.env.KILL_POINTS ?? (process.env.FUZZ_RUNS ? 12 : 3));
const DOCS = Number(process.env.KILL_IMPORT_DOCS ?? (process.env.FUZZ_RUNS ? 40_000 : 8_000));
const IMPORTS = '/api/v1/client/sii_invoice/imports';

let db: PreparedDb;
let srv: ServerProcess;
beforeAll(async () => {
  db = await prepareDb({ businesses: KILLS + 1 });
  srv = await startServer(db);
}, 120_000);
afterAll(async () => {
  await srv?.kill();
  await db?.drop();
});

type Auth = Record<string, string>;

async function signIn(userKey: string): Promise<Auth> {
  const u = db.data.users.find((x) => x.key === userKey)!;
  const res = await fetch(`${srv.url}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: u.email, password: u.password }),
  });
  expect(res.status).toBe(200);
  return {
    'access-token': res.headers.get('access-token')!,
    client: res.headers.get('client')!,
    uid: u.email,
  };
}

/** The file of one business: DOCS sales, from the generator, in the SII's RCV layout. */
function fileOf(businessKey: string, seed: number) {
  const b = db.data.businesses.find((x) => x.key === businessKey)!;
  const docs = generateInvoices({
    seed,
    business: b,
    count: DOCS,
    today: todayInChile(),
    salesShare: 1,
  }).filter((d) => d.direction === 'VENTA');
  // The list's total: credit notes subtract, guías de despacho (52) are not sales and do not count.
  const total = docs.reduce(
    (s, d) => s + (d.docType === 52 ? 0 : d.totalAmount * (d.docType === 61 ? -1 : 1)),
    0,
  );
  const form = multipart([
    { name: `ventas-${businessKey}.csv`, bytes: writeRcvCsv('VENTA', docs, { businessRut: b.rut }) },
  ]);
  return { businessKey, id: db.ids.businesses.get(businessKey)!, docs: docs.length, total, form };
}
type File = ReturnType<typeof fileOf>;

const post = (auth: Auth, f: File) =>
  fetch(`${srv.url}${IMPORTS}`, {
    method: 'POST',
    headers: { ...auth, 'business-id': String(f.id), 'content-type': f.form.contentType },
    body: f.form.payload,
  });

/** What the business holds: invoices (count and Σ signed total, from the list) and imports written. */
async function holdings(auth: Auth, f: File): Promise<{ count: number; total: number; imports: number }> {
  const headers = { ...auth, 'business-id': String(f.id) };
  const list = await fetch(
    `${srv.url}/api/v1/client/sii_invoice/invoices?operationType=VENTA&last_periods=120&page_size=1`,
    { headers },
  );
  expect(list.status).toBe(200);
  const l = (await list.json()) as { meta: { total_elements: number }; total_det_mnt_total: number };
  const imports = (await (await fetch(`${srv.url}${IMPORTS}`, { headers })).json()) as { imports: unknown[] };
  return { count: l.meta.total_elements, total: l.total_det_mnt_total, imports: imports.imports.length };
}

describe('an import killed with SIGKILL', () => {
  it(
    `leaves all of the file or none of it (${KILLS} kill points); importing again gives one copy`,
    async () => {
      const files = Array.from({ length: KILLS + 1 }, (_, i) => fileOf(`b${i + 1}`, 500 + i));
      // Calibration: the first file, imported whole, times the import.
      let auth = await signIn('u1');
      const started = performance.now();
      const full = await post(auth, files[0]);
      expect(full.status, await full.clone().text()).toBe(200);
      const span = performance.now() - started;
      expect(await holdings(auth, files[0])).toEqual({
        count: files[0].docs,
        total: files[0].total,
        imports: 1,
      });

      const outcomes: string[] = [];
      for (let k = 1; k <= KILLS; k++) {
        const f = files[k];
        auth = await signIn(`u${k + 1}`);
        // Spread over the import: from just after the upload to past its usual end.
        const at = span * (0.05 + (1.1 * (k - 1 + Math.random())) / KILLS);
        const answer = post(auth, f).then(
          (r) => r.status,
          () => 'cortada',
        );
        await new Promise((r) => setTimeout(r, at));
        await srv.kill();
        const status = await answer;
        srv = await startServer(db);
        auth = await signIn(`u${k + 1}`);
        const held = await holdings(auth, f);
        const none = { count: 0, total: 0, imports: 0 };
        const all = { count: f.docs, total: f.total, imports: 1 };
        expect([none, all], `kill ${k} at ${Math.round(at)} ms`).toContainEqual(held);
        // An import the client saw succeed is there after the crash.
        if (status === 200) expect(held).toEqual(all);
        outcomes.push(`${Math.round(at)} ms → ${held.count === 0 ? 'none' : 'all'} (answer: ${status})`);
      }
      console.log(
        `[trust] import of ${DOCS} documents (${Math.round(span)} ms) killed at: ${outcomes.join('; ')}`,
      );
      if (KILLS >= 8) {
        // The long run must have hit the middle of the transaction and also its end.
        expect(outcomes.some((o) => o.includes('none'))).toBe(true);
        expect(outcomes.some((o) => o.includes('all'))).toBe(true);
      }

      // Importing every file again after the crashes: exactly one copy of each document.
      for (const [i, f] of files.entries()) {
        auth = await signIn(`u${i + 1}`);
        const res = await post(auth, f);
        expect(res.status).toBe(200);
        const body = (await res.json()) as { import: { new: number; unchanged: number } };
        expect(body.import.new + body.import.unchanged).toBe(f.docs);
        const held = await holdings(auth, f);
        expect({ count: held.count, total: held.total }).toEqual({ count: f.docs, total: f.total });
      }
    },
    240_000 + KILLS * 20_000,
  );
});

describe('a clean shutdown (SIGTERM)', () => {
  it('exits 0, leaves the database consistent, and the next start opens it', async () => {
    const f = fileOf('b1', 500);
    let auth = await signIn('u1');
    const before = await holdings(auth, f);
    expect(await srv.stop()).toBe(0);
    // Consistent: the per-month totals the triggers keep agree with the invoices, for every business.
    const check = await db.open();
    try {
      const { rows } = await check.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (
           SELECT business_id, direction, period, count(*) AS c, sum(signed_total) AS s FROM invoices GROUP BY 1, 2, 3
         ) i FULL JOIN (
           SELECT business_id, direction, period, sum(doc_count) AS c, sum(signed_total) AS s
             FROM invoice_monthly_totals GROUP BY 1, 2, 3 HAVING sum(doc_count) <> 0
         ) m USING (business_id, direction, period)
         WHERE i.c IS DISTINCT FROM m.c OR i.s IS DISTINCT FROM m.s`,
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await check.close();
    }
    srv = await startServer(db);
    auth = await signIn('u1');
    expect(await holdings(auth, f)).toEqual(before);
  }, 120_000);
});
