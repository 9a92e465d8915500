// What the trust suites derive about a route from its endpoint definition (through the route
// table: `route()` carries the definition's path, schemas and upload flag) and the registry: every
// id-like input, the rule that says what it names, and whether the registry misses one.
import type { RouteAccess } from '../../plugins/access';
import {
  CATALOG_VALUES,
  FIELD_RULES,
  type IdRule,
  type ObjectKind,
  PATH_OBJECTS,
  UPLOADS,
  type UploadRule,
} from './registry';
import type { TenantObjects } from './tenants';
import { type Schema, isSchema, leafPaths } from './zod-arbitraries';

/** Field names that name an object: id, *_id, *_ids, id_*. */
export const ID_FIELD = /^(id|id_.+|.+_ids?)$/;

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path rules, longest key first: a route takes the most specific one that ends where its parameter does. */
const PATH_RULES: IdRule[] = Object.entries(PATH_OBJECTS)
  .sort(([a], [b]) => b.length - a.length)
  .map(([key, object]) => ({
    name: key.slice(key.lastIndexOf(':') + 1),
    where: 'params',
    url: new RegExp(`/${escaped(key)}(?!\\w)`),
    ...(typeof object === 'string' ? { kind: object, expect: 'not-found' as const } : object),
  }));

/** Every registered rule: the field rules first (they narrow a parameter too), then the path rules. */
export const ID_RULES: readonly IdRule[] = [...FIELD_RULES, ...PATH_RULES];

export type RouteSchemas = { params?: Schema; querystring?: Schema; body?: Schema };

export function schemasOf(route: RouteAccess): RouteSchemas {
  const s = (route.schema ?? {}) as Record<string, unknown>;
  const pick = (k: string) => (isSchema(s[k]) ? (s[k] as Schema) : undefined);
  return { params: pick('params'), querystring: pick('querystring'), body: pick('body') };
}

export const pathParams = (url: string): string[] => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** The definition's `upload`, as route() hands it to Fastify. */
export const isMultipart = (route: RouteAccess): boolean =>
  ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');

const repeated = new Map<string, IdRule>();

/**
 * A body field named like a path parameter repeats it (the spec sends the id twice): another value
 * is refused like one that does not exist, and it follows the parameter when that one is tested.
 */
function repeatRule(route: RouteAccess, name: string): IdRule | undefined {
  const param = ruleFor(route, 'params', name);
  if (!param) return undefined;
  const key = `${route.url} ${name}`;
  if (!repeated.has(key))
    repeated.set(key, { name, where: 'body', kind: param.kind, expect: 'same-as-missing', repeats: name });
  return repeated.get(key);
}

export function ruleFor(route: RouteAccess, where: IdRule['where'], name: string): IdRule | undefined {
  if (where === 'body' && pathParams(route.url).includes(name)) return repeatRule(route, name);
  return ID_RULES.find((r) => r.where === where && r.name === name && (!r.url || r.url.test(route.url)));
}

/** Every id-like input of a route (path parameters, and id fields of query and body at any depth). */
export function idInputs(route: RouteAccess): { where: IdRule['where']; path: string[] }[] {
  const schemas = schemasOf(route);
  const out: { where: IdRule['where']; path: string[] }[] = pathParams(route.url).map((p) => ({
    where: 'params' as const,
    path: [p],
  }));
  for (const where of ['querystring', 'body'] as const) {
    const schema = schemas[where];
    if (!schema) continue;
    for (const leaf of leafPaths(schema)) {
      if (ID_FIELD.test(leaf.path[leaf.path.length - 1])) out.push({ where, path: leaf.path });
    }
  }
  return out;
}

export const uploadRule = (route: RouteAccess): UploadRule | undefined =>
  UPLOADS.find((u) => u.url.test(route.url));

/** Inputs no rule covers: each one is a route the suites cannot test, so they fail on it. */
export function unregistered(routes: readonly RouteAccess[]): string[] {
  const missing: string[] = [];
  for (const r of routes) {
    for (const input of idInputs(r)) {
      const name = input.path[input.path.length - 1];
      if (!ruleFor(r, input.where, name))
        missing.push(`${r.method} ${r.url}: ${input.where} '${input.path.join('.')}'`);
    }
    if (isMultipart(r) && !uploadRule(r)) missing.push(`${r.method} ${r.url}: multipart upload`);
  }
  return missing;
}

/** The value of an object kind in a tenant: its own object, or the catalog's value every tenant shares. */
export function objectValue(kind: ObjectKind, objects: TenantObjects): unknown {
  return kind in CATALOG_VALUES
    ? CATALOG_VALUES[kind as keyof typeof CATALOG_VALUES]
    : objects[kind as keyof TenantObjects];
}
