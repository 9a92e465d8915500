// Platform §2.1 "Http is redirected to https", behind the deployment's TLS proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { createMailer } from '../lib/mailer';
import { type Harness, createHarness } from '../test/harness';

let h: Harness;
const apps: App[] = [];
beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await h?.close();
});

const base = { LOG_LEVEL: 'silent', SEED_DEMO: 'false', APP_SECRET: 'x'.repeat(32) };
async function appWith(env: Record<string, string>): Promise<App> {
  const config = loadConfig({ ...base, ...env });
  const app = await buildApp({ config, db: h.db, mailer: createMailer({ from: config.mailFrom, db: h.db }) });
  apps.push(app);
  return app;
}

const PUBLIC = 'https://portal.example.cl';
const TERMS = '/api/v1/client/onboarding/terms?x=1';

describe('HTTPS redirect', () => {
  it('sends a plain-HTTP visit the trusted proxy names to the same path on the https PUBLIC_URL', async () => {
    const app = await appWith({ NODE_ENV: 'production', PUBLIC_URL: PUBLIC });
    const get = await app.inject({
      method: 'GET',
      url: TERMS,
      headers: { 'x-forwarded-proto': 'http', host: 'evil.example.com' },
    });
    expect(get.statusCode).toBe(301);
    // The target is the configured origin, never the Host the request named.
    expect(get.headers.location).toBe(`${PUBLIC}${TERMS}`);
    const post = await app.inject({
      method: 'POST',
      url: '/api/v1/users/sign_in',
      headers: { 'x-forwarded-proto': 'http' },
      payload: { email: 'a@b.cl', password: 'x' },
    });
    // A write keeps its method and body on the way (308), and nothing was read.
    expect(post.statusCode).toBe(308);
    expect(post.headers.location).toBe(`${PUBLIC}/api/v1/users/sign_in`);
  });

  it('serves what the proxy says is https, and what comes straight to the server', async () => {
    const app = await appWith({ NODE_ENV: 'production', PUBLIC_URL: PUBLIC });
    const viaTls = await app.inject({ method: 'GET', url: TERMS, headers: { 'x-forwarded-proto': 'https' } });
    expect(viaTls.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: TERMS })).statusCode).toBe(200);
    // A proxy outside TRUST_PROXY saying https is not believed, and not sent round a loop either.
    const untrusted = await app.inject({
      method: 'GET',
      url: TERMS,
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.statusCode).toBe(200);
  });

  it('does nothing outside production or without an https public address', async () => {
    for (const env of [
      { NODE_ENV: 'development', PUBLIC_URL: PUBLIC },
      { NODE_ENV: 'production', PUBLIC_URL: 'http://intranet.local:3000' },
    ]) {
      const app = await appWith(env);
      const res = await app.inject({ method: 'GET', url: TERMS, headers: { 'x-forwarded-proto': 'http' } });
      expect(res.statusCode).toBe(200);
    }
  });
});
