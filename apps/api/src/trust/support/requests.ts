// The suites' requests: a valid one per route for a tenant (baseParts), and its inject options.
import fc from 'fast-check';
import { multipart } from '../../features/invoice-imports/test-helpers';
import type { RouteAccess } from '../../plugins/access';
import { BODIES } from './registry';
import { idInputs, objectValue, pathParams, ruleFor, schemasOf, uploadRule } from './routes';
import type { TenantObjects } from './tenants';
import { type Place, type Schema, onTheWire, validArbitrary } from './zod-arbitraries';

export type Parts = {
  params: Record<string, unknown>;
  query: Record<string, unknown> | undefined;
  body: unknown;
};

export function setPath(obj: unknown, path: string[], value: unknown): unknown {
  const root: Record<string, unknown> =
    obj && typeof obj === 'object' && !Array.isArray(obj) ? { ...(obj as Record<string, unknown>) } : {};
  let cur = root;
  for (const [i, k] of path.entries()) {
    if (i === path.length - 1) {
      if (value === undefined) delete cur[k];
      else cur[k] = value;
    } else {
      const next = cur[k];
      cur[k] = next && typeof next === 'object' && !Array.isArray(next) ? { ...(next as object) } : {};
      cur = cur[k] as Record<string, unknown>;
    }
  }
  return root;
}

/** Text that can be percent-encoded: lone surrogates become U+FFFD, as a browser sends them. */
export const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

export function urlOf(
  route: RouteAccess,
  params: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = route.url.replace(/:(\w+)/g, (_, p: string) =>
    encodeURIComponent(wellFormed(String(params[p] ?? ''))),
  );
  if (!query) return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      // A filter object (search_by) as the browser sends it: search_by[bm_account_id]=3.
      for (const [sub, x] of Object.entries(v)) if (x !== undefined) qs.append(`${k}[${sub}]`, String(x));
      continue;
    }
    for (const x of Array.isArray(v) ? v : [v]) qs.append(k, String(x));
  }
  const text = qs.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A valid request of the route for a tenant: every id input names one of the tenant's objects,
 * the rest comes from the route's schemas (deterministic for a seed). Throws when the schemas
 * admit nothing the suite can build.
 */
export function baseParts(route: RouteAccess, objects: TenantObjects, seed = 1): Parts {
  const schemas = schemasOf(route);
  const sample = (s: Schema | undefined, place: Place, full = false): unknown => {
    if (!s) return undefined;
    const values = fc.sample(validArbitrary(s, { full }), { numRuns: 60, seed });
    const wire = values.map((v) => onTheWireObject(v, place));
    const ok = wire.find((v) => s.safeParse(v).success);
    if (ok === undefined) throw new Error(`${route.method} ${route.url}: no valid ${place} from its schema`);
    return ok;
  };
  let params = (sample(schemas.params, 'params') as Record<string, unknown>) ?? {};
  let query = sample(schemas.querystring, 'querystring') as Record<string, unknown> | undefined;
  const fixed = BODIES.find((b) => b.method === route.method && b.url.test(route.url));
  let body = fixed ? fixed.body(objects) : sample(schemas.body, 'body');
  for (const input of idInputs(route)) {
    const rule = ruleFor(route, input.where, input.path[input.path.length - 1]);
    if (!rule) continue;
    const own = objectValue(rule.kind, objects);
    const value = input.path[input.path.length - 1].endsWith('_ids') ? [own] : own;
    if (input.where === 'params') params = { ...params, [input.path[0]]: value };
    if (input.where === 'querystring') {
      // A filter is left out of the base; a required one (the ledger's account) names the tenant's own.
      const without = setPath(query, input.path, undefined) as Record<string, unknown>;
      query = schemas.querystring?.safeParse(without).success
        ? without
        : (setPath(query, input.path, value) as Record<string, unknown>);
    }
    if (input.where === 'body') {
      // Only fields the sample already has: a field left out stays out (e.g. one of exclusive options).
      if (hasPath(body, input.path)) body = setPath(body, input.path, value);
    }
  }
  for (const p of pathParams(route.url)) if (params[p] === undefined) params = { ...params, [p]: '1' };
  return { params, query, body };
}

export function hasPath(obj: unknown, path: string[]): boolean {
  let cur = obj;
  for (const k of path) {
    if (!cur || typeof cur !== 'object' || !(k in (cur as object))) return false;
    cur = (cur as Record<string, unknown>)[k];
  }
  return true;
}

function onTheWireObject(v: unknown, place: Place): unknown {
  if (place === 'body' || v === undefined || v === null || typeof v !== 'object') return onTheWire(v, place);
  return Object.fromEntries(
    Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => [k, onTheWire(x, place)]),
  );
}

export { onTheWireObject };

/** The inject options of a request (JSON body, or the route's valid upload). */
export function requestOf(
  route: RouteAccess,
  parts: Parts,
  headers: Record<string, string>,
  business: { rut: string; name: string },
): { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer } {
  const url = urlOf(route, parts.params, parts.query);
  const method = route.method;
  const upload = uploadRule(route);
  if (upload) {
    const file = upload.valid(business);
    const { payload, contentType } = multipart(
      [{ name: file.name, bytes: file.bytes, field: upload.field }],
      upload.fields?.() ?? {},
    );
    return { method, url, headers: { ...headers, 'content-type': contentType }, payload };
  }
  if (parts.body === undefined || method === 'GET' || method === 'DELETE') return { method, url, headers };
  return {
    method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(parts.body),
  };
}
