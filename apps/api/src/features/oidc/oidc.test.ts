// The whole identity-provider sign-in against a real OpenID Connect provider (oidc-provider) on a
// local port: discovery, PKCE, state and nonce, the provider's own login and consent forms, the
// code exchange, the ID token and userinfo — nothing of the protocol is mocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createMailer } from '../../lib/mailer';
import { type Harness, createHarness } from '../../test/harness';
import { type OidcAccount, type TestOidcProvider, startOidcProvider } from '../../test/oidc-provider';
import { OIDC_MSG } from './messages';

const HOST = 'portal.test';
const EMPRENDE_HOST = 'emprende.portal.test';
const accounts: Record<string, OidcAccount> = {};
let idp: TestOidcProvider;
let h: Harness;

beforeAll(async () => {
  idp = await startOidcProvider({
    redirectUris: [`http://${HOST}/oauth2-callback`, `http://${EMPRENDE_HOST}/oauth2-callback`],
    accounts,
  });
  h = await createHarness({ env: { OIDC_ISSUER: idp.issuer, OIDC_PROVIDER_NAME: 'Cuenta Pyme' } });
  accounts['sub-u1'] = { email: h.user('u1').email.toUpperCase(), email_verified: true, name: 'U1' };
  accounts['sub-u2'] = { email: h.user('u2').email, email_verified: false, name: 'U2' };
  accounts['sub-nobody'] = { email: 'nadie@ejemplo.cl', email_verified: true, name: 'Nadie' };
});
afterAll(async () => {
  await h?.close();
  await idp?.close();
});

/** The test's browser: the cookie the last authorize set, sent back as a browser would. */
let browserCookie: string | undefined;
const post = (url: string, payload: object, host = HOST, cookie = browserCookie) =>
  h.app.inject({ method: 'POST', url, payload, headers: { host, ...(cookie ? { cookie } : {}) } });

async function authorizeUrl(host = HOST): Promise<string> {
  const res = await post('/api/v1/users/oidc/authorize', {}, host);
  expect(res.statusCode, res.body).toBe(200);
  browserCookie = String(res.headers['set-cookie']).split(';')[0];
  return res.json().url;
}

/** A browser at the provider: follows redirects, keeps cookies, submits its login and consent forms. */
async function atProvider(url: string, account: string | null): Promise<string> {
  const jar = new Map<string, string>();
  let next = url;
  let body: string | undefined;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(next, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [name, value = ''] = (c.split(';')[0] ?? '').split('=');
      if (name) value ? jar.set(name, value) : jar.delete(name);
    }
    const location = res.headers.get('location');
    body = undefined;
    if (location) {
      const target = new URL(location, next);
      if (target.pathname === '/oauth2-callback') return target.search;
      next = target.href;
      continue;
    }
    const html = await res.text();
    const uid = /\/interaction\/([\w-]+)/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!uid || !prompt) throw new Error(`unexpected provider page: ${html.slice(0, 300)}`);
    if (account === null) {
      next = new URL(`/interaction/${uid}/abort`, next).href;
      continue;
    }
    next = new URL(`/interaction/${uid}`, next).href;
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login: account, password: 'x' } : { prompt },
    ).toString();
  }
  throw new Error('too many steps at the provider');
}

