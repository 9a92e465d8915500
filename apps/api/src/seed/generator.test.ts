import { FLAG_CATALOG } from '@portal/contracts';
import { diffDays, isValidRut, toCanonicalRut } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { SCENARIOS, generateDataset } from './generator';

const opts = { seed: 7, businesses: 40, today: '2026-11-20' };

describe('generateDataset', () => {
  it('gives the same dataset for the same seed, and another for another seed', () => {
    const a = generateDataset(opts);
    expect(generateDataset(opts)).toEqual(a);
    expect(JSON.stringify(generateDataset(opts))).toBe(JSON.stringify(a));
    const b = generateDataset({ ...opts, seed: 8 });
    expect(b.businesses.map((x) => x.rut)).not.toEqual(a.businesses.map((x) => x.rut));
    expect(b.users.map((x) => x.email)).not.toEqual(a.users.map((x) => x.email));
  });

  it('generates only valid, canonical and distinct RUTs', () => {
    const { users, businesses } = generateDataset({
      ...opts,
      businesses: 2000,
      demo: { email: 'd@x.cl', password: 'p' },
    });
    const ruts = [...users.map((u) => u.rut), ...businesses.map((b) => b.rut)];
    for (const rut of ruts) {
      expect(isValidRut(rut), rut).toBe(true);
      expect(toCanonicalRut(rut)).toBe(rut);
    }
    expect(new Set(ruts).size).toBe(ruts.length);
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
    expect(new Set(businesses.map((b) => b.hash_id)).size).toBe(businesses.length);
  });

  it('includes every guard scenario of the spec', () => {
    const { businesses } = generateDataset(opts);
    expect(businesses.slice(0, SCENARIOS.length).map((b) => b.key)).toEqual([
      'b1',
      'b2',
      'b3',
      'b4',
      'b5',
      'b6',
    ]);
    expect(businesses.filter((b) => b.status === 'Cerrado' && b.closed_at).length).toBeGreaterThanOrEqual(1);
    expect(businesses.some((b) => b.prospect && b.valid_contract_plan && b.plan[0].value === 0)).toBe(true);
    const debtor = businesses.find((b) => b.debtor === 'defaulter');
    expect(debtor?.debtor_date).toBeTruthy();
    expect(diffDays(debtor!.debtor_date!, opts.today)).toBeGreaterThanOrEqual(10);
    expect(businesses.some((b) => b.status_onboarding === 'fill_information')).toBe(true);
    expect(businesses.some((b) => b.plan[0].value > 0 && b.plan[0].value < 60_000)).toBe(true);
    expect(businesses.some((b) => b.plan[0].value >= 60_000)).toBe(true);
  });

  it('links the demo user to the scenario businesses, with an admin role among them', () => {
    const data = generateDataset({
      ...opts,
      demo: { email: 'demo@portalcliente.cl', password: 'Demo2026!' },
    });
    const demo = data.links.filter((l) => l.userKey === 'demo');
    expect(demo.map((l) => l.businessKey)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5', 'b6']);
    expect(demo.find((l) => l.businessKey === 'b2')?.role).toBe('admin');
    expect(data.links.some((l) => l.businessKey === 'b1' && l.role === 'other')).toBe(true);
    expect(data.flags).toBe(FLAG_CATALOG);
  });

  it('keeps fewer businesses than scenarios working', () => {
    const { businesses, users } = generateDataset({ seed: 1, businesses: 1 });
    expect(businesses).toHaveLength(1);
    expect(users.map((u) => u.key)).toEqual(['u1', 'g1']);
  });
});
