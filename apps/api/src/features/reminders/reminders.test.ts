import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, type Harness, createHarness, inBusiness } from '../../test/harness';
import { expectStatus } from '../../test/status';

// The reminder endpoints: list with defaults, show by type, update of only the fields sent with
// the limits and their Spanish errors, invoice_by_due's days shared with the setting, roles.
let h: Harness;
let owner: AuthHeaders;
let guest: AuthHeaders;
let b1: number;
beforeAll(async () => {
  h = await createHarness({ businesses: 2, outbox: true });
  owner = await h.signInAs('u1');
  guest = await h.signInAs('g1');
  b1 = h.businessId('b1');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const call = (method: 'GET' | 'PUT', url: string, auth: AuthHeaders, payload?: unknown) =>
  h.app.inject({
    method,
    url: `/api/v1/client${url}`,
    headers: inBusiness(auth, b1),
    payload: payload as object,
  });

describe('reminders', () => {
  it('lists the three types with their defaults before anything is saved', async () => {
    const res = await call('GET', '/reminders', guest);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.enabled).toBe(false);
    expect(body.reminders.map((r: { reminder_type: string }) => r.reminder_type)).toEqual([
      'invoice_issued',
      'invoice_by_due',
      'invoice_due',
    ]);
    expect(
      body.reminders.every(
        (r: { id: number | null; deleted_at: null }) => r.id === null && r.deleted_at === null,
      ),
    ).toBe(true);
    expect(body.contact_types.find((t: { id: number }) => t.id === 1).name).toBe('Cobranza');
  });

  it('updates only the fields sent, and refuses numbers out of range naming the field', async () => {
    const ok = await call('PUT', '/reminders/invoice_due', owner, { reminder: { days: 5, send_every: 3 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      error: false,
      reminder: { reminder_type: 'invoice_due', days: 5, send_every: 3, send_maximum: 3, active: true },
    });
    expect(ok.json().reminder.id).toEqual(expect.any(Number));
    const again = await call('PUT', '/reminders/invoice_due', owner, { reminder: { send_maximum: 10 } });
    expect(again.json().reminder).toMatchObject({ days: 5, send_every: 3, send_maximum: 10 });

    for (const [field, value] of [
      ['days', 61],
      ['days', -1],
      ['send_every', 0],
      ['send_every', 31],
      ['send_maximum', 11],
      ['days', '3'],
      ['days', 1.5],
    ] as const) {
      const bad = await call('PUT', '/reminders/invoice_due', owner, { reminder: { [field]: value } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain(`reminder.${field}`);
    }
    const link = await call('PUT', '/reminders/invoice_due', owner, {
      reminder: { payment_link: 'javascript:alert(1)' },
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().error).toMatch(/payment_link.*https:\/\//);
    const type = await call('PUT', '/reminders/invoice_due', owner, { reminder: { contact_type: 99 } });
    expect(type.statusCode).toBe(400);
    expect(type.json().error).toContain('contact_type');
    const unknown = await call('PUT', '/reminders/invoice_late', owner, { reminder: { days: 1 } });
    expect(unknown.statusCode).toBe(400);
    // Nothing of the refused requests was kept.
    expect((await call('GET', '/reminders/invoice_due', owner)).json().reminder).toMatchObject({
      days: 5,
      send_every: 3,
      send_maximum: 10,
      payment_link: null,
      contact_type: 1,
    });
  });

  it('keeps invoice_by_due days in the setting invoice_reminders (one number, two screens)', async () => {
    const res = await call('PUT', '/reminders/invoice_by_due', owner, { reminder: { days: 7 } });
    expect(res.json().reminder.days).toBe(7);
    const setting = await call('GET', '/settings/invoice_reminders', owner);
    // Saving the days made the setting, switched off: it does not start sending mail by itself.
    expect(setting.json().setting).toMatchObject({ value: '7', active: false });
    expectStatus(
      await call('PUT', '/settings/invoice_reminders', owner, { setting: { value: '12', active: true } }),
      200,
    );
    const list = (await call('GET', '/reminders', owner)).json();
    expect(list.enabled).toBe(true);
    expect(
      list.reminders.find((r: { reminder_type: string }) => r.reminder_type === 'invoice_by_due').days,
    ).toBe(12);
  });

  it('lets guests read but not write', async () => {
    expect((await call('GET', '/reminders/invoice_issued', guest)).statusCode).toBe(200);
    const res = await call('PUT', '/reminders/invoice_issued', guest, { reminder: { active: true } });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/reminders/invoice_issued', owner)).json().reminder.active).toBe(false);
  });
});
