import { describe, expect, it } from 'vitest';
import { generateExpenses } from './expenses';

describe('generateExpenses', () => {
  it('is deterministic, dated inside the window, with positive whole-peso amounts', () => {
    const a = generateExpenses({ seed: 7, today: '2026-06-30', count: 200, days: 90 });
    expect(generateExpenses({ seed: 7, today: '2026-06-30', count: 200, days: 90 })).toEqual(a);
    expect(generateExpenses({ seed: 8, today: '2026-06-30', count: 200, days: 90 })).not.toEqual(a);
    for (const e of a) {
      expect(e.date >= '2026-04-01' && e.date <= '2026-06-30').toBe(true);
      expect(Number.isInteger(e.amount) && e.amount > 0).toBe(true);
      // Children of 0062 have ids of three or four digits (parent × 100 + n).
      expect(e.categoryId).toBeGreaterThan(100);
    }
    const statuses = new Set(a.map((e) => e.status));
    expect(statuses).toEqual(new Set(['waiting', 'validated', 'rejected']));
  });
});
