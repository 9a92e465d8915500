// The workers' spreadsheet as bytes: written with exceljs (the export) and read back (the import),
// after the zip guard has counted the archive's entries (lib/zip-guard.ts), so a crafted archive is
// refused before exceljs opens it.
import {
  EMPLOYEE_MESSAGES as M,
  EMPLOYEES_FILE_MAX_ROWS,
  type EmployeeFields,
  type EmployeeImportProblem,
  employeeFields,
} from '@portal/contracts';
import ExcelJS from 'exceljs';
import { readZipDirectory } from '../../lib/zip-guard';
import { type CellValue, SHEET_COLUMNS, cellOf, foldLabel, readCell } from './employees-sheet';

const SHEET = 'Trabajadores';
const DAY = 'dd/mm/yyyy';
const PESOS = '"$"#,##0';
/** An .xlsx of workers has a handful of parts; more is not a spreadsheet of ours. */
const MAX_ENTRIES = 200;

export async function employeesXlsx(list: readonly EmployeeFields[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Portal Cliente';
  const sheet = book.addWorksheet(SHEET);
  const header = sheet.addRow(SHEET_COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  for (const e of list) sheet.addRow(SHEET_COLUMNS.map((c) => cellOf(c, e)));
  SHEET_COLUMNS.forEach((c, i) => {
    const col = sheet.getColumn(i + 1);
    col.width = c.width;
    if (c.kind === 'date') col.numFmt = DAY;
    if (c.field === 'base_salary' || c.field === 'meal_allowance' || c.field === 'transport_allowance')
      col.numFmt = PESOS;
  });
  header.numFmt = '@';
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

export type ParsedSheet =
  | { ok: true; rows: { row: number; employee: EmployeeFields }[] }
  | { ok: false; fileError: string }
  | { ok: false; problems: EmployeeImportProblem[] };

/** A cell's value as exceljs gives it: formulas by their result, rich text by its text. */
function plain(v: ExcelJS.CellValue): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object' && 'result' in v) return plain(v.result as ExcelJS.CellValue);
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((t) => t.text).join('');
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  return null;
}

/** Reads every worker of the first sheet; any problem is reported by row and column, nothing kept. */
export async function parseEmployeesXlsx(bytes: Buffer): Promise<ParsedSheet> {
  const dir = readZipDirectory(bytes, MAX_ENTRIES);
  if (!dir.ok) return { ok: false, fileError: M.notXlsx };
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { ok: false, fileError: M.notXlsx };
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { ok: false, fileError: M.noSheet };
  if (sheet.rowCount > EMPLOYEES_FILE_MAX_ROWS + 1)
    return { ok: false, fileError: M.tooManyRows(EMPLOYEES_FILE_MAX_ROWS) };

  const headerRow = sheet.getRow(1);
  const at = new Map<string, number>();
  headerRow.eachCell((cell, n) => {
    const v = plain(cell.value);
    if (typeof v === 'string') at.set(foldLabel(v), n);
  });
  // A column the schema needs is required; only the optional ones may be left out.
  const optional = new Set([
    'mother_last_name',
    'end_date',
    'termination_cause',
    'health_plan_amount',
    'family_tramo',
    'bank_code',
    'bank_account_type',
    'bank_account_number',
    'email',
    'meal_allowance',
    'transport_allowance',
    'family_charges',
  ]);
  for (const c of SHEET_COLUMNS)
    if (!at.has(foldLabel(c.header)) && !optional.has(c.field))
      return { ok: false, fileError: M.missingColumn(c.header) };

  const problems: EmployeeImportProblem[] = [];
  const rows: { row: number; employee: EmployeeFields }[] = [];
  const seen = new Map<string, number>();
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const raw: Record<string, unknown> = {};
    let empty = true;
    for (const c of SHEET_COLUMNS) {
      const n = at.get(foldLabel(c.header));
      const cell = n === undefined ? null : plain(row.getCell(n).value);
      if (cell !== null && !(typeof cell === 'string' && cell.trim() === '')) empty = false;
      const read = readCell(c, cell);
      raw[c.field] = read.ok ? read.value : String(cell);
    }
    if (empty) continue;
    // Left-out optional columns take the form's defaults.
    for (const f of ['meal_allowance', 'transport_allowance', 'family_charges'] as const) raw[f] ??= 0;
    const parsed = employeeFields.safeParse(raw);
    if (!parsed.success) {
      const byField = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (byField.has(field)) continue;
        byField.add(field);
        const col = SHEET_COLUMNS.find((c) => c.field === field);
        problems.push({ row: r, column: col?.header ?? field, message: issue.message });
      }
      continue;
    }
    const first = seen.get(parsed.data.rut);
    if (first !== undefined) {
      problems.push({ row: r, column: 'RUT', message: M.repeatedRut(first) });
      continue;
    }
    seen.set(parsed.data.rut, r);
    rows.push({ row: r, employee: parsed.data });
  }
  if (problems.length > 0) return { ok: false, problems };
  if (rows.length === 0) return { ok: false, fileError: M.emptyFile };
  return { ok: true, rows };
}
