import { AFP_PREVIRED_CODES } from '../indicators/pension-rates';
import type { HealthSystem } from '../enumerations';
import type { PayrollWorker, Payslip } from './types';

// Previred's upload file, "formato largo variable por separador": 105 fields a line, ';' between
// them, no header, one main line (tipo 00) per worker. Layout: shared research Part B §2.2 (KonosCL
// 12.0, SimpleDigital Odoo 18 and a spec transcription agree on the positions); the official PDF
// was not read (⚠️). Numbers are integers without separators; text is upper-case ASCII.

export type PreviredIdentity = {
  /** RUT with its DV, with or without dots: 12.345.678-5. */
  readonly rut: string;
  readonly paternalSurname: string;
  readonly maternalSurname: string;
  readonly names: string;
  readonly gender: 'female' | 'male';
  readonly nationality: 'chilean' | 'foreigner';
};

/** Mutual of the employer: 00 ISL (no mutual), 01 ACHS, 02 Mutual CChC, 03 IST. */
export type MutualCode = '00' | '01' | '02' | '03';

export type PreviredRow = {
  readonly identity: PreviredIdentity;
  readonly worker: PayrollWorker;
  readonly payslip: Payslip;
};

/** Field 75. ⚠️ GoldenCross as Colmena Golden Cross (04); the rest of the enumeration has no code in the research. */
export const HEALTH_PREVIRED_CODES: Partial<Record<HealthSystem, string>> = {
  Banmedica: '01',
  Consalud: '02',
  'Vida Tres': '03',
  GoldenCross: '04',
  'Cruz Blanca': '05',
  Fonasa: '07',
  'Mas Vida': '10',
  'Isapre Bco. Estado': '12',
  'Cruz del Norte': '25',
};

/** Fields PSPEC marks numeric (zero when empty); the rest are text (blank when empty). */
const NUMERIC = new Set([
  1, 7, 8, 12, 13, 19, 20, 21, 22, 23, 24, 26, 27, 28, 29, 30, 31, 33, 34, 39, 43, 44, 48, 49, 50, 59, 60, 61,
  65, 66, 69, 70, 71, 72, 73, 74, 77, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 94, 97, 98, 99, 100, 101, 102,
  103,
]);

/** Names of the fields the writer fills or the validator checks. */
export const PREVIRED_FIELD_NAMES: Readonly<Record<number, string>> = {
  1: 'RUT Trabajador',
  2: 'DV Trabajador',
  3: 'Apellido Paterno',
  4: 'Apellido Materno',
  5: 'Nombres',
  6: 'Sexo',
  7: 'Nacionalidad',
  8: 'Tipo Pago',
  9: 'Período Desde',
  10: 'Período Hasta',
  11: 'Régimen Previsional',
  12: 'Tipo Trabajador',
  13: 'Días Trabajados',
  14: 'Tipo de Línea',
  15: 'Código Movimiento de Personal',
  18: 'Tramo Asignación Familiar',
  19: 'N° Cargas Simples',
  22: 'Asignación Familiar',
  25: 'Solicitud Trabajador Joven',
  26: 'Código de la AFP',
  27: 'Renta Imponible AFP',
  28: 'Cotización Obligatoria AFP',
  29: 'Cotización SIS',
  55: 'Código Movimiento de Personal (afiliado voluntario)',
  64: 'Renta Imponible IPS / ISL / Fonasa',
  70: 'Cotización Fonasa',
  71: 'Cotización Acc. Trabajo (ISL)',
  75: 'Código Institución de Salud',
  77: 'Renta Imponible Isapre',
  78: 'Moneda del Plan Pactado Isapre',
  79: 'Cotización Pactada',
  80: 'Cotización Obligatoria Isapre',
  81: 'Cotización Adicional Isapre',
  83: 'Código CCAF',
  93: 'Tipo de Jornada',
  94: 'Cotización Expectativa de Vida',
  95: 'Cotización Rentabilidad Protegida',
  96: 'Código Mutualidad',
  97: 'Renta Imponible Mutual',
  98: 'Cotización Accidente del Trabajo (Mutual)',
  100: 'Renta Imponible Seguro Cesantía',
  101: 'Aporte Trabajador Seguro Cesantía',
  102: 'Aporte Empleador Seguro Cesantía',
  105: 'Centro de Costos',
};

