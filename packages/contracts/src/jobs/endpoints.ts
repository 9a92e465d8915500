import { endpoint } from '../endpoint';
import { jobIdParams, jobResponse, jobsListQuery, jobsListResponse } from './schemas';

/** The operator's view of the job queue: the deployment's operators only (OPERATOR_EMAILS). */
export const jobsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/operator/jobs',
    access: 'operator',
    area: 'operator',
    summary: 'Trabajos de la cola, por estado (los más nuevos primero, 20 por página)',
    query: jobsListQuery,
    response: jobsListResponse,
  }),
  retry: endpoint({
    method: 'POST',
    path: '/v1/operator/jobs/:id/retry',
    access: 'operator',
    area: 'operator',
    summary: 'Reintenta ahora un trabajo fallido o muerto (intentos desde cero)',
    params: jobIdParams,
    response: jobResponse,
  }),
  discard: endpoint({
    method: 'POST',
    path: '/v1/operator/jobs/:id/discard',
    access: 'operator',
    area: 'operator',
    summary: 'Descarta un trabajo en cola o fallido: no volverá a correr (queda muerto)',
    params: jobIdParams,
    response: jobResponse,
  }),
};
