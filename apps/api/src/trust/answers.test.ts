// Trust suite 3 (continued) — what every answer carries, whoever produces it (ASVS V3.4 headers,
// V14.3 caching of sensitive data, V16 logging; OWASP API8): `Cache-Control: no-store` on every
// route's answer; Spanish `{error}` with the security headers also where Node or Fastify answer
// before any route (headers too large, malformed requests, router errors); and a client that hangs
// up is not logged as a database outage, while the database going away still is.
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { Db } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { createMailer } from '../lib/mailer';
import type { AuthHeaders } from '../test/harness';
import { errorBody, isSpanish, send, workingBase } from './support/client';
import { baseParts } from './support/requests';
import { type Trust, createTrust, inTenant } from './support/tenants';

let t: Trust;
let owner: AuthHeaders;
beforeAll(async () => {
  t = await createTrust();
  owner = await t.session('u1');
});
afterAll(() => t?.close());

const noStore = (h: Record<string, unknown>) => String(h['cache-control'] ?? '').includes('no-store');
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('Cache-Control', () => {
  // A walker over every route: its time grows with the API.
  it('is no-store on every route’s answer: working requests, refusals and public routes', {
    timeout: 240_000,
  }, async () => {
    const missing: string[] = [];
    // A read leaves A's objects as they were; a write that worked takes a fresh set after it.
    let objects = await t.fresh(t.a);
    for (const r of t.h.app.routeTable) {
      const unauthenticated = await t.inject({
        method: r.method as 'GET',
        url: r.url.replace(/:(\w+)/g, '1'),
      });
      if (!noStore(unauthenticated.headers)) missing.push(`${key(r)} → ${unauthenticated.statusCode}`);
      if (r.access === 'public') continue;
      let status: number;
      let headers: Record<string, unknown>;
      if (r.access === 'business') {
        const base = await workingBase(t, r, owner);
        ({ statusCode: status, headers } = (
          await send(t, r, base.parts(objects), inTenant(owner, t.a.id))
        ).res);
        // A refused write changed nothing (bad-input proves it), so its objects still serve.
        if (r.method !== 'GET' && status < 300) objects = await t.fresh(t.a);
      } else {
        // Its own session: a user route may sign out or fail the password check.
        const own = await t.session('u1');
        const { res } = await send(t, r, baseParts(r, t.a.objects), own);
        ({ statusCode: status, headers } = res);
        await t.endSession(own);
      }
      if (!noStore(headers)) missing.push(`${key(r)} (signed in) → ${status}`);
    }
    expect(missing).toEqual([]);
    console.log(`[trust] Cache-Control: no-store checked on ${t.h.app.routeTable.length} routes`);
  });
});

/** Writes raw bytes to the listening server and reads the whole answer. */
function rawRequest(port: number, data: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(data));
    let out = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => {
      out += d;
    });
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(new Error(`no answer to ${data.slice(0, 40)}`)), 5_000);
  });
}

function parseRaw(answer: string) {
  const [head, body = ''] = answer.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: Buffer.from(body, 'latin1').toString('utf8'),
  };
}

describe('answers written before any route', () => {
  let port: number;
  beforeAll(async () => {
    await t.h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.h.app.server.address() as { port: number }).port;
  });

  const cases: [string, number, string][] = [
    [
      'headers too large',
      431,
      `GET /api/v1/feature_flags/public HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`,
    ],
    [
      'too many header fields',
      431,
      `GET /api/v1/feature_flags/public HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 3_000 }, (_, i) => `X-H${i}: 1`).join('\r\n')}\r\n\r\n`,
    ],
    ['a request Node cannot parse', 400, 'HOLA MUNDO\r\n\r\n'],
    ['a bad request line', 400, 'GET /api/v1 HTTP/9.9\r\nHost: x\r\n\r\n'],
    ['a path the router cannot decode', 400, 'GET /api/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
  ];
  for (const [name, status, request] of cases) {
    it(`${name}: ${status}, Spanish {error}, the security headers and no-store`, async () => {
      const res = parseRaw(await rawRequest(port, request));
      expect(res.status).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = JSON.parse(res.body);
      expect(Object.keys(body)).toEqual(['error']);
      expect(isSpanish(body.error), body.error).toBe(true);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['cache-control']).toBe('no-store');
    });
  }
});

describe('a connection reset', () => {
  let app: App;
  let logs: { level: number; msg: string }[];
  let failDb = false;
  let port: number;
  beforeAll(async () => {
    logs = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
        done();
      },
    });
    // The harness's database, failing on demand as the pg driver does when its socket is reset.
    const db: Db = {
      ...t.h.db,
      query: (...args: Parameters<Db['query']>) => {
        if (failDb) {
          return Promise.reject(
            Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104, syscall: 'read' }),
          );
        }
        return t.h.db.query(...args);
      },
    } as Db;
    const deps = { config: t.h.config, db, mailer: createMailer({ from: 'x@portal.test', db }) };
    app = await buildApp({ ...deps, logger: { level: 'info', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app?.close());

  it('from the client (hanging up mid-body) is not logged as a database outage', async () => {
    logs.length = 0;
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/v1/users/sign_in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"a',
        );
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('close', () => setTimeout(resolve, 300));
    });
    expect(logs.map((l) => l.msg)).not.toContain('database unavailable');
    expect(logs.filter((l) => l.level >= 50)).toEqual([]);
    expect(logs.map((l) => l.msg)).toContain('client closed the connection');
  });

  it('from the database driver is still an outage: 503 with Retry-After, logged as such', async () => {
    logs.length = 0;
    failDb = true;
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/users/my_profile', headers: owner });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(isSpanish(errorBody(res)?.error)).toBe(true);
    } finally {
      failDb = false;
    }
    expect(logs.map((l) => l.msg)).toContain('database unavailable');
  });
});
