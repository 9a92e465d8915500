import { JOBS_PAGE_SIZE, type JobStateName, type JobsList, type OperatorJob } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import { conflict, notFound } from '../../lib/errors';
import { type JobRow, countJobs, discardJob, findJob, listJobs, retryJob } from './jobs.repository';

// What the operator page (and the CLI `npm run jobs`, from a shell) does to the queue: jobs
// belong to the deployment, never to a business user.

const MSG = {
  notFound: 'No existe ese trabajo.',
  notRetryable: 'Solo se puede reintentar un trabajo fallido o muerto.',
  notDiscardable: 'Solo se puede descartar un trabajo en cola o fallido.',
  retried: 'El trabajo volverá a correr ahora.',
  discarded: 'El trabajo fue descartado: no volverá a correr.',
};

const iso = (d: Date | string) => new Date(d).toISOString();

function view(j: JobRow): OperatorJob {
  return {
    id: Number(j.id),
    kind: j.kind,
    state: j.state,
    attempts: j.attempts,
    max_attempts: j.max_attempts,
    run_at: iso(j.run_at),
    last_error: j.last_error,
    dedupe_key: j.dedupe_key,
    business_id: j.business_id === null ? null : Number(j.business_id),
    created_at: iso(j.created_at),
    finished_at: j.finished_at ? iso(j.finished_at) : null,
  };
}

/** One page of the queue, optionally of one state, with every state's count. */
export async function jobsPage(
  db: Queryable,
  state: JobStateName | undefined,
  page: number,
): Promise<JobsList> {
  const counts = await countJobs(db);
  const total = state ? counts[state] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const jobs = await listJobs(db, { state, limit: JOBS_PAGE_SIZE, offset: (page - 1) * JOBS_PAGE_SIZE });
  return {
    jobs: jobs.map(view),
    meta: { current_page: page, page_size: JOBS_PAGE_SIZE, total_elements: total },
    counts,
  };
}

export async function retryOperatorJob(db: Queryable, id: number) {
  if (!(await retryJob(db, id))) await refuse(db, id, MSG.notRetryable);
  return { message: MSG.retried, job: view((await findJob(db, id))!) };
}

export async function discardOperatorJob(db: Queryable, id: number) {
  if (!(await discardJob(db, id))) await refuse(db, id, MSG.notDiscardable);
  return { message: MSG.discarded, job: view((await findJob(db, id))!) };
}

/** Why a retry or discard changed nothing: no such job (404), or not in a state that allows it (409). */
async function refuse(db: Queryable, id: number, wrongState: string): Promise<never> {
  throw (await findJob(db, id)) ? conflict(wrongState) : notFound(MSG.notFound);
}
