// Sending the suites' requests, and finding for each route a request that works for its own
// business (2xx): the proof that a refusal of the same request with the other business's id is the
// access rule at work, not a malformed request.
import type { LightMyRequestResponse } from 'fastify';
import type { RouteAccess } from '../../plugins/access';
import type { AuthHeaders } from '../../test/harness';
import { type Parts, baseParts, requestOf } from './requests';
import { type Tenant, type TenantObjects, type Trust, inTenant } from './tenants';

export type Sent = { res: LightMyRequestResponse; request: ReturnType<typeof requestOf> };

export async function send(
  t: Trust,
  route: RouteAccess,
  parts: Parts,
  headers: Record<string, string>,
  tenant: Tenant = t.a,
  extra: { remoteAddress?: string } = {},
): Promise<Sent> {
  const request = requestOf(route, parts, headers, { rut: tenant.rut, name: tenantName(t, tenant) });
  const res = await t.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });
  return { res, request };
}

export const tenantName = (t: Trust, tenant: Tenant): string =>
  t.h.data.businesses.find((b) => b.key === tenant.key)!.name;

export type WorkingBase = { seed: number; parts(objects: TenantObjects): Parts };

// Per suite (its Trust): the files of a worker share this module, and a seed found over one file's
// objects proves nothing about another's.
const foundBy = new WeakMap<Trust, Map<string, number>>();
// Per suite, the objects the last search used, while only reads have used them.
const spare = new WeakMap<Trust, TenantObjects>();

/**
 * The first seed whose request, built from the route's schemas over a fresh set of A's objects, answers
 * 2xx to A's owner. Business routes only. Throws (naming the route and the last answer) when none
 * of the seeds works.
 */
export async function workingBase(t: Trust, route: RouteAccess, owner: AuthHeaders): Promise<WorkingBase> {
  const key = `${route.method} ${route.url}`;
  const found = foundBy.get(t) ?? new Map<string, number>();
  foundBy.set(t, found);
  const make = (seed: number): WorkingBase => ({ seed, parts: (objects) => baseParts(route, objects, seed) });
  const known = found.get(key);
  if (known !== undefined) return make(known);
  let last = '';
  // A refused request leaves the database as it was (bad-input and idempotency prove it), so the
  // objects stay fit for the next seed; a fresh set per seed was most of this search's time (some
  // routes need 20–40 seeds before a generated RUT or date is accepted).
  const search = async (objects: TenantObjects): Promise<number | null> => {
    for (let seed = 1; seed <= 80; seed++) {
      const { res } = await send(t, route, baseParts(route, objects, seed), inTenant(owner, t.a.id));
      if (res.statusCode >= 200 && res.statusCode < 300) return seed;
      last = `${res.statusCode} ${res.body.slice(0, 300)}`;
    }
    return null;
  };
  // After a read, the same objects serve the next route's search (a fresh set is ~40 statements
  // and 4 uploads); a write may have used them up, so the next search takes new ones. Should a
  // kept set no longer work (another test's request changed them), a fresh set is tried.
  const kept = spare.get(t);
  spare.delete(t);
  let objects = kept ?? (await t.fresh(t.a));
  if (kept) await t.reset(t.a);
  let seed = await search(objects);
  if (seed === null && kept) {
    objects = await t.fresh(t.a);
    seed = await search(objects);
  }
  if (seed === null)
    throw new Error(
      `${key}: no request built from its schema answered 2xx to its own business (last: ${last})`,
    );
  if (route.method === 'GET') spare.set(t, objects);
  found.set(key, seed);
  return make(seed);
}

/** Looks like Spanish, and not like English (framework or library defaults leaking out). */
export function isSpanish(text: unknown): boolean {
  if (typeof text !== 'string' || text.trim() === '') return false;
  const english =
    /\b(the|must|should|expected|required|invalid|error|failed|cannot|unexpected|received|not found|body|bad request|is not|too large|unsupported)\b/i;
  const spanish =
    /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|en|no|un|una|es|que|por|para|con|debe|falta|inválid[oa]s?|demasiad[oa]s?)\b/i;
  // Quoted text is data (a field name, an accepted value such as "failed"), not the message's words.
  return spanish.test(text) && !english.test(text.replace(/'[^']*'|"[^"]*"/g, ''));
}

/** The body of an error answer, as JSON; null when it is not JSON. */
export function errorBody(res: LightMyRequestResponse): { error?: unknown; field?: unknown } | null {
  try {
    return JSON.parse(res.body);
  } catch {
    return null;
  }
}
