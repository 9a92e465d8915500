import { jobsEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { discardOperatorJob, jobsPage, retryOperatorJob } from './operator.service';

// The operator page's API. Access 'operator': only the e-mails of OPERATOR_EMAILS.
export const jobsRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  route(app, ep.list, async ({ query }) => jobsPage(deps.db, query.state, query.page));

  route(app, ep.retry, async ({ params }) => retryOperatorJob(deps.db, params.id));

  route(app, ep.discard, async ({ params }) => discardOperatorJob(deps.db, params.id));
};
