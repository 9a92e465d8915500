import { describe, expect, it } from 'vitest';
import {
  afpCommissionsOn,
  annualTaxTableOf,
  bracketTax,
  builtInValue,
  capPesos,
  confirmation,
  employerContributionOn,
  expectedLatest,
  familyAllowanceOn,
  IPC_MONTHS,
  ipcTenthsOf,
  minimumWageOn,
  monthlyTaxTableOn,
  parameterViews,
  pensionHealthCapOn,
  seriesValueProblem,
  sisRateOn,
  UF_DAYS,
  ufEntryOf,
  ufOf,
  unemploymentCapOn,
} from '.';
import { utmOf } from '../f29/utm';

// Expected figures are computed here from each rule's statement and the figures the sources print,
// never by calling the code under test for them.

const never = () => undefined;

describe('UF', () => {
  // The Banco Central's rule: from the 9th of month m, UF(d) = UF(9) × (1 + IPC(m−1))^(t/n).
  const ruleUf = (anchor: number, ipcPercent: number, t: number, n: number) =>
    anchor * (1 + ipcPercent / 100) ** (t / n);

  it('follows the Banco Central rule from the 9th-of-month figures the press printed (to 2 cents)', () => {
    // 9-Jan-2026 = 39.762,52 (La Tercera; El Diario de Santiago), IPC December 2025 −0,2 %:
    // 31-Jan is 22 days after the 9th, of 31 days to 9-Feb.
    expect(Math.abs(ufOf('2026-01-31')! - ruleUf(39_762.52, -0.2, 22, 31))).toBeLessThanOrEqual(0.02);
    // 9-Sep-2025 = 39.485,65 and IPC August 2025 0,0 %: flat to 9-Oct.
    expect(ufOf('2025-09-30')).toBe(39_485.65);
    // 9-Mar-2025 = 38.784,08, IPC February 2025 +0,4 %: 31-Mar is 22 days of 31.
    expect(Math.abs(ufOf('2025-03-31')! - ruleUf(38_784.08, 0.4, 22, 31))).toBeLessThanOrEqual(0.02);
  });

  it('holds every month end of 2025-01..2026-09 with a source, and nothing it could not confirm', () => {
    const ends = UF_DAYS.filter((u) => u.date !== '2026-10-01').map((u) => u.date.slice(0, 7));
    const months: string[] = [];
    for (let i = 0; i < 21; i++) {
      const y = 2025 + Math.floor(i / 12);
      months.push(`${y}-${String((i % 12) + 1).padStart(2, '0')}`);
    }
    expect(ends).toEqual(months);
    for (const u of UF_DAYS) expect(u.source.length, u.date).toBeGreaterThan(20);
    expect(ufOf('2026-10-31')).toBeUndefined();
    expect(ufOf('2026-09-20')).toBeUndefined();
  });

  it('converts the topes to pesos as Previred printed them (87,8 UF × UF of the month end)', () => {
    // Previred July 2025: tope AFP $3.439.917; November 2025: $3.480.707; January 2026 (89,9 UF): $3.569.576.
    const pesos = (date: string, month: string) =>
      capPesos(pensionHealthCapOn(`${month}-01`)!.value, ufEntryOf(date)!.cents);
    expect(pesos('2025-07-31', '2025-07')).toBe(Math.round(87.8 * 39_179.01));
    expect(Math.round(87.8 * 39_179.01)).toBe(3_439_917);
    expect(pesos('2025-11-30', '2025-11')).toBe(3_480_707);
    expect(pesos('2026-01-31', '2026-01')).toBe(3_569_576);
  });
});

describe('IPC', () => {
  it('gives, with the SII rule UTM(m) = round(UTM(m−1) × (1 + IPC(m−2))), every UTM the table has', () => {
    for (const { period, tenths } of IPC_MONTHS) {
      const m = period % 100 >= 11 ? period + 100 - 10 : period + 2; // two months later
      const before = m % 100 === 1 ? m - 89 : m - 1;
      const b = utmOf(before);
      const u = utmOf(m);
      if (b === undefined || u === undefined) continue;
      expect(Math.round((b * (1000 + tenths)) / 1000), String(m)).toBe(u);
    }
    expect(ipcTenthsOf(202603)).toBeUndefined(); // derived only: not a source
  });
});

