import { formatDate, parseDisplayDate } from '../dates';
import { toCanonicalRut } from '../rut';
import {
  AFP_LRE_CODES,
  HEALTH_LRE_CODES,
  isIntegerColumn,
  LRE_COLUMN_COUNT,
  LRE_HEALTH_CODES,
  LRE_MANDATORY,
  LRE_NO_AFP,
  LRE_TERMINATION_CAUSES,
  LRE_WORKDAY_CODES,
  LRE_CODES,
  LRE_HEADERS,
  LRE_TOTAL_RULES,
  lreColumn,
  ruleValue,
} from './lre-columns';
import { lastDayOf } from './month-parameters';
import { familyAllowanceTramoOf, isPartTime, type MutualCode } from './previred';
import type { PayrollMonth, PayrollWorker, Payslip, PayslipSection } from './types';

// The Libro de Remuneraciones Electrónico for the Dirección del Trabajo's bulk upload: a header
// row and one row per worker, 147 columns, ';' between them (research Part B §1). Numbers are
// integers without separators, dates dd/mm/aaaa, the RUT without dots, with hyphen and DV. The
// text is returned as a string: the encoding is ❓ (SimpleDigital writes cp1252, ContaWeb UTF-8),
// so the caller chooses it.

export type LreIdentity = {
  /** RUT with its DV, with or without dots: 12.345.678-5. */
  readonly rut: string;
  /** The comuna where the services are rendered, its DPA/CUT code (13101 Santiago, 1101 Iquique). */
  readonly serviceCommune: number;
  /** Only when the contract ended: its last day (YYYY-MM-DD) and the causal of Tabla 1. */
  readonly termination?: { readonly date: string; readonly cause: number };
};

/** What the LRE asks of the employer rather than of the worker. */
export type LreEmployer = {
  /** The Ley 16.744 administrator, in Previred's numbering (00 ISL, 01 ACHS, 02 CChC, 03 IST). */
  readonly mutual: MutualCode;
  /** Whether the employer is affiliated to a caja de compensación. */
  readonly ccaf: boolean;
};

/** The month is needed too: the payslip carries the days worked but not the days of licencia. */
export type LreRow = {
  readonly identity: LreIdentity;
  readonly worker: PayrollWorker;
  readonly month: PayrollMonth;
  readonly payslip: Payslip;
};

/** The payslip's line codes and the LRE column each one goes to. */
const LINE_COLUMNS: Readonly<Record<string, number>> = {
  sueldo_base: 2101,
  // Overtime is "sobresueldo" (CT art. 32); SimpleDigital and caverco both put it in 2102.
  horas_extra: 2102,
  gratificacion: 2106,
  colacion: 2301,
  movilizacion: 2302,
  asignacion_familiar: 2311,
  afp: 3141,
  salud: 3143,
  // The Isapre plan above the 7 % is the "cotización voluntaria para salud" (research §1.2 list).
  salud_adicional: 3144,
  afc_trabajador: 3151,
  impuesto_unico: 3161,
  anticipo: 3188,
  afc_empleador: 4151,
  // 4152 is "seguro accidentes del trabajo y Ley SANNA": the basic rate, SANNA and the additional rate.
  ley_16744: 4152,
  ley_16744_adicional: 4152,
  sis: 4155,
};

// ⚠️ A month's taxable bonus could be fixed (2111) or variable (2113); the payslip does not say.
// 2111 as SimpleDigital writes its "bono" movements; both are 21xx, so the totals do not change.
// A non-taxable bonus goes to 2306 "gastos por causa del trabajo": the payslip justifies it by CT
// art. 41 inc. 2, whose catch-all is the devolución de gastos por causa del trabajo; the LRE has
// no "otros no imponibles" column. A deduction the worker authorised (CT art. 58) is 3183.
const PREFIX_COLUMNS: readonly (readonly [string, number])[] = [
  ['bono_imponible_', 2111],
  ['bono_no_imponible_', 2306],
  ['descuento_', 3183],
];

