import { endpointRoute } from '../endpoint';

/** Method, path, access and area of each flags endpoint: what the browser's first screen calls without zod. */
export const flagRoutes = {
  public: endpointRoute({
    method: 'GET',
    path: '/v1/feature_flags/public',
    access: 'public',
    area: 'flags',
  }),
  user: endpointRoute({
    method: 'GET',
    path: '/v1/users/feature_flags',
    access: 'user',
    area: 'flags',
  }),
};
