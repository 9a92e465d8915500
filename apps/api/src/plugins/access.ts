import type { Queryable } from '@portal/db';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { ALL_ROLES, type AuthSession, type BusinessScope, type Role, WRITE_ROLES } from '../lib/access';
import { AppError, badRequest, forbidden, unauthorized } from '../lib/errors';

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

/**
 * How sessions and memberships are found. The auth feature provides them (app.ts wires it), so
 * this plugin depends on no feature's internals.
 */
export type AccessLookups = {
  /** The session a request's headers prove, or null (missing, unknown, revoked or expired). */
  findSession(db: Queryable, headers: FastifyRequest['headers']): Promise<AuthSession | null>;
  /** The user's link to a business (its id already validated), or undefined when there is none. */
  findMembership(db: Queryable, userId: number, businessId: string): Promise<BusinessScope | undefined>;
};

export function registerAccessControl(
  app: FastifyInstance,
  routes: RouteAccess[],
  lookups: AccessLookups,
  operatorEmails: readonly string[] = [],
): void {
  const operators = new Set(operatorEmails.map((e) => e.toLowerCase()));
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
    const session = await lookups.findSession(app.db, request.headers);
    if (!session) throw unauthorized();
    request.session = session;
    // The deployment's operators are named by configuration; no business role grants it.
    if (access === 'operator' && !operators.has(session.user.email.toLowerCase())) {
      throw new AppError(403, 'Esta sección es solo para quienes operan el portal.', 'forbidden_operator');
    }
    if (access === 'business') {
      request.business = await resolveBusiness(app, lookups, request, rolesFor(request.method, config.roles));
    }
  });
}

function rolesFor(method: string, declared?: readonly Role[]): readonly Role[] {
  if (declared) return declared;
  return READ_METHODS.has(method) ? ALL_ROLES : WRITE_ROLES;
}

async function resolveBusiness(
  app: FastifyInstance,
  lookups: AccessLookups,
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
  const link = await lookups.findMembership(app.db, request.session!.user.id, raw);
  if (!link) throw forbidden();
  if (!roles.includes(link.role)) {
    throw new AppError(403, 'Tu rol en esta empresa no permite esta acción.', 'forbidden_role');
  }
  return link;
}
