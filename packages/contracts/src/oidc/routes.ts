import { endpointRoute } from '../endpoint';

const USERS = '/v1/users';

/**
 * Identity-provider sign-in (OpenID Connect, code flow with PKCE) and the session refresh: method,
 * path, access and area only, so the first screen can call them without zod.
 */
export const oidcRoutes = {
  status: endpointRoute({ method: 'GET', path: `${USERS}/oidc`, access: 'public', area: 'oidc' }),
  authorize: endpointRoute({
    method: 'POST',
    path: `${USERS}/oidc/authorize`,
    access: 'public',
    area: 'oidc',
  }),
  callback: endpointRoute({ method: 'POST', path: `${USERS}/oidc/callback`, access: 'public', area: 'oidc' }),
  refresh: endpointRoute({ method: 'POST', path: `${USERS}/refresh_token`, access: 'public', area: 'oidc' }),
};