export const PREVIRED_FIELD_COUNT = 105;

/** Upper-case ASCII without ';' (a ';' would shift every later field). */
export function previredText(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/;/g, ' ')
    .toUpperCase()
    .trim();
}

/** ❓ No official name: Konos writes Previred_MMAAAA.txt (the research's first reading). */
export function previredFileName(period: string): string {
  return `Previred_${period.slice(5, 7)}${period.slice(0, 4)}.txt`;
}

const amount = (p: Payslip, code: string) => p.lines.find((l) => l.code === code)?.amount ?? 0;

/** CT art. 40 bis: a jornada parcial is one of up to 30 hours a week. */
export const isPartTime = (weeklyHours: number): boolean => weeklyHours <= 30;

/** The tramo the payslip paid the asignación familiar at, else the accredited one; D when neither. */
export function familyAllowanceTramoOf(w: PayrollWorker, p: Payslip): 'A' | 'B' | 'C' | 'D' {
  const af = p.lines.find((l) => l.code === 'asignacion_familiar');
  const paid = af?.label.match(/tramo ([ABCD])/)?.[1] as 'A' | 'B' | 'C' | 'D' | undefined;
  return af ? (paid ?? 'D') : (w.familyAllowanceTramo ?? 'D');
}

/** One worker's main line, 105 fields. */
export function previredFields(row: PreviredRow, mutual: MutualCode): string[] {
  const { identity: id, worker: w, payslip: p } = row;
  const f: string[] = Array.from({ length: PREVIRED_FIELD_COUNT + 1 }, (_, i) => (NUMERIC.has(i) ? '0' : ''));
  const set = (n: number, v: string | number) => {
    f[n] = String(v);
  };
  const [body, dv] = id.rut.replace(/\./g, '').toUpperCase().split('-');
  const mmaaaa = `${p.period.slice(5, 7)}${p.period.slice(0, 4)}`;
  set(1, body);
  set(2, dv ?? '');
  set(3, previredText(id.paternalSurname).slice(0, 30));
  set(4, previredText(id.maternalSurname).slice(0, 30));
  set(5, previredText(id.names).slice(0, 30));
  set(6, id.gender === 'female' ? 'F' : 'M');
  set(7, id.nationality === 'chilean' ? 0 : 1);
  set(8, '01');
  set(9, mmaaaa);
  set(10, mmaaaa);
  set(11, 'AFP');
  set(12, 0);
  set(13, p.daysWorked);
  set(14, '00');
  // ⚠️ Movements (3 licencia, 11 ausencia) need their dates, which the month's novedades do not carry yet.
  set(15, 0);
  set(18, familyAllowanceTramoOf(w, p));
  set(19, w.familyDependents);
  set(22, amount(p, 'asignacion_familiar'));
  set(25, 'N');
  set(26, AFP_PREVIRED_CODES[w.afp]);
  set(27, p.totals.imponibleAfp);
  // From August 2025 the employer's 0,1 % to the individual account goes with the worker's AFP.
  set(28, amount(p, 'afp') + amount(p, 'ley_21735_cuenta'));
  set(29, amount(p, 'sis'));
  set(55, '00');
  const health = HEALTH_PREVIRED_CODES[w.health.system] ?? '';
  set(75, health);
  if (w.health.system === 'Fonasa') {
    set(64, p.totals.imponibleAfp);
    set(70, amount(p, 'salud'));
  } else {
    set(77, p.totals.imponibleAfp);
    const plan = w.health.plan;
    set(78, plan.currency === 'uf' ? 2 : 1);
    // ⚠️ SD writes UF as 003,5000 (comma, four decimals); no second source.
    set(
      79,
      plan.currency === 'uf'
        ? (plan.tenThousandths / 10_000).toFixed(4).padStart(8, '0').replace('.', ',')
        : plan.amount,
    );
    set(80, amount(p, 'salud'));
    set(81, amount(p, 'salud_adicional'));
  }
  set(83, '00');
  // Tabla 22: 1 completa, 2 parcial (CT art. 40 bis: up to 30 hours a week). ⚠️ SD writes 0 for parcial.
  set(93, isPartTime(w.weeklyHours) ? 2 : 1);
  set(94, amount(p, 'ley_21735_seguro_social'));
  set(95, amount(p, 'ley_21735_rentabilidad'));
  const injury = amount(p, 'ley_16744') + amount(p, 'ley_16744_adicional');
  set(96, mutual);
  if (mutual === '00') set(71, injury);
  else {
    set(97, p.totals.imponibleAfp);
    set(98, injury);
  }
  set(100, p.totals.imponibleAfc);
  set(101, amount(p, 'afc_trabajador'));
  set(102, amount(p, 'afc_empleador'));
  return f.slice(1);
}

