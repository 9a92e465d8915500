// A ReportTable as an .xlsx workbook (exceljs): one sheet, pesos as numbers with a Chilean format,
// dates as dates (a spreadsheet sorts and filters them), shown DD/MM/AAAA.
import ExcelJS from 'exceljs';
import type { ReportTable } from './report-table';

const PESOS = '"$"#,##0;-"$"#,##0';
const DAY = 'dd/mm/yyyy';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date column's ISO day as the Date exceljs writes as a serial (UTC midnight: no timezone shift). */
const cellValue = (kind: ReportTable['columns'][number]['kind'], v: string | number) =>
  kind === 'date' && typeof v === 'string' && ISO_DAY.test(v) ? new Date(`${v}T00:00:00Z`) : v;

export async function tableXlsx(t: ReportTable): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Portal Cliente';
  const sheet = book.addWorksheet(t.title.slice(0, 31));
  sheet.addRow([t.title]).font = { bold: true, size: 14 };
  for (const line of t.subtitle) sheet.addRow([line]);
  sheet.addRow([]);
  const header = sheet.addRow(t.columns.map((c) => c.header));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
  });
  const first = header.number + 1;
  for (const r of t.rows) {
    const row = sheet.addRow(r.cells.map((v, i) => cellValue(t.columns[i]?.kind ?? 'text', v)));
    if (r.strong) row.font = { bold: true };
  }
  t.columns.forEach((c, i) => {
    const col = sheet.getColumn(i + 1);
    col.width = Math.max(10, Math.round(c.width * 4));
    if (c.kind === 'money') {
      col.alignment = { horizontal: 'right' };
      for (let n = first; n <= sheet.rowCount; n++) sheet.getCell(n, i + 1).numFmt = PESOS;
    }
    if (c.kind === 'date') for (let n = first; n <= sheet.rowCount; n++) sheet.getCell(n, i + 1).numFmt = DAY;
  });
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
