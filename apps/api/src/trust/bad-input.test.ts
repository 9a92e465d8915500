// Trust suite 3 — bad input, everywhere (ASVS V1/V2 validation and encoding; OWASP API4, API8).
// Property-based: for every route of the server's own table, fast-check generates requests from the
// route's zod schemas (valid ones, valid ones with one field broken, and requests from outside any
// schema: wrong types, huge and odd texts, deep nesting, unicode, extreme numbers, SQL and script
// fragments, missing and extra fields, malformed bodies and content types). The server never
// answers 5xx; a 4xx carries a Spanish `error` (naming the field for validation errors); a rejected
// request leaves the business's rows as they were, and business B is never touched.
// Cases per route: FUZZ_RUNS (default 8 in `npm test`; `npm run test:fuzz` runs many more).
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../plugins/access';
import { MAX_JSON_DEPTH, jsonDeeperThan } from '../plugins/limits';
import type { AuthHeaders } from '../test/harness';
import { errorBody, isSpanish, tenantName } from './support/client';
import { changedTables, tenantDigest, tenantStamp } from './support/digest';
import { type Parts, baseParts, onTheWireObject, setPath, urlOf, wellFormed } from './support/requests';
import { isMultipart, pathParams, schemasOf, uploadRule } from './support/routes';
import { OPERATOR_KEY, type Trust, createTrust } from './support/tenants';
import {
  type Place,
  type Schema,
  extraKey,
  hostileString,
  hostileValue,
  leafPaths,
  validArbitrary,
} from './support/zod-arbitraries';
import { multipart } from '../features/invoice-imports/test-helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

type Case = {
  label: string;
  parts: Parts;
  /** A body sent as is (content type and bytes), instead of parts.body as JSON. */
  raw?: { contentType?: string; payload: string | Buffer };
  /** The field a 400 must name (one field of a valid request was broken). */
  expectField?: string;
  remoteAddress?: string;
};

const t: Trust = await createTrust({ invoices: 16 });
const routes: RouteAccess[] = t.h.app.routeTable;
const ownerA: AuthHeaders = await t.session('u1');
const digestB = await tenantDigest(t.h.db, t.b.id);
let cases = 0;

afterAll(async () => {
  console.log(`[trust] bad input: ${cases} requests over ${routes.length} routes (FUZZ_RUNS=${RUNS})`);
  expect(changedTables(digestB, await tenantDigest(t.h.db, t.b.id))).toEqual([]);
  await t.close();
});

const RAW_JSON: readonly (string | Buffer)[] = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"texto"',
  '1e999',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(40)}1${']'.repeat(40)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
  `{"x":"${'x'.repeat(1_200_000)}"}`,
  '\ufeff{"a":1}',
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
];
const RAW_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
];

const wire = (v: unknown, place: Place) => onTheWireObject(v, place);

/** The field the server must name for this location's value, or undefined when it is valid. */
function fieldOf(schema: Schema | undefined, value: unknown, place: Place): string | undefined {
  if (!schema) return undefined;
  const res = (
    schema as unknown as {
      safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };
    }
  ).safeParse(wire(value, place));
  if (res.success) return undefined;
  return res.error!.issues[0].path.map(String).join('.') || 'cuerpo';
}

