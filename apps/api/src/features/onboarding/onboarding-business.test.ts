import {
  ONBOARDING_MESSAGES,
  businessGroupResponse,
  businessResponse,
  checkRutResponse,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, type Harness, createHarness, inBusiness } from '../../test/harness';
import { NEW_BUSINESS_MSG } from '../businesses/businesses.service';
import { ONBOARDING_MSG } from './onboarding.service';
import { codeFor, newRut, post, sessionOf, signUpPayload } from './test-helpers';
import { expectStatus } from '../../test/status';

let h: Harness;
let person: AuthHeaders;
let other: AuthHeaders;
const address = `fundadora.${process.pid}@pyme.cl`;

/** A new person through sign-up and confirmation, signed in. */
async function newPerson(email: string, ref?: string): Promise<AuthHeaders> {
  expectStatus(await post(h, '/v1/client/onboarding/users', signUpPayload(email, ref ? { ref } : {})), 202);
  const { code } = await codeFor(h, email);
  const res = await post(h, '/v1/client/onboarding/confirmation', { email, code });
  expect(res.statusCode).toBe(200);
  return sessionOf(res);
}

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  person = await newPerson(address, 'REF-FERIA');
  other = await newPerson(`otra.${process.pid}@pyme.cl`);
});
afterAll(() => h?.close());

const create = (headers: Record<string, string>, business: Record<string, unknown>) =>
  post(h, '/v1/users/businesses', { business }, headers);
const full = (rut: string) => ({
  rut,
  fantasy_name: 'Panadería Los Aromos',
  activity: 'Elaboración de pan',
  commune: 'nunoa',
  phone: '+56 9 8765 4321',
});
const group = async (headers: Record<string, string>) =>
  businessGroupResponse.parse(
    (await h.app.inject({ method: 'GET', url: '/api/v1/client/business_group', headers })).json(),
  ).businesses;

