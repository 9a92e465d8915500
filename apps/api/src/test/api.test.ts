import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createMailer } from '../lib/mailer';
import { type Harness, createHarness, inBusiness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
});
afterAll(() => h?.close());

describe('the API as a whole', () => {
  it('answers an unknown /api path with a JSON 404 in Spanish', async () => {
    for (const url of ['/api/v1/no_existe', '/api/v1/client/settings/a/b', '/api']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: 'No existe esa ruta de la API.' });
    }
  });

  it('names the invalid field in Spanish', async () => {
    const auth = await h.signInAs('u1');
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/client/settings/popup_rent',
      headers: inBusiness(auth, h.businessId('b1')),
      payload: { setting: { value: 42 } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.field).toBe('setting.value');
    expect(body.error).toMatch(/^Dato inválido en el cuerpo, campo 'setting\.value': /);
    expect(body.error).toMatch(/[Ee]ntrada inválida|[Ss]e esperaba/);
  });

  it('answers malformed JSON with a Spanish 400', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/users/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'El cuerpo de la solicitud no es JSON válido.' });
  });

  it('documents the routes in the OpenAPI served at /api/docs', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/v1/users/businesses/{id}',
      '/api/v1/client/business_group',
      '/api/v1/feature_flags/public',
      '/api/v1/client/settings/{key}',
      '/api/v1/client/business_terms/{id}',
      '/api/v1/config',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('declares the access rule of every route of this area', () => {
    const rule = (method: string, url: string) =>
      h.app.routeTable.find((r) => r.method === method && r.url === url);
    const expected: [string, string, string, string[]][] = [
      ['POST', '/api/v1/users/sign_in', 'public', []],
      ['DELETE', '/api/v1/users/sign_out', 'user', []],
      ['GET', '/api/v1/users/my_profile', 'user', []],
      ['GET', '/api/v1/users/businesses/:id', 'business', ['owner', 'admin', 'other']],
      ['PUT', '/api/v1/client/businesses', 'business', ['owner', 'admin']],
      ['GET', '/api/v1/client/business_group', 'user', []],
      ['GET', '/api/v1/feature_flags/public', 'public', []],
      ['GET', '/api/v1/users/feature_flags', 'user', []],
      ['GET', '/api/v1/client/settings', 'business', ['owner', 'admin', 'other']],
      ['GET', '/api/v1/client/settings/:key', 'business', ['owner', 'admin', 'other']],
      ['PUT', '/api/v1/client/settings/:key', 'business', ['owner', 'admin']],
      ['GET', '/api/v1/client/business_terms/get_active_term_document', 'user', []],
      ['GET', '/api/v1/client/business_terms/:id', 'business', ['owner', 'admin', 'other']],
      ['PUT', '/api/v1/client/business_terms/:id', 'business', ['owner', 'admin']],
      ['GET', '/api/v1/config', 'user', []],
      ['GET', '/api/v1/users/current_date', 'user', []],
    ];
    for (const [method, url, access, roles] of expected) {
      const r = rule(method, url);
      expect(r, `${method} ${url}`).toBeDefined();
      expect(r?.access, `${method} ${url}`).toBe(access);
      if (access === 'business') expect([...(r?.roles ?? [])], `${method} ${url}`).toEqual(roles);
    }
  });
});

describe('/api/docs', () => {
  const docsWith = async (env: Record<string, string>) => {
    const config = loadConfig({ ...env, APP_SECRET: 'docs-test-app-secret-0123456789abcdef' });
    const app = await buildApp({
      config,
      db: h.db,
      mailer: createMailer({ from: config.mailFrom, db: h.db }),
    });
    try {
      const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
      const page = await app.inject({ method: 'GET', url: '/api/docs' });
      return [json.statusCode, page.statusCode < 400];
    } finally {
      await app.close();
    }
  };

  it('is off by default in production, on when API_DOCS says so, and on outside production', async () => {
    expect(await docsWith({ NODE_ENV: 'production' })).toEqual([404, false]);
    expect(await docsWith({ NODE_ENV: 'production', API_DOCS: 'true' })).toEqual([200, true]);
    expect(await docsWith({ NODE_ENV: 'development' })).toEqual([200, true]);
    expect(await docsWith({ NODE_ENV: 'development', API_DOCS: 'false' })).toEqual([404, false]);
  });
});
