import { CERTIFICATE_MESSAGES, type BusinessCertificate } from '@portal/contracts';
import { computeRutDv } from '@portal/domain';
import { readSharedFixture, requireSharedFixtures } from '@portal/sii/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../lib/secrets';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor } from '../../test/invoices';
import { multipart } from '../invoice-imports/test-helpers';
import { rotateStoredKeys } from '../../rotate-keys';
import { openCertificate, rewrapCertificates } from './certificates.service';
import { makePkcs12, withIterationCounts } from './pkcs12-fixtures';
import { MAX_PKCS12_ITERATIONS, MAX_PKCS12_TOTAL_ITERATIONS, pkcs12Iterations } from './pkcs12';
import { expectStatus } from '../../test/status';

// The business certificate through the HTTP app on a real database: parsed with its password,
// described, stored only encrypted, isolated per business, and still readable after a rotation.

const SECRET = 'certificate-test-app-secret-0123456789abcdef';
const URL = '/api/v1/client/business_certificates';
const DAY = 86_400_000;

let h: Harness;
let owner: Client;
let guest: Client;
let other: Client;
afterAll(() => h?.close());
beforeAll(async () => {
  h = await createHarness({ businesses: 2, env: { APP_SECRET: SECRET } });
  owner = await clientFor(h, 'u1', 'b1');
  guest = await clientFor(h, 'g1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
});

const upload = (c: Client, name: string, bytes: Buffer, password?: string) => {
  const form = multipart([{ name, bytes, field: 'file' }], password === undefined ? {} : { password });
  return c.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': form.contentType },
    payload: form.payload,
  });
};
type Row = Record<string, unknown> & {
  file_sealed: Uint8Array;
  password_sealed: Uint8Array;
  data_key_wrapped: string;
};
const rows = async (businessId: number) =>
  (await h.db.query<Row>('SELECT * FROM business_certificates WHERE business_id = $1', [businessId])).rows;

// A RUT with its check digit computed here (módulo 11), so the holder's RUT is a valid one.
const RUT_BODY = 15_555_555;
const RUT = `${RUT_BODY}-${computeRutDv(RUT_BODY)}`;
const now = Date.now();
const valid = (o: Partial<Parameters<typeof makePkcs12>[0]> = {}) =>
  makePkcs12({
    holderName: 'Josefina Ñuñoa Pérez',
    rut: RUT,
    issuer: 'E-Sign Autoridad de Prueba',
    notBefore: new Date(now - 10 * DAY),
    notAfter: new Date(now + 400 * DAY),
    password: 'clave-3des',
    algorithm: '3des',
    ...o,
  });

describe.skipIf(
  !requireSharedFixtures('pkcs12', 'PKCS#12 fixture through the certificate upload (apps/api)'),
)('the shared fixture identity.p12 (RC2-40/3DES, CN=foobar.com, expired 2022-11-30)', () => {
  const fixture = () => readSharedFixture('pkcs12', 'identity.p12');

  it('refuses a wrong password with a clear Spanish message and stores nothing', async () => {
    const res = await upload(owner, 'identity.p12', fixture(), 'not-mypass');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: CERTIFICATE_MESSAGES.wrongPassword });
    expect(await rows(owner.businessId)).toEqual([]);
  });

  it('reads it with its password: holder, no RUT in the subject, issuer, expired', async () => {
    const res = await upload(owner, 'identity.p12', fixture(), 'mypass');
    expect(res.statusCode, res.body).toBe(201);
    const cert = res.json().business_credential as BusinessCertificate;
    expect(cert).toMatchObject({
      holder_name: 'foobar.com',
      holder_rut: null,
      issuer: 'Internet Widgits Pty Ltd',
      validity: 'expired',
      expired: true,
      file_name: 'identity.p12',
    });
    expect(cert.not_after.slice(0, 10)).toBe('2022-11-30');
    expect(cert.days_left).toBeLessThan(0);
    expect(res.body).not.toContain('mypass');
    // The list and the detail answer the same, without file or password.
    const list = (await owner.get(URL)).json();
    expect(list.business_credentials).toEqual([cert]);
    expect((await owner.get(`${URL}/${cert.id}`)).json()).toEqual({ business_credential: cert });
    expectStatus(await owner.send('DELETE', `${URL}/${cert.id}`), 200);
  });
});

