// The one CSV writer every export uses (sales and purchases, clients, providers, any future one):
// the separator the portal's files use, quoting, and the rule against formula injection. A name
// in a CSV often comes from someone else (a counterparty's invoice, an imported book), and a
// spreadsheet runs a cell that starts like a formula: =HYPERLINK(…) sends a click anywhere,
// =cmd|… once ran programs. OWASP's rule: a text cell starting with = + - @, a tab or a carriage
// return gets a leading apostrophe, so the sheet shows the text and runs nothing.

export const CSV_SEPARATOR = ';';
export const CSV_EOL = '\r\n';
/** Excel reads the file as UTF-8 only with the byte order mark. */
export const CSV_BOM = '\uFEFF';

/** The characters that make a spreadsheet read a cell as a formula (with their full-width forms). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A text cell: neutralised when it starts like a formula, quoted when it holds ; " or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A line of cells: text through csvCell, numbers as they are (a negative amount stays a number). */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells
    .map((c) => (typeof c === 'number' ? String(c) : c == null ? '' : csvCell(c)))
    .join(CSV_SEPARATOR);
}

/** A whole file: the byte order mark, the header line and the rows, each line ended by CRLF. */
export function csvFile(
  header: readonly string[],
  rows: Iterable<readonly (string | number | null | undefined)[]>,
) {
  let text = `${CSV_BOM}${csvLine(header)}${CSV_EOL}`;
  for (const row of rows) text += `${csvLine(row)}${CSV_EOL}`;
  return text;
}
