import { describe, expect, it } from 'vitest';
import { computePayslip } from './payslip';
import { month, worker } from './test-fixtures';
import type { PayrollWorker, PayrollMonth, Payslip } from './types';

// Expected figures come from the rules as the research states them (payroll-and-annual-tax.md Part A
// §1 and §4), with the month's indicators written out here, never from the code under test.

// March 2026: UF 31-03-2026 39.841,72; UTM 69.889; caps 90 / 135,2 UF; SIS 1,54 %; Ley 21.735 1 %;
// IMM 539.000; asignación familiar of January–April 2026.
const UF_MAR = 39_841.72;
const UTM_MAR = 69_889;
const half = (x: number) => Math.floor(x + 0.5);

function slip(w: PayrollWorker, m: PayrollMonth = month()): Payslip {
  const r = computePayslip(w, m);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join(' '));
  return r.payslip;
}
const line = (p: Payslip, code: string) => p.lines.find((l) => l.code === code)?.amount ?? 0;

/** The monthly tax by the statement: base × factor − rebate × UTM of the base's tramo. */
const TABLE: [number, number, number][] = [
  [13.5, 0, 0],
  [30, 0.04, 0.54],
  [50, 0.08, 1.74],
  [70, 0.135, 4.49],
  [90, 0.23, 11.14],
  [120, 0.304, 17.8],
  [310, 0.35, 23.32],
  [Infinity, 0.4, 38.82],
];
const statedTax = (base: number, utm: number) => {
  const [, f, r] = TABLE.find(([up]) => base <= up * utm) ?? TABLE[7];
  return Math.max(0, half(base * f - r * utm));
};

describe('computePayslip, payslip A (research §4 test 3, in March 2026)', () => {
  const p = slip(worker());
  it('has the worker deductions of the research', () => {
    expect(line(p, 'sueldo_base')).toBe(1_000_000);
    expect(line(p, 'afp')).toBe(105_800); // 10,58 % Modelo
    expect(line(p, 'salud')).toBe(70_000);
    expect(line(p, 'afc_trabajador')).toBe(6_000);
    expect(p.totals.baseTributable).toBe(818_200);
    expect(818_200 < 13.5 * UTM_MAR).toBe(true);
    expect(p.totals.impuestoUnico).toBe(0);
    expect(p.totals.liquido).toBe(818_200);
  });
  it('has the employer cost of the month', () => {
    expect(line(p, 'afc_empleador')).toBe(24_000);
    expect(line(p, 'ley_16744')).toBe(9_300);
    expect(line(p, 'sis')).toBe(15_400); // 1,54 %
    expect(line(p, 'ley_21735_cuenta')).toBe(1_000); // 0,1 % of the 1 % from August 2025
    expect(line(p, 'ley_21735_seguro_social')).toBe(9_000);
    expect(p.totals.costoEmpleador).toBe(1_000_000 + 24_000 + 9_300 + 15_400 + 10_000);
  });
});

describe('payslip B: gratificación art. 50 (research §4 tests 5 and 6)', () => {
  it('caps the gratificación at 4,75 IMM / 12 of the IMM in force', () => {
    const p = slip(worker({ gratification: { kind: 'art50' } }));
    const cap = (539_000 * 4.75) / 12; // 213.354,17
    const grat = half(Math.min(250_000, cap));
    expect(grat).toBe(213_354);
    expect(line(p, 'gratificacion')).toBe(grat);
    const imp = 1_000_000 + grat;
    const afp = half(imp * 0.1058);
    const health = half(imp * 0.07);
    const afc = half(imp * 0.006);
    expect(p.totals.totalImponible).toBe(imp);
    expect(line(p, 'afp')).toBe(afp);
    expect(p.totals.baseTributable).toBe(imp - afp - health - afc);
    expect(p.totals.impuestoUnico).toBe(statedTax(imp - afp - health - afc, UTM_MAR));
    expect(p.totals.impuestoUnico).toBeGreaterThan(0);
  });
  it('is 25 % below the cap', () => {
    const p = slip(worker({ baseSalary: 600_000, gratification: { kind: 'art50' } }));
    expect(line(p, 'gratificacion')).toBe(150_000);
  });
  it('uses the IMM of May 2026 (Ley 21.830) from May', () => {
    const p = slip(
      worker({ weeklyHours: 42, gratification: { kind: 'art50' } }),
      month({ period: '2026-05' }),
    );
    expect(line(p, 'gratificacion')).toBe(half((553_553 * 4.75) / 12)); // 219.114,73
  });
});

