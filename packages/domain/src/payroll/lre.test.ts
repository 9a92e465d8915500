import { describe, expect, it } from 'vitest';
import { lreFields, lreFile, lreFileName, type LreRow, validateLre } from './lre';
import { LRE_HEADERS } from './lre-columns';
import { computePayslip } from './payslip';
import { month, worker } from './test-fixtures';
import type { PayrollMonth, PayrollWorker } from './types';

// Positions from the layout table (research Part B §1.2), 1-based; expected amounts from the rules
// and the March 2026 indicators, computed here by hand.
const half = (x: number) => Math.floor(x + 0.5);
const employer = { mutual: '01', ccaf: false } as const;
const period = { period: '2026-03' };

function row(w: PayrollWorker, m: PayrollMonth, rut: string, commune = 13101): LreRow {
  const r = computePayslip(w, m);
  if (!r.ok) throw new Error('payslip');
  return { identity: { rut, serviceCommune: commune }, worker: w, month: m, payslip: r.payslip };
}

// Worker A: the fixture's Modelo/Fonasa indefinido of $1.000.000, one carga (tramo A), colación,
// movilización and an anticipo.
const wA = worker({
  familyDependents: 1,
  familyAllowanceIncome: 600_000,
  mealAllowance: 50_000,
  transportAllowance: 40_000,
});
const mA = month({ advances: 100_000 });
const rowA = () => row(wA, mA, '12.345.678-5');

// Worker B: part-time (30 h) plazo fijo, Habitat, Cruz Blanca plan of $100.000, 3 days of licencia, 5 h extra.
const wB = worker({
  contractType: 'fixed',
  weeklyHours: 30,
  baseSalary: 800_000,
  afp: 'Habitat',
  health: { system: 'Cruz Blanca', plan: { currency: 'pesos', amount: 100_000 } },
});
const mB = month({ sickLeaveDays: 3, overtimeHours: 5 });
const rowB = () => row(wB, mB, '11.111.111-1', 5101);

/** The column of a code, from the header text, so the test does not use the module's lookup. */
const pos = (code: number) => LRE_HEADERS.findIndex((h) => h.endsWith(`(${code})`)) + 1;
const at = (f: string[], code: number) => f[pos(code) - 1];
const body = (text: string) => text.split('\r\n')[1]!.split(';');
const withField = (f: string[], code: number, v: string) => {
  const g = [...f];
  g[pos(code) - 1] = v;
  return `${LRE_HEADERS.join(';')}\r\n${g.join(';')}\r\n`;
};