/** The file's text: one line per worker, CRLF (⚠️ PSPEC). */
export function previredFile(rows: readonly PreviredRow[], mutual: MutualCode): string {
  return rows.map((r) => `${previredFields(r, mutual).join(';')}\r\n`).join('');
}

export type PreviredProblem = {
  readonly line: number;
  readonly worker: string;
  readonly field: number | null;
  readonly message: string;
};

const VALID_AFP = new Set(Object.values(AFP_PREVIRED_CODES));
const VALID_HEALTH = new Set(Object.values(HEALTH_PREVIRED_CODES));

/**
 * Checks a file before upload: 105 fields a line, numeric fields in digits, the period of every
 * line, the AFP and health codes, and the caps (fields 27/77/97 ≤ AFP cap, 100 ≤ AFC cap, pesos).
 */
export function validatePrevired(
  text: string,
  expected: { readonly period: string; readonly afpCap: number; readonly unemploymentCap: number },
): PreviredProblem[] {
  const problems: PreviredProblem[] = [];
  const mmaaaa = `${expected.period.slice(5, 7)}${expected.period.slice(0, 4)}`;
  const lines = text.split(/\r?\n/).filter((l) => l.length > 0);
  lines.forEach((raw, i) => {
    const f = raw.split(';');
    const who = f.length >= 5 ? `${f[0]}-${f[1]} ${f[4]} ${f[2]}`.trim() : `línea ${i + 1}`;
    const bad = (field: number | null, message: string) =>
      problems.push({ line: i + 1, worker: who, field, message: `Línea ${i + 1}, ${who}: ${message}` });
    if (f.length !== PREVIRED_FIELD_COUNT) {
      bad(null, `tiene ${f.length} campos y Previred exige ${PREVIRED_FIELD_COUNT}.`);
      return;
    }
    const name = (n: number) => `campo ${n} (${PREVIRED_FIELD_NAMES[n] ?? 'sin nombre'})`;
    for (const n of NUMERIC)
      if (!/^\d+$/.test(f[n - 1]))
        bad(n, `el ${name(n)} debe ser un número entero sin puntos ("${f[n - 1]}").`);
    for (const n of [9, 10])
      if (f[n - 1] !== mmaaaa) bad(n, `el ${name(n)} es "${f[n - 1]}" y el período es ${mmaaaa}.`);
    if (!VALID_AFP.has(f[25])) bad(26, `el ${name(26)} "${f[25]}" no es un código de AFP de Previred.`);
    if (!VALID_HEALTH.has(f[74])) bad(75, `el ${name(75)} "${f[74]}" no es un código de salud conocido.`);
    if (!/^\d{1,8}$/.test(f[0])) bad(1, `el ${name(1)} debe ser el RUT sin puntos ni dígito verificador.`);
    if (!/^[0-9K]$/.test(f[1])) bad(2, `el ${name(2)} debe ser un dígito o K.`);
    const d = Number(f[12]);
    if (!(d >= 0 && d <= 30)) bad(13, `el ${name(13)} debe ir de 0 a 30.`);
    for (const n of [27, 64, 77, 97])
      if (Number(f[n - 1]) > expected.afpCap)
        bad(n, `el ${name(n)} (${f[n - 1]}) supera el tope imponible de ${expected.afpCap}.`);
    if (Number(f[99]) > expected.unemploymentCap)
      bad(
        100,
        `el ${name(100)} (${f[99]}) supera el tope del seguro de cesantía de ${expected.unemploymentCap}.`,
      );
  });
  return problems;
}
