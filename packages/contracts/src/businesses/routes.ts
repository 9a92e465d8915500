import { endpointRoute } from '../endpoint';

/** Method, path, access and area of each businesses endpoint: what the browser's first screen calls without zod. */
export const businessRoutes = {
  show: endpointRoute({
    method: 'GET',
    path: '/v1/users/businesses/:id',
    access: 'business',
    area: 'businesses',
  }),
  update: endpointRoute({
    method: 'PUT',
    path: '/v1/client/businesses',
    access: 'business',
    area: 'businesses',
  }),
  group: endpointRoute({
    method: 'GET',
    path: '/v1/client/business_group',
    access: 'user',
    area: 'businesses',
  }),
};
