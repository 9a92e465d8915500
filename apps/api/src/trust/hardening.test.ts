// Trust suite 3 (continued) — HTTP hardening (ASVS V3 web frontend, V4 API, V5 files; OWASP API4
// resource consumption, API8 misconfiguration): security headers and the CSP the SPA runs under,
// CORS closed, body size and JSON depth limits, the per-tenant rate limit, and the multipart routes
// (invoice imports, invoice document): size limits, type read from the content (magic bytes),
// archives and compressed bombs refused without being opened, file names never used as paths.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync, gzipSync } from 'node:zlib';
import { MAX_IMPORT_FILES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../features/invoice-imports/test-helpers';
import { MAX_JSON_DEPTH } from '../plugins/limits';
import { type AuthHeaders, createHarness } from '../test/harness';
import { errorBody, isSpanish, tenantName } from './support/client';
import { changedTables, tenantDigest } from './support/digest';
import { UPLOADS } from './support/registry';
import { PDF, type Trust, createTrust, inTenant } from './support/tenants';

const WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const hasDist = existsSync(join(WEB_DIST, 'index.html'));

let t: Trust;
let owner: AuthHeaders;
let webDist: string;
beforeAll(async () => {
  // The built SPA when there is one (npm test builds it before the browser suite); else a stand-in page.
  webDist = hasDist ? WEB_DIST : mkdtempSync(join(tmpdir(), 'portal-web-'));
  if (!hasDist)
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  t = await createTrust({ env: { WEB_DIST: webDist } });
  owner = await t.session('u1');
});
afterAll(async () => {
  await t?.close();
  if (!hasDist) rmSync(webDist, { recursive: true, force: true });
});

const csp = (h: Record<string, unknown>) =>
  Object.fromEntries(
    String(h['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([k, ...v]) => [k, v]),
  );

describe('security headers', () => {
  it('are on API answers, errors, downloads and the SPA page', async () => {
    const answers = [
      await t.inject({ method: 'GET', url: '/api/v1/feature_flags/public' }),
      await t.inject({ method: 'GET', url: '/api/v1/client/settings' }),
      await t.inject({ method: 'GET', url: '/api/no-existe' }),
      await t.inject({
        method: 'GET',
        url: `/api/v1/client/sii_invoice/invoices/${t.a.objects.invoice}/document`,
        headers: inTenant(owner, t.a.id),
      }),
      await t.inject({ method: 'GET', url: '/panel/facturas' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 200, 200]);
    for (const res of answers) {
      const h = res.headers;
      expect(h['x-content-type-options'], res.body.slice(0, 80)).toBe('nosniff');
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['x-powered-by']).toBeUndefined();
      expect(h['referrer-policy']).toBeDefined();
      const policy = csp(h);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
    }
    // The document is served inline with its checked type, never sniffed, never cached.
    expect(answers[3].headers['content-type']).toBe('application/pdf');
    expect(answers[3].headers['cache-control']).toBe('private, no-store');
  });

  it('the SPA runs under that policy: no inline scripts or handlers, scripts from the same origin, no eval', () => {
    const html = readFileSync(join(webDist, 'index.html'), 'utf8');
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(m[1], 'a script without src is inline').toMatch(/\bsrc="\/[^/]/);
      expect(m[2].trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    if (hasDist) {
      const assets = join(webDist, 'assets');
      for (const f of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
        const js = readFileSync(join(assets, f), 'utf8');
        expect(/\beval\(|new Function\(/.test(js), `${f} needs 'unsafe-eval'`).toBe(false);
      }
    } else {
      console.warn('[trust] apps/web/dist is not built: the SPA bundle was not checked against the CSP');
    }
  });
});

describe('CORS', () => {
  it('is closed: no Access-Control-Allow-Origin for a foreign origin, preflight refused', async () => {
    const origin = 'https://atacante.example';
    const get = await t.inject({
      method: 'GET',
      url: '/api/v1/client/settings',
      headers: { ...inTenant(owner, t.a.id), origin },
    });
    expect(get.statusCode).toBe(200);
    const preflight = await t.inject({
      method: 'OPTIONS',
      url: '/api/v1/client/settings',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'access-token',
      },
    });
    expect(preflight.statusCode).toBe(404);
    for (const res of [get, preflight]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers['access-control-allow-headers']).toBeUndefined();
    }
  });
});

describe('request limits', () => {
  it('refuses a body over 1 MiB with a Spanish 413, writing nothing', async () => {
    const before = await tenantDigest(t.h.db, t.a.id);
    const res = await t.inject({
      method: 'PUT',
      url: '/api/v1/client/sii_invoice/comments',
      headers: { ...inTenant(owner, t.a.id), 'content-type': 'application/json' },
      payload: JSON.stringify({ comment_id: t.a.objects.comment, message: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(isSpanish(errorBody(res)?.error)).toBe(true);
    expect(await tenantDigest(t.h.db, t.a.id)).toEqual(before);
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels with a Spanish 400, and accepts up to it`, async () => {
    const nest = (n: number) => `${'{"a":'.repeat(n - 1)}{}${'}'.repeat(n - 1)}`;
    const post = (payload: string) =>
      t.inject({
        method: 'PUT',
        url: '/api/v1/client/businesses',
        headers: { ...inTenant(owner, t.a.id), 'content-type': 'application/json' },
        payload,
      });
    const deep = await post(`{"business":${nest(MAX_JSON_DEPTH)}}`);
    expect(deep.statusCode).toBe(400);
    expect(errorBody(deep)?.error).toMatch(/anidación/);
    const huge = await post(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(huge.statusCode).toBe(400);
    expect(errorBody(huge)?.error).toMatch(/anidación/);
    const ok = await post(`{"business":${nest(MAX_JSON_DEPTH - 1)}}`);
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a prototype-poisoning body', async () => {
    const res = await t.inject({
      method: 'PUT',
      url: '/api/v1/client/businesses',
      headers: { ...inTenant(owner, t.a.id), 'content-type': 'application/json' },
      payload: '{"business":{"__proto__":{"isAdmin":true}}}',
    });
    expect(res.statusCode).toBe(400);
    expect(isSpanish(errorBody(res)?.error)).toBe(true);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('per-tenant rate limit', () => {
  it('answers 429 with Retry-After past the limit, per business and user, and only on the client API', async () => {
    const h = await createHarness({ businesses: 2, env: { RATE_LIMIT_PER_MINUTE: '5' } });
    try {
      const a = await h.signInAs('u1');
      const b = await h.signInAs('u2');
      const get = (auth: AuthHeaders, business: number, url = '/api/v1/client/settings') =>
        h.app.inject({ method: 'GET', url, headers: { ...auth, 'business-id': String(business) } });
      // Someone without a session naming business B spends none of B's allowance.
      for (let i = 0; i < 10; i++) {
        const res = await h.app.inject({
          method: 'GET',
          url: '/api/v1/client/settings',
          headers: { 'business-id': String(h.businessId('b2')) },
        });
        expect(res.statusCode).toBe(401);
      }
      for (let i = 0; i < 5; i++) expect((await get(a, h.businessId('b1'))).statusCode).toBe(200);
      const limited = await get(a, h.businessId('b1'), '/api/v1/client/todo_tasks');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(isSpanish(errorBody(limited)?.error)).toBe(true);
      // Other tenants keep their allowance; the user's own routes (profile) are not the client API.
      for (let i = 0; i < 5; i++) expect((await get(b, h.businessId('b2'))).statusCode).toBe(200);
      const profile = await h.app.inject({ method: 'GET', url: '/api/v1/users/my_profile', headers: a });
      expect(profile.statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });
});

const IMPORTS = '/api/v1/client/sii_invoice/imports';
const documentUrl = () => `/api/v1/client/sii_invoice/invoices/${t.a.objects.invoice}/document`;
const MB = 1024 * 1024;

function upload(
  url: string,
  files: { name: string; bytes: Buffer; field: string }[],
  extra: Record<string, string> = {},
) {
  const { payload, contentType } = multipart(files);
  return t.inject({
    method: 'POST',
    url,
    headers: { ...inTenant(owner, t.a.id), 'content-type': contentType, ...extra },
    payload,
  });
}

/** A ZIP whose one entry inflates to `size` bytes of zeros (an archive bomb in miniature). */
function zipBomb(size: number): Buffer {
  const data = deflateRawSync(Buffer.alloc(size), { level: 9 });
  const name = Buffer.from('ventas.csv');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
}

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d)) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

const validCsv = () => UPLOADS[0].valid({ rut: t.a.rut, name: tenantName(t, t.a) }).bytes;

describe('invoice imports', () => {
  it('refuse a file over 10 MB and more files than allowed, in Spanish, writing nothing', async () => {
    const before = await tenantDigest(t.h.db, t.a.id);
    const big = Buffer.concat([validCsv(), Buffer.alloc(10 * MB + 1, 0x20)]);
    const res = await upload(IMPORTS, [{ name: 'grande.csv', bytes: big, field: 'files' }]);
    expect(res.statusCode).toBe(413);
    expect(errorBody(res)?.error).toMatch(/grande\.csv.*10 MB/);
    const many = Array.from({ length: MAX_IMPORT_FILES + 1 }, (_, i) => ({
      name: `f${i}.csv`,
      bytes: validCsv(),
      field: 'files',
    }));
    const tooMany = await upload(IMPORTS, many);
    expect(tooMany.statusCode).toBe(413);
    expect(isSpanish(errorBody(tooMany)?.error)).toBe(true);
    expect(changedTables(before, await tenantDigest(t.h.db, t.a.id))).toEqual([]);
  });

  it('read the type from the content, whatever the name says', async () => {
    const before = await tenantDigest(t.h.db, t.a.id);
    const cases: [string, Buffer, RegExp][] = [
      ['ventas.csv', PDF, /PDF/],
      ['ventas.csv', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a;b', 'utf16le')]), /UTF-16/],
      ['ventas.csv', Buffer.concat([Buffer.from('Nro;Tipo Doc\n'), Buffer.alloc(64, 0)]), /no es texto/],
      ['ventas.xml', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), /no es texto/],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await upload(IMPORTS, [{ name, bytes, field: 'files' }]);
      expect(res.statusCode, name).toBe(422);
      expect(errorBody(res)?.error).toMatch(message);
    }
    expect(changedTables(before, await tenantDigest(t.h.db, t.a.id))).toEqual([]);
  });

  it('refuse archive and compression bombs without opening them', async () => {
    const before = await tenantDigest(t.h.db, t.a.id);
    // The bombs are built first, so only what the server spends on them is measured. Building 250 MB
    // of them takes seconds on a quiet machine and several times that on a loaded one: its own budget.
    const bombs = {
      zip: zipBomb(200 * MB),
      gz: gzipSync(Buffer.alloc(200 * MB)),
      json: gzipSync(Buffer.from(JSON.stringify({ business: { activity: 'x'.repeat(50 * MB) } }))),
    };
    const rss = process.memoryUsage().rss;
    const zip = await upload(IMPORTS, [{ name: 'ventas.csv', bytes: bombs.zip, field: 'files' }]);
    expect(zip.statusCode).toBe(422);
    expect(errorBody(zip)?.error).toMatch(/ZIP/);
    const gz = await upload(IMPORTS, [{ name: 'ventas.csv', bytes: bombs.gz, field: 'files' }]);
    expect(gz.statusCode).toBe(422);
    // A compressed request body is not inflated either: it is not JSON (or not multipart) as sent.
    const encoded = await t.inject({
      method: 'PUT',
      url: '/api/v1/client/businesses',
      headers: { ...inTenant(owner, t.a.id), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: bombs.json,
    });
    expect(encoded.statusCode).toBeGreaterThanOrEqual(400);
    expect(encoded.statusCode).toBeLessThan(500);
    // Not inflated: the process grew by less than a fifth of one bomb. (How long another tenant
    // waits while hostile files arrive is the bench's "hostile" case, not a timed test.)
    expect((process.memoryUsage().rss - rss) / MB).toBeLessThan(50);
    expect(changedTables(before, await tenantDigest(t.h.db, t.a.id))).toEqual([]);
  }, 120_000);

  it('use the sender’s file name for display only', async () => {
    const before = filesUnder(t.dataDir);
    const res = await upload(IMPORTS, [
      { name: '../../../../tmp/ventas\u0001.csv', bytes: validCsv(), field: 'files' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().import.files[0].name).toBe('ventas.csv');
    // Imports keep no file at all: the data folder holds what it held.
    expect(filesUnder(t.dataDir)).toEqual(before);
  });
});

describe('invoice document', () => {
  it('refuses a file over 10 MB with a Spanish 413, keeping the previous document', async () => {
    const before = await tenantDigest(t.h.db, t.a.id);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB, 0x20)]);
    const res = await upload(documentUrl(), [{ name: 'grande.pdf', bytes: big, field: 'file' }]);
    expect(res.statusCode).toBe(413);
    expect(isSpanish(errorBody(res)?.error)).toBe(true);
    expect(changedTables(before, await tenantDigest(t.h.db, t.a.id))).toEqual([]);
  });

  it('checks the type by content: a PDF name does not make a PDF, a PNG stays a PNG', async () => {
    const refused: [string, Buffer][] = [
      ['factura.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
      ['factura.pdf', zipBomb(50 * MB)],
      ['factura.pdf', Buffer.from('GIF89a')],
      ['factura.pdf', Buffer.alloc(0)],
    ];
    for (const [name, bytes] of refused) {
      const res = await upload(documentUrl(), [{ name, bytes, field: 'file' }]);
      expect(res.statusCode, bytes.subarray(0, 10).toString()).toBe(415);
      expect(isSpanish(errorBody(res)?.error)).toBe(true);
    }
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(40, 1),
    ]);
    const ok = await upload(documentUrl(), [{ name: 'foto.pdf', bytes: png, field: 'file' }]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().document.content_type).toBe('image/png');
  });

  it('never uses the name as a path, and cannot inject headers through it', async () => {
    const names = ['../../../../etc/passwd', '..\\..\\boot.ini', 'a"\r\nSet-Cookie: sesion=robada; x=".pdf'];
    for (const name of names) {
      const res = await upload(documentUrl(), [{ name, bytes: PDF, field: 'file' }]);
      expect(res.statusCode, name).toBe(200);
      const stored = res.json().document.name as string;
      expect(stored).not.toMatch(/[/\\\r\n]/);
      const { rows } = await t.h.db.query<{ storage_key: string }>(
        'SELECT storage_key FROM invoice_files WHERE invoice_id = $1',
        [t.a.objects.invoice],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].storage_key).toMatch(
        new RegExp(`^invoices/${t.a.id}/${t.a.objects.invoice}/[0-9a-f-]{36}$`),
      );
      const got = await t.inject({ method: 'GET', url: documentUrl(), headers: inTenant(owner, t.a.id) });
      expect(got.statusCode).toBe(200);
      expect(got.headers['set-cookie']).toBeUndefined();
      expect(String(got.headers['content-disposition'])).not.toMatch(/[\r\n]/);
    }
    // Everything under the data folder is a server-made key in files/invoices/<business>/<invoice>/
    // (or files/documents/<business>/ for the library's documents and
    // files/expenses/<business>/<expense>/ for the receipts, files/vat-report/<business>/ for the F29
    // documents the tenants start with).
    for (const f of filesUnder(t.dataDir))
      expect(f).toMatch(
        /^files\/(invoices\/\d+\/\d+|documents\/\d+|expenses\/\d+\/\d+|vat-report\/\d+)\/[0-9a-f-]{36}$/,
      );
  });
});

describe('bank statements', () => {
  const statementsUrl = () => `/api/v1/client/bm_accounts/${t.a.objects.bankAccount}/statements`;
  const laughs = (root: string) =>
    `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "${'x'.repeat(64)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">` +
    `<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY e "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>${root}`;

  it('refuse XML entity bombs, archives and oversized files, in Spanish, writing nothing', async () => {
    const before = await tenantDigest(t.h.db, t.a.id);
    const bombs: [string, Buffer, number][] = [
      [
        'cartola.xml',
        Buffer.from(
          laughs(
            '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>&e;</Stmt></BkToCstmrStmt></Document>',
          ),
        ),
        422,
      ],
      ['cartola.ofx', Buffer.from(laughs('<?OFX OFXHEADER="200"?><OFX>&e;</OFX>')), 422],
      ['cartola.csv', zipBomb(100 * MB), 422],
      ['cartola.csv', gzipSync(Buffer.alloc(100 * MB)), 422],
      ['cartola.ofx', Buffer.concat([Buffer.from('OFXHEADER:100\n<OFX>'), Buffer.alloc(21 * MB, 0x20)]), 413],
    ];
    // Measured after the bombs are built: the test's own 100 MB buffers are not the server's growth.
    const rss = process.memoryUsage().rss;
    for (const [name, bytes, status] of bombs) {
      const res = await upload(statementsUrl(), [{ name, bytes, field: 'files' }]);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(status);
      expect(isSpanish(errorBody(res)?.error)).toBe(true);
    }
    expect((process.memoryUsage().rss - rss) / MB).toBeLessThan(100);
    expect(changedTables(before, await tenantDigest(t.h.db, t.a.id))).toEqual([]);
  });

  it("refuse a statement of another business's account", async () => {
    const before = await tenantDigest(t.h.db, t.a.id);
    const { rows } = await t.h.db.query<{ number: string }>('SELECT number FROM bm_accounts WHERE id = $1', [
      t.b.objects.bankAccount,
    ]);
    const ofx = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>CLP<BANKACCTFROM><BANKID>001<ACCTID>${rows[0]!.number}<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261101<TRNAMT>1000<FITID>X1<NAME>TRANSF</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const res = await upload(statementsUrl(), [
      { name: 'cartola.ofx', bytes: Buffer.from(ofx), field: 'files' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(errorBody(res)?.error).toMatch(/no de la cuenta/);
    expect(changedTables(before, await tenantDigest(t.h.db, t.a.id))).toEqual([]);
  });
});
