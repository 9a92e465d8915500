// The workers' spreadsheet: the columns the export writes and the import reads, by their Spanish
// header (any order; case and accents ignored). Choices are written by their label and read by label
// or key; dates as dates (or DD/MM/AAAA text); money as whole pesos.
import { type EmployeeFields, type EmployeeInput, GRATIFICATION_REGIMES } from '@portal/contracts';
import {
  BANK_ACCOUNT_SELECT_TYPES,
  BANKS,
  CONTRACT_TYPES,
  EMPLOYEE_STATUSES,
  GENDERS,
  HEALTH_MONEY_TYPES,
  HEALTH_SYSTEMS,
  NATIONALITIES,
  PENSION_FUNDS,
  formatRut,
} from '@portal/domain';

type Kind =
  | 'text'
  | 'date'
  | 'int'
  | 'number'
  | 'bool'
  | { choices: readonly { key: string; label: string }[] };
export type SheetColumn = { field: keyof EmployeeInput; header: string; kind: Kind; width: number };

const BANK_CHOICES = BANKS.map((b) => ({ key: b.code, label: b.name }));

export const SHEET_COLUMNS: readonly SheetColumn[] = [
  { field: 'rut', header: 'RUT', kind: 'text', width: 14 },
  { field: 'first_name', header: 'Nombres', kind: 'text', width: 20 },
  { field: 'last_name', header: 'Apellido paterno', kind: 'text', width: 18 },
  { field: 'mother_last_name', header: 'Apellido materno', kind: 'text', width: 18 },
  { field: 'gender', header: 'Sexo', kind: { choices: GENDERS }, width: 10 },
  { field: 'nationality', header: 'Nacionalidad', kind: { choices: NATIONALITIES }, width: 12 },
  { field: 'birth_date', header: 'Fecha de nacimiento', kind: 'date', width: 14 },
  { field: 'address', header: 'Dirección', kind: 'text', width: 30 },
  { field: 'commune', header: 'Comuna', kind: 'text', width: 16 },
  { field: 'contract_type', header: 'Tipo de contrato', kind: { choices: CONTRACT_TYPES }, width: 14 },
  { field: 'start_date', header: 'Fecha de inicio', kind: 'date', width: 14 },
  { field: 'end_date', header: 'Fecha de término', kind: 'date', width: 14 },
  { field: 'weekly_hours', header: 'Horas semanales', kind: 'int', width: 10 },
  { field: 'position', header: 'Cargo', kind: 'text', width: 20 },
  { field: 'base_salary', header: 'Sueldo base', kind: 'int', width: 14 },
  { field: 'gratification', header: 'Gratificación', kind: { choices: GRATIFICATION_REGIMES }, width: 24 },
  { field: 'pension_fund', header: 'AFP', kind: { choices: PENSION_FUNDS }, width: 12 },
  { field: 'health_system', header: 'Salud', kind: { choices: HEALTH_SYSTEMS }, width: 16 },
  {
    field: 'health_money_type',
    header: 'Moneda plan de salud',
    kind: { choices: HEALTH_MONEY_TYPES },
    width: 10,
  },
  { field: 'health_plan_amount', header: 'Monto plan de salud', kind: 'number', width: 12 },
  { field: 'unemployment_insurance', header: 'Seguro de cesantía', kind: 'bool', width: 10 },
  { field: 'family_charges', header: 'Cargas familiares', kind: 'int', width: 10 },
  { field: 'family_tramo', header: 'Tramo asignación familiar', kind: 'text', width: 10 },
  { field: 'meal_allowance', header: 'Colación', kind: 'int', width: 12 },
  { field: 'transport_allowance', header: 'Movilización', kind: 'int', width: 12 },
  { field: 'bank_code', header: 'Banco', kind: { choices: BANK_CHOICES }, width: 24 },
  {
    field: 'bank_account_type',
    header: 'Tipo de cuenta',
    kind: { choices: BANK_ACCOUNT_SELECT_TYPES },
    width: 16,
  },
  { field: 'bank_account_number', header: 'Número de cuenta', kind: 'text', width: 16 },
  { field: 'email', header: 'Correo', kind: 'text', width: 24 },
  { field: 'status', header: 'Estado', kind: { choices: EMPLOYEE_STATUSES }, width: 12 },
  // Last, so the columns of a sheet exported before it keep their letters. The LRE's Tabla 1 code
  // (4 renuncia, 6 vencimiento del plazo, 18 necesidades de la empresa…).
  { field: 'termination_cause', header: 'Causal de término (código LRE)', kind: 'int', width: 12 },
];

/** A header or a choice compared without case, accents or surrounding spaces. */
export const foldLabel = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** The cell the export writes for a stored value. */
export function cellOf(col: SheetColumn, e: EmployeeFields): string | number | Date | null {
  const v = e[col.field as keyof EmployeeFields];
  if (v === null || v === undefined) return null;
  if (col.field === 'rut') return formatRut(String(v));
  if (col.kind === 'date') return new Date(`${String(v)}T00:00:00Z`);
  if (col.kind === 'bool') return v ? 'Sí' : 'No';
  if (typeof col.kind === 'object') return col.kind.choices.find((c) => c.key === v)?.label ?? String(v);
  return v as string | number;
}

export type CellValue = string | number | boolean | Date | null;
export type CellResult = { ok: true; value: unknown } | { ok: false };

const DMY = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;

/** A cell as the schema's input (the schema then checks it and names the field in its message). */
export function readCell(col: SheetColumn, cell: CellValue): CellResult {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return { ok: true, value: null };
  const kind = col.kind;
  if (kind === 'date') {
    if (cell instanceof Date) return { ok: true, value: cell.toISOString().slice(0, 10) };
    const s = String(cell).trim();
    const m = DMY.exec(s);
    if (m) return { ok: true, value: `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` };
    return { ok: true, value: s };
  }
  if (kind === 'int' || kind === 'number') {
    if (typeof cell === 'number') return { ok: true, value: cell };
    const s = String(cell).trim().replace(/^\$/, '').replace(/\s/g, '');
    // Chilean writing: dots group thousands, a comma starts decimals.
    const n = Number(kind === 'int' ? s.replace(/\./g, '') : s.replace(/\./g, '').replace(',', '.'));
    return Number.isFinite(n) && s !== '' ? { ok: true, value: n } : { ok: false };
  }
  if (kind === 'bool') {
    const s = foldLabel(String(cell));
    if (cell === true || ['si', 's', 'true', '1'].includes(s)) return { ok: true, value: true };
    if (cell === false || ['no', 'n', 'false', '0'].includes(s)) return { ok: true, value: false };
    return { ok: false };
  }
  const s = String(cell instanceof Date ? cell.toISOString().slice(0, 10) : cell).trim();
  if (typeof kind === 'object') {
    const wanted = foldLabel(s);
    const hit = kind.choices.find((c) => foldLabel(c.label) === wanted || foldLabel(c.key) === wanted);
    return hit ? { ok: true, value: hit.key } : { ok: false };
  }
  return { ok: true, value: s };
}