describe('upload', () => {
  it('reads a 3DES file with the RUT in subjectAltName (OID 1.3.6.1.4.1.8321.1)', async () => {
    const res = await upload(owner, 'firma.pfx', valid(), 'clave-3des');
    expect(res.statusCode, res.body).toBe(201);
    const cert = res.json().business_credential as BusinessCertificate;
    expect(cert).toMatchObject({
      holder_name: 'Josefina Ñuñoa Pérez',
      holder_rut: RUT,
      issuer: 'E-Sign Autoridad de Prueba',
      validity: 'valid',
      expired: false,
    });
    expect(cert.days_left).toBe(Math.floor((new Date(cert.not_after).getTime() - Date.now()) / DAY));
  });

  it('reads an AES-256 file with the RUT in the subject serialNumber, replacing the earlier one', async () => {
    const bytes = valid({
      algorithm: 'aes256',
      password: 'clave aes 256',
      rutIn: 'serialNumber',
      notAfter: new Date(now + 12 * DAY),
    });
    const res = await upload(owner, 'renovado.P12', bytes, 'clave aes 256');
    expect(res.statusCode, res.body).toBe(201);
    // 12 days left: within the 30-day warning.
    expect(res.json().business_credential).toMatchObject({
      holder_rut: RUT,
      validity: 'expiring',
      days_left: 11,
    });
    expect(await rows(owner.businessId)).toHaveLength(1);
  });

  it('keeps the file and the password only encrypted, readable again by the server', async () => {
    const bytes = valid({ password: 'pw-at-rest-Ω' });
    expect((await upload(owner, 'firma.pfx', bytes, 'pw-at-rest-Ω')).statusCode).toBe(201);
    const [row] = await rows(owner.businessId);
    const stored = Buffer.concat(
      Object.values(row!).map((v) => (v instanceof Uint8Array ? Buffer.from(v) : Buffer.from(String(v)))),
    );
    expect(stored.includes(bytes.subarray(0, 64))).toBe(false);
    expect(stored.includes(Buffer.from('pw-at-rest-Ω'))).toBe(false);
    expect(String(row!.data_key_wrapped)).toMatch(/^v1\.[\w-]{8}\./);
    const opened = await openCertificate(h.db, h.app.secrets, owner.businessId);
    expect(opened?.password).toBe('pw-at-rest-Ω');
    expect(opened?.file.equals(bytes)).toBe(true);
    // Bound to its business: the same ciphertext under another business's id does not open.
    await h.db.query(
      `INSERT INTO business_certificates (business_id, holder_name, issuer, not_before, not_after,
         file_sealed, password_sealed, data_key_wrapped, key_id)
       SELECT $2, holder_name, issuer, not_before, not_after, file_sealed, password_sealed, data_key_wrapped, key_id
         FROM business_certificates WHERE business_id = $1`,
      [owner.businessId, other.businessId],
    );
    await expect(openCertificate(h.db, h.app.secrets, other.businessId)).rejects.toThrow();
    await h.db.query('DELETE FROM business_certificates WHERE business_id = $1', [other.businessId]);
  });

  it('refuses, with the spec’s rule and clear messages, what is not a readable .pfx', async () => {
    const before = await rows(owner.businessId);
    const cases: [string, Buffer, string | undefined, number, string][] = [
      ['firma.pdf', valid(), 'clave-3des', 400, CERTIFICATE_MESSAGES.notPfx],
      ['firma.pfx', Buffer.from('esto no es un certificado'), 'x', 422, CERTIFICATE_MESSAGES.unreadable],
      ['firma.pfx', valid(), undefined, 400, CERTIFICATE_MESSAGES.missingPassword],
      ['firma.pfx', valid(), 'otra-clave', 422, CERTIFICATE_MESSAGES.wrongPassword],
      ['firma.pfx', valid({ withoutKey: true }), 'clave-3des', 422, CERTIFICATE_MESSAGES.noKey],
      ['firma.pfx', Buffer.alloc(101 * 1024, 0x30), 'x', 413, CERTIFICATE_MESSAGES.tooLarge],
    ];
    for (const [name, bytes, password, status, error] of cases) {
      const res = await upload(owner, name, bytes, password);
      expect([name, res.statusCode, res.json()]).toEqual([name, status, { error }]);
    }
    const none = await owner.inject({ method: 'POST', url: URL, payload: { password: 'x' } });
    expect(none.statusCode).toBe(415);
    expect(await rows(owner.businessId)).toEqual(before);
  });

  it('lets only the owner and admins upload or delete; every member reads', async () => {
    const res = await upload(guest, 'firma.pfx', valid(), 'clave-3des');
    expect(res.statusCode).toBe(403);
    const [cert] = (await guest.get(URL)).json().business_credentials;
    expect(cert.holder_rut).toBe(RUT);
    expect((await guest.send('DELETE', `${URL}/${cert.id}`)).statusCode).toBe(403);
  });
});

