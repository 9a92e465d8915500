// Trust suite 2 — authentication and sessions, as conformance tests (ASVS V6 authentication, V7
// session management, V11 cryptography; OWASP API2 broken authentication).
import { createHash } from 'node:crypto';
import type { Queryable } from '@portal/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../features/auth/auth.service';
import { hashPassword } from '../lib/passwords';
import { type AuthHeaders, type Harness, createHarness } from '../test/harness';
import { expectStatus } from '../test/status';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ businesses: 10, outbox: true });
});
afterAll(() => h?.close());

const SIGN_IN = '/api/v1/users/sign_in';
const PROFILE = '/api/v1/users/my_profile';
const RESET = '/api/v1/users/passwords';
const DAY = 24 * 3600 * 1000;

/** A distinct client address per test, so the per-IP throttle of one test does not touch another. */
let nextIp = 10;
const newIp = () => `203.0.113.${nextIp++}`;

const signIn = (email: string, password: string, remoteAddress = newIp(), headers = {}) =>
  h.app.inject({ method: 'POST', url: SIGN_IN, payload: { email, password }, remoteAddress, headers });
const authOf = (res: LightMyRequestResponse): AuthHeaders => ({
  'access-token': String(res.headers['access-token']),
  client: String(res.headers.client),
  uid: String(res.headers.uid),
});
const signInAs = async (key: string): Promise<AuthHeaders> => {
  const res = await signIn(h.user(key).email, h.password(key));
  expect(res.statusCode, res.body).toBe(200);
  return authOf(res);
};
const profile = (headers: Record<string, string>) => h.app.inject({ method: 'GET', url: PROFILE, headers });
const tokenRow = async (auth: AuthHeaders) =>
  (
    await h.db.query<{ id: number; expires_at: Date; last_used_at: Date; token_hash: string }>(
      'SELECT id, expires_at, last_used_at, token_hash FROM user_tokens WHERE client = $1',
      [auth.client],
    )
  ).rows[0];
const b64 = (s: string) => Buffer.from(s, 'base64url');