describe('caps in UF (research §4 test 8)', () => {
  it('January 2026 uses 89,9 / 135,1 UF at the UF of 31-01-2026; February 90 / 135,2 at 28-02-2026', () => {
    const jan = slip(worker({ baseSalary: 5_000_000 }), month({ period: '2026-01' }));
    const feb = slip(worker({ baseSalary: 5_000_000 }), month({ period: '2026-02' }));
    const capJan = half(89.9 * 39_706.07);
    const capFeb = half(90 * 39_790.63);
    expect(jan.totals.imponibleAfp).toBe(capJan);
    expect(feb.totals.imponibleAfp).toBe(capFeb);
    expect(line(feb, 'afp')).toBe(half(capFeb * 0.1058));
    expect(line(feb, 'salud')).toBe(half(capFeb * 0.07));
    // 5.000.000 is below the cesantía cap (135,2 UF ≈ 5,38 millones): all of it pays.
    expect(line(feb, 'afc_trabajador')).toBe(30_000);
    expect(half(135.2 * 39_790.63)).toBeGreaterThan(5_000_000);
  });
  it('caps the seguro de cesantía at 135,2 UF', () => {
    const p = slip(worker({ baseSalary: 8_000_000 }));
    const cap = half(135.2 * UF_MAR);
    expect(p.totals.imponibleAfc).toBe(cap);
    expect(line(p, 'afc_trabajador')).toBe(half(cap * 0.006));
    expect(line(p, 'afc_empleador')).toBe(half(cap * 0.024));
  });
});

describe('seguro de cesantía by contract (research §4 test 9)', () => {
  it('plazo fijo and por obra: worker 0, employer 3 %', () => {
    for (const contractType of ['fixed', 'by_work'] as const) {
      const p = slip(worker({ contractType }));
      expect(line(p, 'afc_trabajador')).toBe(0);
      expect(line(p, 'afc_empleador')).toBe(30_000);
    }
  });
  it('indefinido from the 11th year: worker 0, employer 0,8 %', () => {
    const p = slip(worker({ startDate: '2015-03-31' }));
    expect(line(p, 'afc_trabajador')).toBe(0);
    expect(line(p, 'afc_empleador')).toBe(8_000);
    const q = slip(worker({ startDate: '2015-04-01' })); // 11 years on 1-04-2026: not yet in March
    expect(line(q, 'afc_trabajador')).toBe(6_000);
  });
});

describe('Isapre (research §4 test 10)', () => {
  it('charges the plan in UF above the 7 % as cotización adicional', () => {
    const p = slip(
      worker({ health: { system: 'Consalud', plan: { currency: 'uf', tenThousandths: 35_000 } } }),
    );
    const plan = half(3.5 * UF_MAR);
    expect(line(p, 'salud')).toBe(70_000);
    expect(line(p, 'salud_adicional')).toBe(plan - 70_000);
    // Only the legal 7 % lowers the tax base.
    expect(p.totals.baseTributable).toBe(818_200);
  });
  it('charges 7 % when the plan is cheaper', () => {
    const p = slip(worker({ health: { system: 'Banmedica', plan: { currency: 'pesos', amount: 50_000 } } }));
    expect(line(p, 'salud')).toBe(70_000);
    expect(line(p, 'salud_adicional')).toBe(0);
  });
});

describe('asignación familiar edges of 2026 (research §4 test 11)', () => {
  const amount = (income: number) =>
    line(slip(worker({ familyDependents: 1, familyAllowanceIncome: income })), 'asignacion_familiar');
  it('pays by tramo', () => {
    expect(amount(631_976)).toBe(22_007);
    expect(amount(631_977)).toBe(13_505);
    expect(amount(1_439_668)).toBe(4_267);
    expect(amount(1_439_669)).toBe(0);
  });
  it('is paid per carga, is not imponible and is not the employer cost', () => {
    const p = slip(worker({ familyDependents: 2, familyAllowanceTramo: 'A' }));
    expect(line(p, 'asignacion_familiar')).toBe(44_014);
    expect(p.totals.totalImponible).toBe(1_000_000);
    expect(p.totals.liquido).toBe(818_200 + 44_014);
    expect(p.totals.costoEmpleador).toBe(1_000_000 + 24_000 + 9_300 + 15_400 + 10_000);
  });
});

