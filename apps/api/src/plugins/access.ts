import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { ALL_ROLES, type BusinessScope, type Role, WRITE_ROLES } from '../lib/access';
import { AppError, badRequest, forbidden, unauthorized } from '../lib/errors';
import { membership } from '../features/auth/session-cache';
import { findSession } from '../features/auth/session.repository';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The route table as the server sees it, with each route's access rule and schema (for the trust suite). */
export type RouteAccess = {
  method: string;
  url: string;
  access: string;
  roles: readonly Role[];
  schema?: FastifySchema;
  /** Honours Idempotency-Key (plugins/idempotency.ts). */
  idempotent: boolean;
};

export function registerAccessControl(app: FastifyInstance, routes: RouteAccess[]): void {
  app.decorateRequest('session', null);
  app.decorateRequest('business', null);

  app.addHook('onRoute', (route) => {
    const url = route.url;
    // Static files and the SPA fallback are served by their own plugin, outside /api.
    if (!url.startsWith('/api') || url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${url} declares no access rule`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url,
        access,
        roles: rolesFor(method, route.config?.roles),
        schema: route.schema,
        idempotent: route.config?.idempotent === true,
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access || access === 'public') return;
    const session = await findSession(app.db, request.headers);
    if (!session) throw unauthorized();
    request.session = session;
    if (access === 'business') {
      request.business = await resolveBusiness(app, request, rolesFor(request.method, config.roles));
    }
  });
}

function rolesFor(method: string, declared?: readonly Role[]): readonly Role[] {
  if (declared) return declared;
  return READ_METHODS.has(method) ? ALL_ROLES : WRITE_ROLES;
}

async function resolveBusiness(
  app: FastifyInstance,
  request: FastifyRequest,
  roles: readonly Role[],
): Promise<BusinessScope> {
  const raw = request.headers['business-id'];
  if (raw === undefined || raw === '') {
    throw badRequest("Falta el encabezado 'business-id' con la empresa seleccionada.");
  }
  if (typeof raw !== 'string' || !/^[1-9]\d{0,17}$/.test(raw)) {
    throw badRequest("El encabezado 'business-id' no es válido.");
  }
  const userId = request.session!.user.id;
  // A found membership is remembered a few seconds (features/auth/session-cache.ts); a refusal is not.
  const link = await membership(app.db, userId, raw, async () => {
    const { rows } = await app.db.query<{ id: number; rut: string; role: Role }>(
      `SELECT b.id, b.rut, bu.role FROM businesses_users bu JOIN businesses b ON b.id = bu.business_id
        WHERE bu.user_id = $1 AND bu.business_id = $2`,
      [userId, raw],
    );
    return rows[0];
  });
  if (!link) throw forbidden();
  if (!roles.includes(link.role)) {
    throw new AppError(403, 'Tu rol en esta empresa no permite esta acción.', 'forbidden_role');
  }
  return link;
}
