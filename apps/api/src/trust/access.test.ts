// Trust suite 1 — access control, generated from the server's own route table (OWASP API1 BOLA,
// API3 property level, API5 function level; ASVS V8). Two businesses: A (owner u1, guest g1 with
// role 'other') and B (owner u2). For every route: no credentials → 401 (the public routes are
// listed here); a user of A naming B in `business-id` → 403; a user of A naming an object of B
// anywhere (path, query, body) → 404 or as registered, B unchanged; the guest refused on writes and
// served on reads; no answer to A carries B's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { RouteAccess } from '../plugins/access';
import type { AuthHeaders } from '../test/harness';
import { errorBody, isSpanish, send, workingBase } from './support/client';
import { changedTables, tenantDigest, tenantStamp } from './support/digest';
import { type Parts, hasPath, setPath } from './support/requests';
import { ID_RULES, idInputs, objectValue, ruleFor, unregistered } from './support/routes';
import { B_MARKER, OPERATOR_KEY, type Trust, createTrust, inTenant } from './support/tenants';

/** The routes anyone may call. A new public route must be added here on purpose. */
const PUBLIC_ROUTES = [
  'POST /api/v1/users/sign_in',
  'POST /api/v1/users/passwords/send_reset_password_instructions',
  'POST /api/v1/users/passwords/show_by_reset_password_token',
  'POST /api/v1/users/passwords/update_password_by_reset_password_token',
  'GET /api/v1/feature_flags/public',
  // Sign-in with the identity provider (features/oidc) and the refresh of its sessions.
  'GET /api/v1/users/oidc',
  'POST /api/v1/users/oidc/authorize',
  'POST /api/v1/users/oidc/callback',
  'POST /api/v1/users/refresh_token',
  // Development mailbox: only without SMTP and outside production, and only from this machine.
  'GET /api/v1/dev/mailbox',
  // The unsubscribe link of every mail a business sends, and the undo button of its page.
  'GET /api/v1/public/unsubscribe',
  'POST /api/v1/public/unsubscribe',
  // Sign-up and account confirmation (features/onboarding): answers never tell whether an e-mail
  // is registered; per-address limits on every one of them.
  'GET /api/v1/client/onboarding/terms',
  'POST /api/v1/client/onboarding/users',
  'POST /api/v1/client/onboarding/confirmation/resend',
  'POST /api/v1/client/onboarding/confirmation',
  'POST /api/v1/client/onboarding/token_confirmation',
  // The invitation page (/agregar-usuario): a single-use token mailed to the invited address.
  'POST /api/v1/public/businesses_users/validate_invitation',
  'POST /api/v1/public/businesses_users/validate_email_invitation',
  'POST /api/v1/public/businesses_users',
];

/** An id that exists in no business. */
const MISSING_ID = 8_999_999_999_999;

// Walkers over every business route: their time grows with the API, not with a slow answer.
const WALK = { timeout: 240_000 };

let t: Trust;
let routes: RouteAccess[];
let ownerA: AuthHeaders;
let guestA: AuthHeaders;
const covered = new Set<string>();
const key = (r: RouteAccess) => `${r.method} ${r.url}`;

beforeAll(async () => {
  t = await createTrust();
  routes = t.h.app.routeTable;
  ownerA = await t.session('u1');
  guestA = await t.session('g1');
});
afterAll(async () => {
  console.log(`[trust] access control checked on ${covered.size} of ${routes?.length ?? 0} routes`);
  await t?.close();
});

const businessRoutes = () => routes.filter((r) => r.access === 'business');
const operatorRoutes = () => routes.filter((r) => r.access === 'operator');
const bodyText = (body: string) => body.includes(B_MARKER) || body.includes(`Comentario de ${B_MARKER}`);