describe('dated parameters', () => {
  it('knows the IMM by its effective date, and not what it could not confirm', () => {
    expect(minimumWageOn('2025-04-30')?.value.general).toBe(510_636);
    expect(minimumWageOn('2025-05-01')?.value).toEqual({
      general: 529_000,
      youngOrOld: 394_622,
      nonRemuneration: 340_988,
    });
    expect(minimumWageOn('2026-06-15')?.value.general).toBe(553_553);
    expect(minimumWageOn('2026-06-15')?.value.youngOrOld).toBeNull();
    expect(minimumWageOn('2027-01-01')).toBeUndefined();
    expect(minimumWageOn('2024-12-31')).toBeUndefined();
    // The gratificación cap the research checks: 4,75 IMM a year, by month: 219.114,73 for 2026.
    expect(Math.round((4.75 * minimumWageOn('2026-12-31')!.value.general * 100) / 12) / 100).toBe(219_114.73);
  });

  it('knows the topes of 2025 and 2026, provisional January included', () => {
    expect(pensionHealthCapOn('2025-01-01')?.value).toBe(878);
    expect(unemploymentCapOn('2025-01-01')).toBeUndefined();
    expect(unemploymentCapOn('2025-02-01')?.value).toBe(1319);
    expect([pensionHealthCapOn('2026-01-01')?.value, unemploymentCapOn('2026-01-01')?.value]).toEqual([
      899, 1351,
    ]);
    expect([pensionHealthCapOn('2026-02-01')?.value, unemploymentCapOn('2026-12-01')?.value]).toEqual([
      900, 1352,
    ]);
    expect(pensionHealthCapOn('2027-01-01')).toBeUndefined();
  });

  it('knows the SIS only where confirmed, and the reform rate that contains it from August 2026', () => {
    expect(sisRateOn('2025-07-01')).toBeUndefined();
    expect(sisRateOn('2026-03-01')?.value).toBe(154);
    expect(sisRateOn('2026-07-01')?.value).toBe(162);
    expect(sisRateOn('2026-10-01')?.value).toBe(178);
    expect(sisRateOn('2026-11-01')).toBeUndefined();
    const aug26 = employerContributionOn('2026-08-01')!.value;
    expect(aug26.total).toBe(aug26.individualAccount + aug26.protectedReturn + aug26.socialInsurance);
    expect(aug26.total).toBe(350);
    expect(employerContributionOn('2025-07-31')).toBeUndefined();
    expect(employerContributionOn('2025-08-01')?.value.total).toBe(100);
  });

  it('knows the AFP commissions, with Uno lowered from October 2025', () => {
    expect(afpCommissionsOn('2025-09-30')?.value.Uno).toBe(49);
    expect(afpCommissionsOn('2025-10-01')?.value.Uno).toBe(46);
    // neo-control's July 2025 totals (10 % + commission): Habitat 11,27 %, Modelo 10,58 %.
    expect(1000 + afpCommissionsOn('2025-07-01')!.value.Habitat).toBe(1127);
    expect(1000 + afpCommissionsOn('2025-07-01')!.value.Modelo).toBe(1058);
    expect(afpCommissionsOn('2026-11-01')).toBeUndefined();
  });

  it('knows the asignación familiar tramos where the amounts and limits are both confirmed', () => {
    expect(familyAllowanceOn('2025-07-01')?.value[0]).toEqual({ tramo: 'A', amount: 22_007, upTo: 620_251 });
    expect(familyAllowanceOn('2026-02-01')?.value[2].upTo).toBe(1_439_668);
    expect(familyAllowanceOn('2026-05-01')).toBeUndefined();
    expect(familyAllowanceOn('2025-04-30')).toBeUndefined();
  });
});

