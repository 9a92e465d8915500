// The expenses as report.xlsx (spec §9 file name) with exceljs: real cells — dates as dates, pesos
// as numbers with the Chilean format — and a total row that sums the amount column.
import { EXPENSE_STATUS_TEXT, type Expense } from '@portal/contracts';
import ExcelJS from 'exceljs';

export const EXPENSES_FILE_NAME = 'report.xlsx';
const PESOS = '"$"#,##0;-"$"#,##0';
const HEADERS = [
  'Fecha',
  'Categoría',
  'Subcategoría',
  'Descripción',
  'Estado',
  'Ingresado por',
  'Comprobantes',
  'Monto',
];
const AMOUNT_COLUMN = 8;

/** A 'YYYY-MM-DD' as a date cell at UTC midnight (what spreadsheets read as that calendar day). */
const dateCell = (iso: string) => new Date(`${iso}T00:00:00Z`);

export async function expensesXlsx(expenses: readonly Expense[], subtitle: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Portal Cliente';
  const sheet = book.addWorksheet('Gastos');
  sheet.addRow(['Gastos']).font = { bold: true, size: 14 };
  sheet.addRow([subtitle]);
  sheet.addRow([]);
  const header = sheet.addRow(HEADERS);
  header.font = { bold: true };
  const first = header.number + 1;
  for (const e of expenses) {
    sheet.addRow([
      dateCell(e.date),
      e.category.parent.name,
      e.category.name,
      e.description,
      EXPENSE_STATUS_TEXT[e.status].label,
      e.user?.name ?? '',
      e.documents.length,
      e.amount,
    ]);
  }
  const last = sheet.rowCount;
  const total = expenses.reduce((s, e) => s + e.amount, 0);
  const totalRow = sheet.addRow(['Total', '', '', '', '', '', '', null]);
  totalRow.getCell(AMOUNT_COLUMN).value =
    expenses.length > 0 ? { formula: `SUM(H${first}:H${last})`, result: total } : 0;
  totalRow.font = { bold: true };
  sheet.getColumn(1).numFmt = 'dd/mm/yyyy';
  sheet.getColumn(AMOUNT_COLUMN).numFmt = PESOS;
  const widths = [12, 20, 24, 44, 13, 22, 13, 16];
  widths.forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  // The title rows keep their text format.
  for (const n of [1, 2, 3, header.number]) sheet.getCell(n, 1).numFmt = 'General';
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
