import { endpoint } from '../endpoint';
import { flagRoutes } from './routes';
import { featureFlags } from './schemas';

/** Feature flags (spec §6): a public call without session and a per-user call. */
export const flagEndpoints = {
  public: endpoint({
    ...flagRoutes.public,
    summary: 'Los flags públicos',
    response: featureFlags,
  }),
  user: endpoint({
    ...flagRoutes.user,
    summary: 'Los flags del usuario (los públicos más los suyos)',
    response: featureFlags,
  }),
};