describe('identity-provider sign-in', () => {
  it('tells the browser it is configured and its name', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/users/oidc' });
    expect(res.json()).toEqual({ enabled: true, provider_name: 'Cuenta Pyme' });
  });

  it('sends the browser to the provider with PKCE, state, nonce, the spec’s scopes and client front', async () => {
    const url = new URL(await authorizeUrl());
    expect(url.origin).toBe(idp.issuer);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('front');
    expect(q.get('redirect_uri')).toBe(`http://${HOST}/oauth2-callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('scope')).toBe('openid first_party email profile devise id offline balance_sheet.read');
  });

  it('uses the emprende variant’s own client id on an emprende host', async () => {
    const url = new URL(await authorizeUrl(EMPRENDE_HOST));
    expect(url.searchParams.get('client_id')).toBe('emprende');
    expect(url.searchParams.get('redirect_uri')).toBe(`http://${EMPRENDE_HOST}/oauth2-callback`);
    const search = await atProvider(url.href, 'sub-u1');
    const res = await post('/api/v1/users/oidc/callback', { search }, EMPRENDE_HOST);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('opens a portal session for the user of the verified e-mail, once per state', async () => {
    const search = await atProvider(await authorizeUrl(), 'sub-u1');
    expect(search).toMatch(/[?&]code=/);
    const res = await post('/api/v1/users/oidc/callback', { search });
    expect(res.statusCode, res.body).toBe(200);
    const u1 = h.user('u1');
    expect(res.json()).toEqual({
      data: { id: h.ids.users.get('u1'), email: u1.email, name: u1.name, uid: u1.email, provider: 'oidc' },
    });
    expect(res.headers['refresh-token']).toMatch(/^[\w-]{43}$/);
    expect(Number(res.headers.expiry)).toBeLessThanOrEqual(Date.now() / 1000 + 3600 + 5);
    const headers = {
      'access-token': String(res.headers['access-token']),
      client: String(res.headers.client),
      uid: String(res.headers.uid),
    };
    const profile = await h.app.inject({ method: 'GET', url: '/api/v1/users/my_profile', headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.email).toBe(u1.email);
    const linked = await h.db.query('SELECT user_id FROM user_identities WHERE subject = $1', ['sub-u1']);
    expect(linked.rows).toEqual([{ user_id: h.ids.users.get('u1') }]);
    // The same answer again: its state is spent.
    const again = await post('/api/v1/users/oidc/callback', { search });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: OIDC_MSG.badState });
  });

  it('never gives access through an e-mail the provider has not verified', async () => {
    const res = await post('/api/v1/users/oidc/callback', {
      search: await atProvider(await authorizeUrl(), 'sub-u2'),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: OIDC_MSG.unverified });
    expect(res.headers['access-token']).toBeUndefined();
  });

  it('refuses a provider account with no portal user (it creates none)', async () => {
    const res = await post('/api/v1/users/oidc/callback', {
      search: await atProvider(await authorizeUrl(), 'sub-nobody'),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: OIDC_MSG.noAccount });
    const users = await h.db.query('SELECT id FROM users WHERE email = $1', ['nadie@ejemplo.cl']);
    expect(users.rows).toEqual([]);
  });

  it('answers a denied consent, an unknown state and a forged code in Spanish', async () => {
    const denied = await post('/api/v1/users/oidc/callback', {
      search: await atProvider(await authorizeUrl(), null),
    });
    expect(denied.json()).toEqual({ error: OIDC_MSG.denied });
    const unknown = await post('/api/v1/users/oidc/callback', { search: '?code=abc&state=inventado' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: OIDC_MSG.badState });
    const state = new URL(await authorizeUrl()).searchParams.get('state');
    const forged = await post('/api/v1/users/oidc/callback', {
      search: `?code=forjado&state=${state}&iss=${encodeURIComponent(idp.issuer)}`,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: OIDC_MSG.failed });
  });

  it('binds the sign-in to the browser that started it with a short-lived HttpOnly SameSite cookie', async () => {
    const res = await post('/api/v1/users/oidc/authorize', {});
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_oidc=[\w-]{43}; /);
    expect(cookie.split('; ').slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=600', 'Path=/api/v1/users/oidc', 'SameSite=Lax'].sort(),
    );
    // Behind TLS the cookie is Secure.
    const tls = await h.app.inject({
      method: 'POST',
      url: '/api/v1/users/oidc/authorize',
      payload: {},
      headers: { host: HOST, 'x-forwarded-proto': 'https' },
    });
    expect(String(tls.headers['set-cookie'])).toContain('; Secure');
  });

  it('refuses a callback without the cookie, or with another browser’s (login CSRF), signing no one in', async () => {
    // The attacker starts a sign-in in their own browser and stops at the provider's answer…
    const attackerSearch = await atProvider(await authorizeUrl(), 'sub-u1');
    const attackerCookie = browserCookie;
    // …then has the victim's page send it: the victim has no cookie, or one of their own sign-in.
    const bare = await post('/api/v1/users/oidc/callback', { search: attackerSearch }, HOST, '');
    expect([bare.statusCode, bare.json()]).toEqual([400, { error: OIDC_MSG.otherBrowser }]);
    expect(bare.headers['access-token']).toBeUndefined();
    await authorizeUrl();
    const victimCookie = browserCookie;
    const crossed = await post('/api/v1/users/oidc/callback', { search: attackerSearch }, HOST, victimCookie);
    expect([crossed.statusCode, crossed.json()]).toEqual([400, { error: OIDC_MSG.badState }]);
    expect(crossed.headers['access-token']).toBeUndefined();
    // The callback clears the cookie, whatever its outcome.
    expect(String(crossed.headers['set-cookie'])).toMatch(/^portal_oidc=; .*Max-Age=0/);
    // Neither refusal spent the attacker's sign-in: in the browser that started it, it still works.
    const own = await post('/api/v1/users/oidc/callback', { search: attackerSearch }, HOST, attackerCookie);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('answers 502 when the provider is down at the exchange', async () => {
    const search = await atProvider(await authorizeUrl(), 'sub-u1');
    idp.pause();
    try {
      const res = await post('/api/v1/users/oidc/callback', { search });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: OIDC_MSG.providerDown });
    } finally {
      idp.resume();
    }
  });
});

