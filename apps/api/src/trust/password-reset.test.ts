// Trust suite — the password-reset request does not reveal which e-mails have accounts (ASVS 6.3.8,
// OWASP API2). The probe found a known e-mail answering in ~118 ms (the SMTP round trip) and an
// unknown one in ~4.5 ms, and with SMTP down a known e-mail answering 500 and an unknown one 200.
// With the mail outbox (features/mail) the request only writes rows; the queue sends the mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/server-process';
import { type Harness, createHarness } from '../test/harness';

const SEND = '/api/v1/users/passwords/send_reset_password_instructions';
const SMTP_DELAY_MS = 300;
const ROUNDS = 7;

/** A distinct client address per request: the route allows 5 per address per 15 minutes. */
let nextIp = 1;
const send = (h: Harness, email: string) =>
  h.app.inject({ method: 'POST', url: SEND, payload: { email }, remoteAddress: `198.51.100.${nextIp++}` });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed(h: Harness, email: string) {
  const started = performance.now();
  const res = await send(h, email);
  return { ms: performance.now() - started, status: res.statusCode, body: res.body };
}

describe('with a slow SMTP server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ businesses: 2, mailDelayMs: SMTP_DELAY_MS });
  });
  afterAll(() => h?.close());

  it('a known and an unknown e-mail answer the same status, body and time; the mail still arrives', async () => {
    const known = h.user('u1').email;
    const unknown = 'nadie-registrado@ejemplo.cl';
    await timed(h, unknown); // warm-up: first-use costs are not the difference measured
    const k: number[] = [];
    const u: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const a = await timed(h, known);
      const b = await timed(h, unknown);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body).toBe(b.body);
      k.push(a.ms);
      u.push(b.ms);
    }
    console.log(
      `[trust] reset request medians: known ${median(k).toFixed(1)} ms, unknown ${median(u).toFixed(1)} ms`,
    );
    // The known path writes three rows; it must not carry the SMTP round trip (300 ms here).
    expect(median(k)).toBeLessThan(median(u) * 3 + 60);
    // Sent by the queue, after the answers: the last link asked for arrives.
    await h.mail.waitFor((m) => m.to.includes(known), 15_000);
  }, 60_000);
});

describe('with the SMTP server down', () => {
  let h: Harness;
  beforeAll(async () => {
    const port = await freePort();
    h = await createHarness({ businesses: 2, env: { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` } });
  });
  afterAll(() => h?.close());

  it('a known and an unknown e-mail answer the same 200; the mail waits in the outbox and is retried', async () => {
    const known = await send(h, h.user('u2').email);
    const unknown = await send(h, 'otra-persona@ejemplo.cl');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // The sending job failed against the dead server and waits for its retry; the mail is kept.
    const deadline = Date.now() + 10_000;
    let job: { state: string; attempts: number; last_error: string | null } | undefined;
    while (Date.now() < deadline) {
      ({
        rows: [job],
      } = await h.db.query<{ state: string; attempts: number; last_error: string | null }>(
        "SELECT state, attempts, last_error FROM jobs WHERE kind = 'mail.send' ORDER BY id DESC LIMIT 1",
      ));
      if (job?.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(job?.state).toBe('failed');
    expect(job?.last_error).toBeTruthy();
    const { rows } = await h.db.query<{ sent_at: Date | null }>(
      'SELECT sent_at FROM outbox_emails WHERE to_address = $1',
      [h.user('u2').email],
    );
    expect(rows).toEqual([{ sent_at: null }]);
  }, 30_000);
});
