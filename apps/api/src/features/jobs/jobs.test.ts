import type { Db } from '@portal/db';
import { createTestDb } from '@portal/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  claimJobs,
  completeJob,
  countJobs,
  discardJob,
  failJob,
  insertJob,
  listJobs,
  retryJob,
} from './jobs.repository';
import { enqueueJob, startJobWorker } from './jobs.service';
import { type JobHandler, backoff } from './worker';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.close());
beforeEach(async () => {
  await db.query('DELETE FROM jobs');
  await db.query('DELETE FROM outbox_emails');
});

const SETTINGS = { pollMs: 20, leaseSeconds: 30, concurrency: 2, backoffSeconds: 0, testHandlers: false };

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const stateOf = async (id: number) =>
  (
    await db.query<{ state: string; attempts: number; last_error: string | null }>(
      'SELECT state, attempts, last_error FROM jobs WHERE id = $1',
      [id],
    )
  ).rows[0];

describe('the job queue', () => {
  it('keeps one job per dedupe key, whatever enqueues it again', async () => {
    const first = await enqueueJob(db, { kind: 'k', dedupeKey: 'una-vez' });
    const again = await enqueueJob(db, { kind: 'k', dedupeKey: 'una-vez' });
    expect(first).toBeTypeOf('number');
    expect(again).toBeNull();
    // Keys are not needed for jobs that may repeat.
    await enqueueJob(db, { kind: 'k' });
    await enqueueJob(db, { kind: 'k' });
    expect((await countJobs(db)).queued).toBe(3);
  });

  it('runs a job once, marks it done, and leaves jobs of kinds it does not know', async () => {
    const seen: number[] = [];
    const worker = startJobWorker(
      db,
      {
        echo: {
          async run(job) {
            seen.push(Number(job.payload.n));
          },
        },
      },
      SETTINGS,
    );
    try {
      const id = (await enqueueJob(db, { kind: 'echo', payload: { n: 7 } }))!;
      const other = (await enqueueJob(db, { kind: 'de-otro-proceso' }))!;
      await until(async () => (await stateOf(id)).state === 'done');
      expect(seen).toEqual([7]);
      expect((await stateOf(other)).state).toBe('queued');
    } finally {
      await worker.stop();
    }
  });

  it('retries a failing job with exponential backoff, then buries it as dead with its error', async () => {
    let calls = 0;
    const handlers: Record<string, JobHandler> = {
      boom: {
        async run() {
          calls++;
          throw new Error(`SMTP caído ${calls}`);
        },
      },
    };
    const worker = startJobWorker(db, handlers, SETTINGS);
    try {
      const id = (await enqueueJob(db, { kind: 'boom', maxAttempts: 3 }))!;
      await until(async () => (await stateOf(id)).state === 'dead');
      expect(calls).toBe(3);
      expect(await stateOf(id)).toEqual({ state: 'dead', attempts: 3, last_error: 'SMTP caído 3' });
    } finally {
      await worker.stop();
    }
    // The delay doubles per attempt (±20 %), capped at an hour.
    for (const [attempt, base] of [
      [1, 10],
      [2, 20],
      [3, 40],
      [12, 3600],
    ] as const) {
      const s = backoff(10, attempt);
      expect(s).toBeGreaterThanOrEqual(base * 0.8);
      expect(s).toBeLessThanOrEqual(base * 1.2);
    }
    // A failure waits its backoff before it can be claimed again.
    const id = (await insertJob(db, { kind: 'later' }))!;
    await claimJobs(db, 'w1', 1, 30, ['later']);
    await failJob(db, id, 'w1', 'no', 60);
    expect(await claimJobs(db, 'w2', 1, 30, ['later'])).toEqual([]);
    expect((await stateOf(id)).state).toBe('failed');
  });

  it('takes over a job whose worker died (lease expired); the dead worker cannot commit its effect', async () => {
    const id = (await insertJob(db, { kind: 'test.effect', payload: { key: 'efecto@x.cl', ms: 0 } }))!;
    // Worker w1 claims it with a 1 s lease and then "dies" (never completes).
    expect((await claimJobs(db, 'w1', 1, 1, ['test.effect'])).map((j) => j.id)).toEqual([id]);
    expect(await claimJobs(db, 'w2', 1, 1, ['test.effect'])).toEqual([]);
    await new Promise((r) => setTimeout(r, 1100));
    const taken = await claimJobs(db, 'w2', 1, 30, ['test.effect']);
    expect(taken.map((j) => [j.id, j.attempts])).toEqual([[id, 2]]);
    // w1 wakes up and tries to commit: its transaction rolls back.
    const committed = await db
      .transaction(async (tx) => {
        await tx.query(
          "INSERT INTO outbox_emails (to_address, subject, text_body) VALUES ('efecto@x.cl', 'e', 'w1')",
        );
        // What the worker does after a transactional handler (worker.ts).
        if (!(await completeJob(tx, id, 'w1'))) throw new Error('lease lost');
      })
      .then(
        () => true,
        () => false,
      );
    expect(committed).toBe(false);
    expect((await db.query("SELECT 1 FROM outbox_emails WHERE to_address = 'efecto@x.cl'")).rows).toEqual([]);
  });

  it('buries a job whose worker died on its last attempt instead of running it again', async () => {
    const id = (await insertJob(db, { kind: 'k', maxAttempts: 1 }))!;
    await claimJobs(db, 'w1', 1, 1, ['k']);
    await new Promise((r) => setTimeout(r, 1100));
    const worker = startJobWorker(db, { k: { async run() {} } }, SETTINGS);
    try {
      await until(async () => (await stateOf(id)).state === 'dead');
    } finally {
      await worker.stop();
    }
    expect((await stateOf(id)).last_error).toMatch(/se detuvo/);
  });

  it('lets an operator list by state, retry a dead job and discard a queued one', async () => {
    const dead = (await insertJob(db, { kind: 'k', maxAttempts: 1 }))!;
    await claimJobs(db, 'w1', 1, 30, ['k']);
    await failJob(db, dead, 'w1', 'falló', 0);
    const queued = (await insertJob(db, { kind: 'q', runAt: new Date(Date.now() + 3_600_000) }))!;
    expect((await listJobs(db, { state: 'dead' })).map((j) => j.id)).toEqual([dead]);
    expect(await retryJob(db, dead)).toBe(true);
    expect(await stateOf(dead)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await retryJob(db, queued)).toBe(false);
    expect(await discardJob(db, queued)).toBe(true);
    expect((await stateOf(queued)).state).toBe('dead');
    expect(await discardJob(db, queued)).toBe(false);
  });
});
