import type { z } from 'zod';

// One definition per HTTP endpoint, shared by both ends: the server registers its route from it
// (apps/api/src/lib/endpoint-route.ts) and the browser's typed client calls it
// (apps/web/src/lib/api-client.ts). A path or a schema changed here changes both sides' types.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type EndpointRole = 'owner' | 'admin' | 'other';

/**
 * Who may call an endpoint:
 * - public: anyone;
 * - user: a signed-in user, no business;
 * - business: a signed-in user linked to the business named in the `business-id` header;
 * - operator: a signed-in user whose e-mail is in the deployment's OPERATOR_EMAILS (no business).
 * `roles` narrows a business endpoint; by default reads are open to every linked role and writes
 * to owner and admin.
 */
export type EndpointAccess = 'public' | 'user' | 'business' | 'operator';

type Schema = z.ZodType;

export type EndpointDef = {
  method: HttpMethod;
  /** Under /api, with Fastify's `:name` parameters: '/v1/client/sii_invoice/invoices/:id'. */
  path: `/${string}`;
  access: EndpointAccess;
  roles?: readonly EndpointRole[];
  /** Honours an Idempotency-Key header (a retried write answers the first answer). */
  idempotent?: boolean;
  /** The area it belongs to: the OpenAPI tag and the cache family the browser invalidates. */
  area: string;
  summary: string;
  description?: string;
  params?: Schema;
  query?: Schema;
  /** A JSON body. Multipart uploads set `upload` instead and are read by the route itself. */
  body?: Schema;
  upload?: true;
  /** The JSON answer. An endpoint that can also answer a file (CSV, a document) says `file`. */
  response: Schema;
  file?: true;
  /** Success status when it is not 200. */
  status?: 201 | 202 | 204;
};

/**
 * The part of a definition a browser needs to call it: no schemas, so no zod. The areas the first
 * screen calls (auth, flags, businesses) declare their routes apart and spread them into their
 * endpoints, so the sign-in screen calls them without loading zod (its 170 KB budget has no room
 * for it); see `routeOf` in apps/web/src/lib/api-client.ts.
 */
export type EndpointRoute = Pick<EndpointDef, 'method' | 'path' | 'access' | 'area'>;

export function endpointRoute<const R extends EndpointRoute>(route: R): R {
  return route;
}

/** Keeps the literal types of a definition (path, method, schemas) for both ends to read. */
export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

type InputOf<S> = S extends Schema ? z.input<S> : never;

export type EndpointParams<E extends EndpointDef> = E['params'] extends Schema
  ? z.output<E['params']>
  : undefined;
export type EndpointQuery<E extends EndpointDef> = E['query'] extends Schema
  ? z.output<E['query']>
  : undefined;
export type EndpointBody<E extends EndpointDef> = E['body'] extends Schema ? z.output<E['body']> : undefined;
/** What the handler returns (before the response schema serialises it). */
export type EndpointReply<E extends EndpointDef> = z.input<E['response']>;
/** What the caller receives. */
export type EndpointResponse<E extends EndpointDef> = z.output<E['response']>;

/** What a caller sends: the path parameters, query and body, each only when the endpoint has one. */
export type EndpointInput<E extends EndpointDef> = (E['params'] extends Schema
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E['query'] extends Schema ? { query?: InputOf<E['query']> | URLSearchParams } : { query?: never }) &
  (E['body'] extends Schema
    ? { body: InputOf<E['body']> }
    : E['upload'] extends true
      ? { body: FormDataLike }
      : { body?: never });

/** FormData without depending on the DOM library (contracts is compiled for Node too). */
export type FormDataLike = { append(name: string, value: unknown, fileName?: string): void };

/** The concrete path of a call: '/v1/x/:id' with { id: 7 } → '/v1/x/7'. */
export function endpointPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter '${name}' for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** A query object as the server reads it: undefined and null left out, arrays as repeated keys, objects as key[sub]. */
export function endpointQuery(query?: Record<string, unknown> | URLSearchParams): string {
  if (!query) return '';
  if (query instanceof URLSearchParams) return query.toString();
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      // A filter object (search_by) travels Rails-style: search_by[bm_account_id]=3.
      for (const [sub, one] of Object.entries(value as Record<string, unknown>)) {
        if (one !== undefined && one !== null && one !== '') out.append(`${key}[${sub}]`, String(one));
      }
      continue;
    }
    for (const one of Array.isArray(value) ? value : [value]) out.append(key, String(one));
  }
  return out.toString();
}

/** The URL of a call under the API base: path with its parameters and the query string. */
export function endpointUrl(
  def: Pick<EndpointDef, 'path'>,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const path = endpointPath(def.path, input.params as Record<string, unknown> | undefined);
  const query = endpointQuery(input.query as Record<string, unknown> | URLSearchParams | undefined);
  return query ? `${path}?${query}` : path;
}
