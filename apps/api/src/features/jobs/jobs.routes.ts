import { JOBS_PAGE_SIZE, type OperatorJob, jobsEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { conflict, notFound } from '../../lib/errors';
import { type JobRow, countJobs, discardJob, findJob, listJobs, retryJob } from './jobs.repository';

// The operator page's API (the CLI `npm run jobs` does the same from a shell). Access 'operator':
// only the e-mails of OPERATOR_EMAILS; jobs belong to the deployment, never to a business user.

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

export const jobsRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  route(app, ep.list, async ({ query }) => {
    const counts = await countJobs(deps.db);
    const total = query.state ? counts[query.state] : Object.values(counts).reduce((sum, n) => sum + n, 0);
    const jobs = await listJobs(deps.db, {
      state: query.state,
      limit: JOBS_PAGE_SIZE,
      offset: (query.page - 1) * JOBS_PAGE_SIZE,
    });
    return {
      jobs: jobs.map(view),
      meta: { current_page: query.page, page_size: JOBS_PAGE_SIZE, total_elements: total },
      counts,
    };
  });

  route(app, ep.retry, async ({ params }) => {
    if (!(await retryJob(deps.db, params.id))) await refuse(params.id, MSG.notRetryable);
    return { message: MSG.retried, job: view((await findJob(deps.db, params.id))!) };
  });

  route(app, ep.discard, async ({ params }) => {
    if (!(await discardJob(deps.db, params.id))) await refuse(params.id, MSG.notDiscardable);
    return { message: MSG.discarded, job: view((await findJob(deps.db, params.id))!) };
  });

  /** Why a retry or discard changed nothing: no such job (404), or not in a state that allows it (409). */
  async function refuse(id: number, wrongState: string): Promise<never> {
    throw (await findJob(deps.db, id)) ? conflict(wrongState) : notFound(MSG.notFound);
  }
};
