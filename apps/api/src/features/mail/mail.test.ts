import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type MailCatcher, startMailCatcher } from '../../test/smtp';
import { freePort } from '../../trust/support/server-process';

// The outbox (mail.service.ts): a mail that cannot be sent waits and is retried by the queue; when
// the SMTP server is back it arrives, once, and its outbox row is stamped sent.
let h: Harness;
let port: number;
let back: MailCatcher | undefined;
beforeAll(async () => {
  port = await freePort();
  h = await createHarness({ businesses: 1, env: { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` } });
});
afterAll(async () => {
  await h?.close();
  await back?.close();
});

const jobRow = async () =>
  (
    await h.db.query<{ state: string; attempts: number }>(
      "SELECT state, attempts FROM jobs WHERE kind = 'mail.send' ORDER BY id DESC LIMIT 1",
    )
  ).rows[0];

describe('the mail outbox', () => {
  it('keeps a mail while SMTP is down and sends it once when the server is back', async () => {
    const email = h.user('u1').email;
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/users/passwords/send_reset_password_instructions',
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    const end = Date.now() + 10_000;
    while ((await jobRow())?.state !== 'failed') {
      if (Date.now() > end) throw new Error('the send never failed');
      await new Promise((r) => setTimeout(r, 20));
    }
    back = await startMailCatcher({ port });
    const mail = await back.waitFor((m) => m.to.includes(email), 15_000);
    expect(mail.subject).toBe('Recupera tu contraseña de Portal Cliente');
    expect(mail.raw).toMatch(/Message-ID: <outbox-\d+@portal\.test>/i);
    const done = Date.now() + 5000;
    while ((await jobRow()).state !== 'done' && Date.now() < done)
      await new Promise((r) => setTimeout(r, 20));
    expect((await jobRow()).state).toBe('done');
    expect((await jobRow()).attempts).toBeGreaterThanOrEqual(2);
    const { rows } = await h.db.query<{ sent: boolean }>(
      'SELECT sent_at IS NOT NULL AS sent FROM outbox_emails WHERE to_address = $1',
      [email],
    );
    expect(rows).toEqual([{ sent: true }]);
    // Nothing is sent twice: later polls find the job done.
    await new Promise((r) => setTimeout(r, 600));
    expect(back.to(email)).toHaveLength(1);
  }, 40_000);
});
