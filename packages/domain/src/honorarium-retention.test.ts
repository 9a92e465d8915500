import { describe, expect, it } from 'vitest';
import { honorariumRetentionAmount, honorariumRetentionRate } from './honorarium-retention';

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

describe('honorariumRetentionAmount', () => {
  it('is the year’s rate of the gross in whole pesos, as the SII’s own examples', () => {
    // SII (2024): "Tú cobraste: $100.000. Cálculo de retención 13,75%: $13.750".
    expect(honorariumRetentionAmount(100_000, '2024-03-01')).toBe(13_750);
    // 2026: $500.000 → $76.250 (15,25 %).
    expect(honorariumRetentionAmount(500_000, '2026-01-01')).toBe(76_250);
    // 2025: 252.660 × 14,5 % = 36.635,7 → 36.636; 10.001 × 14,5 % = 1.450,145 → 1.450.
    expect(honorariumRetentionAmount(252_660, '2025-06-30')).toBe(36_636);
    expect(honorariumRetentionAmount(10_001, '2025-06-30')).toBe(1_450);
    // To the nearest peso: 2.000.010 × 10,75 % = 215.001,075 → 215.001; 30 × 15,25 % = 4,575 → 5.
    expect(honorariumRetentionAmount(2_000_010, '2020-01-01')).toBe(215_001);
    expect(honorariumRetentionAmount(30, '2026-12-31')).toBe(5);
    // 2 × 17 % = 0,34 → 0; half a peso rounds up: 1.000.005 × 10 % (2019) = 100.000,5 → 100.001.
    expect(honorariumRetentionAmount(2, '2028-01-01')).toBe(0);
    expect(honorariumRetentionAmount(1_000_005, '2019-12-31')).toBe(100_001);
  });
});
