import { activeTermResponse, businessTermResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness, inBusiness } from '../../test/harness';
import { TERMS_MSG } from './terms.service';

let h: Harness;
let owner: Record<string, string>;
let guest: Record<string, string>;
let b1: number;
let b5: number;
beforeAll(async () => {
  // b5 is the business still onboarding: it has not accepted the terms; b1 usually has.
  h = await createHarness({ businesses: 6 });
  b1 = h.businessId('b1');
  b5 = h.businessId('b5');
  owner = inBusiness(await h.signInAs('u5'), b5);
  guest = inBusiness(await h.signInAs('g1'), b1);
});
afterAll(() => h?.close());

const url = (id: number | string) => `/api/v1/client/business_terms/${id}`;
const get = (path: string, headers: Record<string, string>) =>
  h.app.inject({ method: 'GET', url: path, headers });
const accept = (id: number, headers: Record<string, string>, accepted: unknown = true) =>
  h.app.inject({ method: 'PUT', url: url(id), payload: { business_term: { accepted } }, headers });

describe('GET /api/v1/client/business_terms/get_active_term_document', () => {
  it('answers the active term document', async () => {
    const res = await get(url('get_active_term_document'), owner);
    expect(res.statusCode).toBe(200);
    const { term_document } = activeTermResponse.parse(res.json());
    expect(term_document.title).toBe('Términos y condiciones de uso de Portal Cliente');
    expect(term_document.version).toBe('2026-01');
    expect(term_document.body.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(term_document.body).toContain('Ley N° 19.628');
  });
});

describe('business terms', () => {
  it('answers accepted false while the business has not accepted the active term', async () => {
    const res = await get(url(b5), owner);
    expect(res.statusCode).toBe(200);
    const { business_term } = businessTermResponse.parse(res.json());
    expect(business_term).toMatchObject({ id: null, accepted: false, accepted_at: null });
    expect(business_term.term_document?.version).toBe('2026-01');
  });

  it('records who accepted and when; accepting again keeps the first acceptance', async () => {
    const res = await accept(b5, owner);
    expect(res.statusCode).toBe(200);
    const { business_term } = businessTermResponse.parse(res.json());
    expect(business_term.accepted).toBe(true);
    expect(Date.now() - Date.parse(business_term.accepted_at!)).toBeLessThan(60_000);
    const { rows } = await h.db.query<{ accepted_by: number }>(
      'SELECT accepted_by FROM business_terms WHERE business_id = $1',
      [b5],
    );
    expect(rows).toEqual([{ accepted_by: h.ids.users.get('u5') }]);

    const again = businessTermResponse.parse((await accept(b5, owner)).json()).business_term;
    expect(again).toEqual(business_term);
    expect((await get(url(b5), owner)).json()).toEqual({ business_term });
  });

  it('accepts only true, only for the business of the header, and not from a guest', async () => {
    const no = await accept(b5, owner, false);
    expect(no.statusCode).toBe(400);
    expect(no.json().error).toContain("'business_term.accepted'");
    const elsewhere = await get(url(b1), owner);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ error: TERMS_MSG.notFound });
    expect((await accept(b1, owner)).statusCode).toBe(404);
    expect((await accept(b1, guest)).statusCode).toBe(403);
    expect((await get(url(b1), guest)).statusCode).toBe(200);
  });

  it('defaults to accepted true when no term is active', async () => {
    await h.db.query('UPDATE term_documents SET active = false');
    try {
      const doc = await get(url('get_active_term_document'), owner);
      expect(doc.statusCode).toBe(404);
      expect(doc.json()).toEqual({ error: TERMS_MSG.noActive });
      const term = await get(url(b1), guest);
      expect(term.json()).toEqual({
        business_term: { id: null, accepted: true, accepted_at: null, term_document: null },
      });
      const put = await accept(b5, owner);
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ error: TERMS_MSG.noActive });
    } finally {
      await h.db.query("UPDATE term_documents SET active = true WHERE version = '2026-01'");
    }
  });

  it('asks a business to accept again when a new version becomes active', async () => {
    await h.db.query('UPDATE term_documents SET active = false');
    await h.db.query(
      "INSERT INTO term_documents (title, body, version, active) VALUES ('Términos', 'Texto nuevo.', '2027-01', true)",
    );
    const { business_term } = (await get(url(b5), owner)).json();
    expect(business_term).toMatchObject({ accepted: false, term_document: { version: '2027-01' } });
    await expect(
      h.db.query(
        "INSERT INTO term_documents (title, body, version, active) VALUES ('Otra', 'x', '2027-02', true)",
      ),
    ).rejects.toThrow();
  });
});
