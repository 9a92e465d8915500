import { z } from 'zod';
import { endpoint } from '../endpoint';
import { oidcRoutes } from './routes';

export const oidcStatusResponse = z.object({
  enabled: z.boolean(),
  /** The provider's name for the "Ingresar con …" button; null when not configured. */
  provider_name: z.string().nullable(),
});
export const oidcAuthorizeResponse = z.object({ url: z.string() });
export const oidcCallbackBody = z.object({
  /** The query string the provider sent the browser back with (`?code=…&state=…` or `?error=…`). */
  search: z.string().max(4096),
});
export const oidcSessionResponse = z.object({
  data: z.object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    uid: z.string(),
    provider: z.literal('oidc'),
  }),
});
export const refreshBody = z.object({
  uid: z.string().max(254).optional(),
  client: z.string().max(100).optional(),
  refresh_token: z.string().max(200).optional(),
});
export const refreshResponse = z.object({ success: z.boolean() });

/** Sign-in with the identity provider (spec §2.6, §6) and the refresh of a session (spec §4, §5). */
export const oidcEndpoints = {
  status: endpoint({
    ...oidcRoutes.status,
    summary: 'Si el ingreso con proveedor de identidad está configurado, y su nombre',
    response: oidcStatusResponse,
  }),
  authorize: endpoint({
    ...oidcRoutes.authorize,
    summary: 'Prepara el ingreso con el proveedor (PKCE, state y nonce) y entrega su URL',
    response: oidcAuthorizeResponse,
  }),
  callback: endpoint({
    ...oidcRoutes.callback,
    summary: 'Canjea el código del proveedor y abre una sesión; los tokens viajan en las cabeceras',
    body: oidcCallbackBody,
    response: oidcSessionResponse,
  }),
  refresh: endpoint({
    ...oidcRoutes.refresh,
    summary: 'Renueva el access-token con el refresh-token; ambos cambian (uso único)',
    body: refreshBody,
    response: refreshResponse,
  }),
};