// A line code this module does not know still lands in its block, so the totals stay whole.
// ❓ The Ley 21.735 employer lines (ley_21735_*) have no LRE column in the research: SimpleDigital
// adds them to 4157 "APVC - Aporte Empleador", which would report voluntary savings the employer
// does not make; caverco adds them to 5410 only, which breaks 5410's own rule. Left out, as the
// aportes section falls back to nothing.
const SECTION_FALLBACK: Readonly<Record<PayslipSection, number | null>> = {
  haberes_imponibles: 2111,
  haberes_no_imponibles: 2306,
  descuentos_legales: 3185,
  otros_descuentos: 3185,
  aportes_empleador: null,
};

function columnOfLine(code: string, section: PayslipSection): number | null {
  const direct = LINE_COLUMNS[code];
  if (direct !== undefined) return direct;
  const prefixed = PREFIX_COLUMNS.find(([p]) => code.startsWith(p));
  if (prefixed) return prefixed[1];
  if (code.startsWith('ley_21735_')) return null;
  return SECTION_FALLBACK[section];
}

/** One worker's row, 147 fields in file order. */
export function lreFields(row: LreRow, employer: LreEmployer): string[] {
  const { identity: id, worker: w, month: m, payslip: p } = row;
  const f: string[] = LRE_CODES.map((c) => (isIntegerColumn(c) ? '0' : ''));
  const set = (code: number, v: string | number) => {
    f[lreColumn(code) - 1] = String(v);
  };
  const get = (code: number) => Number(f[lreColumn(code) - 1]);
  // An invalid RUT is written as given (without dots) so that validateLre names it.
  set(1101, toCanonicalRut(id.rut) ?? id.rut.replace(/\./g, '').toUpperCase());
  set(1102, formatDate(w.startDate));
  set(1103, id.termination ? formatDate(id.termination.date) : '');
  set(1104, id.termination ? id.termination.cause : '');
  // The DPA code's leading digits are the region (13101 → 13, 1101 → 1), as the DT numbers them.
  set(1105, Math.floor(id.serviceCommune / 1000));
  set(1106, id.serviceCommune);
  set(1170, 1); // segunda categoría: every dependent worker of this payroll
  set(1107, isPartTime(w.weeklyHours) ? 201 : 101);
  // 1108, 1109, 1146, 1118, 1155, 1157, 1131 stay 0: PayrollWorker has no disability, pensioner,
  // foreign technician, subsidio joven, APV or indemnización a todo evento; its payslip has none.
  set(1141, AFP_LRE_CODES[w.afp]);
  set(1142, 0); // IPS only for workers of the old system; every PayrollWorker is in an AFP
  set(1143, HEALTH_LRE_CODES[w.health.system] ?? '');
  set(1151, 1); // computePayslip always applies the seguro de cesantía
  // ⚠️ Tabla 13/14 codes not read: SimpleDigital writes 1/0 for the CCAF and the mutual's Previred
  // code without its leading zero (ISL 0, ACHS 1, CChC 2, IST 3), which one catalogue confirms.
  set(1110, employer.ccaf ? 1 : 0);
  set(1152, Number(employer.mutual));
  set(1111, w.familyDependents);
  // ⚠️ S = sin asignación when there are no cargas (SimpleDigital and SEED; caverco writes D).
  set(1114, w.familyDependents > 0 ? familyAllowanceTramoOf(w, p) : 'S');
  set(1115, p.daysWorked);
  set(1116, m.sickLeaveDays);
  for (const line of p.lines) {
    const code = columnOfLine(line.code, line.section);
    if (code !== null) set(code, get(code) + line.amount);
  }
  for (const rule of LRE_TOTAL_RULES) set(rule.code, ruleValue(rule, get));
  return f;
}

