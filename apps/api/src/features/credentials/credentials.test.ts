import { CREDENTIAL_MESSAGES, type BusinessCredential } from '@portal/contracts';
import { CREDENTIAL_NAMES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../lib/secrets';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor } from '../../test/invoices';
import { openCredential, rewrapCredentials } from './credentials.service';

// Business credentials through the HTTP app: the secret is write-only (never in an answer), stored
// only encrypted, bound to its row, isolated per business, and survives a rotation.

const SECRET = 'credentials-test-app-secret-0123456789abcdef';
const URL = '/api/v1/client/business_credentials';

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

type Row = Record<string, unknown> & { secret_sealed: Uint8Array };
const rowsOf = async (businessId: number) =>
  (
    await h.db.query<Row>('SELECT * FROM business_credentials WHERE business_id = $1 ORDER BY id', [
      businessId,
    ])
  ).rows;
const create = (c: Client, name: string, username: string, password: string) =>
  c.send('POST', URL, { business_credential: { name, username, password } });

describe('names', () => {
  it("serves the catalog's names, the SII's exactly 'SII'", async () => {
    const res = await owner.get('/api/v1/client/business_credential_names');
    const names = res.json().business_credential_names as { name: string }[];
    expect(names.map((n) => n.name)).toEqual(CREDENTIAL_NAMES.map((n) => n.name));
    expect(names.map((n) => n.name)).toContain('SII');
  });
});

describe('create, read, update, delete', () => {
  let sii: BusinessCredential;

  it('saves the SII key sealed; no answer carries it', async () => {
    const res = await create(owner, 'SII', '76.354.771-K', 'Clave-SII-ñ 123');
    expect(res.statusCode, res.body).toBe(201);
    sii = res.json().business_credential;
    expect(sii).toMatchObject({ name: 'SII', username: '76.354.771-K', password_set: true });
    expect(Object.keys(sii)).not.toContain('password');
    const answers = [
      res.body,
      (await owner.get(URL)).body,
      (await owner.get(`/api/v1/users/credentials/${sii.id}`)).body,
      (await owner.send('POST', '/api/v1/users/credentials/retrive', { names: ['SII'] })).body,
    ];
    for (const body of answers) expect(body).not.toContain('Clave-SII');
    const [row] = await rowsOf(owner.businessId);
    const stored = Object.values(row!).map((v) =>
      v instanceof Uint8Array ? Buffer.from(v) : Buffer.from(String(v)),
    );
    expect(Buffer.concat(stored).includes(Buffer.from('Clave-SII'))).toBe(false);
    expect(await openCredential(h.db, h.app.secrets, owner.businessId, 'SII')).toEqual({
      username: '76.354.771-K',
      secret: 'Clave-SII-ñ 123',
    });
  });

  it('refuses a second credential of the same service and an unknown service, writing nothing', async () => {
    const dup = await create(owner, 'SII', 'x', 'y');
    expect([dup.statusCode, dup.json()]).toEqual([409, { error: CREDENTIAL_MESSAGES.duplicate }]);
    const unknown = await create(owner, 'Banco', 'x', 'y');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(CREDENTIAL_MESSAGES.name);
    const empty = await create(owner, 'Previred', 'x', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(CREDENTIAL_MESSAGES.secret);
    expect(await rowsOf(owner.businessId)).toHaveLength(1);
  });

  it('updates the username keeping the key when none is sent, and replaces it when one is', async () => {
    const keep = await owner.send('PUT', `${URL}/${sii.id}`, {
      business_credential: { username: '76354771-K' },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().business_credential).toMatchObject({ username: '76354771-K', password_set: true });
    expect((await openCredential(h.db, h.app.secrets, owner.businessId, 'SII'))?.secret).toBe(
      'Clave-SII-ñ 123',
    );
    const change = await owner.send('PUT', `${URL}/${sii.id}`, {
      business_credential: { username: '76354771-K', password: 'Nueva-Clave' },
    });
    expect(change.body).not.toContain('Nueva-Clave');
    expect((await openCredential(h.db, h.app.secrets, owner.businessId, 'SII'))?.secret).toBe('Nueva-Clave');
  });

  it('retrive says which services are stored, never their keys', async () => {
    const res = await owner.send('POST', '/api/v1/users/credentials/retrive', { names: ['SII', 'Previred'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().credentials).toEqual([
      { name: 'SII', stored: true, username: '76354771-K', updated_at: expect.any(String) },
      { name: 'Previred', stored: false, username: null, updated_at: null },
    ]);
  });

  it('lets members read and only the owner and admins write', async () => {
    expect((await guest.get(URL)).json().business_credentials).toHaveLength(1);
    expect((await create(guest, 'Previred', 'x', 'y')).statusCode).toBe(403);
    expect((await guest.send('DELETE', `${URL}/${sii.id}`)).statusCode).toBe(403);
  });

  it('is invisible to another business, whatever id it sends', async () => {
    expect((await other.get(URL)).json()).toEqual({ business_credentials: [] });
    expect((await other.get(`/api/v1/users/credentials/${sii.id}`)).statusCode).toBe(404);
    const put = await other.send('PUT', `${URL}/${sii.id}`, {
      business_credential: { username: 'x', password: 'y' },
    });
    expect([put.statusCode, put.json()]).toEqual([404, { error: CREDENTIAL_MESSAGES.notFound }]);
    expect((await other.send('DELETE', `${URL}/${sii.id}`)).statusCode).toBe(404);
    expect((await openCredential(h.db, h.app.secrets, owner.businessId, 'SII'))?.secret).toBe('Nueva-Clave');
    // B's own SII credential is a separate row under its own data key.
    expect((await create(other, 'SII', 'b', 'clave-b')).statusCode).toBe(201);
    expect((await openCredential(h.db, h.app.secrets, other.businessId, 'SII'))?.secret).toBe('clave-b');
  });

  it('rotates: rewraps every data key and the keys still open with the new secret alone', async () => {
    const NEXT = 'the-next-app-secret-for-credentials-0123456789';
    const before = await rowsOf(owner.businessId);
    const result = await rewrapCredentials(h.db, createSecretBox(NEXT, [SECRET]));
    expect(result).toEqual({ rewrapped: 2, failed: [] });
    const after = await rowsOf(owner.businessId);
    expect(Buffer.from(after[0]!.secret_sealed).equals(Buffer.from(before[0]!.secret_sealed))).toBe(true);
    const only = createSecretBox(NEXT);
    expect((await openCredential(h.db, only, owner.businessId, 'SII'))?.secret).toBe('Nueva-Clave');
    expect((await openCredential(h.db, only, other.businessId, 'SII'))?.secret).toBe('clave-b');
  });

  it('deletes', async () => {
    const res = await owner.send('DELETE', `${URL}/${sii.id}`);
    expect([res.statusCode, res.json()]).toEqual([200, { message: CREDENTIAL_MESSAGES.deleted }]);
    expect(await rowsOf(owner.businessId)).toEqual([]);
  });
});
