import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, type Harness, createHarness, inBusiness } from '../../test/harness';
import { insertInvoice } from '../../test/invoices';
import { DAILY_SUMMARY_JOBS, chileTime, enqueueDueSummaries } from './reminders.service';
import { expectStatus } from '../../test/status';

// "Resumen diario por correo": at the business's time (Chile), once a day, to the users who did
// not turn it off, with the day before's figures; mails read over real SMTP.
let h: Harness;
let owner: AuthHeaders;
let b1: number;
const DAY = '2026-07-15'; // the summary's day; it reports 14 July
const YESTERDAY = '2026-07-14';
beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  owner = await h.signInAs('u1');
  b1 = h.businessId('b1');
  // Yesterday: two sales (119.000 and 238.000), one purchase (59.500), one sale paid.
  await insertInvoice(h.db, b1, { direction: 'VENTA', issueDate: YESTERDAY, net: 100_000, iva: 19_000 });
  await insertInvoice(h.db, b1, { direction: 'VENTA', issueDate: YESTERDAY, net: 200_000, iva: 38_000 });
  await insertInvoice(h.db, b1, {
    direction: 'COMPRA',
    issueDate: YESTERDAY,
    net: 50_000,
    iva: 9_500,
    counterpartRut: '96938470-7',
  });
  // A sale of the day before yesterday does not count.
  await insertInvoice(h.db, b1, { direction: 'VENTA', issueDate: '2026-07-13', net: 1_000 });
  const paid = await insertInvoice(h.db, b1, {
    direction: 'VENTA',
    issueDate: '2026-06-01',
    net: 50_000,
    iva: 9_500,
  });
  // 14 July 20:00 in Chile is 15 July 00:00 UTC: still the 14th there.
  await h.db.query(`UPDATE invoices SET payed = true, payed_at = '2026-07-15T00:00:00Z' WHERE id = $1`, [
    paid,
  ]);
  const res = await h.app.inject({
    method: 'PUT',
    url: '/api/v1/client/settings/daily_summary_email',
    headers: inBusiness(owner, b1),
    payload: { setting: { active: true, value: '07:30' } },
  });
  expect(res.statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const at = (hhmm: string) => new Date(`${DAY}T${hhmm}:00-04:00`);

describe('daily summary', () => {
  it('reads the Chile time of day', () => {
    expect(chileTime(new Date('2026-07-15T11:30:00Z'))).toBe('07:30');
    expect(chileTime(new Date('2026-01-15T11:30:00Z'))).toBe('08:30');
  });

  it('is sent once per day from the business’s time on, with yesterday’s figures', async () => {
    expect(await enqueueDueSummaries(h.db, at('07:29'))).toBe(0);
    expect(await enqueueDueSummaries(h.db, at('07:30'))).toBe(1);
    // Later rounds of the same day, and two processes at once, find the day's key taken.
    const again = await Promise.all([
      enqueueDueSummaries(h.db, at('08:30')),
      enqueueDueSummaries(h.db, at('08:30')),
    ]);
    expect(again).toEqual([0, 0]);

    const users = await h.db.query<{ email: string }>(
      'SELECT u.email FROM businesses_users bu JOIN users u ON u.id = bu.user_id WHERE bu.business_id = $1 ORDER BY u.id',
      [b1],
    );
    const ownerEmail = h.user('u1').email;
    const mail = await h.mail.waitFor(
      (m) => m.to.includes(ownerEmail) && m.subject.startsWith('Resumen diario'),
      10_000,
    );
    expect(mail.subject).toContain('14/07/2026');
    // 119.000 + 238.000 = 357.000 in 2 sales; 59.500 in 1 purchase; 59.500 collected in 1.
    expect(mail.text).toContain('Ventas emitidas: 2 por $357.000');
    expect(mail.text).toContain('Compras recibidas: 1 por $59.500');
    expect(mail.text).toContain('Facturas cobradas (marcadas pagadas): 1 por $59.500');
    expect(mail.text).toMatch(/unsubscribe\?token=/);
    await new Promise((r) => setTimeout(r, 500));
    const summaries = h.mail.messages.filter((m) => m.subject.startsWith('Resumen diario'));
    expect(summaries).toHaveLength(users.rows.length);
    const jobs = await h.db.query<{ n: number }>('SELECT count(*) AS n FROM jobs WHERE kind = $1', [
      DAILY_SUMMARY_JOBS.business,
    ]);
    expect(Number(jobs.rows[0].n)).toBe(1);
  });

  it('skips users who turned it off, and the next day sends again', async () => {
    const guest = await h.signInAs('g1');
    expectStatus(
      await h.app.inject({
        method: 'POST',
        url: '/api/v1/client/messages_preferences/save_preferences',
        headers: inBusiness(guest, b1),
        payload: { subscriptions: { daily_summary: false } },
      }),
      200,
    );
    const before = h.mail.messages.length;
    expect(await enqueueDueSummaries(h.db, new Date('2026-07-16T12:00:00Z'))).toBe(1);
    await h.mail.waitFor((m) => m.subject.includes('15/07/2026'), 10_000);
    await new Promise((r) => setTimeout(r, 500));
    const sent = h.mail.messages.slice(before);
    expect(sent.some((m) => m.to.includes(h.user('g1').email))).toBe(false);
    expect(sent.some((m) => m.to.includes(h.user('u1').email))).toBe(true);
  });
});