describe('the route table', () => {
  it('is every /api route the server answers (documentation aside), each with an access rule', () => {
    const printed = t.h.app.printRoutes({ commonPrefix: false });
    const known = new Set(routes.map((r) => r.url));
    const apiPaths = [...printed.matchAll(/(\/api\/\S*) \(([^)]*)\)/g)]
      .map((m) => m[1])
      .filter((p) => !p.startsWith('/api/docs'));
    expect(apiPaths.length).toBeGreaterThan(0);
    for (const p of apiPaths) expect(known.has(p), `${p} is not in app.routeTable`).toBe(true);
    for (const r of routes) expect(['public', 'user', 'business', 'operator']).toContain(r.access);
  });

  it('refuses to build a server with a route that declares no access rule', async () => {
    const app = await buildApp(t.h.app.deps);
    expect(() => app.get('/api/v1/client/ruta_sin_regla', async () => ({ ok: true }))).toThrow(
      /declares no access rule/,
    );
    // …and a route that declares one is collected into the table the suites walk.
    app.get('/api/v1/client/ruta_con_regla', { config: { access: 'business' } }, async () => ({ ok: true }));
    expect(app.routeTable.some((r) => r.url === '/api/v1/client/ruta_con_regla')).toBe(true);
    await app.close();
  });

  it('has exactly the listed public routes', () => {
    const pub = routes.filter((r) => r.access === 'public').map(key);
    expect(pub.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('knows what every path parameter, id field and upload names (the registry is complete)', () => {
    expect(unregistered(routes)).toEqual([]);
    for (const rule of ID_RULES) {
      const used = routes.some((r) => idInputs(r).some((i) => ruleFor(r, i.where, i.path.at(-1)!) === rule));
      expect(used, `registry rule ${rule.where} '${rule.name}' matches no route`).toBe(true);
    }
  });

  it('reads are open to every role, writes to owner and admin (function level)', () => {
    for (const r of businessRoutes()) {
      const roles = [...r.roles].sort();
      if (r.method === 'GET') expect(roles, key(r)).toEqual(['admin', 'other', 'owner']);
      else expect(roles, key(r)).toEqual(['admin', 'owner']);
    }
  });
});

describe('every route', () => {
  it('answers 401 in Spanish without credentials or with forged ones (HEAD too)', async () => {
    const forged = { 'access-token': 'x'.repeat(43), client: ownerA.client, uid: ownerA.uid };
    for (const r of routes) {
      if (r.access === 'public') continue;
      const url = r.url.replace(/:(\w+)/g, '1');
      for (const headers of [
        {},
        { 'business-id': String(t.a.id) },
        forged,
        { authorization: 'Bearer e30=' },
      ]) {
        const res = await t.inject({ method: r.method as 'GET', url, headers });
        expect(res.statusCode, `${key(r)} ${JSON.stringify(headers)}`).toBe(401);
        expect(isSpanish(errorBody(res)?.error), res.body).toBe(true);
      }
      if (r.method === 'GET') {
        expect((await t.inject({ method: 'HEAD', url })).statusCode, `HEAD ${r.url}`).toBe(401);
      }
      covered.add(key(r));
    }
    for (const r of routes.filter((x) => x.access === 'public')) {
      const res = await t.inject({
        method: r.method as 'GET',
        url: r.url,
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, key(r)).not.toBe(401);
      covered.add(key(r));
    }
  });

  it('answers 403 when a user of A names business B in the header, and B does not change', WALK, async () => {
    const before = await tenantDigest(t.h.db, t.b.id);
    // Every request here is refused at the business header, before any object is read, so one set
    // of A's objects serves every route (a fresh set per route was most of this walk's time).
    const bases = [];
    for (const r of businessRoutes()) bases.push({ r, base: await workingBase(t, r, ownerA) });
    const objects = await t.fresh(t.a);
    for (const { r, base } of bases) {
      const parts = base.parts(objects);
      for (const [business, status] of [
        [t.b.id, 403],
        [MISSING_ID, 403],
        ['no-es-un-id', 400],
      ] as const) {
        const { res } = await send(t, r, parts, { ...ownerA, 'business-id': String(business) });
        expect(res.statusCode, `${key(r)} business-id ${business}`).toBe(status);
        expect(isSpanish(errorBody(res)?.error), res.body).toBe(true);
      }
      covered.add(key(r));
    }
    expect(changedTables(before, await tenantDigest(t.h.db, t.b.id))).toEqual([]);
  });

  it(
    'answers 404 (or as registered) when a user of A names an object of B, and B does not change',
    WALK,
    async () => {
      let cases = 0;
      for (const r of businessRoutes()) {
        const base = await workingBase(t, r, ownerA);
        for (const input of idInputs(r)) {
          const rule = ruleFor(r, input.where, input.path.at(-1)!)!;
          const many = input.path.at(-1)!.endsWith('_ids');
          const withValue = (parts: Parts, value: unknown): Parts => {
            const v = many ? [value] : value;
            if (input.where === 'params') {
              // Body fields that must repeat this parameter follow it.
              let body = parts.body;
              for (const other of idInputs(r)) {
                const o = ruleFor(r, other.where, other.path.at(-1)!);
                if (other.where === 'body' && o?.repeats === input.path[0] && hasPath(body, other.path))
                  body = setPath(body, other.path, v);
              }
              return { ...parts, body, params: { ...parts.params, [input.path[0]]: v } };
            }
            if (input.where === 'querystring')
              return { ...parts, query: setPath(parts.query, input.path, v) as Record<string, unknown> };
            return { ...parts, body: setPath(parts.body, input.path, v) };
          };
          const what = `${key(r)} ${input.where} '${input.path.join('.')}'`;
          const before = await tenantDigest(t.h.db, t.b.id);
          const foreign = withValue(base.parts(await t.fresh(t.a)), objectValue(rule.kind, t.b.objects));
          const { res } = await send(t, r, foreign, inTenant(ownerA, t.a.id));
          expect(changedTables(before, await tenantDigest(t.h.db, t.b.id)), `${what} changed B`).toEqual([]);
          expect(bodyText(res.body), `${what} answered B's data`).toBe(false);
          if (rule.expect === 'not-found') {
            expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
            expect(isSpanish(errorBody(res)?.error), res.body).toBe(true);
          } else if (rule.expect === 'same-as-missing') {
            const missing = withValue(base.parts(await t.fresh(t.a)), MISSING_ID);
            const { res: other } = await send(t, r, missing, inTenant(ownerA, t.a.id));
            expect(res.statusCode, `${what}: ${res.body}`).toBe(other.statusCode);
            expect(res.body, what).toBe(other.body);
          } else {
            expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
          }
          cases++;
        }
        covered.add(key(r));
      }
      expect(cases).toBeGreaterThan(10);
    },
  );

  it("refuses the guest (role 'other') on writes with 403 and serves reads", WALK, async () => {
    // A refused write changes nothing (checked) and a read neither, so the objects of A serve the
    // next route; only a write the guest may make takes new ones. Fresh objects for every route
    // grew A by hundreds of sets, and each digest of A read them all.
    // The owner's requests that find each route's working base (already found when the suite runs
    // whole) come first: they write with objects of their own.
    const bases = [];
    for (const r of businessRoutes()) bases.push({ r, base: await workingBase(t, r, ownerA) });
    let objects = await t.fresh(t.a);
    for (const { r, base } of bases) {
      const parts = base.parts(objects);
      const before = await tenantStamp(t.h.db, t.a.id);
      const { res } = await send(t, r, parts, inTenant(guestA, t.a.id));
      if (r.roles.includes('other')) {
        expect(res.statusCode, `${key(r)}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
        if (r.method !== 'GET') objects = await t.fresh(t.a);
      } else {
        expect(res.statusCode, key(r)).toBe(403);
        expect(isSpanish(errorBody(res)?.error), res.body).toBe(true);
        expect(changedTables(before, await tenantStamp(t.h.db, t.a.id)), key(r)).toEqual([]);
      }
      covered.add(key(r));
    }
  });

  it("never answers A with B's data, and a user route ignores a business-id header of B", WALK, async () => {
    const before = await tenantDigest(t.h.db, t.b.id);
    // A read leaves A's objects as they were, so they serve the next route; a write may use them
    // up (a delete, a state change) and takes a fresh set after it.
    const bases = [];
    for (const r of businessRoutes()) bases.push({ r, base: await workingBase(t, r, ownerA) });
    let objects = await t.fresh(t.a);
    for (const { r, base } of bases) {
      const { res } = await send(t, r, base.parts(objects), inTenant(ownerA, t.a.id));
      expect(res.statusCode, key(r)).toBeLessThan(300);
      expect(bodyText(res.body), `${key(r)} answered B's data`).toBe(false);
      if (r.method !== 'GET') objects = await t.fresh(t.a);
    }
    for (const r of routes.filter((x) => x.access === 'user')) {
      // A session of its own: sign-out and account deletion end the session they are given.
      const own = await t.session('u1');
      const parts: Parts = { params: {}, query: undefined, body: r.method === 'GET' ? undefined : {} };
      const { res } = await send(t, r, parts, { ...own, 'business-id': String(t.b.id) });
      expect(res.statusCode, key(r)).not.toBe(500);
      expect(bodyText(res.body), `${key(r)} answered B's data`).toBe(false);
      await t.endSession(own);
      covered.add(key(r));
    }
    expect(changedTables(before, await tenantDigest(t.h.db, t.b.id))).toEqual([]);
  });
});

describe('operator routes (the deployment’s, named by OPERATOR_EMAILS)', () => {
  it('refuse a business owner who is not an operator with 403 in Spanish, whatever business they name', async () => {
    expect(operatorRoutes().length).toBeGreaterThan(0);
    for (const r of operatorRoutes()) {
      const url = r.url.replace(/:(\w+)/g, '1');
      for (const headers of [ownerA, inTenant(ownerA, t.a.id), inTenant(guestA, t.a.id)]) {
        const res = await t.inject({
          method: r.method as 'GET',
          url,
          headers,
          payload: r.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${key(r)}: ${res.body}`).toBe(403);
        expect(isSpanish(errorBody(res)?.error), res.body).toBe(true);
      }
      covered.add(key(r));
    }
  });

  it('serve the operator on reads (2xx)', async () => {
    const operator = await t.session(OPERATOR_KEY);
    for (const r of operatorRoutes().filter((x) => x.method === 'GET')) {
      const res = await t.inject({ method: 'GET', url: r.url, headers: operator });
      expect(res.statusCode, `${key(r)}: ${res.body}`).toBeLessThan(300);
      expect(bodyText(res.body), `${key(r)} answered B's data`).toBe(false);
    }
    await t.endSession(operator);
  });
});