describe('impuesto único and global complementario', () => {
  const table = monthlyTaxTableOn('2026-10-01')!.value;

  it('computes the golden the research checked (UTM 71.721, base 1.636.400 → 26.727)', () => {
    expect(bracketTax(table, 1_636_400, 71_721)).toBe(Math.round(0.04 * 1_636_400 - 0.54 * 71_721));
    expect(bracketTax(table, 1_636_400, 71_721)).toBe(26_727);
    expect(bracketTax(table, 930_460, 68_923)).toBe(0); // 13,5 UTM of July 2025 = 930.460,50: exento
  });

  it("matches the SII's October 2026 table in pesos (UTM $72.151) at every tramo", () => {
    // Tramo 8 (more than 310 UTM): 40 % − 38,82 UTM; the SII prints 2.800.901,82 as its rebate.
    expect(Math.round(38.82 * 72_151 * 100) / 100).toBe(2_800_901.82);
    const utm = 72_151;
    const bases = [2_000_000, 3_000_000, 4_500_000, 6_000_000, 8_000_000, 20_000_000, 30_000_000];
    const stated = [
      [0.04, 0.54],
      [0.08, 1.74],
      [0.135, 4.49],
      [0.23, 11.14],
      [0.304, 17.8],
      [0.35, 23.32],
      [0.4, 38.82],
    ];
    bases.forEach((base, i) => {
      const [f, r] = stated[i];
      expect(bracketTax(table, base, utm), String(base)).toBe(Math.round(base * f - r * utm));
    });
  });

  it("is continuous at every bound (the rebates are the table's own continuity)", () => {
    const utm = 72_151;
    for (const bound of [13.5, 30, 50, 70, 90, 120, 310]) {
      const at = Math.floor(bound * utm);
      expect(
        Math.abs(bracketTax(table, at + 1, utm) - bracketTax(table, at, utm)),
        String(bound),
      ).toBeLessThanOrEqual(1);
    }
  });

  it('has the global complementario of AT 2026 in UTA', () => {
    const uta = 834_504;
    expect(bracketTax(annualTaxTableOf(2026)!.value, 20_000_000, uta)).toBe(
      Math.round(0.04 * 20_000_000 - 0.54 * uta),
    );
    expect(annualTaxTableOf(2027)).toBeUndefined();
  });
});

describe('recorded series values', () => {
  it('refuses values that do not fit the series, in Spanish', () => {
    expect(seriesValueProblem('UTM', '2026-12-01', 72_500)).toBeNull();
    expect(seriesValueProblem('UTM', '2026-12-02', 72_500)).toMatch(/mensual/);
    expect(seriesValueProblem('UTM', '2026-12-01', 72_500.5)).toMatch(/entero/);
    expect(seriesValueProblem('UF', '2026-02-30', 40_000)).toMatch(/Fecha inválida/);
    expect(seriesValueProblem('UF', '2026-11-30', 41_234.567)).toMatch(/dos decimales/);
    expect(seriesValueProblem('UF', '2026-11-30', 41_234.56)).toBeNull();
    expect(seriesValueProblem('IPC', '2026-09-01', 0.15)).toMatch(/un decimal/);
    expect(seriesValueProblem('IPC', '2026-09-01', -0.2)).toBeNull();
  });

  it('confirms what an operator, an official source, the table or the SII rule backs, and nothing else', () => {
    const service = { kind: 'service', official: false } as const;
    expect(confirmation('UTM', '2026-12-01', 72_000, { kind: 'operator' }, never).confirmed).toBe(true);
    expect(confirmation('UTM', '2026-10-01', 72_151, service, never)).toEqual({
      confirmed: true,
      why: 'coincide con la tabla del portal',
    });
    expect(
      confirmation('UTM', '2026-10-01', 72_152, { kind: 'service', official: true }, never).confirmed,
    ).toBe(false);
    // UTM November 2026 = round(72.151 × (1 + IPC September 2026)): with IPC +0,1 % that is 72.223.
    const known = (s: string, d: string) =>
      s === 'UTM' && d === '2026-10-01' ? 72_151 : s === 'IPC' && d === '2026-09-01' ? 0.1 : undefined;
    const expected = Math.round(72_151 * 1.001);
    expect(confirmation('UTM', '2026-11-01', expected, service, known).confirmed).toBe(true);
    expect(confirmation('UTM', '2026-11-01', expected + 1, service, known).confirmed).toBe(false);
    expect(confirmation('UF', '2026-11-30', 41_300, service, never).confirmed).toBe(false);
    expect(
      confirmation('UF', '2026-11-30', 41_300, { kind: 'service', official: true }, never).confirmed,
    ).toBe(true);
    expect(builtInValue('IPC', '2025-12-01')?.value).toBe(-0.2);
  });

  it('says which date a current series should have', () => {
    expect(expectedLatest('UTM', '2026-12-02')).toBe('2026-12-01');
    expect(expectedLatest('UF', '2026-12-02')).toBe('2026-12-02');
    expect(expectedLatest('IPC', '2026-12-02')).toBe('2026-10-01');
    expect(expectedLatest('IPC', '2026-12-09')).toBe('2026-11-01');
  });

  it('lists every parameter with its spans and sources for the operator', () => {
    const views = parameterViews();
    expect(views.map((v) => v.code)).toContain('IMPUESTO_UNICO');
    for (const v of views) for (const r of v.rows) expect(r.source.length, v.code).toBeGreaterThan(10);
    const imm = views.find((v) => v.code === 'IMM')!;
    expect(imm.rows[0]).toMatchObject({ from: '2025-01-01', to: '2025-04-30' });
    expect(imm.rows.at(-1)?.to).toBe('2026-12-31');
  });
});
