import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, tooMany } from '../lib/errors';

/** Deepest JSON nesting a request body may have (the contracts need 3 or 4). */
export const MAX_JSON_DEPTH = 32;

/** True when the JSON text nests arrays/objects deeper than `max` (strings are skipped). */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused) behind a depth check, so a body nested
 * thousands of levels deep is a 400 before it is parsed or validated.
 */
export function registerJsonDepthLimit(app: FastifyInstance, bodyLimit: number): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = body as string;
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new AppError(
          400,
          `El cuerpo JSON tiene demasiados niveles de anidación (máximo ${MAX_JSON_DEPTH}).`,
          'json_too_deep',
        ),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}

/** The path of the first text (value or key) that holds a NUL character, or null. */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000')) return [...path, k];
    const found = findNul(v, [...path, k]);
    if (found) return found;
  }
  return null;
}

const PLACE = { params: 'la ruta', query: 'la consulta', body: 'el cuerpo' } as const;

/**
 * PostgreSQL cannot store U+0000 in text: a request carrying it is refused here, naming the field,
 * instead of failing in the database. It runs after validation (a wrong type is named as such) and
 * before the handler and the idempotency claim.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    for (const place of ['params', 'query', 'body'] as const) {
      const path = findNul(request[place]);
      if (!path) continue;
      const field = path.join('.') || 'cuerpo';
      return reply.code(400).send({
        error: `Dato inválido en ${PLACE[place]}, campo '${field}': contiene el carácter nulo (U+0000), que no se admite.`,
        field,
      });
    }
  });
}

/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters. */
export const MAX_BOUNDARY = 70;
export const MULTIPART_MESSAGES = {
  boundary: `El formulario enviado (multipart) no es válido: su separador (boundary) falta o tiene más de ${MAX_BOUNDARY} caracteres.`,
} as const;

/** A multipart content type's boundary parameter (quoted or not), or null when it has none. */
export function boundaryOf(contentType: string): string | null {
  const m = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  return m ? (m[1] ?? m[2] ?? '') : null;
}

/**
 * A multipart body is refused before any route reads it when its boundary breaks RFC 2046: the
 * parser throws on one over 256 characters, which answered 500 on every upload route.
 */
export function registerMultipartGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const type = request.headers['content-type'];
    if (typeof type !== 'string' || !/^\s*multipart\//i.test(type)) return;
    const boundary = boundaryOf(type);
    if (boundary && boundary.length <= MAX_BOUNDARY) return;
    return reply.code(400).send({ error: MULTIPART_MESSAGES.boundary });
  });
}

const RATE_LIMITED = '/api/v1/client';

/**
 * Per tenant: at most `perMinute` requests a minute for each business and user on the client API
 * (429 with Retry-After beyond it). It runs after authentication (the business is the verified one,
 * so nobody can spend another business's allowance) and before validation (invalid requests count).
 * The counters live in the process: with several API processes, each one enforces the limit.
 */
export function registerTenantRateLimit(app: FastifyInstance, perMinute: number): void {
  const keyOf = (request: FastifyRequest): string =>
    `${request.business?.id ?? '-'}:${request.session?.user.id ?? '-'}`;
  const limiter = app.createRateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: keyOf });
  app.addHook('preValidation', async (request, reply) => {
    if (!request.session || !request.routeOptions.url?.startsWith(RATE_LIMITED)) return;
    const r = await limiter(request);
    if (r.isAllowed) return;
    reply.header('x-ratelimit-limit', String(r.max));
    reply.header('x-ratelimit-remaining', String(r.remaining));
    if (r.isExceeded) {
      throw tooMany('Demasiadas solicitudes. Espera un momento e inténtalo nuevamente.', r.ttlInSeconds);
    }
  });
}