describe('impuesto único at every bracket edge (research §4 test 1)', () => {
  // A plazo-fijo Modelo/Fonasa worker: tributable = imponible − AFP − 7 % (no AFC), both on the cap.
  const cap = half(90 * UF_MAR);
  const tributable = (imp: number) =>
    imp - half(Math.min(imp, cap) * 0.1058) - half(Math.min(imp, cap) * 0.07);
  for (const [edge] of TABLE.slice(0, 7)) {
    it(`is continuous at ${edge} UTM`, () => {
      const target = edge * UTM_MAR;
      let imp = Math.floor(target / 0.8242) + 2;
      while (tributable(imp) > target) imp--;
      const p = slip(worker({ contractType: 'fixed', baseSalary: imp }));
      expect(p.totals.baseTributable).toBe(tributable(imp));
      expect(p.totals.impuestoUnico).toBe(statedTax(tributable(imp), UTM_MAR));
      // Both tramos give the same tax at the edge (to a peso).
      const i = TABLE.findIndex(([up]) => up === edge);
      const below = target * TABLE[i][1] - TABLE[i][2] * UTM_MAR;
      const above = target * TABLE[i + 1][1] - TABLE[i + 1][2] * UTM_MAR;
      expect(Math.abs(below - above)).toBeLessThan(1);
      const next = slip(worker({ contractType: 'fixed', baseSalary: imp + 10 }));
      expect(next.totals.impuestoUnico - p.totals.impuestoUnico).toBeLessThanOrEqual(5);
    });
  }
});

describe('days, overtime, bonuses and deductions', () => {
  it('prorates the sueldo by a 30-day month and computes overtime at 1,5 × sueldo/30×28/(4×jornada)', () => {
    const p = slip(
      worker({ baseSalary: 900_000, weeklyHours: 44 }),
      month({ absenceDays: 2, sickLeaveDays: 3, overtimeHours: 10 }),
    );
    expect(p.daysWorked).toBe(25);
    expect(line(p, 'sueldo_base')).toBe(750_000);
    expect(line(p, 'horas_extra')).toBe(half((((900_000 / 30) * 28) / (4 * 44)) * 1.5 * 10));
  });
  it('keeps bonuses, anticipos and descuentos in their sections', () => {
    const p = slip(
      worker({ mealAllowance: 50_000, transportAllowance: 40_000 }),
      month({
        taxableBonuses: [{ label: 'Bono producción', amount: 100_000 }],
        nonTaxableBonuses: [{ label: 'Viático', amount: 20_000 }],
        advances: 200_000,
        otherDeductions: [{ label: 'Préstamo', amount: 30_000 }],
      }),
    );
    expect(p.totals.totalImponible).toBe(1_100_000);
    expect(p.totals.totalHaberes).toBe(1_100_000 + 110_000);
    expect(line(p, 'anticipo')).toBe(200_000);
    expect(p.totals.liquido).toBe(p.totals.totalHaberes - p.totals.totalDescuentos);
  });
  it('adds the reform net of the SIS from August 2026', () => {
    const p = slip(worker({ weeklyHours: 42 }), month({ period: '2026-09' }));
    expect(line(p, 'sis')).toBe(17_800);
    expect(line(p, 'ley_21735_cuenta')).toBe(1_000);
    expect(line(p, 'ley_21735_rentabilidad')).toBe(9_000);
    expect(line(p, 'ley_21735_seguro_social')).toBe(7_200); // 2,5 % − 1,78 % SIS
  });
});

describe('errors', () => {
  it('names the missing UF and the month', () => {
    const r = computePayslip(worker({ weeklyHours: 40 }), month({ period: '2027-02' }));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors.map((e) => e.message)).toContain(
        'Falta la UF del 28/02/2027 para calcular los topes de la remuneración de febrero 2027.',
      );
  });
  it('refuses hours above the legal week', () => {
    const r = computePayslip(worker({ weeklyHours: 44 }), month({ period: '2026-05' }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0].message).toMatch(/máximo legal de 42/);
  });
});
