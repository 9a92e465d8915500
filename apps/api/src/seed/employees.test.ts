import { employeeFields } from '@portal/contracts';
import { todayInChile } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { generateEmployees } from './employees';

describe('generateEmployees', () => {
  it('draws workers the form accepts, each RUT once, the same for the same seed', () => {
    const list = generateEmployees({ seed: 7, count: 200, today: todayInChile() });
    expect(new Set(list.map((e) => e.rut)).size).toBe(200);
    for (const e of list) expect(employeeFields.safeParse(e).error?.issues ?? []).toEqual([]);
    expect(generateEmployees({ seed: 7, count: 5, today: '2026-06-01' })).toEqual(
      generateEmployees({ seed: 7, count: 5, today: '2026-06-01' }),
    );
  });
});