function caseArbitrary(route: RouteAccess, own: Parts): fc.Arbitrary<Case> {
  const schemas = schemasOf(route);
  const params = pathParams(route.url);
  const validOf = (s: Schema | undefined, full: boolean) =>
    s ? validArbitrary(s, { full }) : fc.constant(undefined);
  const validParts = (full: boolean): fc.Arbitrary<Parts> =>
    fc
      .record({
        params: fc.oneof(fc.constant(own.params), validOf(schemas.params, full)),
        query: validOf(schemas.querystring, full),
        body: fc.oneof(fc.constant(own.body), validOf(schemas.body, full)),
      })
      .map((p) => ({
        params: (wire(p.params ?? own.params, 'params') as Record<string, unknown>) ?? {},
        query: wire(p.query, 'querystring') as Record<string, unknown> | undefined,
        body: p.body,
      }));

  const valid = validParts(false).map((parts): Case => ({ label: 'valid', parts }));

  // One field of a valid request broken: set to a hostile value, removed, or joined by an extra key.
  const places = (['params', 'querystring', 'body'] as const).filter((p) => schemas[p]);
  const mutated: fc.Arbitrary<Case> | null = places.length
    ? fc
        .tuple(
          validParts(true),
          fc.constantFrom(...places),
          fc.nat(),
          fc.constantFrom('set', 'set', 'set', 'delete', 'extra'),
          hostileValue,
          hostileString,
          extraKey,
        )
        .map(([parts, place, pick, op, value, text, extra]): Case => {
          const schema = schemas[place]!;
          const leaves = leafPaths(schema);
          const leaf = leaves.length ? leaves[pick % leaves.length].path : [];
          const loc = place === 'params' ? parts.params : place === 'querystring' ? parts.query : parts.body;
          let next: unknown;
          if (op === 'extra') next = setPath(loc, [extra], place === 'body' ? value : text);
          else if (op === 'delete') next = setPath(loc, leaf, undefined);
          else next = setPath(loc, leaf, place === 'body' ? value : text);
          if (place === 'params') {
            // A path segment cannot be removed or emptied without changing the route.
            if (op === 'delete' || text === '') next = loc;
            for (const p of params) if ((next as Record<string, unknown>)[p] === undefined) next = loc;
          }
          const out: Parts = {
            params: place === 'params' ? (next as Record<string, unknown>) : parts.params,
            query: place === 'querystring' ? (next as Record<string, unknown>) : parts.query,
            body: place === 'body' ? next : parts.body,
          };
          const baseValid =
            !fieldOf(schemas.params, parts.params, 'params') &&
            !fieldOf(schemas.querystring, parts.query, 'querystring') &&
            !fieldOf(schemas.body, parts.body, 'body');
          // A body nested past the depth limit is refused by the parser, before any field is read.
          const tooDeep = place === 'body' && jsonDeeperThan(JSON.stringify(next) ?? '', MAX_JSON_DEPTH);
          // …and so is a body with prototype keys; a path parameter over 100 characters is the router's.
          const poisoned = place === 'body' && /"(__proto__|constructor)"/.test(JSON.stringify(next) ?? '');
          const longParam =
            place === 'params' &&
            Object.values(next as Record<string, unknown>).some(
              (v) => encodeURIComponent(wellFormed(String(v))).length > 100,
            );
          const field =
            baseValid && !tooDeep && !poisoned && !longParam ? fieldOf(schema, next, place) : undefined;
          return { label: `${place} ${op} ${leaf.join('.')}`, parts: out, expectField: field };
        })
    : null;

  // From outside any schema.
  const hostileParams = fc.record(
    Object.fromEntries(params.map((p) => [p, hostileString.filter((s) => s !== '')])),
  );
  const queryKeys = schemas.querystring ? leafPaths(schemas.querystring).map((l) => l.path[0]) : [];
  const hostileQuery = fc.option(
    fc.dictionary(
      fc.oneof(fc.constantFrom(...queryKeys, 'x'), hostileString),
      fc.oneof(hostileString, fc.array(hostileString, { maxLength: 3 })),
      { maxKeys: 5 },
    ),
    { nil: undefined },
  );
  const hasBody = route.method !== 'GET';
  const hostile = fc
    .record({
      params: hostileParams,
      query: hostileQuery,
      body: hasBody ? hostileValue : fc.constant(undefined),
    })
    .map((p): Case => ({ label: 'hostile', parts: p as Parts, remoteAddress: undefined }));
  const raw = fc
    .record({
      parts: validParts(false),
      type: fc.constantFrom(...RAW_TYPES),
      payload: fc.constantFrom(...RAW_JSON),
    })
    .map(
      (r): Case => ({
        label: `raw ${r.type}`,
        parts: r.parts,
        raw: { contentType: r.type, payload: r.payload },
      }),
    );

  const options: fc.Arbitrary<Case>[] = [valid, hostile];
  if (mutated) options.push(mutated, mutated);
  if (hasBody) options.push(raw);
  if (isMultipart(route)) options.push(uploadCase(route, validParts(false)));
  // Public routes: each case from its own address, so the sign-in throttle measures nothing here.
  return fc
    .tuple(fc.oneof(...options), fc.integer({ min: 1, max: 250 }), fc.integer({ min: 1, max: 250 }))
    .map(([c, x, y]) => ({
      ...c,
      remoteAddress: route.access === 'public' ? `198.51.${x}.${y}` : undefined,
    }));
}

const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 0)]);
const GZIP = Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), Buffer.alloc(200, 1)]);
const NAMES = [
  '../../../../etc/passwd',
  '..\\..\\boot.ini',
  '/etc/shadow',
  'a\u0000.pdf',
  'ñandú 🧾.csv',
  `${'n'.repeat(5000)}.pdf`,
  '',
  '.',
];