describe('iteration counts, read before any key is derived', () => {
  // The password check derives keys with the file's own counts: a 3 KB file asking for millions
  // of iterations held the request thread for seconds. Counts are read from the ASN.1 first.
  it('reads the MAC and every shrouded key count of real files', () => {
    expect(pkcs12Iterations(valid())).toEqual([2048, 2048]);
    expect(pkcs12Iterations(valid({ algorithm: 'aes256', count: 10_000 }))).toEqual([10_000, 10_000]);
    expect(pkcs12Iterations(withIterationCounts(valid(), { mac: 7, keys: 9 }))).toEqual([7, 9]);
    expect(pkcs12Iterations(withIterationCounts(valid(), { keys: 9 }))).toEqual([9]);
    expect(pkcs12Iterations(Buffer.from('no es asn.1'))).toBeNull();
  });

  it('refuses a MAC count over the cap in Spanish, storing nothing', async () => {
    const before = await rows(owner.businessId);
    const res = await upload(
      owner,
      'firma.pfx',
      withIterationCounts(valid(), { mac: 2_000_000 }),
      'clave-3des',
    );
    expect([res.statusCode, res.json()]).toEqual([422, { error: CERTIFICATE_MESSAGES.tooCostly }]);
    expect(CERTIFICATE_MESSAGES.tooCostly).toContain('100.000');
    expect(await rows(owner.businessId)).toEqual(before);
  });

  it('refuses a shrouded key count over the cap, PBES1 (3DES) and PBES2 (AES-256) alike', async () => {
    for (const algorithm of ['3des', 'aes256'] as const) {
      const password = 'clave-costosa';
      const bytes = withIterationCounts(valid({ algorithm, password }), { keys: 2_000_000 });
      const res = await upload(owner, 'firma.pfx', bytes, password);
      expect([algorithm, res.statusCode, res.json()]).toEqual([
        algorithm,
        422,
        { error: CERTIFICATE_MESSAGES.tooCostly },
      ]);
    }
    // A count past 2^31 is over any cap, whatever its digits.
    const huge = withIterationCounts(valid(), { mac: 0x7fffffff });
    expect((await upload(owner, 'firma.pfx', huge, 'clave-3des')).json()).toEqual({
      error: CERTIFICATE_MESSAGES.tooCostly,
    });
  });

  it('refuses counts under the cap one by one but over it together', async () => {
    const each = Math.floor(MAX_PKCS12_TOTAL_ITERATIONS / 2) + 1;
    expect(each).toBeLessThanOrEqual(MAX_PKCS12_ITERATIONS);
    const bytes = withIterationCounts(valid(), { mac: each, keys: each });
    const res = await upload(owner, 'firma.pfx', bytes, 'clave-3des');
    expect(res.json()).toEqual({ error: CERTIFICATE_MESSAGES.tooCostly });
  });

  it('accepts what real tools export (Java keytool: 10,000 iterations)', async () => {
    const bytes = valid({ algorithm: 'aes256', count: 10_000, password: 'clave-keytool' });
    const res = await upload(owner, 'keytool.p12', bytes, 'clave-keytool');
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('another business', () => {
  it('never reads nor deletes this business’s certificate', async () => {
    const [cert] = (await owner.get(URL)).json().business_credentials;
    expect((await other.get(URL)).json()).toEqual({ business_credentials: [] });
    const read = await other.get(`${URL}/${cert.id}`);
    expect([read.statusCode, read.json()]).toEqual([404, { error: CERTIFICATE_MESSAGES.notFound }]);
    expect((await other.send('DELETE', `${URL}/${cert.id}`)).statusCode).toBe(404);
    expect(await rows(owner.businessId)).toHaveLength(1);
  });
});

describe('rotation of APP_SECRET', () => {
  it('rewraps the data keys under the new secret without touching the ciphertexts', async () => {
    const bytes = valid({ password: 'antes-de-rotar' });
    expect((await upload(owner, 'firma.pfx', bytes, 'antes-de-rotar')).statusCode).toBe(201);
    const [before] = await rows(owner.businessId);
    const NEXT = 'the-next-app-secret-after-rotation-0123456789';
    const rotated = createSecretBox(NEXT, [SECRET]);
    // The command `npm run rotate-keys` runs this, for certificates and credentials.
    expect(await rotateStoredKeys(h.db, rotated)).toEqual({
      certificates: { rewrapped: 1, failed: [] },
      credentials: { rewrapped: 0, failed: [] },
    });
    const [after] = await rows(owner.businessId);
    expect(after!.data_key_wrapped).not.toBe(before!.data_key_wrapped);
    expect(after!.key_id).not.toBe(before!.key_id);
    expect(Buffer.from(after!.file_sealed).equals(Buffer.from(before!.file_sealed))).toBe(true);
    expect(Buffer.from(after!.password_sealed).equals(Buffer.from(before!.password_sealed))).toBe(true);
    // The new secret alone now reads it; the old one alone no longer does.
    const opened = await openCertificate(h.db, createSecretBox(NEXT), owner.businessId);
    expect(opened?.password).toBe('antes-de-rotar');
    expect(opened?.file.equals(bytes)).toBe(true);
    await expect(openCertificate(h.db, createSecretBox(SECRET), owner.businessId)).rejects.toThrow();
    // A second run has nothing left to do.
    expect(await rewrapCertificates(h.db, rotated)).toEqual({ rewrapped: 0, failed: [] });
  });
});

describe('delete', () => {
  it('removes the certificate; a second delete is a 404 with the message', async () => {
    const [cert] = (await owner.get(URL)).json().business_credentials;
    const res = await owner.send('DELETE', `${URL}/${cert.id}`);
    expect([res.statusCode, res.json()]).toEqual([200, { message: CERTIFICATE_MESSAGES.deleted }]);
    expect((await owner.get(URL)).json()).toEqual({ business_credentials: [] });
    expect((await owner.send('DELETE', `${URL}/${cert.id}`)).statusCode).toBe(404);
  });
});
