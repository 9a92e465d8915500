// Trust suite 4 (retries) — every write a client may retry is idempotent: naturally (sending it
// again leaves the business as the first one did), or through the Idempotency-Key header (the
// route declares `config.idempotent`; the retry answers the first answer and writes nothing).
// Walks the route table, so a new write endpoint is covered the day it is added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../plugins/access';
import { IDEMPOTENCY_HEADER } from '../plugins/idempotency';
import type { AuthHeaders } from '../test/harness';
import { errorBody, isSpanish, send, workingBase } from './support/client';
import { changedTables, tenantDigest } from './support/digest';
import { type Trust, createTrust, inTenant } from './support/tenants';

let t: Trust;
let owner: AuthHeaders;
let routes: RouteAccess[];
beforeAll(async () => {
  t = await createTrust();
  owner = await t.session('u1');
  routes = t.h.app.routeTable;
});
afterAll(() => t?.close());

const writes = () => routes.filter((r) => r.access === 'business' && r.method !== 'GET');
const keyed = (r: RouteAccess) => r.idempotent;
// Rows that change on any touch of a row, without changing what the business has.
const VOLATILE = ['updated_at'];

let n = 0;
const newKey = () => `clave-${Date.now()}-${n++}`;

describe('every write a client may retry', () => {
  // A walker over every route: its time grows with the API.
  it('is naturally idempotent, or declares Idempotency-Key and replays the first answer', {
    timeout: 240_000,
  }, async () => {
    const report: string[] = [];
    for (const r of writes()) {
      const base = await workingBase(t, r, owner);
      const parts = base.parts(await t.fresh(t.a));
      if (keyed(r)) {
        const headers = { ...inTenant(owner, t.a.id), [IDEMPOTENCY_HEADER]: newKey() };
        const first = await send(t, r, parts, headers);
        expect(first.res.statusCode, `${r.method} ${r.url}: ${first.res.body}`).toBeLessThan(300);
        const after = await tenantDigest(t.h.db, t.a.id);
        const again = await send(t, r, parts, headers);
        expect(again.res.statusCode).toBe(first.res.statusCode);
        expect(again.res.body).toBe(first.res.body);
        expect(again.res.headers['idempotent-replayed']).toBe('true');
        expect(changedTables(after, await tenantDigest(t.h.db, t.a.id)), `${r.method} ${r.url}`).toEqual([]);
        report.push(`${r.method} ${r.url}: Idempotency-Key`);
      } else {
        const first = await send(t, r, parts, inTenant(owner, t.a.id));
        expect(first.res.statusCode, `${r.method} ${r.url}: ${first.res.body}`).toBeLessThan(300);
        const after = await tenantDigest(t.h.db, t.a.id, { ignore: VOLATILE });
        const again = await send(t, r, parts, inTenant(owner, t.a.id));
        expect(again.res.statusCode).toBeLessThan(500);
        expect(
          changedTables(after, await tenantDigest(t.h.db, t.a.id, { ignore: VOLATILE })),
          `${r.method} ${r.url} is not idempotent: declare config.idempotent`,
        ).toEqual([]);
        report.push(`${r.method} ${r.url}: natural (${again.res.statusCode} on repeat)`);
      }
    }
    console.log(`[trust] retry-safe writes:\n  ${report.join('\n  ')}`);
  });
});

