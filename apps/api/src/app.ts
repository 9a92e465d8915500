import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Db } from '@portal/db';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  type ZodTypeProvider,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { registerFeatures } from './features';
import type { Mailer } from './lib/mailer';
import { type RouteAccess, registerAccessControl } from './plugins/access';
import { registerErrorHandling } from './plugins/errors';
import { registerIdempotency } from './plugins/idempotency';
import { registerJsonDepthLimit, registerNulGuard, registerTenantRateLimit } from './plugins/limits';

export type AppDeps = { config: Config; db: Db; mailer: Mailer; logger?: boolean | object };
export type App = FastifyInstance & { routeTable: RouteAccess[]; deps: AppDeps };

const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: MAX_BODY_BYTES,
    // Only the configured proxies may name the client in X-Forwarded-For (TRUST_PROXY, default
    // loopback): otherwise any client could pick its address and escape the per-IP sign-in throttle.
    trustProxy: deps.config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { allErrors: false } },
    // Errors of the router itself (a malformed or too long path parameter) answer in Spanish too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode === 414 ? 414 : 400;
      (reply as unknown as FastifyReply).code(status).send({
        error:
          status === 414
            ? 'Un parámetro de la ruta es demasiado largo.'
            : 'La dirección de la solicitud no es válida.',
      });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  registerJsonDepthLimit(app, MAX_BODY_BYTES);

  const routeTable: RouteAccess[] = [];
  registerErrorHandling(app, deps.config.webDist);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The invoice document tab shows the uploaded PDF in an iframe from a blob: URL.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    hsts: deps.config.nodeEnv === 'production',
  });
  // After helmet: its headers are set first, so refusals (401/403) carry them too.
  registerAccessControl(app, routeTable);
  await app.register(fastifyRateLimit, { global: false });
  registerTenantRateLimit(app, deps.config.rateLimitPerMinute);
  registerNulGuard(app);
  registerIdempotency(app, deps.db);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 20, parts: 50 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Portal Cliente API', version: '1.0.0' },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'access-token' },
          client: { type: 'apiKey', in: 'header', name: 'client' },
          uid: { type: 'apiKey', in: 'header', name: 'uid' },
          businessId: { type: 'apiKey', in: 'header', name: 'business-id' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(async (api) => registerFeatures(api, deps), { prefix: '/api' });

  const webDist = deps.config.webDist;
  if (webDist && existsSync(join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, maxAge: '1h', index: false });
  }

  return Object.assign(app, { routeTable, deps }) as unknown as App;
}