describe('LRE header', () => {
  it('has the 147 columns in file order', () => {
    expect(LRE_HEADERS).toHaveLength(147);
    expect(new Set(LRE_HEADERS).size).toBe(147);
    for (const h of LRE_HEADERS) expect(h).toMatch(/\(\d{4}\)$/);
    const spots: [number, string][] = [
      [1, 'Rut trabajador(1101)'],
      [8, 'Técnico extranjero exención cot. previsionales(1146)'],
      [41, 'Sueldo(2101)'],
      [65, 'Sueldo empresarial (2161)'],
      [75, 'Asignación familiar legal(2311)'],
      [80, 'Depósito convenido hasta UF 900(2347)'],
      [90, 'Cotización obligatoria previsional (AFP o IPS)(3141)'],
      [100, 'Impuesto retenido por remuneraciones(3161)'],
      [128, 'Aporte empleador seguro accidentes del trabajo y Ley SANNA(4152)'],
      [131, 'Aporte empleador seguro invalidez y sobrevivencia(4155)'],
      [133, 'Total haberes(5201)'],
      [147, 'Total indemnizaciones no tributables(5565)'],
    ];
    for (const [n, h] of spots) expect(LRE_HEADERS[n - 1]).toBe(h);
  });
  it('is the first line of the file, with ; and CRLF', () => {
    const text = lreFile([rowA()], employer);
    expect(text.startsWith(`Rut trabajador(1101);Fecha inicio contrato(1102);`)).toBe(true);
    expect(text.split('\r\n')[0]!.split(';')).toEqual([...LRE_HEADERS]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });
});

describe('LRE row of the fixture worker', () => {
  const f = lreFields(rowA(), employer);
  it('identifies the worker', () => {
    expect(f).toHaveLength(147);
    expect([at(f, 1101), at(f, 1102), at(f, 1103), at(f, 1104)]).toEqual([
      '12345678-5',
      '01/01/2024',
      '',
      '',
    ]);
    expect([at(f, 1105), at(f, 1106), at(f, 1170), at(f, 1107)]).toEqual(['13', '13101', '1', '101']);
    // Modelo is 103 in the LRE's Tabla 9 (34 in Previred), Fonasa 102; mutual ACHS = 1.
    expect([at(f, 1141), at(f, 1142), at(f, 1143), at(f, 1151), at(f, 1110), at(f, 1152)]).toEqual([
      '103',
      '0',
      '102',
      '1',
      '0',
      '1',
    ]);
    expect([at(f, 1111), at(f, 1114), at(f, 1115), at(f, 1116)]).toEqual(['1', 'A', '30', '0']);
  });
  it('carries the payslip amounts in their columns', () => {
    expect([at(f, 2101), at(f, 2301), at(f, 2302), at(f, 2311)]).toEqual([
      '1000000',
      '50000',
      '40000',
      '22007',
    ]);
    // AFP Modelo: 10 % + 0,58 % of 1.000.000; salud 7 %; AFC indefinido 0,6 %.
    expect(at(f, 3141)).toBe(String(half(1_000_000 * 0.1058)));
    expect(at(f, 3143)).toBe(String(half(1_000_000 * 0.07)));
    expect(at(f, 3151)).toBe(String(half(1_000_000 * 0.006)));
    // Base tributable 1.000.000 − 105.800 − 70.000 − 6.000 = 818.200, under the exempt 13,5 UTM.
    expect(at(f, 3161)).toBe('0');
    expect(at(f, 3188)).toBe('100000');
    // AFC empleador 2,4 %, Ley 16.744 0,90 % + SANNA 0,03 %, SIS 1,54 %.
    expect([at(f, 4151), at(f, 4152), at(f, 4155)]).toEqual(['24000', '9300', '15400']);
    // The Ley 21.735 lines have no column: 4157 stays 0.
    expect(at(f, 4157)).toBe('0');
  });
  it('writes the totals of research §1.3', () => {
    const haberesNoImp = 50_000 + 40_000 + 22_007;
    const cotizaciones = 105_800 + 70_000 + 6_000;
    const descuentos = cotizaciones + 100_000;
    expect(at(f, 5210)).toBe('1000000');
    expect([at(f, 5220), at(f, 5240)]).toEqual(['0', '0']);
    expect(at(f, 5230)).toBe(String(haberesNoImp));
    expect(at(f, 5201)).toBe(String(1_000_000 + haberesNoImp));
    expect(at(f, 5341)).toBe(String(cotizaciones));
    expect(at(f, 5361)).toBe('0');
    expect(at(f, 5301)).toBe(String(descuentos));
    expect(at(f, 5302)).toBe('100000');
    expect(at(f, 5410)).toBe(String(24_000 + 9_300 + 15_400));
    expect(at(f, 5501)).toBe(String(1_000_000 + haberesNoImp - descuentos));
    expect([at(f, 5502), at(f, 5564), at(f, 5565)]).toEqual(['0', '0', '0']);
  });
  it('writes only integers, dates and the RUT', () => {
    for (const [i, v] of f.entries()) {
      if (i === 0) continue;
      expect(v).toMatch(/^(\d+|\d{2}\/\d{2}\/\d{4}|[ABCDS]|)$/);
    }
  });
  it('validates with zero problems', () => {
    expect(validateLre(lreFile([rowA()], employer), period)).toEqual([]);
  });
});

describe('LRE validator', () => {
  const f = lreFields(rowA(), employer);
  // Changing one total breaks its own rule and the rules that use it as a term.
  const cases: [number, number[]][] = [
    [5210, [5210, 5201]],
    [5220, [5220, 5201]],
    [5230, [5230, 5201]],
    [5240, [5240, 5201]],
    [5201, [5201, 5501]],
    [5301, [5301, 5302, 5501]],
    [5361, [5361, 5302]],
    [5362, [5362, 5302]],
    [5341, [5341, 5302]],
    [5302, [5302]],
    [5410, [5410]],
    [5501, [5501]],
    [5564, [5564, 5502]],
    [5565, [5565, 5502]],
    [5502, [5502]],
  ];
  it.each(cases)('names line and column when total %i is off by one', (code, flagged) => {
    const problems = validateLre(withField(f, code, String(Number(at(f, code)) + 1)), period);
    expect(problems.map((p) => p.column).sort()).toEqual(flagged.map(pos).sort());
    expect(problems.every((p) => p.line === 2 && p.worker === '12345678-5')).toBe(true);
    const own = problems.find((p) => p.column === pos(code))!;
    expect(own.message).toMatch(new RegExp(`^Línea 2, columna «[^»]*\\(${code}\\)»: es \\d+ y debe ser `));
  });
  it('catches a haber that does not add up to its block', () => {
    const problems = validateLre(withField(f, 2101, '999999'), period);
    expect(problems.map((p) => p.column)).toEqual([pos(5210)]);
    expect(problems[0]!.message).toBe(
      'Línea 2, columna «Total haberes imponibles y tributables(5210)»: es 1000000 y debe ser la suma de las columnas 21xx (2101 a 2124 y 2161), que da 999999.',
    );
  });
  it('catches a bad RUT check digit', () => {
    const text = lreFile([row(wA, mA, '12.345.678-6')], employer);
    const problems = validateLre(text, period);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe(
      'Línea 2, columna «Rut trabajador(1101)»: el dígito verificador de «12345678-6» no corresponde.',
    );
    expect(validateLre(withField(f, 1101, '12.345.678-5'), period)[0]!.message).toContain('sin puntos');
  });
  it('catches a wrong column count, in a row and in the header', () => {
    const short = `${LRE_HEADERS.join(';')}\r\n${f.slice(0, 146).join(';')}\r\n`;
    expect(validateLre(short, period)).toEqual([
      {
        line: 2,
        worker: '12345678-5',
        column: null,
        message: 'Línea 2: tiene 146 columnas y el LRE exige 147.',
      },
    ]);
    const noHeaderCol = `${LRE_HEADERS.slice(1).join(';')}\r\n${f.join(';')}\r\n`;
    expect(validateLre(noHeaderCol, period)[0]!.message).toContain(
      'la fila de encabezados tiene 146 columnas',
    );
    const renamed = lreFile([rowA()], employer).replace('Sueldo(2101)', 'Sueldo base(2101)');
    expect(validateLre(renamed, period)).toEqual([
      {
        line: 1,
        worker: null,
        column: 41,
        message:
          'Línea 1, columna «Sueldo(2101)»: el encabezado es «Sueldo base(2101)» y debe ser «Sueldo(2101)».',
      },
    ]);
  });
  it('checks dates, the period, mandatory columns and codes', () => {
    const cols = (text: string) => validateLre(text, period).map((p) => p.column);
    expect(cols(withField(f, 1102, '2024-01-01'))).toEqual([pos(1102)]);
    expect(cols(withField(f, 1102, '01/04/2026'))).toEqual([pos(1102)]);
    expect(validateLre(withField(f, 1102, '01/04/2026'), period)[0]!.message).toContain(
      'después del período',
    );
    expect(cols(withField(f, 1103, '28/02/2026'))).toEqual([pos(1103), pos(1104)]);
    expect(cols(withField(f, 3141, ''))).toEqual([pos(3141)]); // 5341 is not checked against a blank
    expect(cols(withField(f, 2101, '1.000.000'))).toEqual([pos(2101)]);
    expect(cols(withField(f, 1141, '34'))).toEqual([pos(1141)]);
    expect(cols(withField(f, 1106, '5101'))).toEqual([pos(1106)]);
    // An Isapre without an LRE code is written blank and stopped by the validator.
    const chuqui = row(
      worker({ health: { system: 'Chuquicamata', plan: { currency: 'pesos', amount: 0 } } }),
      month(),
      '11.111.111-1',
    );
    expect(cols(lreFile([chuqui], employer))).toEqual([pos(1143)]);
  });
  it('writes a termination with its causal', () => {
    const r = rowA();
    const ended = { ...r, identity: { ...r.identity, termination: { date: '2026-03-31', cause: 4 } } };
    const g = lreFields(ended, employer);
    expect([at(g, 1103), at(g, 1104)]).toEqual(['31/03/2026', '4']);
    expect(validateLre(lreFile([ended], employer), period)).toEqual([]);
    expect(validateLre(withField(g, 1104, '1'), period)[0]!.message).toContain('no es una causal');
  });
});

describe('LRE with two workers', () => {
  const text = lreFile([rowA(), rowB()], employer);
  const g = text.split('\r\n')[2]!.split(';');
  it('writes one row each after the header and validates', () => {
    expect(text.split('\r\n')).toHaveLength(4); // header, two rows, the final empty string
    expect(body(text)[0]).toBe('12345678-5');
    expect(validateLre(text, period)).toEqual([]);
  });
  it('fills the second worker from its own payslip', () => {
    const salary = (800_000 * 27) / 30; // 3 days of licencia
    const overtime = half((((800_000 / 30) * 28) / (4 * 30)) * 1.5 * 5); // CT art. 32, 30 h a week
    const imponible = salary + overtime;
    const afp = half(imponible * 0.1127); // Habitat 10 % + 1,27 %
    const health7 = half(imponible * 0.07);
    expect([at(g, 1101), at(g, 1105), at(g, 1106), at(g, 1107), at(g, 1141), at(g, 1143)]).toEqual([
      '11111111-1',
      '5',
      '5101',
      '201',
      '14',
      '1',
    ]);
    expect([at(g, 1114), at(g, 1115), at(g, 1116)]).toEqual(['S', '27', '3']);
    expect([at(g, 2101), at(g, 2102), at(g, 5210)]).toEqual([
      String(salary),
      String(overtime),
      String(imponible),
    ]);
    expect([at(g, 3141), at(g, 3143), at(g, 3144)]).toEqual([
      String(afp),
      String(health7),
      String(100_000 - health7),
    ]);
    // Plazo fijo: the worker pays no AFC, the employer 3 %.
    expect([at(g, 3151), at(g, 4151)]).toEqual(['0', String(half(imponible * 0.03))]);
    expect(at(g, 5501)).toBe(String(imponible - afp - 100_000));
  });
  it('names the second worker’s line and a repeated RUT', () => {
    const bad = text.replace(/\r\n11111111-1;/, '\r\n12345678-5;');
    const problems = validateLre(bad, period);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toBe(3);
    expect(problems[0]!.message).toBe(
      'Línea 3, columna «Rut trabajador(1101)»: el trabajador 12345678-5 ya aparece en la línea 2.',
    );
  });
});

describe('LRE against the payslip', () => {
  const variants: [string, PayrollWorker, PayrollMonth][] = [
    [
      'art. 50 and bonuses',
      worker({ gratification: { kind: 'art50' } }),
      month({
        taxableBonuses: [{ label: 'Bono producción', amount: 120_000 }],
        nonTaxableBonuses: [{ label: 'Viático', amount: 30_000 }],
        otherDeductions: [{ label: 'Seguro', amount: 15_000 }],
      }),
    ],
    [
      'Isapre in UF and overtime',
      worker({ health: { system: 'Banmedica', plan: { currency: 'uf', tenThousandths: 35_000 } } }),
      month({ overtimeHours: 12 }),
    ],
    [
      'above the cap',
      worker({ baseSalary: 6_000_000, afp: 'ProVida' }),
      month({ absenceDays: 2, workInjuryAdditionalRate: 95 }),
    ],
  ];
  it.each(variants)('%s: totals equal the payslip and the file validates', (_, w, m) => {
    const r = row(w, m, '12.345.678-5');
    const f = lreFields(r, employer);
    const t = r.payslip.totals;
    expect([at(f, 5201), at(f, 5210), at(f, 5301), at(f, 5501)]).toEqual(
      [t.totalHaberes, t.totalImponible, t.totalDescuentos, t.liquido].map(String),
    );
    expect(at(f, 3161)).toBe(String(t.impuestoUnico));
    expect(validateLre(lreFile([r], employer), period)).toEqual([]);
  });
});

describe('LRE file name', () => {
  it('is rutempleador_aaaamm.csv', () => {
    expect(lreFileName('76.354.771-k', '2026-03')).toBe('76354771-K_202603.csv');
  });
});
