import type {
  EndpointBody,
  EndpointDef,
  EndpointParams,
  EndpointQuery,
  EndpointReply,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthSession, BusinessScope } from './access';

// The server side of packages/contracts' endpoint definitions: one call registers the route with
// its access rule, schemas and OpenAPI text, and types the handler from the same definition.

type Scope<E extends EndpointDef> = E['access'] extends 'business'
  ? { session: AuthSession; business: BusinessScope }
  : E['access'] extends 'user' | 'operator'
    ? { session: AuthSession; business: null }
    : { session: AuthSession | null; business: null };

/** The request as the handler sees it: parsed params, query and body; the session the rule checked. */
export type EndpointRequest<E extends EndpointDef> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body' | 'session' | 'business'
> & {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
} & Scope<E>;

/** A JSON answer by the response schema; a file endpoint may answer through the reply itself. */
type HandlerResult<E extends EndpointDef> = E['status'] extends 204
  ? undefined
  : E['file'] extends true
    ? EndpointReply<E> | FastifyReply
    : EndpointReply<E>;

export type EndpointHandler<E extends EndpointDef> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerResult<E>>;

/** What only the server knows about a route: a per-route rate limit (@fastify/rate-limit's). */
export type RouteOptions = { rateLimit?: { max: number; timeWindow: string | number } };

export function route<E extends EndpointDef>(
  app: FastifyInstance,
  def: E,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  const status = def.status ?? 200;
  app.route({
    method: def.method,
    url: def.path,
    config: {
      access: def.access,
      roles: def.roles,
      idempotent: def.idempotent === true,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    // A part set to undefined makes Fastify warn that its schema is missing: only the parts defined.
    schema: definedOnly({
      tags: [def.area],
      summary: def.summary,
      description: def.description,
      params: def.params,
      querystring: def.query,
      body: def.body,
      // Multipart is read by the route itself; the document says what it takes.
      consumes: def.upload ? ['multipart/form-data'] : undefined,
      response: status === 204 ? undefined : { [status]: def.response },
    }),
    handler: async (request, reply) => {
      if (status !== 200) reply.code(status);
      const result = await handler(request as unknown as EndpointRequest<E>, reply);
      return status === 204 ? reply.send() : result;
    },
  });
}

function definedOnly<T extends Record<string, unknown>>(schema: T): Partial<T> {
  return Object.fromEntries(Object.entries(schema).filter(([, v]) => v !== undefined)) as Partial<T>;
}
