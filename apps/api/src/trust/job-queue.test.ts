// Trust suite — the job queue (features/jobs) across real server processes: a worker SIGKILLed
// mid-job leaves the job to be taken over once its lease expires, and the job's effect happens
// exactly once; on PostgreSQL, two server processes share one queue without doing any job twice.
// The processes run the test-only kind `test.effect` (JOBS_TEST_HANDLERS=1 under NODE_ENV=test):
// it waits, then writes one outbox row and completes in the same transaction.
import type { Db } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PreparedDb, type ServerProcess, prepareDb, startServer, usePg } from './support/server-process';

const ENV = {
  JOBS_TEST_HANDLERS: '1',
  JOBS_LEASE_SECONDS: '2',
  JOBS_POLL_MS: '100',
  JOBS_CONCURRENCY: '4',
  SII_INBOX_INTERVAL_SECONDS: '0',
};

let prepared: PreparedDb;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  prepared = await prepareDb({ businesses: 1 });
}, 120_000);
afterAll(async () => {
  for (const s of servers) await s.kill();
  await prepared?.drop();
});

const start = async () => {
  const s = await startServer(prepared, ENV);
  servers.push(s);
  return s;
};
const enqueueEffects = (db: Db, keys: string[], ms: number) =>
  db.query(
    `INSERT INTO jobs (kind, payload, dedupe_key)
     SELECT 'test.effect', jsonb_build_object('key', k, 'ms', $2::int), 'efecto:' || k FROM unnest($1::text[]) k`,
    [keys, ms],
  );
const effects = async (db: Db, keys: string[]) =>
  (
    await db.query<{ to_address: string; n: number }>(
      `SELECT to_address, count(*)::int AS n FROM outbox_emails WHERE to_address = ANY($1::text[])
        GROUP BY 1 ORDER BY 1`,
      [keys],
    )
  ).rows;
const jobsOf = async (db: Db, keys: string[]) =>
  (
    await db.query<{ state: string; attempts: number; locked_by: string | null }>(
      `SELECT state, attempts, locked_by FROM jobs WHERE dedupe_key = ANY($1::text[]) ORDER BY id`,
      [keys.map((k) => `efecto:${k}`)],
    )
  ).rows;
const pidOf = (lockedBy: string | null) => Number(lockedBy?.split(':')[1]);
const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('a worker SIGKILLed mid-job', () => {
  it('leaves the job to be taken over after its lease, and the effect happens exactly once', async () => {
    const key = 'muerto-a-medias@trabajos.cl';
    if (!usePg()) {
      // PGlite serves one process: enqueue with the server stopped, kill it mid-job, start it again.
      let db = await prepared.open();
      await enqueueEffects(db, [key], 60_000);
      await db.close();
      const first = await start();
      await new Promise((r) => setTimeout(r, 1500));
      await first.kill();
      db = await prepared.open();
      expect((await jobsOf(db, [key]))[0]).toMatchObject({ state: 'running', attempts: 1 });
      expect(await effects(db, [key])).toEqual([]);
      await db.close();
      // The next start takes the job over once the dead worker's 2 s lease has expired.
      const second = await start();
      await new Promise((r) => setTimeout(r, 4000));
      expect(await second.stop()).toBe(0);
      db = await prepared.open();
      try {
        expect((await jobsOf(db, [key]))[0]).toMatchObject({ state: 'done', attempts: 2 });
        expect(await effects(db, [key])).toEqual([{ to_address: key, n: 1 }]);
      } finally {
        await db.close();
      }
      return;
    }
    const [a, b] = [await start(), await start()];
    const db = await prepared.open();
    try {
      await enqueueEffects(db, [key], 4000);
      await waitFor(async () => (await jobsOf(db, [key]))[0].state === 'running', 10_000);
      const holder = pidOf((await jobsOf(db, [key]))[0].locked_by);
      const [victim, survivor] = holder === a.pid ? [a, b] : [b, a];
      expect(victim.pid).toBe(holder);
      await victim.kill();
      await waitFor(async () => (await jobsOf(db, [key]))[0].state === 'done', 20_000);
      const [job] = await jobsOf(db, [key]);
      expect(job.attempts).toBe(2);
      expect(pidOf(job.locked_by)).toBe(survivor.pid);
      expect(await effects(db, [key])).toEqual([{ to_address: key, n: 1 }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe.runIf(usePg())('two server processes on one PostgreSQL', () => {
  it('share the queue: every job runs once, and both take part', async () => {
    while (servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null).length < 2)
      await start();
    const live = servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null);
    const keys = Array.from({ length: 60 }, (_, i) => `compartido-${i}@trabajos.cl`);
    const db = await prepared.open();
    try {
      await enqueueEffects(db, keys, 100);
      await waitFor(async () => (await jobsOf(db, keys)).every((j) => j.state === 'done'), 60_000);
      const jobs = await jobsOf(db, keys);
      expect(jobs.every((j) => j.attempts === 1)).toBe(true);
      expect(await effects(db, keys)).toEqual(keys.sort().map((k) => ({ to_address: k, n: 1 })));
      const byPid = new Map<number, number>();
      for (const j of jobs) byPid.set(pidOf(j.locked_by), (byPid.get(pidOf(j.locked_by)) ?? 0) + 1);
      console.log(`[trust] 60 jobs over two processes: ${[...byPid.values()].join(' + ')}`);
      expect([...byPid.keys()].sort()).toEqual(
        live
          .map((s) => s.pid)
          .slice(0, 2)
          .sort(),
      );
    } finally {
      await db.close();
    }
  }, 120_000);
});
