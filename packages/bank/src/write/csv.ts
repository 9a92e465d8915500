import { currencyExponent } from '../currency';
import { CSV_PRESETS } from '../csv-presets';
import { formatDateAs } from '../dates';
import type { CsvMapping, StatementAccount, StatementEntry } from '../types';

/** Minor units as a CSV cell in the mapping's style: 'cl' 1.234.567 / -1.234,56, 'us' 1,234,567.00. */
const numberCell = (minor: number, exp: number, style: 'cl' | 'us'): string => {
  const [thousands, decimal] = style === 'cl' ? ['.', ','] : [',', '.'];
  const digits = String(Math.abs(minor)).padStart(exp + 1, '0');
  const int = (exp === 0 ? digits : digits.slice(0, -exp)).replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const body = exp === 0 ? int : `${int}${decimal}${digits.slice(-exp)}`;
  return minor < 0 ? `-${body}` : body;
};

const quote = (value: string, delimiter: string): string =>
  value.includes(delimiter) || /["\r\n]/.test(value) || value !== value.trim()
    ? `"${value.replace(/"/g, '""')}"`
    : value;

/**
 * Writes one account as a CSV cartola in the given layout (a mapping or a CSV_PRESETS key).
 * Above the header it writes 'Cuenta' and 'Moneda' rows, as bank exports do, padded with empty
 * rows up to `headerRow`; a header on row 1 leaves them out. Columns follow the mapping's order:
 * date, description, reference, type, counterparty, amount (or debit and credit), balance.
 */
export const writeCsv = (account: StatementAccount, layout: CsvMapping | string): string => {
  const m = typeof layout === 'string' ? CSV_PRESETS[layout]?.mapping : layout;
  if (m === undefined) throw new Error(`Unknown CSV preset '${String(layout)}'`);
  const d = m.delimiter ?? (m.numberStyle === 'us' ? ',' : ';');
  const exp = currencyExponent(account.currency);
  const num = (v: number) => numberCell(v, exp, m.numberStyle);
  const columns: [string | undefined, (e: StatementEntry) => string][] = [
    [m.dateColumn, (e) => formatDateAs(e.bookingDate, m.dateFormat)],
    [m.descriptionColumn, (e) => e.description],
    [m.referenceColumn, (e) => e.reference ?? ''],
    [m.typeColumn, (e) => e.type ?? ''],
    [m.counterpartyNameColumn, (e) => e.counterpartyName ?? ''],
    [m.counterpartyAccountColumn, (e) => e.counterpartyAccount ?? ''],
    [m.indicatorColumn, (e) => (e.amount < 0 ? (m.debitValues?.[0] ?? 'D') : (m.creditValues?.[0] ?? 'C'))],
    [
      m.amountColumn,
      (e) =>
        m.indicatorColumn !== undefined
          ? num(Math.abs(e.amount))
          : num(m.negateAmount ? 0 - e.amount : e.amount),
    ],
    [m.amountColumn === undefined ? m.debitColumn : undefined, (e) => (e.amount < 0 ? num(-e.amount) : '')],
    [m.amountColumn === undefined ? m.creditColumn : undefined, (e) => (e.amount >= 0 ? num(e.amount) : '')],
    [m.balanceColumn, (e) => (e.runningBalance === null ? '' : num(e.runningBalance))],
  ];
  const used = columns.filter((c): c is [string, (e: StatementEntry) => string] => c[0] !== undefined);
  const lines: string[] = [];
  const headerRow = m.headerRow ?? 3;
  if (headerRow >= 3) {
    lines.push(`Cuenta${d}${quote(account.accountNumber, d)}`, `Moneda${d}${account.currency}`);
    while (lines.length < headerRow - 1) lines.push('');
  } else if (headerRow === 2) lines.push('');
  lines.push(used.map(([name]) => quote(name, d)).join(d));
  for (const e of account.entries) lines.push(used.map(([, cell]) => quote(cell(e), d)).join(d));
  return `${lines.join('\r\n')}\r\n`;
};
