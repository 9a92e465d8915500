import { describe, expect, it } from 'vitest';
import { honorariumRetentionRate } from './honorarium-retention';

describe('honorariumRetentionRate (Ley 21.133)', () => {
  it('follows the yearly schedule from 10,75 % in 2020 to 17 % from 2028', () => {
    const schedule: [string, number][] = [
      ['2019-12-31', 10],
      ['2020-01-01', 10.75],
      ['2021-06-30', 11.5],
      ['2022-12-31', 12.25],
      ['2023-01-01', 13],
      ['2024-07-15', 13.75],
      ['2025-03-01', 14.5],
      ['2026-11-27', 15.25],
      ['2027-01-01', 16],
      ['2028-01-01', 17],
      ['2035-05-05', 17],
    ];
    for (const [date, rate] of schedule) expect(honorariumRetentionRate(date), date).toBe(rate);
  });
});
