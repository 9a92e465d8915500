import type { Db, Queryable } from '@portal/db';
import { type NewJob, insertJob } from './jobs.repository';
import { type Recurring, startRecurring } from './recurring';
import type { JobSettings } from './settings';
import { type JobHandler, type JobLog, type Worker, startWorker } from './worker';

// The durable job queue: one table (migration 0022), claimed with FOR UPDATE SKIP LOCKED by every
// API process sharing the database. The door other areas use: `enqueueJob` inside their own
// transaction (the job exists exactly when their change does), and handlers registered by kind.

export type { ClaimedJob, JobRow, JobState, NewJob } from './jobs.repository';
export type { JobHandler, JobLog, Worker } from './worker';
export type { Recurring } from './recurring';
export type { JobSettings } from './settings';
export { JOB_STATES } from './jobs.repository';
export { jobSettings } from './settings';

const workers = new Set<Worker>();

/**
 * Adds a job in the caller's transaction (or on the database); answers its id, or null when its
 * dedupe key was already used. The process's workers look for it at once (after the commit).
 */
export async function enqueueJob(q: Queryable, job: NewJob): Promise<number | null> {
  const id = await insertJob(q, job);
  for (const w of workers) w.wake();
  return id;
}

/** Starts this process's worker over the given handlers; stop it on shutdown. */
export function startJobWorker(
  db: Db,
  handlers: Record<string, JobHandler>,
  settings: JobSettings,
  log?: JobLog,
): Worker {
  const worker = startWorker({ db, handlers, log, ...settings });
  workers.add(worker);
  return {
    ...worker,
    async stop() {
      workers.delete(worker);
      await worker.stop();
    },
  };
}

/** Enqueues `kind` once per interval of `everySeconds` across every process (recurring.ts). */
export const scheduleEvery = (db: Db, kind: string, everySeconds: number, log?: JobLog): Recurring =>
  startRecurring({ db, kind, everySeconds, enqueue: enqueueJob, log });
