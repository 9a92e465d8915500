// The session refresh of the api client (spec §4, §5): one refresh request for any number of
// parallel callers, who all resolve or reject together.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiError, api, setUnauthorizedHandler } from './api';
import { NO_REFRESH_TOKEN, refreshSession } from './session-refresh';
import { type AuthHeaders, getAuth, setAuth } from './session';
import { singleFlight } from './single-flight';

const past = () => String(Math.floor(Date.now() / 1000) - 10);
const later = () => String(Math.floor(Date.now() / 1000) + 3600);
const expiredAuth: AuthHeaders = {
  accessToken: 'viejo',
  client: 'c1',
  uid: 'ana@pyme.cl',
  refreshToken: 'r1',
};

type Call = { url: string; headers: Headers; body?: string };
let calls: Call[];
let refreshAnswer: () => Response;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

beforeEach(() => {
  calls = [];
  refreshAnswer = () =>
    json({ success: true }, 200, {
      'access-token': 'nuevo',
      client: 'c1',
      uid: 'ana@pyme.cl',
      expiry: later(),
      'refresh-token': 'r2',
    });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, headers: new Headers(init.headers), body: init.body as string | undefined });
    await new Promise((r) => setTimeout(r, 5));
    if (url.endsWith('/v1/users/refresh_token')) return refreshAnswer();
    const token = new Headers(init.headers).get('access-token');
    return token === 'nuevo' ? json({ ok: true }) : json({ error: 'Debes iniciar sesión.' }, 401);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
  setAuth(null);
});

const refreshCalls = () => calls.filter((c) => c.url.endsWith('/v1/users/refresh_token'));

describe('session refresh', () => {
  it('renews an expired token once for many parallel requests, which then use the new one', async () => {
    setAuth({ ...expiredAuth, expiry: past() });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => api(`/v1/x/${i}`)));
    expect(answers).toEqual(Array(6).fill({ ok: true }));
    expect(refreshCalls()).toHaveLength(1);
    expect(JSON.parse(refreshCalls()[0]?.body ?? '')).toEqual({
      uid: 'ana@pyme.cl',
      client: 'c1',
      refresh_token: 'r1',
    });
    const requests = calls.filter((c) => !c.url.endsWith('/refresh_token'));
    expect(requests.map((c) => c.headers.get('access-token'))).toEqual(Array(6).fill('nuevo'));
    expect(getAuth()).toMatchObject({ accessToken: 'nuevo', refreshToken: 'r2' });
  });

  it('fails every waiter together when the refresh is refused: each request’s 401 signs out', async () => {
    refreshAnswer = () => json({ error: 'Tu sesión expiró. Inicia sesión nuevamente.' }, 401);
    const signedOut = vi.fn();
    setUnauthorizedHandler(signedOut);
    setAuth({ ...expiredAuth, expiry: past() });
    const results = await Promise.allSettled([api('/v1/a'), api('/v1/b'), api('/v1/c')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const reasons = results.map((r) => (r as PromiseRejectedResult).reason as ApiError);
    expect(reasons.map((e) => e.status)).toEqual([401, 401, 401]);
    expect(refreshCalls()).toHaveLength(1);
    expect(signedOut).toHaveBeenCalledTimes(3);
  });

  it('rejects every waiter of a refused refresh with the same error', async () => {
    refreshAnswer = () => json({ error: 'Tu sesión expiró. Inicia sesión nuevamente.' }, 401);
    setAuth({ ...expiredAuth, expiry: past() });
    const results = await Promise.allSettled([refreshSession(), refreshSession(), refreshSession()]);
    const reasons = results.map((r) => (r as PromiseRejectedResult).reason as ApiError);
    expect(new Set(reasons)).toHaveProperty('size', 1);
    expect(reasons[0]?.message).toBe('Tu sesión expiró. Inicia sesión nuevamente.');
    expect(refreshCalls()).toHaveLength(1);
  });

  it('needs a refresh token', async () => {
    setAuth({ accessToken: 'a', client: 'c', uid: 'u' });
    await expect(refreshSession()).rejects.toThrow(NO_REFRESH_TOKEN);
    expect(calls).toEqual([]);
  });

  it('leaves password sessions (no refresh token) as they were: a 401 is a 401', async () => {
    setAuth({ accessToken: 'a', client: 'c', uid: 'u', expiry: past() });
    await expect(api('/v1/a')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toEqual([]);
  });
});

describe('singleFlight', () => {
  it('runs again after a run has settled', async () => {
    let runs = 0;
    const once = singleFlight(async () => ++runs);
    expect(await Promise.all([once(), once()])).toEqual([1, 1]);
    expect(await once()).toBe(2);
  });
});
