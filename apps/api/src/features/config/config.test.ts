import { configResponse } from '@portal/contracts';
import { todayInChile } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, type Harness, createHarness } from '../../test/harness';
import { portalConfig } from './config.service';

let h: Harness;
let auth: AuthHeaders;
beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  auth = await h.signInAs('u1');
});
afterAll(() => h?.close());

describe('GET /api/v1/config', () => {
  it("answers today's date in Chile and the Operación Renta year", async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/config', headers: auth });
    expect(res.statusCode).toBe(200);
    const body = configResponse.parse(res.json());
    const today = todayInChile();
    expect(body).toEqual({ current_date: today, current_period_rent: Number(today.slice(0, 4)) });
  });

  it('needs a session', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/config' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/users/current_date', () => {
  it('answers the date in Chile', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/users/current_date', headers: auth });
    expect(res.json()).toEqual({ current_date: todayInChile() });
  });
});

describe('portalConfig', () => {
  it('uses the Chilean calendar, not UTC', () => {
    // 02:30 UTC on 1 January is still 31 December in Santiago (UTC−3 in summer).
    expect(portalConfig(new Date('2027-01-01T02:30:00Z'))).toEqual({
      current_date: '2026-12-31',
      current_period_rent: 2026,
    });
    expect(portalConfig(new Date('2027-01-01T03:30:00Z')).current_period_rent).toBe(2027);
  });
});
