import { devMailboxResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createMailer } from '../../lib/mailer';
import { type Harness, createHarness } from '../../test/harness';
import { MAILBOX_MSG, isLocalRequest } from './dev-mailbox.service';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ businesses: 2, outbox: true });
});
afterAll(() => h?.close());

const mailbox = (opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  h.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox', ...opts });

describe('GET /api/v1/dev/mailbox', () => {
  it('shows the outbox, newest first, to a request from this machine', async () => {
    for (const key of ['u1', 'u2']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/users/passwords/send_reset_password_instructions',
        payload: { email: h.user(key).email },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await mailbox();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { emails } = devMailboxResponse.parse(res.json());
    expect(emails.map((e) => e.to)).toEqual([h.user('u2').email, h.user('u1').email]);
    expect(emails[0].subject).toBe('Recupera tu contraseña de Portal Cliente');
    expect(emails[0].text).toMatch(/\/reset_password\/[\w-]{43}/);
    expect(h.mail.messages).toEqual([]);
    const flags = await h.app.inject({ method: 'GET', url: '/api/v1/feature_flags/public' });
    expect(flags.json().flags.dev_mailbox).toBe(true);
  });

  it('keeps at most 50 messages', async () => {
    await h.db.query(
      "INSERT INTO outbox_emails (to_address, subject, text_body) SELECT 'x@correo.cl', 'n' || g, 't' FROM generate_series(1, 60) g",
    );
    expect((await mailbox()).json().emails).toHaveLength(50);
  });

  it('answers 403 to any other machine, also through a proxy', async () => {
    for (const res of [
      await mailbox({ remoteAddress: '203.0.113.7' }),
      await mailbox({ headers: { 'x-forwarded-for': '203.0.113.7' } }),
      await mailbox({ headers: { forwarded: 'for=203.0.113.7;proto=https' } }),
      await mailbox({ remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: MAILBOX_MSG.localOnly });
    }
    // The web dev server on this machine relaying this machine's browser is local.
    expect((await mailbox({ headers: { 'x-forwarded-for': '127.0.0.1, ::1' } })).statusCode).toBe(200);
  });

  it('does not exist with SMTP configured or in production', async () => {
    const base = { LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
    const variants = [
      loadConfig({ ...base, NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:1' }),
      loadConfig({ ...base, NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }),
    ];
    for (const config of variants) {
      const app = await buildApp({
        config,
        db: h.db,
        mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: h.db }),
      });
      try {
        const res = await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' });
        expect(res.statusCode).toBe(404);
        expect(app.routeTable.some((r) => r.url.includes('/dev/'))).toBe(false);
        // Nor does the browser offer its page, whatever the flag in the database says.
        const flags = await app.inject({ method: 'GET', url: '/api/v1/feature_flags/public' });
        expect(flags.json().flags.dev_mailbox).toBe(false);
      } finally {
        await app.close();
      }
    }
  });
});

describe('isLocalRequest', () => {
  it.each([
    ['127.0.0.1', {}, true],
    ['::1', {}, true],
    ['::ffff:127.0.0.1', {}, true],
    ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1:5173' }, true],
    ['127.0.0.1', { forwarded: 'for="[::1]:5173"' }, true],
    ['10.0.0.2', {}, false],
    [undefined, {}, false],
    ['127.0.0.1', { 'x-real-ip': '192.168.1.20' }, false],
    ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 192.168.1.20' }, false],
    ['127.0.0.1', { 'x-forwarded-for': '' }, false],
  ])('%s %j → %s', (address, headers, expected) => {
    expect(isLocalRequest(address, headers)).toBe(expected);
  });
});