describe('Idempotency-Key', () => {
  const bulk = () => routes.find((r) => r.url.endsWith('/bulk_update'))!;
  const imports = () => routes.find((r) => r.method === 'POST' && r.url.endsWith('/sii_invoice/imports'))!;

  it('is declared on the import and the bulk update', () => {
    expect(keyed(imports())).toBe(true);
    expect(keyed(bulk())).toBe(true);
  });

  it('replays an import: one import in the history, the same answer', async () => {
    const r = imports();
    const base = await workingBase(t, r, owner);
    const parts = base.parts(t.a.objects);
    const key = newKey();
    const count = async () =>
      (
        await t.h.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM invoice_imports WHERE business_id = $1',
          [t.a.id],
        )
      ).rows[0].n;
    const before = await count();
    const headers = { ...inTenant(owner, t.a.id), [IDEMPOTENCY_HEADER]: key };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await send(t, r, parts, headers)).res);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await count()).toBe(before + 1);
    // Without the key the same file is a new import (of unchanged documents): the key is what dedupes.
    expect((await send(t, r, parts, inTenant(owner, t.a.id))).res.statusCode).toBe(200);
    expect(await count()).toBe(before + 2);
  });

  it('runs concurrent retries once: the others wait (409 with Retry-After) or replay', async () => {
    const r = bulk();
    const base = await workingBase(t, r, owner);
    const parts = base.parts(await t.fresh(t.a));
    const headers = { ...inTenant(owner, t.a.id), [IDEMPOTENCY_HEADER]: newKey() };
    const all = await Promise.all(Array.from({ length: 6 }, () => send(t, r, parts, headers)));
    const ok = all.filter((a) => a.res.statusCode === 200);
    const busy = all.filter((a) => a.res.statusCode === 409);
    expect(ok.length + busy.length).toBe(6);
    expect(new Set(ok.map((a) => a.res.body)).size).toBe(1);
    expect(ok.filter((a) => a.res.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    for (const b of busy) {
      expect(Number(b.res.headers['retry-after'])).toBeGreaterThan(0);
      expect(isSpanish(errorBody(b.res)?.error)).toBe(true);
    }
  });

  it('refuses the same key for another request (422), and a malformed key (400)', async () => {
    const r = bulk();
    const base = await workingBase(t, r, owner);
    const parts = base.parts(await t.fresh(t.a));
    const key = newKey();
    const headers = { ...inTenant(owner, t.a.id), [IDEMPOTENCY_HEADER]: key };
    expect((await send(t, r, parts, headers)).res.statusCode).toBe(200);
    const other = {
      ...parts,
      body: { ...(parts.body as object), payed: !(parts.body as { payed?: boolean }).payed },
    };
    const mismatch = await send(t, r, other, headers);
    expect(mismatch.res.statusCode).toBe(422);
    expect(isSpanish(errorBody(mismatch.res)?.error)).toBe(true);
    for (const bad of ['', 'con espacio', 'x'.repeat(256), 'ñandú']) {
      const res = await send(t, r, parts, { ...inTenant(owner, t.a.id), [IDEMPOTENCY_HEADER]: bad });
      expect(res.res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('is scoped to the business: B’s key of the same name is another key', async () => {
    const r = bulk();
    const base = await workingBase(t, r, owner);
    const key = newKey();
    const a = await send(t, r, base.parts(await t.fresh(t.a)), {
      ...inTenant(owner, t.a.id),
      [IDEMPOTENCY_HEADER]: key,
    });
    const ownerB = await t.session('u2');
    const partsB = base.parts(t.b.objects);
    const b = await send(t, r, partsB, { ...inTenant(ownerB, t.b.id), [IDEMPOTENCY_HEADER]: key }, t.b);
    expect(a.res.statusCode).toBe(200);
    expect(b.res.statusCode).toBe(200);
    expect(b.res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('releases the key when the request fails, so a corrected retry runs', async () => {
    const r = bulk();
    const key = newKey();
    const headers = { ...inTenant(owner, t.a.id), [IDEMPOTENCY_HEADER]: key };
    const failed = await send(
      t,
      r,
      { params: {}, query: undefined, body: { operationType: 'VENTA' } },
      headers,
    );
    expect(failed.res.statusCode).toBe(400);
    const { rows } = await t.h.db.query(
      'SELECT 1 FROM idempotency_keys WHERE business_id = $1 AND key = $2',
      [t.a.id, key],
    );
    expect(rows).toEqual([]);
  });
});
