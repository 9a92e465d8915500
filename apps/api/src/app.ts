import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Db } from '@portal/db';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  type ZodTypeProvider,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { registerFeatures } from './features';
import { accessLookups } from './features/auth/session.service';
import type { Mailer } from './lib/mailer';
import { type SecretBox, createSecretBox, localAppSecret } from './lib/secrets';
import { helmetOptions, securityHeaders } from './lib/security-headers';
import { type RouteAccess, registerAccessControl } from './plugins/access';
import { clientErrorAnswer, routerErrorAnswer } from './plugins/early-answers';
import { registerErrorHandling } from './plugins/errors';
import { registerHttpsRedirect } from './plugins/https-redirect';
import { registerIdempotency } from './plugins/idempotency';
import { registerNoStore } from './plugins/no-store';
import {
  registerJsonDepthLimit,
  registerMultipartGuard,
  registerNulGuard,
  registerTenantRateLimit,
} from './plugins/limits';
import type { IndicatorsSettings } from './features/indicators/indicators.service';

export type AppDeps = {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger?: boolean | object;
  /** The indicators service (features/indicators); left out: read from INDICATORS_* at first use. */
  indicators?: IndicatorsSettings;
};
export type App = FastifyInstance & { routeTable: RouteAccess[]; deps: AppDeps };

const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<App> {
  const headers = securityHeaders(helmetOptions(deps.config.nodeEnv === 'production'));
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: MAX_BODY_BYTES,
    // Only the configured proxies may name the client in X-Forwarded-For (TRUST_PROXY, default
    // loopback): otherwise any client could pick its address and escape the per-IP sign-in throttle.
    trustProxy: deps.config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { allErrors: false } },
    // Errors of the router itself (a malformed or too long path parameter) and of Node's HTTP
    // parser answer like every other error (plugins/early-answers.ts).
    frameworkErrors: (error, request, reply) =>
      routerErrorAnswer(headers)(error, request as FastifyRequest, reply as unknown as FastifyReply),
    clientErrorHandler: clientErrorAnswer(headers),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  let secrets: SecretBox | undefined;
  app.decorate('secrets', {
    getter: () =>
      (secrets ??= createSecretBox(
        deps.config.appSecret ?? localAppSecret(deps.config.dataDir),
        deps.config.appSecretPrevious,
      )),
  });
  registerJsonDepthLimit(app, MAX_BODY_BYTES);

  const routeTable: RouteAccess[] = [];
  registerErrorHandling(app, deps.config.webDist);
  registerNoStore(app);

  // Helmet's headers, computed once: @fastify/helmet runs helmet anew on every request (its CSP
  // parsing was a visible share of a list request's time). Set first, so refusals carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  registerHttpsRedirect(app, deps.config.publicUrl, deps.config.nodeEnv === 'production');
  registerAccessControl(app, routeTable, accessLookups, deps.config.operatorEmails);
  await app.register(fastifyRateLimit, { global: false });
  registerTenantRateLimit(app, deps.config.rateLimitPerMinute);
  registerNulGuard(app);
  registerMultipartGuard(app);
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
  // The document is still built (route() reads its schemas either way); only its pages are off.
  if (deps.config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(async (api) => registerFeatures(api, deps), { prefix: '/api' });

  const webDist = deps.config.webDist;
  if (webDist && existsSync(join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, maxAge: '1h', index: false });
  }

  return Object.assign(app, { routeTable, deps }) as unknown as App;
}
