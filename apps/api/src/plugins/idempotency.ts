// Idempotency-Key for writes a client may retry. A route opts in with `config.idempotent: true`
// (business routes only). A request with the header claims (business, key) and runs; a 2xx answer
// is stored and any later request with the same key gets it again (header idempotent-replayed),
// without running. A request that fails (4xx/5xx) releases the key, so it can be retried. While the
// first one runs, the same key answers 409 with Retry-After. The same key with another request
// (method, path, user, body) answers 422.
import { createHash } from 'node:crypto';
import type { Db } from '@portal/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour the Idempotency-Key header (see plugins/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: Claim | null;
  }
}

type Claim = { businessId: number; key: string; timer: NodeJS.Timeout; done: boolean };

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,255}$/;
const LEASE_SECONDS = 30;
const HEARTBEAT_MS = 10_000;

const MSG = {
  badKey: "El encabezado 'Idempotency-Key' no es válido: usa de 1 a 255 caracteres visibles, sin espacios.",
  running:
    'Ya hay una solicitud en curso con la misma Idempotency-Key. Espera a que termine e inténtalo nuevamente.',
  mismatch: 'La Idempotency-Key ya se usó con otra solicitud. Usa una clave nueva para cada operación.',
} as const;

type Row = {
  status_code: number | null;
  fingerprint: string;
  content_type: string | null;
  body: string | null;
};

/**
 * What makes two requests "the same": method, path and query, user, and the parsed body. An upload
 * (multipart) is read by its handler after this point, and the same form sent again comes with
 * another boundary: its files are not part of the fingerprint.
 */
function fingerprint(request: FastifyRequest): string {
  const type = String(request.headers['content-type'] ?? '').split(';')[0];
  const body = request.body !== undefined ? JSON.stringify(request.body) : '';
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${request.session?.user.id}\n${type}\n${body}`)
    .digest('hex');
}

export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotency', null);

  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent && route.config.access !== 'business') {
      throw new Error(`Route ${route.method} ${route.url}: 'idempotent' needs access 'business'`);
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotent) return;
    const raw = request.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined) return;
    if (typeof raw !== 'string' || !KEY.test(raw)) throw badRequest(MSG.badKey);
    const businessId = request.business!.id;
    const fp = fingerprint(request);
    for (let attempt = 0; attempt < 3; attempt++) {
      // Claim the key: new, or left by a request whose lease ran out without an answer.
      const claimed = await db.query(
        `INSERT INTO idempotency_keys AS k (business_id, key, user_id, fingerprint, locked_until)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))
         ON CONFLICT (business_id, key) DO UPDATE
           SET user_id = EXCLUDED.user_id, fingerprint = EXCLUDED.fingerprint, locked_until = EXCLUDED.locked_until,
               created_at = now()
         WHERE k.status_code IS NULL AND k.locked_until < now()
         RETURNING 1`,
        [businessId, raw, request.session!.user.id, fp, LEASE_SECONDS],
      );
      if (claimed.rows.length > 0) {
        const timer = setInterval(() => {
          db.query(
            `UPDATE idempotency_keys SET locked_until = now() + make_interval(secs => $3)
              WHERE business_id = $1 AND key = $2 AND status_code IS NULL`,
            [businessId, raw, LEASE_SECONDS],
          ).catch(() => {});
        }, HEARTBEAT_MS);
        timer.unref();
        request.idempotency = { businessId, key: raw, timer, done: false };
        // Keys live a day; the business's expired ones go with each new claim.
        await db.query(
          `DELETE FROM idempotency_keys WHERE business_id = $1 AND created_at < now() - interval '24 hours'`,
          [businessId],
        );
        return;
      }
      const { rows } = await db.query<Row>(
        'SELECT status_code, fingerprint, content_type, body FROM idempotency_keys WHERE business_id = $1 AND key = $2',
        [businessId, raw],
      );
      const row = rows[0];
      if (!row) continue; // released between the two statements: claim again
      if (row.fingerprint !== fp) throw new AppError(422, MSG.mismatch, 'idempotency_mismatch');
      if (row.status_code === null) {
        throw new AppError(409, MSG.running, 'idempotency_in_progress', {
          'retry-after': String(LEASE_SECONDS),
        });
      }
      return reply
        .code(row.status_code)
        .header('content-type', row.content_type ?? 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(row.body ?? '');
    }
    throw new AppError(409, MSG.running, 'idempotency_in_progress', { 'retry-after': '1' });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || claim.done) return payload;
    claim.done = true;
    clearInterval(claim.timer);
    const ok = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
    try {
      if (ok) {
        await db.query(
          `UPDATE idempotency_keys SET status_code = $3, content_type = $4, body = $5, completed_at = now()
            WHERE business_id = $1 AND key = $2`,
          [
            claim.businessId,
            claim.key,
            reply.statusCode,
            String(reply.getHeader('content-type') ?? ''),
            payload,
          ],
        );
      } else {
        await db.query(
          'DELETE FROM idempotency_keys WHERE business_id = $1 AND key = $2 AND status_code IS NULL',
          [claim.businessId, claim.key],
        );
      }
    } catch (err) {
      // The write itself is done (or not) either way; an unrecorded key expires with its lease.
      request.log.warn({ err }, 'idempotency key not recorded');
    }
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    if (request.idempotency) clearInterval(request.idempotency.timer);
  });
}