describe('POST /api/v1/users/businesses', () => {
  it('creates the business with the user as owner; complete data starts completed and keeps the referral', async () => {
    const rut = newRut();
    const res = await create(person, full(rut.replace('-', '')));
    expect(res.statusCode).toBe(201);
    const { business } = businessResponse.parse(res.json());
    expect(business).toMatchObject({
      rut,
      commune: 'Ñuñoa',
      phone: '56987654321',
      status_onboarding: 'completed',
    });
    expect((await group(person)).map((b) => b.id)).toContain(business.id);
    const { rows } = await h.db.query<{ role: string; referral_code: string }>(
      `SELECT bu.role, b.referral_code FROM businesses_users bu JOIN businesses b ON b.id = bu.business_id
        WHERE bu.business_id = $1`,
      [business.id],
    );
    expect(rows).toEqual([{ role: 'owner', referral_code: 'REF-FERIA' }]);
    const terms = await h.app.inject({
      method: 'GET',
      url: `/api/v1/client/business_terms/${business.id}`,
      headers: inBusiness(person, business.id),
    });
    expect(terms.json().business_term.accepted).toBe(true);
  });

  it('a person who confirmed and has no business yet is not one removed from a business', async () => {
    const fresh = await newPerson(`sin.empresa.${process.pid}@pyme.cl`);
    const profile = await h.app.inject({ method: 'GET', url: '/api/v1/users/my_profile', headers: fresh });
    expect(profile.json().user).toMatchObject({ businesses: [], removed_from_business: false });
  });

  it('starts the business on the free plan with every area the portal has open', async () => {
    const res = await create(person, full(newRut()));
    const { business } = businessResponse.parse(res.json());
    // The free plan (value 0) opens sales and purchases, clients and providers, VAT, bank movements
    // and reconciliation, expenses, honorarium tickets, documents and payroll (its workers).
    expect(business.plan).toEqual([{ name: 'Plan gratuito', value: 0 }]);
    expect(business.functionalities.map((f) => f.reference).sort()).toEqual(
      [
        'business_bank_movement',
        'clients',
        'conciliation',
        'documents',
        'expenses',
        'honorarium',
        'invoices',
        'payroll',
        'vat_report',
      ].sort(),
    );
  });

  it('starts in fill_information with RUT and name only; completing the data through PUT client/businesses ends it', async () => {
    const res = await create(person, { rut: newRut(), fantasy_name: 'Segunda SpA' });
    expect(res.statusCode).toBe(201);
    const { business } = businessResponse.parse(res.json());
    expect(business.status_onboarding).toBe('fill_information');
    const headers = inBusiness(person, business.id);
    const put = (patch: Record<string, unknown>) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/v1/client/businesses',
        headers,
        payload: { business: patch },
      });
    const partial = businessResponse.parse((await put({ activity: 'Consultoría' })).json()).business;
    expect(partial.status_onboarding).toBe('fill_information');
    const done = businessResponse.parse(
      (await put({ commune: 'Valdivia', phone: '+56 63 221 1234' })).json(),
    ).business;
    expect(done.status_onboarding).toBe('completed');
  });

  it('refuses a RUT that fails modulo 11, a registered RUT, an unknown commune and a bad phone', async () => {
    const bad = await create(person, { rut: '76354771-3', fantasy_name: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/RUT no es válido/);
    const taken = await create(person, { rut: h.data.businesses[0].rut, fantasy_name: 'Copia' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(NEW_BUSINESS_MSG.rutTaken);
    const commune = await create(person, { ...full(newRut()), commune: 'Springfield' });
    expect(commune.json().error).toBe(ONBOARDING_MSG.badCommune);
    const phone = await create(person, { ...full(newRut()), phone: '12' });
    expect(phone.statusCode).toBe(400);
  });

  it('lets only one of two parallel sign-ups of the same RUT win', async () => {
    const rut = newRut();
    const both = await Promise.all([create(person, full(rut)), create(other, full(rut))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('needs a session, and keeps each new business to its owner', async () => {
    expect((await create({}, full(newRut()))).statusCode).toBe(401);
    const mine = businessResponse.parse((await create(person, full(newRut()))).json()).business;
    const theirs = await h.app.inject({
      method: 'GET',
      url: `/api/v1/users/businesses/${mine.id}`,
      headers: inBusiness(other, mine.id),
    });
    expect(theirs.statusCode).toBe(403);
    expect((await group(other)).map((b) => b.id)).not.toContain(mine.id);
  });
});

describe('check business rut', () => {
  it('tells valid, registered and free RUTs apart, to signed-in users only', async () => {
    const check = async (rut: string) =>
      checkRutResponse.parse(
        (await post(h, '/v1/client/onboarding/check_business_rut', { rut }, person)).json(),
      );
    expect(await check('11.111.111-2')).toMatchObject({ valid: false, available: false });
    expect(await check(h.data.businesses[0].rut)).toMatchObject({ valid: true, available: false });
    const free = newRut();
    expect(await check(free.replace('-', ''))).toEqual({
      valid: true,
      available: true,
      rut: free,
      message: null,
    });
    expect((await post(h, '/v1/client/onboarding/check_business_rut', { rut: free })).statusCode).toBe(401);
  });
});

describe("the person's own RUT (check_rut, and the business step)", () => {
  const check = async (rut: string, headers: Record<string, string> = person) =>
    checkRutResponse.parse((await post(h, '/v1/client/onboarding/check_rut', { rut }, headers)).json());
  const ownRut = async (email: string) =>
    (await h.db.query<{ rut: string | null }>('SELECT rut FROM users WHERE email = $1', [email])).rows[0]
      ?.rut;
  const businessesOf = async (email: string) =>
    Number(
      (
        await h.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM businesses_users bu JOIN users u ON u.id = bu.user_id WHERE u.email = $1`,
          [email],
        )
      ).rows[0]?.n,
    );

  it("says a RUT is invalid by modulo 11, another account's, or free; only to a signed-in person", async () => {
    // 11.111.111-2: the check digit of 11111111 is 1 (modulo 11 of 1·(3+2+7+6+5+4+3+2) = 32 → 11 − 10 = 1).
    expect(await check('11.111.111-2')).toEqual({
      valid: false,
      available: false,
      rut: null,
      message: ONBOARDING_MESSAGES.personalRutInvalid,
    });
    const seeded = h.user('u1').rut;
    expect(await check(seeded)).toEqual({
      valid: true,
      available: false,
      rut: seeded,
      message: ONBOARDING_MESSAGES.personalRutTaken,
    });
    const free = newRut();
    expect(await check(free.replace('-', ''))).toEqual({
      valid: true,
      available: true,
      rut: free,
      message: null,
    });
    expect((await post(h, '/v1/client/onboarding/check_rut', { rut: free })).statusCode).toBe(401);
  });

  it('records the RUT with the first business; the same RUT for another account creates nothing', async () => {
    const mine = newRut();
    const res = await post(
      h,
      '/v1/users/businesses',
      { business: full(newRut()), user: { rut: mine } },
      other,
    );
    expect(res.statusCode).toBe(201);
    expect(await ownRut(`otra.${process.pid}@pyme.cl`)).toBe(mine);
    // Its own RUT is not "another account's" to its owner.
    expect(await check(mine, other)).toMatchObject({ valid: true, available: true });

    const before = await businessesOf(address);
    const refused = await post(
      h,
      '/v1/users/businesses',
      { business: full(newRut()), user: { rut: mine } },
      person,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(ONBOARDING_MESSAGES.personalRutTaken);
    expect(await businessesOf(address)).toBe(before);
    expect(await ownRut(address)).not.toBe(mine);

    const invalid = await post(
      h,
      '/v1/users/businesses',
      { business: full(newRut()), user: { rut: '11.111.111-2' } },
      person,
    );
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json())).toContain(ONBOARDING_MESSAGES.personalRutInvalid);
    expect(await businessesOf(address)).toBe(before);
  });
});

describe('SII credential', () => {
  it('stores the key sealed with the app secret, never in clear and never answered; owners only', async () => {
    const mine = businessResponse.parse((await create(person, full(newRut()))).json()).business;
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/client/onboarding/sii_credential',
      headers: inBusiness(person, mine.id),
      payload: { sii_credential: { password: 'clave-sii-secreta' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sii_credential: { rut: mine.rut, stored: true, verified: false } });
    const { rows } = await h.db.query<{ password_sealed: string }>(
      'SELECT password_sealed FROM sii_credentials WHERE business_id = $1',
      [mine.id],
    );
    expect(rows[0].password_sealed).toMatch(/^v1\./);
    expect(rows[0].password_sealed).not.toContain('clave-sii-secreta');
    expect(h.app.secrets.open(rows[0].password_sealed, `sii-password:business:${mine.id}`)).toBe(
      'clave-sii-secreta',
    );

    const guest = inBusiness(await h.signInAs('g1'), h.businessId('b1'));
    const refused = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/client/onboarding/sii_credential',
      headers: guest,
      payload: { sii_credential: { password: 'x' } },
    });
    expect(refused.statusCode).toBe(403);
  });
});
