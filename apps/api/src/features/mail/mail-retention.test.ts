import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { enqueueJob } from '../jobs/jobs.service';
import { signUpPayload } from '../onboarding/test-helpers';
import { MAIL_PURGE_JOB, MAIL_RETENTION_DAYS, SCRUBBED_BODY } from './mail.service';

// What the outbox keeps (issue "Trust, round three": live reset, invitation and confirmation
// tokens kept in plain text forever): a mail with a one-time secret keeps no body once SMTP took
// it, and sent mail goes after MAIL_RETENTION_DAYS.
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
});
afterAll(() => h?.close());

const rowTo = async (address: string) =>
  (
    await h.db.query<{ text_body: string; html_body: string | null; sent_at: Date | null }>(
      'SELECT text_body, html_body, sent_at FROM outbox_emails WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [address],
    )
  ).rows[0];
const signUp = (email: string) =>
  h.app.inject({ method: 'POST', url: '/api/v1/client/onboarding/users', payload: signUpPayload(email) });
const until = async (check: () => Promise<boolean>) => {
  const end = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('the outbox after sending', () => {
  it('keeps no copy of a reset link once sent; the link the person received still works', async () => {
    const u = h.user('u1');
    const asked = await h.app.inject({
      method: 'POST',
      url: '/api/v1/users/passwords/send_reset_password_instructions',
      payload: { email: u.email },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await h.mail.waitFor((m) => m.to.includes(u.email), 10_000);
    const token = /reset_password\/([\w-]+)/.exec(mail.text)![1];
    await until(async () => (await rowTo(u.email))?.sent_at != null);
    const row = (await rowTo(u.email))!;
    expect(row.text_body).toBe(SCRUBBED_BODY);
    expect(row.html_body).toBeNull();
    const { rows } = await h.db.query("SELECT 1 FROM outbox_emails WHERE text_body LIKE '%' || $1 || '%'", [
      token,
    ]);
    expect(rows).toEqual([]);
    const used = await h.app.inject({
      method: 'POST',
      url: '/api/v1/users/passwords/update_password_by_reset_password_token',
      payload: {
        reset_password_token: token,
        password: 'Cordillera-Andina-2026',
        password_confirmation: 'Cordillera-Andina-2026',
      },
    });
    expect(used.statusCode, used.body).toBe(200);
  }, 20_000);

  it('keeps no confirmation code once sent, and keeps a mail without secrets whole', async () => {
    const address = `retencion.${process.pid}@pyme.cl`;
    const first = await signUp(address);
    expect(first.statusCode, first.body).toBe(202);
    const code = await h.mail.waitFor((m) => m.to.includes(address), 10_000);
    expect(code.text).toMatch(/\d{6}/);
    await until(async () => (await rowTo(address))?.sent_at != null);
    expect((await rowTo(address))!.text_body).toBe(SCRUBBED_BODY);

    // Signing up with an address that has an account mails a notice with no secret: kept whole.
    const owner = h.user('u2').email;
    const again = await signUp(owner);
    expect(again.statusCode, again.body).toBe(202);
    const notice = await h.mail.waitFor((m) => m.to.includes(owner), 10_000);
    await until(async () => (await rowTo(owner))?.sent_at != null);
    const kept = (await rowTo(owner))!.text_body;
    expect(kept).not.toBe(SCRUBBED_BODY);
    expect(notice.text.replace(/\r\n/g, '\n').trim()).toBe(kept.replace(/\r\n/g, '\n').trim());
  }, 20_000);

  it(`deletes mail sent or bounced more than ${MAIL_RETENTION_DAYS} days ago, and nothing else`, async () => {
    const insert = (to: string, sentDaysAgo: number | null, bouncedDaysAgo: number | null = null) =>
      h.db.query(
        `INSERT INTO outbox_emails (to_address, subject, text_body, created_at, sent_at, bounced_at)
         VALUES ($1, 's', 'b', now() - interval '200 days',
                 now() - make_interval(days => $2::int), now() - make_interval(days => $3::int))`,
        [to, sentDaysAgo, bouncedDaysAgo],
      );
    await insert('viejo@purga.test', MAIL_RETENTION_DAYS + 1);
    await insert('rebotado@purga.test', null, MAIL_RETENTION_DAYS + 5);
    await insert('reciente@purga.test', MAIL_RETENTION_DAYS - 1);
    // Never sent while SMTP is configured: still waiting for its retries, never purged.
    await insert('pendiente@purga.test', null);
    await enqueueJob(h.db, { kind: MAIL_PURGE_JOB, payload: {} });
    const left = async () =>
      (
        await h.db.query<{ to_address: string }>(
          "SELECT to_address FROM outbox_emails WHERE to_address LIKE '%@purga.test' ORDER BY to_address",
        )
      ).rows.map((r) => r.to_address);
    await until(async () => (await left()).length === 2);
    expect(await left()).toEqual(['pendiente@purga.test', 'reciente@purga.test']);
  });
});
