import type { Queryable } from '@portal/db';

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

export type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  businessId?: number | null;
  /** One job per key, ever: enqueueing the same key again does nothing. */
  dedupeKey?: string | null;
  /** Not before this moment (default: now). */
  runAt?: Date;
  maxAttempts?: number;
};

export type ClaimedJob = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  business_id: number | null;
  attempts: number;
  max_attempts: number;
  dedupe_key: string | null;
};

export type JobRow = ClaimedJob & {
  state: JobState;
  run_at: Date;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
};

/** Adds a job; answers its id, or null when a job with the same dedupe key already exists. */
export async function insertJob(q: Queryable, job: NewJob): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO jobs (kind, payload, business_id, dedupe_key, run_at, max_attempts)
     VALUES ($1, $2::jsonb, $3, $4, coalesce($5::timestamptz, now()), $6)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING id`,
    [
      job.kind,
      JSON.stringify(job.payload ?? {}),
      job.businessId ?? null,
      job.dedupeKey ?? null,
      job.runAt?.toISOString() ?? null,
      job.maxAttempts ?? 5,
    ],
  );
  return rows[0]?.id ?? null;
}

/**
 * Jobs whose lease expired with no attempts left become dead: their worker died on each try,
 * so running them again would only kill the next one.
 */
export async function buryExpired(q: Queryable): Promise<number> {
  const res = await q.query(
    `UPDATE jobs SET state = 'dead', locked_until = NULL, finished_at = now(), updated_at = now(),
            last_error = coalesce(last_error || ' · ', '') || 'el proceso que la ejecutaba se detuvo'
      WHERE state = 'running' AND locked_until < now() AND attempts >= max_attempts`,
  );
  return res.rowCount;
}

/**
 * Claims up to `limit` due jobs for `worker`, under a lease of `leaseSeconds`: queued ones, failed
 * ones whose retry time came, and running ones whose worker's lease expired (it died). SKIP LOCKED:
 * several workers, in several processes, never claim the same row.
 */
export async function claimJobs(
  q: Queryable,
  worker: string,
  limit: number,
  leaseSeconds: number,
  kinds: readonly string[],
): Promise<ClaimedJob[]> {
  const { rows } = await q.query<ClaimedJob>(
    `WITH next AS (
       SELECT id FROM jobs
        WHERE state IN ('queued', 'failed', 'running') AND kind = ANY($4::text[])
          AND ((state <> 'running' AND run_at <= now()) OR (state = 'running' AND locked_until < now()))
        ORDER BY run_at, id
        LIMIT $2
        FOR UPDATE SKIP LOCKED
     )
     UPDATE jobs j SET state = 'running', attempts = j.attempts + 1, locked_by = $1,
            locked_until = now() + make_interval(secs => $3), updated_at = now()
       FROM next WHERE j.id = next.id
     RETURNING j.id, j.kind, j.payload, j.business_id, j.attempts, j.max_attempts, j.dedupe_key`,
    [worker, limit, leaseSeconds, kinds],
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    business_id: r.business_id === null ? null : Number(r.business_id),
  }));
}

/** Extends the lease while the job runs; false when the worker lost it (expired and reclaimed). */
export async function renewLease(q: Queryable, id: number, worker: string, leaseSeconds: number) {
  const res = await q.query(
    `UPDATE jobs SET locked_until = now() + make_interval(secs => $3), updated_at = now()
      WHERE id = $1 AND locked_by = $2 AND state = 'running'`,
    [id, worker, leaseSeconds],
  );
  return res.rowCount === 1;
}

/**
 * Marks the job done, only while `worker` still holds it. Run in the handler's own transaction,
 * a false answer rolls its effect back: a worker that lost its lease never commits a second effect.
 */
export async function completeJob(q: Queryable, id: number, worker: string): Promise<boolean> {
  const res = await q.query(
    `UPDATE jobs SET state = 'done', locked_until = NULL, last_error = NULL, finished_at = now(),
            updated_at = now()
      WHERE id = $1 AND locked_by = $2 AND state = 'running'`,
    [id, worker],
  );
  return res.rowCount === 1;
}

/** A failed attempt: retried after `retryInSeconds`, or dead when it had no attempts left. */
export async function failJob(
  q: Queryable,
  id: number,
  worker: string,
  error: string,
  retryInSeconds: number,
): Promise<void> {
  await q.query(
    `UPDATE jobs SET state = CASE WHEN attempts >= max_attempts THEN 'dead' ELSE 'failed' END,
            finished_at = CASE WHEN attempts >= max_attempts THEN now() END,
            run_at = now() + make_interval(secs => $4), locked_until = NULL,
            last_error = left($3, 2000), updated_at = now()
      WHERE id = $1 AND locked_by = $2 AND state = 'running'`,
    [id, worker, error, retryInSeconds],
  );
}

/** Finished jobs older than `days` go; their dedupe keys with them (keys are per interval or row). */
export async function purgeFinished(q: Queryable, days: number): Promise<number> {
  const res = await q.query(
    `DELETE FROM jobs WHERE state = 'done' AND finished_at < now() - make_interval(days => $1)`,
    [days],
  );
  return res.rowCount;
}

const COLUMNS = `id, kind, payload, business_id, state, attempts, max_attempts, run_at, locked_by,
  locked_until, last_error, dedupe_key, created_at, finished_at`;

export async function listJobs(
  q: Queryable,
  opts: { state?: JobState; limit?: number; offset?: number } = {},
): Promise<JobRow[]> {
  const { rows } = await q.query<JobRow>(
    `SELECT ${COLUMNS} FROM jobs WHERE ($1::text IS NULL OR state = $1) ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [opts.state ?? null, opts.limit ?? 50, opts.offset ?? 0],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function countJobs(q: Queryable): Promise<Record<JobState, number>> {
  const { rows } = await q.query<{ state: JobState; n: number }>(
    'SELECT state, count(*)::int AS n FROM jobs GROUP BY state',
  );
  const counts = Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>;
  for (const r of rows) counts[r.state] = r.n;
  return counts;
}

/** A failed or dead job runs again now, with its attempts counted afresh. */
export async function findJob(q: Queryable, id: number): Promise<JobRow | undefined> {
  const { rows } = await q.query<JobRow>(`SELECT ${COLUMNS} FROM jobs WHERE id = $1`, [id]);
  return rows[0] && { ...rows[0], id: Number(rows[0].id) };
}
export async function retryJob(q: Queryable, id: number): Promise<boolean> {
  const res = await q.query(
    `UPDATE jobs SET state = 'queued', attempts = 0, run_at = now(), locked_by = NULL,
            locked_until = NULL, finished_at = NULL, updated_at = now()
      WHERE id = $1 AND state IN ('failed', 'dead')`,
    [id],
  );
  return res.rowCount === 1;
}

/** A queued or failed job will not run: it becomes dead, kept for the record. */
export async function discardJob(q: Queryable, id: number): Promise<boolean> {
  const res = await q.query(
    `UPDATE jobs SET state = 'dead', locked_until = NULL, finished_at = now(), updated_at = now(),
            last_error = coalesce(last_error || ' · ', '') || 'descartada por un operador'
      WHERE id = $1 AND state IN ('queued', 'failed')`,
    [id],
  );
  return res.rowCount === 1;
}
