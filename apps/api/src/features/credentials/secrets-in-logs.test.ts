import { hkdfSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { LOG_REDACT_PATHS } from '../../lib/log-redaction';
import { createMailer } from '../../lib/mailer';
import { type Harness, createHarness, inBusiness } from '../../test/harness';

import { certificateContext } from '../certificates/certificates.service';
import { makePkcs12 } from '../certificates/pkcs12-fixtures';
import { multipart } from '../invoice-imports/test-helpers';
import { credentialContext } from './credentials.service';

// Secrets never reach the logs: the app, logging everything (trace) through the server's own
// redaction, uploads a certificate and saves, changes and fails credentials; the captured log text
// must not hold the passwords, the file, APP_SECRET, the key it derives nor any record's data key.

const SECRET = 'logs-test-app-secret-0123456789abcdef-XYZ';
const PFX_PASSWORD = 'Pfx-Pass-1234';
const SII_PASSWORD = 'Sii-Clave-5678';
const NEW_PASSWORD = 'Otra-Clave-9012';

let h: Harness;
let app: App;
let log = '';
afterAll(async () => {
  await app?.close();
  await h?.close();
});
beforeAll(async () => {
  h = await createHarness({ businesses: 1, env: { APP_SECRET: SECRET } });
  const stream = new Writable({
    write(chunk, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  app = await buildApp({
    config: h.config,
    db: h.db,
    mailer: createMailer({ smtpUrl: h.config.smtpUrl, from: h.config.mailFrom, db: h.db }),
    logger: { level: 'trace', redact: [...LOG_REDACT_PATHS], stream },
  });
  await app.ready();
});

describe('the logs', () => {
  it('hold the requests but none of the secrets', async () => {
    const auth = await h.signInAs('u1');
    const headers = inBusiness(auth, h.businessId('b1'));
    const pfx = makePkcs12({
      holderName: 'Titular',
      notBefore: new Date(Date.now() - 86_400_000),
      notAfter: new Date(Date.now() + 86_400_000 * 100),
      password: PFX_PASSWORD,
      algorithm: 'aes256',
    });
    const upload = (password: string) => {
      const form = multipart([{ name: 'firma.pfx', bytes: pfx, field: 'file' }], { password });
      return app.inject({
        method: 'POST',
        url: '/api/v1/client/business_certificates',
        headers: { ...headers, 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    expect((await upload(`${PFX_PASSWORD}-mal`)).statusCode).toBe(422);
    expect((await upload(PFX_PASSWORD)).statusCode).toBe(201);
    const url = '/api/v1/client/business_credentials';
    const created = await app.inject({
      method: 'POST',
      url,
      headers,
      payload: { business_credential: { name: 'SII', username: '11111111-1', password: SII_PASSWORD } },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().business_credential;
    const put = (payload: unknown) =>
      app.inject({ method: 'PUT', url: `${url}/${id}`, headers, payload: payload as object });
    expect((await put({ business_credential: { username: 'u', password: NEW_PASSWORD } })).statusCode).toBe(
      200,
    );
    // A refused write (bad body) and a malformed JSON body carrying a password.
    expect((await put({ business_credential: { username: '', password: NEW_PASSWORD } })).statusCode).toBe(
      400,
    );
    const broken = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"business_credential":{"password":"${NEW_PASSWORD}"`,
    });
    expect(broken.statusCode).toBe(400);

    expect(log).toContain('/api/v1/client/business_certificates');
    expect(log).toContain('/api/v1/client/business_credentials');
    const kek = Buffer.from(hkdfSync('sha256', SECRET, 'portal-cliente', 'stored-secrets/v1', 32));
    const forbidden = [
      PFX_PASSWORD,
      SII_PASSWORD,
      NEW_PASSWORD,
      SECRET,
      kek.toString('base64'),
      kek.toString('base64url'),
      kek.toString('hex'),
      pfx.subarray(0, 48).toString('base64'),
      auth['access-token'],
    ];
    // Each record's data key (opened here from its stored wrapped form) and that wrapped form.
    const cert = await h.db.query<{ w: string; b: number }>(
      'SELECT data_key_wrapped AS w, business_id::int AS b FROM business_certificates',
    );
    const creds = await h.db.query<{ w: string; b: number; id: number }>(
      'SELECT data_key_wrapped AS w, business_id::int AS b, id::int AS id FROM business_credentials',
    );
    const keys = [
      ...cert.rows.map((r) => app.secrets.open(r.w, `data-key:${certificateContext(r.b)}`)),
      ...creds.rows.map((r) => app.secrets.open(r.w, `data-key:${credentialContext(r.b, r.id)}`)),
    ];
    expect(keys).toHaveLength(2);
    for (const k of keys) forbidden.push(k, Buffer.from(k, 'base64').toString('hex'));
    for (const r of [...cert.rows, ...creds.rows]) forbidden.push(r.w);
    for (const secret of forbidden)
      expect(log.includes(secret), `log holds ${secret.slice(0, 6)}…`).toBe(false);
  });
});