/** Uploads of every kind to a multipart route: valid, random bytes, hostile names, wrong fields. */
function uploadCase(route: RouteAccess, parts: fc.Arbitrary<Parts>): fc.Arbitrary<Case> {
  const rule = uploadRule(route)!;
  const business = { rut: t.a.rut, name: tenantName(t, t.a) };
  const content = fc.oneof(
    fc.constant(rule.valid(business).bytes),
    fc.uint8Array({ maxLength: 3000 }).map((b) => Buffer.from(b)),
    fc.constantFrom(
      ZIP,
      GZIP,
      Buffer.from('%PDF-1.4\n'),
      Buffer.from('<?xml version="1.0"?><x/>'),
      Buffer.alloc(0),
    ),
  );
  return fc
    .record({
      parts,
      bytes: content,
      name: fc.oneof(fc.constant(rule.valid(business).name), fc.constantFrom(...NAMES)),
      field: fc.constantFrom(rule.field, rule.field, 'otro'),
      count: fc.integer({ min: 0, max: 3 }),
      garbage: fc.boolean(),
    })
    .map((u): Case => {
      if (u.garbage) {
        return {
          label: 'upload garbage',
          parts: u.parts,
          raw: {
            contentType: 'multipart/form-data; boundary=zzz',
            payload: Buffer.from(`--zzz\r\n${u.bytes.toString('latin1')}`),
          },
        };
      }
      const files = Array.from({ length: u.count }, () => ({ name: u.name, bytes: u.bytes, field: u.field }));
      const { payload, contentType } = multipart(files, rule.fields?.());
      return { label: `upload ${u.count} × ${u.field}`, parts: u.parts, raw: { contentType, payload } };
    });
}

async function run(route: RouteAccess, c: Case, auth: Record<string, string>) {
  const url = urlOf(route, c.parts.params, c.parts.query);
  const headers: Record<string, string> = { ...auth };
  let payload: string | Buffer | undefined;
  if (c.raw) {
    if (c.raw.contentType) headers['content-type'] = c.raw.contentType;
    payload = c.raw.payload;
  } else if (isMultipart(route)) {
    const rule = uploadRule(route)!;
    const file = rule.valid({ rut: t.a.rut, name: tenantName(t, t.a) });
    const form = multipart([{ name: file.name, bytes: file.bytes, field: rule.field }], rule.fields?.());
    headers['content-type'] = form.contentType;
    payload = form.payload;
  } else if (c.parts.body !== undefined && route.method !== 'GET') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(c.parts.body) ?? 'null';
  }
  try {
    return await t.inject({
      method: route.method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
      ...(c.remoteAddress ? { remoteAddress: c.remoteAddress } : {}),
    });
  } catch (err) {
    throw new Error(`${route.method} ${url} [${c.label}] could not be sent: ${(err as Error).stack}`);
  }
}

describe('every route, given anything', () => {
  for (const route of routes) {
    it(
      `${route.method} ${route.url}: no 5xx, Spanish 4xx naming the field, nothing written when refused`,
      async () => {
        const objects = await t.fresh(t.a);
        const own =
          route.access === 'business'
            ? baseParts(route, objects)
            : { params: {}, query: undefined, body: undefined };
        await fc.assert(
          fc.asyncProperty(caseArbitrary(route, own), async (c) => {
            // 'user' routes end or change the session they are given: each case gets its own, of a
            // user of neither A nor B.
            // 'operator' routes are tried by the deployment's operator (any other user gets a 403).
            const session =
              route.access === 'user'
                ? await t.session('u3')
                : route.access === 'operator'
                  ? await t.session(OPERATOR_KEY)
                  : ownerA;
            const auth = route.access === 'public' ? {} : { ...session, 'business-id': String(t.a.id) };
            const before = await tenantStamp(t.h.db, t.a.id);
            const res = await run(route, c, auth);
            cases++;
            if (route.access === 'user' || route.access === 'operator') await t.endSession(session);
            const what = `${route.method} ${route.url} [${c.label}] → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, what).toBeLessThan(500);
            if (res.statusCode >= 400) {
              const body = errorBody(res);
              expect(isSpanish(body?.error), what).toBe(true);
              if (c.expectField !== undefined && !c.raw) {
                expect(res.statusCode, what).toBe(400);
                expect(body?.field, what).toBe(c.expectField);
                expect(String(body?.error), what).toContain(`'${c.expectField}'`);
              }
              expect(changedTables(before, await tenantStamp(t.h.db, t.a.id)), what).toEqual([]);
            }
          }),
          { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
        );
      },
      30_000 + RUNS * 400,
    );
  }
});
