// Trust suite 4 (database restart) — PostgreSQL only. While requests run, every connection of the
// server to its database is cut (pg_terminate_backend on a database of its own, so no other suite
// is touched), again and again, as a restart of the database would. The server answers 503 with
// Retry-After (never 500) while connections fail, recovers by itself, and no acknowledged write is
// lost or duplicated.
import { type Db, openPg } from '@portal/db';
import { todayInChile } from '@portal/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { issueToken } from '../features/auth/tokens.repository';
import { createMailer } from '../lib/mailer';
import { IDEMPOTENCY_HEADER } from '../plugins/idempotency';
import { generateInvoices, writeInvoices } from '../seed/invoices';
import { errorBody, isSpanish } from './support/client';
import { type PreparedDb, prepareDb, usePg } from './support/server-process';

const SECONDS = Number(process.env.DB_RESTART_SECONDS ?? (process.env.FUZZ_RUNS ? 20 : 5));

if (!usePg()) {
  console.warn(
    '[trust] SKIPPED: database restart under load needs PostgreSQL (TEST_DB_BACKEND=pg TEST_DATABASE_URL=…); PGlite runs inside the server process and cannot restart alone.',
  );
}

describe.skipIf(!usePg())('the database restarting under load (PostgreSQL)', () => {
  let prepared: PreparedDb;
  let db: Db;
  let app: App;
  let headers: Record<string, string>;
  let invoiceIds: number[];

  beforeAll(async () => {
    prepared = await prepareDb({ businesses: 2 });
    db = await openPg({ connectionString: prepared.databaseUrl!, max: 8 });
    const b1 = prepared.data.businesses[0];
    const businessId = prepared.ids.businesses.get('b1')!;
    await writeInvoices(
      db,
      businessId,
      generateInvoices({ seed: 3, business: b1, count: 200, today: todayInChile() }),
    );
    invoiceIds = (
      await db.query<{ id: number }>('SELECT id FROM invoices WHERE business_id = $1', [businessId])
    ).rows.map((r) => r.id);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: prepared.dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
    });
    app = await buildApp({ config, db, mailer: createMailer({ from: config.mailFrom, db }) });
    await app.ready();
    const token = await issueToken(db, prepared.ids.users.get('u1')!);
    const email = prepared.data.users.find((u) => u.key === 'u1')!.email;
    headers = {
      'access-token': token.accessToken,
      client: token.client,
      uid: email,
      'business-id': String(businessId),
    };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await prepared?.drop();
  });

  it(
    'answers 503 (never 500) while connections die, recovers alone, and keeps every acknowledged write once',
    async () => {
      const admin = new pg.Client({ connectionString: prepared.databaseUrl });
      await admin.connect();
      const statuses = new Map<number, number>();
      const count = (s: number) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
      const acknowledged: string[] = [];
      const unknown: string[] = [];
      const bad: string[] = [];
      let kills = 0;
      let running = true;

      const killer = (async () => {
        while (running) {
          const { rows } = await admin.query<{ n: number }>(
            `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()`,
          );
          kills += rows[0].n;
          await new Promise((r) => setTimeout(r, 300));
        }
      })();

      const check = (res: Awaited<ReturnType<App['inject']>>, what: string) => {
        count(res.statusCode);
        if (res.statusCode >= 500 && res.statusCode !== 503)
          bad.push(`${what} → ${res.statusCode} ${res.body}`);
        if (res.statusCode === 503) {
          if (!isSpanish(errorBody(res)?.error) || !res.headers['retry-after'])
            bad.push(`${what}: 503 ${res.body}`);
        }
      };

      const worker = async (w: number) => {
        let i = 0;
        while (running) {
          i++;
          const list = await app.inject({
            method: 'GET',
            url: '/api/v1/client/sii_invoice/invoices?operationType=VENTA&page_size=20',
            headers,
          });
          check(list, 'list');
          const message = `w${w}-${i}-${Math.random().toString(36).slice(2)}`;
          const invoice = invoiceIds[(w * 31 + i) % invoiceIds.length];
          const comment = await app.inject({
            method: 'POST',
            url: `/api/v1/client/sii_invoice/comments/${invoice}`,
            headers,
            payload: { message },
          });
          check(comment, 'comment');
          if (comment.statusCode === 200) acknowledged.push(message);
          else unknown.push(message);
          const detail = await app.inject({
            method: 'GET',
            url: `/api/v1/client/sii_invoice/invoices/${invoice}`,
            headers,
          });
          check(detail, 'detail');
        }
      };

      const workers = Array.from({ length: 6 }, (_, w) => worker(w));
      await new Promise((r) => setTimeout(r, SECONDS * 1000));
      running = false;
      await Promise.all([killer, ...workers]);
      await admin.end();

      expect(bad).toEqual([]);
      expect(kills).toBeGreaterThan(0);
      expect(statuses.get(503) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(0);

      // It recovers by itself: the pool replaces the dead connections.
      const started = Date.now();
      let healthy = 0;
      while (healthy < 20 && Date.now() - started < 10_000) {
        const res = await app.inject({ method: 'GET', url: '/api/v1/client/todo_tasks', headers });
        healthy = res.statusCode === 200 ? healthy + 1 : 0;
      }
      expect(healthy).toBe(20);

      // A bulk update retried with its Idempotency-Key until it is acknowledged runs once.
      const key = `reintento-${Date.now()}`;
      const ids = invoiceIds.slice(0, 50);
      let bulk = await app.inject({
        method: 'POST',
        url: '/api/v1/client/sii_invoice/bulk_update',
        headers: { ...headers, [IDEMPOTENCY_HEADER]: key },
        payload: { operationType: 'VENTA', id_docs: ids, payed: true },
      });
      expect(bulk.statusCode).toBe(200);
      const again = await app.inject({
        method: 'POST',
        url: '/api/v1/client/sii_invoice/bulk_update',
        headers: { ...headers, [IDEMPOTENCY_HEADER]: key },
        payload: { operationType: 'VENTA', id_docs: ids, payed: true },
      });
      expect(again.body).toBe(bulk.body);
      bulk = again;

      // Every acknowledged comment is there exactly once; an unanswered one at most once.
      const { rows } = await db.query<{ message: string; n: number }>(
        'SELECT message, count(*)::int AS n FROM invoice_comments GROUP BY message',
      );
      const stored = new Map(rows.map((r) => [r.message, r.n]));
      for (const m of acknowledged) expect(stored.get(m), m).toBe(1);
      for (const m of unknown) expect(stored.get(m) ?? 0, m).toBeLessThanOrEqual(1);
      console.log(
        `[trust] database cut ${kills} connections in ${SECONDS} s: answers ${JSON.stringify(Object.fromEntries(statuses))}; ${acknowledged.length} acknowledged writes kept once`,
      );
    },
    60_000 + SECONDS * 1000,
  );
});
