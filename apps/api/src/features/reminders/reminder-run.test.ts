import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, type Harness, PUBLIC_URL, createHarness, inBusiness } from '../../test/harness';
import { insertInvoice } from '../../test/invoices';
import { runBusinessReminders } from './reminders.service';

// The reminders on a fake clock: day by day through an invoice's issue, the days before its due
// date, its due date, a weekend and a Chilean holiday (San Pedro y San Pablo, Monday 29 June 2026),
// mails received over real SMTP and counted per day against counts computed here from the rules.

const CLIENT_RUT = '76354771-K';
const ISSUE = '2026-06-15'; // Monday
const DUE = '2026-06-26'; // Friday
const PAID_ON = '2026-07-02'; // marked paid in the morning, before that day's run
// Written by hand from the official calendar: the only holiday in the weeks the test walks.
const HOLIDAYS = new Set(['2026-06-29']);

// Plain date arithmetic for the test's own statement of the rules.
const addDays = (d: string, n: number) => {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
};
const isWeekendOrHoliday = (d: string) =>
  [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()) || HOLIDAYS.has(d);
const firstBusinessDayFrom = (d: string) => {
  let x = d;
  while (isWeekendOrHoliday(x)) x = addDays(x, 1);
  return x;
};

// The rules as saved below, stated again: issued 0 days after issue (1 mail); by_due 3 days before
// the due date (1 mail); due 1 day after the due date, then every 2 days, at most 4 mails. Every
// type has weekend_lock: a step on a Saturday, Sunday or holiday moves to the next business day,
// and two steps of one type landing on the same day make one mail (the later step).
const RULES = {
  invoice_issued: { base: addDays(ISSUE, 0), every: 1, max: 1 },
  invoice_by_due: { base: addDays(DUE, -3), every: 1, max: 1 },
  invoice_due: { base: addDays(DUE, 1), every: 2, max: 4 },
};
/** Reminder mails expected on `day`, per recipient: one per type with a step sent that day. */
function expectedSteps(day: string): number {
  if (day >= PAID_ON) return 0;
  let n = 0;
  for (const r of Object.values(RULES)) {
    const days = Array.from({ length: r.max }, (_, k) => firstBusinessDayFrom(addDays(r.base, k * r.every)));
    if (days.includes(day)) n++;
  }
  return n;
}

let h: Harness;
let owner: AuthHeaders;
let businessId: number;
let invoiceId: number;
const PAYER = 'pagos@ferreteria-nunoa.cl';
const GONE = 'antiguo@ferreteria-nunoa.cl';
const SALES = 'ventas@ferreteria-nunoa.cl';

beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  owner = await h.signInAs('u1');
  businessId = h.businessId('b1');
  await h.db.query('UPDATE businesses SET collections_since = NULL WHERE id = $1', [businessId]);
  invoiceId = await insertInvoice(h.db, businessId, {
    direction: 'VENTA',
    folio: 4321,
    counterpartRut: CLIENT_RUT,
    issueDate: ISSUE,
    internalDueDate: DUE,
    net: 100_000,
    iva: 19_000,
  });
  const cp = await h.db.query<{ id: number }>(
    `INSERT INTO counterparts (business_id, kind, rut, business_name) VALUES ($1, 'client', $2, 'Ferretería Ñuñoa SpA')
     ON CONFLICT (business_id, kind, rut) DO UPDATE SET business_name = EXCLUDED.business_name RETURNING id`,
    [businessId, CLIENT_RUT],
  );
  // Two collection contacts (one of them unsubscribed) and a commercial one (another type).
  await h.db.query(
    `INSERT INTO contacts (business_id, counterpart_id, contact_type_id, name, last_name, email, emails) VALUES
       ($1, $2, 1, 'Paula', 'Pagos', $3, '{}'), ($1, $2, 1, 'Antonio', 'Antiguo', $4, '{}'),
       ($1, $2, 3, 'Vicente', 'Ventas', $5, '{}')`,
    [businessId, cp.rows[0].id, PAYER, GONE, SALES],
  );
  await h.db.query(
    `INSERT INTO mail_recipients (business_id, address, token, unsubscribed_at) VALUES ($1, $2, 'tok-gone', now())`,
    [businessId, GONE],
  );
  const put = async (url: string, payload: unknown) => {
    const res = await h.app.inject({
      method: 'PUT',
      url,
      headers: inBusiness(owner, businessId),
      payload: payload as object,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await put('/api/v1/client/settings/invoice_reminders', { setting: { active: true, value: '3' } });
  await put('/api/v1/client/reminders/invoice_issued', {
    reminder: { active: true, days: 0, send_maximum: 1 },
  });
  await put('/api/v1/client/reminders/invoice_by_due', {
    reminder: { active: true, send_maximum: 1, weekend_lock: true },
  });
  await put('/api/v1/client/reminders/invoice_due', {
    reminder: {
      active: true,
      days: 1,
      send_every: 2,
      send_maximum: 4,
      weekend_lock: true,
      payment_link: 'https://pagos.example.cl/f/4321',
    },
  });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const deps = (day: string) => ({
  mailer: { kind: 'smtp' as const },
  publicUrl: PUBLIC_URL,
  // 10:00 in Chile (UTC-4 in June).
  now: () => new Date(`${day}T14:00:00Z`),
});

async function settle(expectedTotal: number): Promise<void> {
  const until = Date.now() + 5000;
  while (h.mail.to(PAYER).length < expectedTotal && Date.now() < until)
    await new Promise((r) => setTimeout(r, 25));
}

describe('collection reminders on a fake clock', () => {
  it('sends each step once, on business days, and nothing once the invoice is paid', async () => {
    const days: string[] = [];
    for (let d = addDays(ISSUE, -1); d <= '2026-07-10'; d = addDays(d, 1)) days.push(d);
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};
    let total = 0;
    for (const day of days) {
      if (day === PAID_ON)
        await h.db.query('UPDATE invoices SET payed = true, payed_at = $2 WHERE id = $1', [
          invoiceId,
          `${day}T12:00:00Z`,
        ]);
      const before = h.mail.to(PAYER).length;
      if (day === addDays(DUE, -3)) {
        // Two workers run the same day at once: one mail per step all the same.
        await Promise.all([
          runBusinessReminders(h.db, deps(day), businessId),
          runBusinessReminders(h.db, deps(day), businessId),
        ]);
      } else {
        await runBusinessReminders(h.db, deps(day), businessId);
      }
      want[day] = expectedSteps(day);
      total += want[day];
      await settle(total);
      got[day] = h.mail.to(PAYER).length - before;
    }
    // Late arrivals would show up here.
    await new Promise((r) => setTimeout(r, 600));
    expect(got).toEqual(want);
    expect(h.mail.to(PAYER)).toHaveLength(total);
    // The statement gives 1 (issue) + 1 (by due) + 2 (due: 27 and 29 June collapse onto 30 June,
    // then 1 July; 3 July comes after the payment) = 4.
    expect(total).toBe(4);
    // Nothing on the weekend nor on the holiday.
    for (const d of ['2026-06-20', '2026-06-21', '2026-06-27', '2026-06-28', '2026-06-29'])
      expect(got[d]).toBe(0);
    // The unsubscribed contact and the contact of another type get nothing.
    expect(h.mail.to(GONE)).toHaveLength(0);
    expect(h.mail.to(SALES)).toHaveLength(0);

    // One timeline event per step sent; the invoice is 'notified'.
    const events = await h.db.query<{ kind: string; detail: { reminder_type: string; step: number } }>(
      'SELECT kind, detail FROM collection_events WHERE invoice_id = $1 ORDER BY id',
      [invoiceId],
    );
    expect(events.rows.map((e) => `${e.detail.reminder_type}:${e.detail.step}`)).toEqual([
      'invoice_issued:0',
      'invoice_by_due:0',
      'invoice_due:1',
      'invoice_due:2',
    ]);
    const state = await h.db.query<{ collection_state: string }>(
      'SELECT collection_state FROM invoices WHERE id = $1',
      [invoiceId],
    );
    expect(state.rows[0].collection_state).toBe('notified');
  }, 90_000);

  it('writes the mail in Spanish with the amount, due date, folio, payment and unsubscribe links', async () => {
    const mail = h.mail.to(PAYER).find((m) => m.subject.includes('vencida'))!;
    expect(mail.subject).toContain('4321');
    // 100.000 net + 19.000 IVA, as the mail formats pesos.
    expect(mail.text).toContain('Monto adeudado: $119.000');
    expect(mail.text).toContain('Fecha de vencimiento: 26/06/2026');
    expect(mail.text).toContain('Hola Paula Pagos');
    expect(mail.text).toContain('https://pagos.example.cl/f/4321');
    expect(mail.html).toContain('Pagar en línea');
    const link = mail.text.match(/http:\/\/portal\.test\/api\/v1\/public\/unsubscribe\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const page = await h.app.inject({
      method: 'GET',
      url: link!.replace(PUBLIC_URL, ''),
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('te desuscribiste');
    const row = await h.db.query<{ off: boolean }>(
      'SELECT unsubscribed_at IS NOT NULL AS off FROM mail_recipients WHERE business_id = $1 AND address = $2',
      [businessId, PAYER],
    );
    expect(row.rows[0].off).toBe(true);
  });

  it('shows the invoice schedule: sent steps, skipped ones, and paid', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/v1/client/sii_invoice/invoices/${invoiceId}/reminders`,
      headers: inBusiness(owner, businessId),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { schedule } = res.json();
    expect(schedule.status).toBe('paid');
    const byKey = Object.fromEntries(
      schedule.steps.map((s: { reminder_type: string; step: number; state: string; send_on: string }) => [
        `${s.reminder_type}:${s.step}`,
        `${s.state}@${s.send_on}`,
      ]),
    );
    expect(byKey).toEqual({
      'invoice_issued:0': 'sent@2026-06-15',
      'invoice_by_due:0': 'sent@2026-06-23',
      'invoice_due:0': 'skipped@2026-06-30',
      'invoice_due:1': 'sent@2026-06-30',
      'invoice_due:2': 'sent@2026-07-01',
      'invoice_due:3': 'skipped@2026-07-03',
    });
  });

  it('names the true reason a sale gets none: before the cut-off, or nothing left to collect', async () => {
    const status = async (id: number) => {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/v1/client/sii_invoice/invoices/${id}/reminders`,
        headers: inBusiness(owner, businessId),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().schedule.status as string;
    };
    const old = await insertInvoice(h.db, businessId, {
      direction: 'VENTA',
      folio: 9701,
      counterpartRut: CLIENT_RUT,
      issueDate: '2026-01-10',
      net: 100_000,
      iva: 19_000,
    });
    expect(await status(old)).toBe('active');
    await h.db.query(`UPDATE businesses SET collections_since = '2026-02-01' WHERE id = $1`, [businessId]);
    expect(await status(old)).toBe('before_collections');
    await h.db.query('UPDATE businesses SET collections_since = NULL WHERE id = $1', [businessId]);
    // A credit note for the whole 119.000 netted into it: nothing left to collect.
    await h.db.query('UPDATE invoices SET credited_amount = signed_total WHERE id = $1', [old]);
    expect(await status(old)).toBe('no_balance');
  });
});
