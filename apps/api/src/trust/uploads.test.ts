// Trust suite — hostile uploads, on every multipart route of the server's own table (OWASP API4
// unrestricted resource consumption; ASVS V12 files). Each route, old or new, gets every file
// here: a form cut off in the middle of a part, a boundary longer than RFC 2046 allows, a .pfx
// whose own iteration counts would cost seconds of key derivation, an archive listing 115,000
// entries. Each is refused with a Spanish 4xx, never a 5xx, and the tenant's rows stay as they were.
import { afterAll, describe, expect, it } from 'vitest';
import { makePkcs12, withIterationCounts } from '../features/certificates/pkcs12-fixtures';
import { multipart } from '../features/invoice-imports/test-helpers';
import type { RouteAccess } from '../plugins/access';
import type { AuthHeaders } from '../test/harness';
import { manyEntryDocx } from '../test/hostile-files';
import { errorBody, isSpanish, tenantName } from './support/client';
import { changedTables, tenantStamp } from './support/digest';
import { baseParts, urlOf } from './support/requests';
import { isMultipart, uploadRule } from './support/routes';
import { type Trust, createTrust } from './support/tenants';

const t: Trust = await createTrust({ invoices: 4 });
const uploads: RouteAccess[] = t.h.app.routeTable.filter(isMultipart);
const owner: AuthHeaders = await t.session('u1');
afterAll(() => t.close());

const DAY = 86_400_000;
const PASSWORD = 'clave-de-prueba';
/** The reported certificate: a MAC iteration count of 2,000,000 (12.6 s of key derivation). */
const costlyPfx = withIterationCounts(
  makePkcs12({
    holderName: 'Titular',
    notBefore: new Date(Date.now() - DAY),
    notAfter: new Date(Date.now() + 300 * DAY),
    password: PASSWORD,
    algorithm: '3des',
  }),
  { mac: 2_000_000 },
);
const crowdedDocx = manyEntryDocx(115_000);

type Hostile = { label: string; contentType: string; payload: Buffer };

/** The route's valid form, with its file replaced by `bytes` named `name`. */
function formWith(route: RouteAccess, name: string | null, bytes: Buffer | null) {
  const rule = uploadRule(route)!;
  const valid = rule.valid({ rut: t.a.rut, name: tenantName(t, t.a) });
  const extras = { ...rule.fields?.(), ...(name?.endsWith('.pfx') ? { password: PASSWORD } : {}) };
  return multipart([{ name: name ?? valid.name, bytes: bytes ?? valid.bytes, field: rule.field }], extras);
}

function hostileBodies(route: RouteAccess): Hostile[] {
  const whole = formWith(route, null, null);
  const boundary = whole.contentType.split('boundary=')[1]!;
  // Cut inside the file part: no closing boundary ever arrives.
  const fileAt = whole.payload.indexOf('filename=');
  const truncated = whole.payload.subarray(0, fileAt + 120);
  const long = 'b'.repeat(300);
  const longForm = Buffer.from(whole.payload.toString('latin1').split(boundary).join(long), 'latin1');
  const pfx = formWith(route, 'certificado.pfx', costlyPfx);
  const docx = formWith(route, 'informe.docx', crowdedDocx);
  return [
    { label: 'a part cut off', contentType: whole.contentType, payload: truncated },
    {
      label: 'a 300-character boundary',
      contentType: `multipart/form-data; boundary=${long}`,
      payload: longForm,
    },
    {
      label: 'a header without its end',
      contentType: whole.contentType,
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="x"`),
    },
    { label: 'a .pfx asking for 2,000,000 iterations', ...pfx },
    { label: 'a .docx of 115,000 entries', ...docx },
  ];
}

describe('hostile uploads, on every multipart route', () => {
  it('the server has its upload routes (nine when this was written)', () => {
    expect(uploads.length).toBeGreaterThanOrEqual(9);
  });
  for (const route of uploads) {
    it(`${route.method} ${route.url}: a Spanish 4xx for each, nothing written`, async () => {
      const objects = await t.fresh(t.a);
      const parts = baseParts(route, objects);
      const url = urlOf(route, parts.params, parts.query);
      for (const h of hostileBodies(route)) {
        const before = await tenantStamp(t.h.db, t.a.id);
        const res = await t.inject({
          method: route.method as 'POST',
          url,
          headers: { ...owner, 'business-id': String(t.a.id), 'content-type': h.contentType },
          payload: h.payload,
        });
        const what = `${route.method} ${route.url} [${h.label}] → ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, what).toBeLessThan(500);
        expect(isSpanish(errorBody(res)?.error), what).toBe(true);
        expect(changedTables(before, await tenantStamp(t.h.db, t.a.id)), what).toEqual([]);
        // The malformed forms are the request's fault, answered as such.
        if (h.label.includes('cut') || h.label.includes('boundary') || h.label.includes('header'))
          expect(res.statusCode, what).toBe(400);
      }
    }, 120_000);
  }
});