/** Every text column of every table that contains the value (a secret must be found nowhere). */
async function findEverywhere(db: Queryable, value: string): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'jsonb', 'json')`,
  );
  const hits: string[] = [];
  for (const { table_name: t, column_name: c } of rows) {
    const res = await db.query(`SELECT 1 FROM ${t} WHERE ${c}::text LIKE '%' || $1 || '%' LIMIT 1`, [value]);
    if (res.rows.length > 0) hits.push(`${t}.${c}`);
  }
  return hits;
}

async function resetToken(email: string): Promise<string> {
  const sent = await h.app.inject({
    method: 'POST',
    url: `${RESET}/send_reset_password_instructions`,
    payload: { email },
    remoteAddress: newIp(),
  });
  expect(sent.statusCode).toBe(200);
  const { rows } = await h.db.query<{ text_body: string }>(
    'SELECT text_body FROM outbox_emails WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  return rows[0].text_body.match(/reset_password\/([\w-]+)/)![1];
}

describe('tokens', () => {
  it('come from the CSPRNG: 256-bit access tokens, 128-bit clients, all distinct, bits balanced', async () => {
    const issued = [];
    for (const key of ['u1', 'u2', 'u3', 'u4']) for (let i = 0; i < 3; i++) issued.push(await signInAs(key));
    const tokens = issued.map((a) => b64(a['access-token']));
    const clients = issued.map((a) => b64(a.client));
    for (const t of tokens) expect(t.length).toBeGreaterThanOrEqual(32);
    for (const c of clients) expect(c.length).toBeGreaterThanOrEqual(16);
    expect(new Set(issued.map((a) => a['access-token'])).size).toBe(issued.length);
    expect(new Set(issued.map((a) => a.client)).size).toBe(issued.length);
    // 12 × 256 bits: the share of ones of a uniform source is within ±5 % of one half.
    const bits = Buffer.concat(tokens);
    let ones = 0;
    for (const byte of bits) for (let b = 0; b < 8; b++) ones += (byte >> b) & 1;
    expect(Math.abs(ones / (bits.length * 8) - 0.5)).toBeLessThan(0.05);
    // Reset links carry 256 bits too.
    expect(b64(await resetToken(h.user('u5').email)).length).toBeGreaterThanOrEqual(32);
  });

  it('are stored hashed: the database never holds a raw access token or reset token', async () => {
    const auth = await signInAs('u6');
    const row = await tokenRow(auth);
    expect(row.token_hash).toBe(createHash('sha256').update(auth['access-token']).digest('hex'));
    expect(await findEverywhere(h.db, auth['access-token'])).toEqual([]);
    const reset = await resetToken(h.user('u6').email);
    // The e-mail itself is in the development outbox (it is the message); nothing else holds it.
    expect((await findEverywhere(h.db, reset)).filter((c) => !c.startsWith('outbox_emails.'))).toEqual([]);
  });

  it('belong to one device: the token with another device’s client is refused', async () => {
    const one = await signInAs('u7');
    const two = await signInAs('u7');
    expect(one.client).not.toBe(two.client);
    expect((await profile({ ...one, client: two.client })).statusCode).toBe(401);
    expect((await profile(one)).statusCode).toBe(200);
    expect((await profile(two)).statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  it('announces an absolute expiry of 14 days that use does not extend', async () => {
    const res = await signIn(h.user('u8').email, h.password('u8'));
    const expiry = Number(res.headers.expiry) * 1000;
    expect(Math.abs(expiry - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    const auth = authOf(res);
    const before = await tokenRow(auth);
    await h.db.query(`UPDATE user_tokens SET last_used_at = now() - interval '1 hour' WHERE id = $1`, [
      before.id,
    ]);
    expect((await profile(auth)).statusCode).toBe(200);
    // The touch is not awaited by the request (it must not wait behind another tenant's writes).
    await expect
      .poll(async () => (await tokenRow(auth)).last_used_at.getTime())
      .toBeGreaterThan(Date.now() - 60_000);
    const after = await tokenRow(auth);
    expect(after.expires_at.getTime()).toBe(before.expires_at.getTime());
  });

  it('ends after 2 idle days, and at the absolute expiry even when in use', async () => {
    const idle = await signInAs('u8');
    await h.db.query(
      `UPDATE user_tokens SET last_used_at = now() - interval '2 days' - interval '1 minute' WHERE client = $1`,
      [idle.client],
    );
    expect((await profile(idle)).statusCode).toBe(401);

    const almost = await signInAs('u8');
    await h.db.query(
      `UPDATE user_tokens SET last_used_at = now() - interval '2 days' + interval '5 minutes' WHERE client = $1`,
      [almost.client],
    );
    expect((await profile(almost)).statusCode).toBe(200);

    const old = await signInAs('u8');
    await h.db.query(`UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE client = $1`, [
      old.client,
    ]);
    expect((await profile(old)).statusCode).toBe(401);
  });

  it('sign-out revokes the session on the server', async () => {
    const auth = await signInAs('u9');
    const out = await h.app.inject({ method: 'DELETE', url: '/api/v1/users/sign_out', headers: auth });
    expect(out.statusCode).toBe(200);
    expect(await tokenRow(auth)).toBeUndefined();
    expect((await profile(auth)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions; a reset ends them all', async () => {
    const current = await signInAs('u9');
    const other = await signInAs('u9');
    const change = await h.app.inject({
      method: 'POST',
      url: '/api/v1/users/my_profile/update_password',
      headers: current,
      payload: {
        user: {
          current_password: h.password('u9'),
          password: 'CambioSeguro2026',
          password_confirmation: 'CambioSeguro2026',
        },
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await profile(current)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);

    const token = await resetToken(h.user('u9').email);
    const done = await h.app.inject({
      method: 'POST',
      url: `${RESET}/update_password_by_reset_password_token`,
      payload: {
        reset_password_token: token,
        password: 'Recuperada2026',
        password_confirmation: 'Recuperada2026',
      },
    });
    expect(done.statusCode).toBe(200);
    expect((await profile(current)).statusCode).toBe(401);
    const { rows } = await h.db.query('SELECT 1 FROM user_tokens WHERE user_id = $1', [
      h.ids.users.get('u9'),
    ]);
    expect(rows).toEqual([]);
  });

  it('keeps at most 10 devices: the least recently used one is signed out', async () => {
    const sessions: AuthHeaders[] = [];
    for (let i = 0; i < 10; i++) sessions.push(await signInAs('u10'));
    // The first device was used recently, the second one is the least recently used.
    await h.db.query(`UPDATE user_tokens SET last_used_at = now() - interval '1 hour' WHERE client = $1`, [
      sessions[1].client,
    ]);
    sessions.push(await signInAs('u10'));
    const { rows } = await h.db.query('SELECT count(*)::int AS n FROM user_tokens WHERE user_id = $1', [
      h.ids.users.get('u10'),
    ]);
    expect(rows[0]).toEqual({ n: 10 });
    expect((await profile(sessions[1])).statusCode).toBe(401);
    for (const s of [sessions[0], ...sessions.slice(2)]) expect((await profile(s)).statusCode).toBe(200);
  });

  it('serves parallel requests with one token (no rotation race), also while last use is refreshed', async () => {
    const auth = await signInAs('u1');
    await h.db.query(`UPDATE user_tokens SET last_used_at = now() - interval '5 minutes' WHERE client = $1`, [
      auth.client,
    ]);
    const urls = [PROFILE, '/api/v1/users/feature_flags', '/api/v1/client/business_group', '/api/v1/config'];
    const all = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        h.app.inject({ method: 'GET', url: urls[i % urls.length], headers: auth }),
      ),
    );
    expect(all.map((r) => r.statusCode)).toEqual(all.map(() => 200));
  });
});

describe('sign-in', () => {
  it('locks an (address, account) pair after 5 failures, with Retry-After, even for the right password', async () => {
    const u = h.user('u2');
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await signIn(u.email, `mala-${i}`, ip)).statusCode).toBe(401);
    const locked = await signIn(u.email, u.password, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json()).toEqual({ error: MSG.throttled });
    // The owner from another address is not locked out by what this one did.
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
  });

  it('never locks an account out from other addresses: it slows down, and the right password signs in', async () => {
    const u = h.user('u7');
    // An attacker spread over many addresses, each under the pair and address limits.
    for (let i = 0; i < 6; i++) expect((await signIn(u.email, `mala-${i}`)).statusCode).toBe(401);
    const started = performance.now();
    const owner = await signIn(u.email, u.password);
    const waited = performance.now() - started;
    expect(owner.statusCode, owner.body).toBe(200);
    // 6 failures: 2 s (1 s after the 5th, doubling); a success clears the account's count.
    expect(waited).toBeGreaterThanOrEqual(1_900);
    const next = performance.now();
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
    expect(performance.now() - next).toBeLessThan(1_000);
  });

  it('throttles an address after 30 failures, whatever X-Forwarded-For a direct client writes', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) {
      const res = await signIn(`nadie${i}@ejemplo.cl`, 'x', ip, { 'x-forwarded-for': `198.18.${i}.1` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await signIn(h.user('u3').email, h.password('u3'), ip, {
      'x-forwarded-for': '198.18.99.1',
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signIn(h.user('u3').email, h.password('u3'))).statusCode).toBe(200);
  });

  it('behind a trusted proxy (loopback), throttles the client the proxy names, not the proxy', async () => {
    const client = newIp();
    for (let i = 0; i < 30; i++) {
      const res = await signIn(`otro${i}@ejemplo.cl`, 'x', '127.0.0.1', { 'x-forwarded-for': client });
      expect(res.statusCode).toBe(401);
    }
    const locked = await signIn(h.user('u4').email, h.password('u4'), '127.0.0.1', {
      'x-forwarded-for': client,
    });
    expect(locked.statusCode).toBe(429);
    const other = await signIn(h.user('u4').email, h.password('u4'), '127.0.0.1', {
      'x-forwarded-for': newIp(),
    });
    expect(other.statusCode).toBe(200);
  });

  it('does not tell an unknown e-mail from a wrong password: status, body, headers, lock and time', async () => {
    const known = h.user('u5').email;
    const unknown = 'no-existe-nunca@ejemplo.cl';
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const answers: Record<'known' | 'unknown', LightMyRequestResponse[]> = { known: [], unknown: [] };
    // One address each: the 6th attempt meets the (address, account) lock, known e-mail or not.
    const ips = { known: newIp(), unknown: newIp() };
    for (let i = 0; i < 6; i++) {
      for (const [which, email] of [
        ['known', known],
        ['unknown', unknown],
      ] as const) {
        const started = performance.now();
        answers[which].push(await signIn(email, `incorrecta-${i}`, ips[which]));
        times[which].push(performance.now() - started);
      }
    }
    const shape = (r: LightMyRequestResponse) => ({
      status: r.statusCode,
      body: r.body,
      headers: Object.keys(r.headers)
        .filter((k) => !['date', 'x-request-id'].includes(k))
        .sort(),
      retry: r.headers['retry-after'] !== undefined,
    });
    // Attempts 1–5 are failures, the 6th finds the pair (known or unknown e-mail) locked.
    expect(answers.known.map(shape)).toEqual(answers.unknown.map(shape));
    expect(answers.known[0].statusCode).toBe(401);
    expect(answers.known[5].statusCode).toBe(429);
    // Same timing class: both verify an argon2 hash (medians of the 5 failures within 3×; skipping
    // the hash for an unknown address would make it an order of magnitude faster).
    const median = (xs: number[]) => [...xs.slice(0, 5)].sort((a, b) => a - b)[2];
    const ratio = median(times.known) / median(times.unknown);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('stores passwords with argon2id at OWASP’s parameters (m=19 MiB, t=2, p=1)', async () => {
    const prefix = '$argon2id$v=19$m=19456,t=2,p=1$';
    expect((await hashPassword('Cualquiera2026')).startsWith(prefix)).toBe(true);
    const token = await resetToken(h.user('u6').email);
    expectStatus(
      await h.app.inject({
        method: 'POST',
        url: `${RESET}/update_password_by_reset_password_token`,
        payload: {
          reset_password_token: token,
          password: 'OtraSegura2026',
          password_confirmation: 'OtraSegura2026',
        },
      }),
      200,
    );
    const { rows } = await h.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    for (const r of rows) expect(r.password_hash.startsWith(prefix)).toBe(true);
  });

  it('completes a burst of 50 concurrent sign-ins without exhausting memory (argon2 runs capped)', async () => {
    const users = ['u1', 'u3', 'u7', 'u8', 'u10'];
    const base = process.memoryUsage().rss;
    let peak = base;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const key = users[i % users.length];
        return signIn(h.user(key).email, h.password(key));
      }),
    );
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(all.map((r) => r.statusCode)).toEqual(all.map(() => 200));
    // Uncapped, 50 × 19 MiB of argon2 memory would be ~950 MiB; capped at 4, under ~80 MiB.
    const grownMiB = (peak - base) / 2 ** 20;
    console.log(
      `[trust] 50 concurrent sign-ins: ${Math.round(performance.now() - started)} ms, RSS +${grownMiB.toFixed(0)} MiB at peak`,
    );
    expect(grownMiB).toBeLessThan(200);
  });
});
