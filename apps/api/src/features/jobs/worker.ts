import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db, Queryable } from '@portal/db';
import {
  type ClaimedJob,
  buryExpired,
  claimJobs,
  completeJob,
  failJob,
  purgeFinished,
  renewLease,
} from './jobs.repository';

export type JobLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/**
 * What runs a kind of job. `transactional`: `run` gets a transaction and the job is marked done in
 * it, only while this worker still holds the lease; so a database effect happens exactly once even
 * when a worker dies or stalls mid-job. Otherwise `run` gets the database, and must be idempotent by
 * the job's key (an effect outside the database, such as an SMTP send, is at least once).
 */
export type JobHandler =
  | {
      transactional: true;
      /**
       * Work before the transaction (reading, computing, waiting on a remote): a transaction holds
       * PGlite's one connection, so slow work inside it would stall every request.
       */
      prepare?(job: ClaimedJob, db: Db): Promise<void>;
      run(job: ClaimedJob, tx: Queryable): Promise<void>;
    }
  | { transactional?: false; run(job: ClaimedJob, db: Db): Promise<void> };

export type WorkerOptions = {
  db: Db;
  handlers: Record<string, JobHandler>;
  log?: JobLog;
  /** Milliseconds between looks at the table when idle. */
  pollMs: number;
  leaseSeconds: number;
  /** Jobs run at once by this process. */
  concurrency: number;
  /** First retry after this many seconds, doubling per attempt up to an hour. */
  backoffSeconds: number;
};

export type Worker = {
  id: string;
  /** Look for jobs now rather than at the next poll (after enqueueing one). */
  wake(): void;
  /** Stops claiming and waits for the running jobs. */
  stop(): Promise<void>;
};

/** Seconds before retry `attempt` (1-based): base·2^(attempt-1), capped at an hour, ±20 % jitter. */
export function backoff(baseSeconds: number, attempt: number): number {
  const raw = Math.min(3600, baseSeconds * 2 ** Math.max(0, attempt - 1));
  return Math.max(0, raw * (0.8 + Math.random() * 0.4));
}

const PURGE_EVERY_MS = 60 * 60 * 1000;
const DONE_KEPT_DAYS = 7;

export function startWorker(opts: WorkerOptions): Worker {
  const id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const kinds = Object.keys(opts.handlers);
  const running = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let dueAt = 0;
  let looking = false;
  let lastPurge = 0;

  const runOne = async (job: ClaimedJob) => {
    const handler = opts.handlers[job.kind];
    // Renewed at a third of the lease, so a slow job is not taken over while its worker lives.
    const renew = setInterval(
      () => void renewLease(opts.db, job.id, id, opts.leaseSeconds).catch(() => {}),
      (opts.leaseSeconds * 1000) / 3,
    );
    renew.unref();
    try {
      if (handler.transactional) {
        await handler.prepare?.(job, opts.db);
        await opts.db.transaction(async (tx) => {
          await handler.run(job, tx);
          if (!(await completeJob(tx, job.id, id))) throw new LeaseLost(job.id);
        });
      } else {
        await handler.run(job, opts.db);
        await completeJob(opts.db, job.id, id);
      }
    } catch (err) {
      if (err instanceof LeaseLost) {
        opts.log?.warn({ job: job.id, kind: job.kind }, 'job lease lost; its effect was rolled back');
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      opts.log?.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: message }, 'job failed');
      await failJob(opts.db, job.id, id, message, backoff(opts.backoffSeconds, job.attempts)).catch((e) =>
        opts.log?.error({ job: job.id, err: e }, 'job failure not recorded'),
      );
    } finally {
      clearInterval(renew);
    }
  };

  const look = async () => {
    if (stopped) return;
    if (looking) return schedule(50);
    looking = true;
    try {
      const free = opts.concurrency - running.size;
      if (free <= 0) return;
      await buryExpired(opts.db);
      const jobs = await claimJobs(opts.db, id, free, opts.leaseSeconds, kinds);
      for (const job of jobs) {
        const p: Promise<void> = runOne(job).finally(() => {
          running.delete(p);
          // A slot is free: more may be waiting.
          schedule(0);
        });
        running.add(p);
      }
      if (Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await purgeFinished(opts.db, DONE_KEPT_DAYS);
      }
    } catch (err) {
      // The database may be away for a moment (a restart): look again at the next poll.
      opts.log?.warn({ err: err instanceof Error ? err.message : String(err) }, 'job queue poll failed');
    } finally {
      looking = false;
      schedule(opts.pollMs);
    }
  };

  /** Looks in `ms`, unless a look is already due sooner (a wake is never pushed back by a poll). */
  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer && dueAt <= Date.now() + ms) return;
    if (timer) clearTimeout(timer);
    dueAt = Date.now() + ms;
    timer = setTimeout(() => {
      timer = null;
      void look();
    }, ms);
    timer.unref();
  };

  schedule(0);
  return {
    id,
    // A short delay: the enqueueing transaction commits first.
    wake: () => schedule(50),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      while (looking) await new Promise((r) => setTimeout(r, 10));
      await Promise.all([...running]);
    },
  };
}

class LeaseLost extends Error {
  constructor(id: number) {
    super(`job ${id}: lease lost`);
  }
}
