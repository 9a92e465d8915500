import { BUSINESS_FIELD_MESSAGES, businessGroupResponse, businessResponse } from '@portal/contracts';
import { formatRut } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, type Harness, createHarness, inBusiness } from '../../test/harness';
import { BUSINESS_MSG } from './businesses.service';

let h: Harness;
let owner: AuthHeaders; // u1 owns b1
let guest: AuthHeaders; // g1 is 'other' (Invitado) in b1
let demo: AuthHeaders; // owner of b1, b3–b6, admin of b2
let b1: number;
let b2: number;

beforeAll(async () => {
  // The first business's RUT goes in the allow-list in display form: it is compared canonically.
  h = await createHarness({
    businesses: 7,
    env: (data) => ({ FORCED_BANK_RUTS: ` ${formatRut(data.businesses[0].rut)} , 11111111-1` }),
  });
  [owner, guest, demo] = await Promise.all([h.signInAs('u1'), h.signInAs('g1'), h.signInAs('demo')]);
  b1 = h.businessId('b1');
  b2 = h.businessId('b2');
});
afterAll(() => h?.close());

const get = (url: string, headers: Record<string, string>) => h.app.inject({ method: 'GET', url, headers });
const put = (payload: object, headers: Record<string, string>) =>
  h.app.inject({ method: 'PUT', url: '/api/v1/client/businesses', payload, headers });

describe('GET /api/v1/users/businesses/:id', () => {
  it('answers the business with functionalities and the forced bank features', async () => {
    const res = await get(`/api/v1/users/businesses/${b1}`, inBusiness(owner, b1));
    expect(res.statusCode).toBe(200);
    const { business } = businessResponse.parse(res.json());
    const gen = h.data.businesses[0];
    expect(business).toMatchObject({
      id: b1,
      hash_id: gen.hash_id,
      rut: gen.rut,
      name: gen.name,
      status: 'Activo',
      plan: gen.plan,
      forced_bank_features: true,
    });
    expect(business.functionalities.map((f) => f.reference).sort()).toEqual(
      gen.functionalities.map((f) => f.reference).sort(),
    );
    expect(business.functionalities.find((f) => f.reference === 'payroll')?.beta).toBe(true);
  });

  it('shows the guard scenarios as the spec names them', async () => {
    const byKey = async (key: string) =>
      (await get(`/api/v1/users/businesses/${h.businessId(key)}`, inBusiness(demo, h.businessId(key)))).json()
        .business;
    expect((await byKey('b2')).status).toBe('Cerrado');
    expect((await byKey('b2')).closed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await byKey('b3')).toMatchObject({ prospect: true, valid_contract_plan: true });
    expect(await byKey('b4')).toMatchObject({ debtor: 'defaulter', payed: false });
    expect((await byKey('b4')).debtor_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await byKey('b5')).toMatchObject({ status_onboarding: 'fill_information' });
    expect(await byKey('b6')).toMatchObject({ forced_bank_features: false, status_rent: false });
  });

  it('is readable by a guest (reads are open to every linked role)', async () => {
    expect((await get(`/api/v1/users/businesses/${b1}`, inBusiness(guest, b1))).statusCode).toBe(200);
  });

  it('answers 404 when the path names another business than the header', async () => {
    const res = await get(`/api/v1/users/businesses/${b2}`, inBusiness(owner, b1));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: BUSINESS_MSG.notFound });
  });

  it('answers 403 for a business the user is not linked to, 400 without or with a bad header', async () => {
    const other = await get(`/api/v1/users/businesses/${b2}`, inBusiness(owner, b2));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'No tienes acceso a esta empresa.' });
    const missing = await get(`/api/v1/users/businesses/${b1}`, owner);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('business-id');
    const bad = await get(`/api/v1/users/businesses/${b1}`, { ...owner, 'business-id': '1 OR 1=1' });
    expect(bad.statusCode).toBe(400);
    const anonymous = await get(`/api/v1/users/businesses/${b1}`, { 'business-id': String(b1) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/client/businesses', () => {
  it('lets the owner change the editable fields, normalised', async () => {
    const res = await put(
      {
        business: {
          fantasy_name: '  Panadería La Espiga ',
          email: 'Contacto@LaEspiga.cl',
          phone: '+56 9 1234 5678',
          commune: 'nunoa',
          address: '',
        },
      },
      inBusiness(owner, b1),
    );
    expect(res.statusCode).toBe(200);
    const { business } = businessResponse.parse(res.json());
    expect(business).toMatchObject({
      id: b1,
      fantasy_name: 'Panadería La Espiga',
      email: 'contacto@laespiga.cl',
      phone: '56912345678',
      commune: 'Ñuñoa',
      address: null,
      activity: h.data.businesses[0].activity,
    });
    const again = await get(`/api/v1/users/businesses/${b1}`, inBusiness(owner, b1));
    expect(again.json().business.fantasy_name).toBe('Panadería La Espiga');
  });

  it('lets an admin change it too, and ignores fields that are not editable', async () => {
    const res = await put(
      { business: { activity: 'Venta de pan', rut: '1-9', status: 'Activo' } },
      inBusiness(demo, b2),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().business).toMatchObject({
      activity: 'Venta de pan',
      rut: h.data.businesses[1].rut,
      status: 'Cerrado',
    });
  });

  it('refuses a phone with letters in Spanish and keeps the saved one', async () => {
    const before = (await get(`/api/v1/users/businesses/${b1}`, inBusiness(owner, b1))).json().business.phone;
    expect(before).not.toBeNull();
    const res = await put({ business: { phone: '+56 9 CASA 5678' } }, inBusiness(owner, b1));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(BUSINESS_FIELD_MESSAGES.phone);
    const after = (await get(`/api/v1/users/businesses/${b1}`, inBusiness(owner, b1))).json().business.phone;
    expect(after).toBe(before);
  });

  it('refuses a guest (Invitado) with 403', async () => {
    const res = await put({ business: { fantasy_name: 'Intruso' } }, inBusiness(guest, b1));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Tu rol en esta empresa no permite esta acción.' });
  });

  it('names the invalid field in Spanish', async () => {
    const res = await put({ business: { email: 'no-es-correo' } }, inBusiness(owner, b1));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Dato inválido en el cuerpo, campo 'business\.email': .*correo/i);
    const commune = await put({ business: { commune: 'Gotham' } }, inBusiness(owner, b1));
    expect(commune.json()).toEqual({ error: BUSINESS_MSG.badCommune });
    const body = await put({}, inBusiness(owner, b1));
    expect(body.statusCode).toBe(400);
    expect(body.json().error).toContain("'business'");
  });
});

describe('GET /api/v1/client/business_group', () => {
  it("lists the user's businesses, without needing a selected business", async () => {
    const res = await get('/api/v1/client/business_group', demo);
    expect(res.statusCode).toBe(200);
    const { businesses } = businessGroupResponse.parse(res.json());
    expect(businesses.map((b) => b.id).sort((x, y) => x - y)).toEqual(
      ['b1', 'b2', 'b3', 'b4', 'b5', 'b6'].map((k) => h.businessId(k)).sort((x, y) => x - y),
    );
    const mine = await get('/api/v1/client/business_group', guest);
    expect(mine.json().businesses.map((b: { id: number }) => b.id)).toEqual([b1]);
    expect((await get('/api/v1/client/business_group', {})).statusCode).toBe(401);
  });
});