describe('POST /api/v1/users/refresh_token', () => {
  async function oidcSession() {
    const res = await post('/api/v1/users/oidc/callback', {
      search: await atProvider(await authorizeUrl(), 'sub-u1'),
    });
    expect(res.statusCode).toBe(200);
    return {
      accessToken: String(res.headers['access-token']),
      client: String(res.headers.client),
      uid: String(res.headers.uid),
      refreshToken: String(res.headers['refresh-token']),
    };
  }
  const profile = (s: { accessToken: string; client: string; uid: string }) =>
    h.app.inject({
      method: 'GET',
      url: '/api/v1/users/my_profile',
      headers: { 'access-token': s.accessToken, client: s.client, uid: s.uid },
    });

  it('asks for a refresh token', async () => {
    const res = await post('/api/v1/users/refresh_token', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: OIDC_MSG.noRefreshToken });
  });

  it('renews both tokens; the old access token and the old refresh token stop working', async () => {
    const s = await oidcSession();
    const res = await post('/api/v1/users/refresh_token', {
      uid: s.uid,
      client: s.client,
      refresh_token: s.refreshToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.client).toBe(s.client);
    const renewed = { ...s, accessToken: String(res.headers['access-token']) };
    expect(renewed.accessToken).not.toBe(s.accessToken);
    expect((await profile(renewed)).statusCode).toBe(200);
    expect((await profile(s)).statusCode).toBe(401);
    const reuse = await post('/api/v1/users/refresh_token', {
      uid: s.uid,
      client: s.client,
      refresh_token: s.refreshToken,
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ error: OIDC_MSG.refreshRefused });
  });

  it('lets one of two parallel uses of a refresh token win', async () => {
    const s = await oidcSession();
    const body = { uid: s.uid, client: s.client, refresh_token: s.refreshToken };
    const answers = await Promise.all([
      post('/api/v1/users/refresh_token', body),
      post('/api/v1/users/refresh_token', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('refreshes an expired access token, not a session past its absolute end', async () => {
    const s = await oidcSession();
    await h.db.query(`UPDATE user_tokens SET expires_at = now() - interval '1 minute' WHERE client = $1`, [
      s.client,
    ]);
    expect((await profile(s)).statusCode).toBe(401);
    const res = await post('/api/v1/users/refresh_token', {
      uid: s.uid,
      client: s.client,
      refresh_token: s.refreshToken,
    });
    expect(res.statusCode).toBe(200);
    await h.db.query(`UPDATE user_tokens SET created_at = now() - interval '15 days' WHERE client = $1`, [
      s.client,
    ]);
    const late = await post('/api/v1/users/refresh_token', {
      uid: s.uid,
      client: s.client,
      refresh_token: String(res.headers['refresh-token']),
    });
    expect(late.statusCode).toBe(401);
  });

  it('gives password sessions no refresh token', async () => {
    const u = h.user('u3');
    const res = await post('/api/v1/users/sign_in', { email: u.email, password: u.password });
    expect(res.headers['refresh-token']).toBeUndefined();
  });
});

describe('without OIDC_ISSUER', () => {
  it('hides the provider and answers “no configurado”', async () => {
    const config = { ...h.config, oidc: undefined };
    const app = await buildApp({
      config,
      db: h.db,
      mailer: createMailer({ from: config.mailFrom, db: h.db }),
    });
    try {
      const status = await app.inject({ method: 'GET', url: '/api/v1/users/oidc' });
      expect(status.json()).toEqual({ enabled: false, provider_name: null });
      for (const url of ['/api/v1/users/oidc/authorize', '/api/v1/users/oidc/callback']) {
        const res = await app.inject({ method: 'POST', url, payload: { search: '?code=a&state=b' } });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: OIDC_MSG.notConfigured });
      }
    } finally {
      await app.close();
    }
  });
});
