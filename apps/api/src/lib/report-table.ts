// A report as a table that an xlsx (table-xlsx.ts) or a PDF (table-pdf.ts) can carry: the business's
// name and RUT and the period on top, then columns of text, pesos or dates.
export type ReportColumn = {
  header: string;
  /** A date column's cells are ISO days ('2026-03-04'): a real date in the xlsx, DD/MM/AAAA in the PDF. */
  kind: 'text' | 'money' | 'date';
  /** Relative width. */
  width: number;
};
export type ReportRow = {
  cells: (string | number)[] /** Subtotal and total rows stand out. */;
  strong?: boolean;
};
export type ReportTable = {
  title: string;
  /** Lines under the title: the business, its RUT, the period. */
  subtitle: string[];
  columns: ReportColumn[];
  rows: ReportRow[];
  /** For the file's name: 'balance-general-202601-202612'. */
  fileName: string;
};
