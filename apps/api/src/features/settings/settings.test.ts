import { SETTING_CATALOG, settingResponse, settingsResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, type Harness, createHarness, inBusiness } from '../../test/harness';
import { SETTING_MSG } from './settings.service';
import { expectStatus } from '../../test/status';

let h: Harness;
let owner: Record<string, string>;
let guest: Record<string, string>;
let otherOwner: Record<string, string>;
let b1: number;
beforeAll(async () => {
  h = await createHarness({ businesses: 3 });
  b1 = h.businessId('b1');
  const [u1, g1, u3]: AuthHeaders[] = await Promise.all([
    h.signInAs('u1'),
    h.signInAs('g1'),
    h.signInAs('u3'),
  ]);
  owner = inBusiness(u1, b1);
  guest = inBusiness(g1, b1);
  otherOwner = inBusiness(u3, h.businessId('b3'));
});
afterAll(() => h?.close());

const url = (key?: string) => `/api/v1/client/settings${key ? `/${key}` : ''}`;
const get = (path: string, headers: Record<string, string>) =>
  h.app.inject({ method: 'GET', url: path, headers });
const put = (key: string, setting: object, headers: Record<string, string>) =>
  h.app.inject({ method: 'PUT', url: url(key), payload: { setting }, headers });

describe('settings', () => {
  it('starts empty and answers 404 for a known key not yet saved', async () => {
    expect((await get(url(), owner)).json()).toEqual({ settings: [] });
    const res = await get(url('popup_rent'), owner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: SETTING_MSG.notSet });
  });

  it('creates a setting with its Spanish name, then changes only the fields sent', async () => {
    const created = await put('popup_rent', { active: true, value: '2026' }, owner);
    expect(created.statusCode).toBe(200);
    const body = settingResponse.parse(created.json());
    expect(body.error).toBe(false);
    expect(body.message).toBe('Configuración actualizada con éxito');
    expect(body.setting).toMatchObject({
      business_id: b1,
      key: 'popup_rent',
      name: SETTING_CATALOG.popup_rent.name,
      active: true,
      value: '2026',
      visualized: false,
    });

    const off = settingResponse.parse((await put('popup_rent', { active: false }, owner)).json()).setting;
    expect(off).toMatchObject({ id: body.setting.id, active: false, value: '2026' });
    expect(Date.parse(off.updated_at)).toBeGreaterThanOrEqual(Date.parse(body.setting.updated_at));

    const cleared = settingResponse.parse((await put('popup_rent', { value: null }, owner)).json()).setting;
    expect(cleared).toMatchObject({ active: false, value: null });

    const shown = await get(url('popup_rent'), owner);
    expect(shown.json()).toEqual({ setting: cleared });
  });

  it('lists the saved settings of the business', async () => {
    expectStatus(await put('daily_summary_email', {}, owner), 200);
    const { settings } = settingsResponse.parse((await get(url(), owner)).json());
    expect(settings.map((s) => [s.key, s.name, s.active])).toEqual([
      ['daily_summary_email', 'Resumen diario por correo', true],
      ['popup_rent', 'Ventana de Operación Renta', false],
    ]);
  });

  it('answers 404 for a key outside the catalog, 400 for a malformed key', async () => {
    for (const res of [await put('no_existe', { active: true }, owner), await get(url('no_existe'), owner)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: SETTING_MSG.unknown });
    }
    expect((await put('__proto__', { active: true }, owner)).statusCode).toBe(404);
    const bad = await put('Popup-Rent', { active: true }, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("campo 'key'");
    const badBody = await put('popup_rent', { active: 'sí' }, owner);
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().error).toContain("'setting.active'");
  });

  it('takes a number of days and a time of day only in their shape', async () => {
    const days = await put('invoice_reminders', { value: '5' }, owner);
    expect(days.statusCode, days.body).toBe(200);
    expect(days.json().setting.value).toBe('5');
    for (const value of ['cinco', '61', '-1', '1.5']) {
      const res = await put('invoice_reminders', { value }, owner);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Ingresa un número de días entre 0 y 60.');
    }
    expect((await put('daily_summary_email', { value: '07:30' }, owner)).statusCode).toBe(200);
    for (const value of ['7:30', '24:00', 'mañana']) {
      const res = await put('daily_summary_email', { value }, owner);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Ingresa una hora válida, por ejemplo 08:00.');
    }
    const shown = await get(url('invoice_reminders'), owner);
    expect(shown.json().setting.value).toBe('5');
    expect((await get(url('daily_summary_email'), owner)).json().setting.value).toBe('07:30');
  });

  it('lets a guest read but not change settings', async () => {
    expect((await get(url('popup_rent'), guest)).statusCode).toBe(200);
    expect((await put('popup_rent', { active: true }, guest)).statusCode).toBe(403);
  });

  it("keeps each business's settings to itself", async () => {
    expect((await get(url(), otherOwner)).json()).toEqual({ settings: [] });
    expect((await get(url('popup_rent'), otherOwner)).statusCode).toBe(404);
    const forged = { ...otherOwner, 'business-id': String(b1) };
    expect((await get(url(), forged)).statusCode).toBe(403);
    expect((await put('popup_rent', { active: true }, forged)).statusCode).toBe(403);
  });
});