/** The file's text: the header row and one row per worker, each ended by CRLF (⚠️ ContaWeb). */
export function lreFile(rows: readonly LreRow[], employer: LreEmployer): string {
  return [LRE_HEADERS, ...rows.map((r) => lreFields(r, employer))].map((f) => `${f.join(';')}\r\n`).join('');
}

/**
 * ⚠️ "rutempleador_aaaamm.csv", the name caverco says the DT uses (its docstring only; SimpleDigital
 * and ContaWeb name it their own way). The RUT as column 1101 writes it: no dots, hyphen, DV.
 */
export function lreFileName(employerRut: string, period: string): string {
  const rut = toCanonicalRut(employerRut) ?? employerRut.replace(/[.\s]/g, '').toUpperCase();
  return `${rut}_${period.slice(0, 4)}${period.slice(5, 7)}.csv`;
}

export type LreProblem = {
  /** Line of the file, the header being line 1. */
  readonly line: number;
  /** The worker's RUT as written, or null for the header. */
  readonly worker: string | null;
  /** 1-based column, or null when the problem is the whole line. */
  readonly column: number | null;
  readonly message: string;
};

const VALID_AFP = new Set([...Object.values(AFP_LRE_CODES), LRE_NO_AFP]);
/** Columns that are 0 = no, 1 = sí (research §1.4). */
const YES_NO = [1146, 1109, 1151, 1110, 1118, 1155, 1157, 1131];
/** Code columns and the codes each accepts; 1108 per SEED (⚠️), 1152 as the writer writes it (⚠️). */
const CODE_SETS: readonly (readonly [number, ReadonlySet<string>, string])[] = [
  [1141, VALID_AFP, 'no es un código de AFP de la Tabla 9 del LRE'],
  [1143, LRE_HEALTH_CODES, 'no es un código de Fonasa o Isapre de la Tabla 11 del LRE'],
  [1107, LRE_WORKDAY_CODES, 'no es un código de jornada de la Tabla 6 del LRE'],
  [1170, new Set(['1', '2', '3']), 'debe ser 1 (segunda categoría), 2 (obrero agrícola) o 3 (adicional)'],
  [1108, new Set(['0', '1', '2', '3']), 'debe ir de 0 a 3'],
  [1152, new Set(['0', '1', '2', '3']), 'debe ser 0 (ISL), 1 (ACHS), 2 (Mutual CChC) o 3 (IST)'],
  [1114, new Set(['', 'A', 'B', 'C', 'D', 'S']), 'debe ser A, B, C, D o S'],
  ...YES_NO.map((c) => [c, new Set(['0', '1']), 'debe ser 0 (no) o 1 (sí)'] as const),
];

const DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * Checks a file before upload: the header row, 147 columns a row, the RUT and its check digit,
 * integers and dates in their form, the dates against the period, the mandatory columns, the code
 * tables and the total rules of research §1.3. Messages in Spanish name the line and the column.
 */
