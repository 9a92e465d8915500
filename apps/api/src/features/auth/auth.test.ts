import { profileResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { MSG } from './auth.service';
import { encodeBearer } from './tokens';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const signIn = (payload: object) => h.app.inject({ method: 'POST', url: '/api/v1/users/sign_in', payload });
const profile = (headers: Record<string, string>) =>
  h.app.inject({ method: 'GET', url: '/api/v1/users/my_profile', headers });

describe('POST /api/v1/users/sign_in', () => {
  it('answers the devise_token_auth headers and the user', async () => {
    const u = h.user('u1');
    const res = await signIn({ email: u.email.toUpperCase(), password: u.password });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-token']).toMatch(/^[\w-]{43}$/);
    expect(res.headers.client).toMatch(/^[\w-]{22}$/);
    expect(res.headers.uid).toBe(u.email);
    expect(Number(res.headers.expiry)).toBeGreaterThan(Date.now() / 1000);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      data: { id: h.ids.users.get('u1'), email: u.email, name: u.name, uid: u.email, provider: 'email' },
    });
  });

  it.each([{}, { email: 'a@b.cl' }, { password: 'x' }, { email: '  ', password: 'x' }])(
    'asks for both fields (%j)',
    async (payload) => {
      const res = await signIn(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MSG.missing });
    },
  );

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const wrong = await signIn({ email: h.user('u2').email, password: 'no-es-la-clave' });
    const unknown = await signIn({ email: 'nadie@ejemplo.cl', password: 'no-es-la-clave' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ error: MSG.badCredentials });
    expect(wrong.headers['access-token']).toBeUndefined();
  });

  it('locks an address and account pair for a while after 5 failures, even for the right password', async () => {
    const u = h.user('u3');
    for (let i = 0; i < 5; i++) {
      expect((await signIn({ email: u.email, password: `mala-${i}` })).statusCode).toBe(401);
    }
    const locked = await signIn({ email: u.email, password: u.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: MSG.throttled });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    // Other accounts are not affected by this one's lock.
    expect((await signIn({ email: h.user('u4').email, password: h.password('u4') })).statusCode).toBe(200);
  });
});

describe('session', () => {
  it('accepts the bearer form: Authorization: Bearer base64(JSON of the three headers)', async () => {
    const auth = await h.signInAs('u5');
    const bearer = encodeBearer({ accessToken: auth['access-token'], client: auth.client, uid: auth.uid });
    const res = await profile({ authorization: `Bearer ${bearer}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(h.user('u5').email);
  });

  it('refuses missing, forged and incomplete credentials with 401', async () => {
    const auth = await h.signInAs('u5');
    const attempts: Record<string, string>[] = [
      {},
      { ...auth, 'access-token': 'x'.repeat(43) },
      { ...auth, client: 'otro-dispositivo' },
      { 'access-token': auth['access-token'], client: auth.client },
      { authorization: 'Bearer no-es-base64-json' },
    ];
    for (const headers of attempts) {
      const res = await profile(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Debes iniciar sesión para continuar.' });
    }
  });

  it('sign_out ends that session only', async () => {
    const a = await h.signInAs('u6');
    const b = await h.signInAs('u6');
    const out = await h.app.inject({ method: 'DELETE', url: '/api/v1/users/sign_out', headers: a });
    expect(out.statusCode).toBe(200);
    expect((await profile(a)).statusCode).toBe(401);
    expect((await profile(b)).statusCode).toBe(200);
    const again = await h.app.inject({ method: 'DELETE', url: '/api/v1/users/sign_out', headers: a });
    expect(again.statusCode).toBe(401);
  });

  it('keeps at most 10 devices: the 11th sign-in ends the oldest', async () => {
    const sessions = [];
    for (let i = 0; i < 11; i++) sessions.push(await h.signInAs('u7'));
    expect((await profile(sessions[0])).statusCode).toBe(401);
    for (const s of sessions.slice(1)) expect((await profile(s)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/users/my_profile', () => {
  it('answers the user with businesses, roles as numbers and messages', async () => {
    const res = await profile(await h.signInAs('demo'));
    expect(res.statusCode).toBe(200);
    const { user } = profileResponse.parse(res.json());
    expect(user.email).toBe(h.user('demo').email);
    expect(user.hash).toMatch(/^[0-9a-f]{32}$/);
    const demoLinks = h.data.links.filter((l) => l.userKey === 'demo');
    expect(user.businesses.map((b) => b.id).sort((x, y) => x - y)).toEqual(
      demoLinks.map((l) => h.businessId(l.businessKey)).sort((x, y) => x - y),
    );
    const admin = user.businesses_users.find((l) => l.business_id === h.businessId('b2'));
    expect(admin).toEqual({ business_id: h.businessId('b2'), role: 1, role_name: 'admin' });
    const owner = user.businesses_users.find((l) => l.business_id === h.businessId('b1'));
    expect(owner?.role).toBe(0);
    expect(user.messages_users).toEqual([]);
  });

  it('answers role 2 (non-admin) for a guest', async () => {
    const { user } = (await profile(await h.signInAs('g1'))).json();
    expect(user.businesses_users).toEqual([{ business_id: h.businessId('b1'), role: 2, role_name: 'other' }]);
  });
});
