import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

let indexHtml: { dir: string; html: string | null } | null = null;
function readIndex(dir: string): string | null {
  if (indexHtml?.dir !== dir) {
    const file = join(dir, 'index.html');
    indexHtml = { dir, html: existsSync(file) ? readFileSync(file, 'utf8') : null };
  }
  return indexHtml.html;
}

const PLACE: Record<string, string> = {
  body: 'el cuerpo',
  querystring: 'la consulta',
  params: 'la ruta',
  headers: 'los encabezados',
};

// Connection-level failures of the database: the request may be retried once it is back.
const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006', '08001']);

/**
 * A client that hangs up mid-request: Node destroys the request's own stream with ECONNRESET
 * ('aborted'), the code the database driver also reports when its socket to the database is
 * reset. Where the error comes from tells them apart: the request stream's error is the client's.
 */
function clientHungUp(err: Error & { code?: string }, request: FastifyRequest): boolean {
  const raw = request.raw;
  return raw.errored === err || (err.code === 'ECONNRESET' && raw.destroyed && !raw.complete);
}

const BROKEN_MULTIPART =
  /^(Unexpected end of (multipart data|form)|Multipart: Boundary not found|Malformed part header|The needle cannot have a length bigger than 256)/;

function fieldName(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.') || 'cuerpo';
}

/** SQLSTATEs the journal's triggers raise, with a Spanish message written there for the user. */
const JOURNAL_REFUSALS: Record<string, number> = { PC001: 409, PC002: 422, PC003: 409 };

/** Every failure leaves as { error: "<Spanish message>" } with its status; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance, webDist?: string): void {
  app.setErrorHandler((err: FastifyError & { code?: string }, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send({ ...err.details, error: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = PLACE[err.validationContext ?? 'body'] ?? 'la solicitud';
      const field = fieldName(first.instancePath);
      return reply.code(400).send({
        error: `Dato inválido en ${where}, campo '${field}': ${first.message}`,
        field,
      });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return reply.code(413).send({ error: 'La solicitud es demasiado grande.' });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415) {
      return reply.code(415).send({ error: 'Tipo de contenido no admitido.' });
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ error: 'El cuerpo de la solicitud no es JSON válido.' });
    }
    if (err.statusCode === 429) {
      return reply
        .code(429)
        .send({ error: 'Demasiadas solicitudes. Espera un momento e inténtalo nuevamente.' });
    }
    if (clientHungUp(err, request)) {
      // Nobody is left to read the answer; not an outage, not our fault, worth a line at most.
      request.log.info({ code: err.code }, 'client closed the connection');
      return reply.code(400).send({ error: 'La solicitud se interrumpió antes de terminar.' });
    }
    if (err.code && DB_DOWN_CODES.has(err.code)) {
      request.log.error({ code: err.code }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: 'El servicio no está disponible en este momento. Inténtalo en unos segundos.' });
    }
    // The journal's own refusals (migration 0051): a closed period, an entry that does not balance.
    if (err.code && JOURNAL_REFUSALS[err.code]) {
      return reply.code(JOURNAL_REFUSALS[err.code]).send({ error: err.message });
    }
    // Text PostgreSQL cannot store (e.g. an invalid byte sequence that slipped past the guard).
    if (err.code === '22021' || err.code === '22P05') {
      return reply
        .code(400)
        .send({ error: 'El texto enviado contiene caracteres que no se pueden guardar.' });
    }
    // busboy (multipart) reports a broken body with a bare Error: the client's fault, not ours.
    if (BROKEN_MULTIPART.test(err.message ?? '')) {
      return reply
        .code(400)
        .send({ error: 'El formulario enviado (multipart) llegó incompleto o mal formado.' });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: 'La solicitud no es válida.' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Ocurrió un error inesperado. Inténtalo nuevamente.' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api')) {
      return reply.code(404).send({ error: 'No existe esa ruta de la API.' });
    }
    const index = webDist ? readIndex(webDist) : null;
    if (index && (request.method === 'GET' || request.method === 'HEAD')) {
      // The SPA owns every other path; it shows its own not-found page.
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
    }
    return reply.code(404).send({ error: 'No encontramos lo que buscas.' });
  });
}
