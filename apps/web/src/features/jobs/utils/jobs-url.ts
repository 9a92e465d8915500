// The operator's job list URL: the contract's state and page under ?estado=&pagina=.
import { jobsListQuery } from '@portal/contracts';
import { defineListUrl } from '../../../lib/url-state/list-url';

export const JOBS_URL = defineListUrl(jobsListQuery.shape, {
  params: { state: 'estado', page: 'pagina' },
  page: 'page',
});