export function validateLre(text: string, expected: { readonly period: string }): LreProblem[] {
  const problems: LreProblem[] = [];
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  const colName = (n: number) => `columna «${LRE_HEADERS[n - 1]}»`;
  const header = (lines[0] ?? '').split(';');
  if (header.length !== LRE_COLUMN_COUNT)
    problems.push({
      line: 1,
      worker: null,
      column: null,
      message: `Línea 1: la fila de encabezados tiene ${header.length} columnas y el LRE exige ${LRE_COLUMN_COUNT}.`,
    });
  else
    header.forEach((h, i) => {
      if (h !== LRE_HEADERS[i])
        problems.push({
          line: 1,
          worker: null,
          column: i + 1,
          message: `Línea 1, ${colName(i + 1)}: el encabezado es «${h}» y debe ser «${LRE_HEADERS[i]}».`,
        });
    });
  if (lines.length < 2)
    problems.push({ line: 1, worker: null, column: null, message: 'El archivo no tiene trabajadores.' });
  const first = `${expected.period}-01`;
  const last = lastDayOf(expected.period);
  const seen = new Map<string, number>();
  lines.slice(1).forEach((raw, i) => {
    const line = i + 2;
    const f = raw.split(';');
    const who = f[0] ?? '';
    const bad = (column: number | null, message: string) =>
      problems.push({
        line,
        worker: who,
        column,
        message:
          column === null ? `Línea ${line}: ${message}` : `Línea ${line}, ${colName(column)}: ${message}`,
      });
    if (f.length !== LRE_COLUMN_COUNT) {
      bad(null, `tiene ${f.length} columnas y el LRE exige ${LRE_COLUMN_COUNT}.`);
      return;
    }
    const col = (code: number) => lreColumn(code);
    const val = (code: number) => f[col(code) - 1]!;
    const c1101 = col(1101);
    if (!/^\d{1,9}-[0-9K]$/.test(who))
      bad(c1101, `«${who}» debe ser el RUT sin puntos, con guion y dígito verificador (12345678-5).`);
    else if (toCanonicalRut(who) !== who) bad(c1101, `el dígito verificador de «${who}» no corresponde.`);
    else if (seen.has(who)) bad(c1101, `el trabajador ${who} ya aparece en la línea ${seen.get(who)}.`);
    else seen.set(who, line);
    LRE_CODES.forEach((code, j) => {
      const v = f[j]!;
      if (v === '') {
        if (LRE_MANDATORY.has(code)) bad(j + 1, 'es obligatoria y está vacía.');
      } else if (isIntegerColumn(code) && !/^\d+$/.test(v))
        bad(j + 1, `«${v}» debe ser un número entero sin puntos ni decimales.`);
    });
    const date = (code: number): string | null => {
      const v = val(code);
      if (v === '') return null;
      const iso = DATE.test(v) ? parseDisplayDate(v) : null;
      if (!iso) bad(col(code), `«${v}» debe ser una fecha dd/mm/aaaa.`);
      return iso;
    };
    const start = date(1102);
    const end = date(1103);
    if (start && start > last) bad(col(1102), `el contrato empieza después del período ${expected.period}.`);
    if (end && end < first) bad(col(1103), `el contrato terminó antes del período ${expected.period}.`);
    if (start && end && end < start) bad(col(1103), 'la fecha de término es anterior a la de inicio.');
    const cause = val(1104);
    if (val(1103) !== '' && cause === '') bad(col(1104), 'es obligatoria cuando hay fecha de término.');
    if (cause !== '' && val(1103) === '') bad(col(1104), 'hay causal de término sin fecha de término.');
    if (cause !== '' && LRE_TERMINATION_CAUSES[Number(cause)] === undefined)
      bad(col(1104), `«${cause}» no es una causal de la Tabla 1 del LRE.`);
    const region = Number(val(1105));
    if (val(1105) !== '' && !(region >= 1 && region <= 16)) bad(col(1105), 'la región va de 1 a 16.');
    const commune = val(1106);
    if (commune !== '' && (!/^\d{4,5}$/.test(commune) || Math.floor(Number(commune) / 1000) !== region))
      bad(col(1106), `«${commune}» no es un código de comuna de la región ${val(1105)}.`);
    for (const [code, codes, what] of CODE_SETS) {
      const v = val(code);
      if (v !== '' && !codes.has(v)) bad(col(code), `«${v}» ${what}.`);
    }
    const days = val(1115);
    if (/^\d+$/.test(days) && Number(days) > 31) bad(col(1115), 'los días trabajados van de 0 a 31.');
    const num = (code: number) => Number(val(code));
    for (const rule of LRE_TOTAL_RULES) {
      if (!rule.terms.every((t) => /^\d+$/.test(val(t.code))) || !/^\d+$/.test(val(rule.code))) continue;
      const want = ruleValue(rule, num);
      if (num(rule.code) !== want)
        bad(col(rule.code), `es ${val(rule.code)} y debe ser ${rule.formula}, que da ${want}.`);
    }
  });
  return problems;
}
