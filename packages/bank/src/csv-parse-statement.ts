import type { BankRefAssigner } from './bank-ref';
import { findHeaderRow, locateColumns, readPreamble, type ColumnIndexes } from './csv-columns';
import { guessDelimiter, readRecords } from './csv-records';
import { normalizeCurrency, requireCurrency } from './currency';
import { parseDateByFormat } from './dates';
import { entryLabel, MAX_STATEMENT_ENTRIES, StatementError, tooManyEntries } from './errors';
import { readAmount } from './read-amount';
import { foldHeader, oneLine } from './text';
import type { CsvMapping, StatementAccount, StatementEntry } from './types';

const cell = (row: string[], i: number): string => (i === -1 ? '' : (row[i] ?? '').trim());

/** What an indicator column writes for money out and money in, folded (the mapping may name its own). */
export const DEBIT_WORDS = ['d', 'db', 'dr', 'c/d', 'cargo', 'cargos', 'debito', 'debit', 'giro', '-'];
export const CREDIT_WORDS = ['c', 'a', 'cr', 'abono', 'abonos', 'credito', 'credit', 'deposito', '+'];

/** Rows that carry a balance but no movement: the opening and closing lines some banks print. */
const OPENING = /^saldo (inicial|anterior)/;
const CLOSING = /^saldo (final|actual|contable)/;

/** Reads a CSV cartola with a known mapping: one account, entries in file order. */
export const parseCsvText = (text: string, m: CsvMapping, refs: BankRefAssigner): StatementAccount => {
  const records = readRecords(text, m.delimiter ?? guessDelimiter(text));
  const headerAt = findHeaderRow(records, m);
  const cols = headerAt >= 0 && headerAt < records.length ? locateColumns(records[headerAt], m) : null;
  if (cols === null) throw new StatementError(missingColumns(m));
  if (cols.amount === -1 && (cols.debit === -1 || cols.credit === -1))
    throw new StatementError(
      'La configuración del CSV necesita una columna de monto, o una de cargos y otra de abonos.',
    );
  const preamble = readPreamble(records.slice(0, headerAt));
  const currency = requireCurrency(
    normalizeCurrency(m.currency) ?? preamble.currency ?? normalizeCurrency(m.defaultCurrency) ?? 'CLP',
  );
  if (m.indicatorColumn !== undefined && cols.amount === -1)
    throw new StatementError(
      'La columna que indica cargo o abono acompaña a una columna de monto; indica cuál es el monto.',
    );
  const debitWords = new Set((m.debitValues ?? DEBIT_WORDS).map(foldHeader));
  const creditWords = new Set((m.creditValues ?? CREDIT_WORDS).map(foldHeader));
  const style = m.numberStyle;
  const entries: StatementEntry[] = [];
  let opening: number | null = null;
  let closing: number | null = null;
  for (let r = headerAt + 1; r < records.length; r++) {
    const row = records[r];
    const index = entries.length;
    const amountOf = (t: string): number => readAmount(t, currency, style, index, r + 1);
    let amount = rowAmount(row, cols, m, amountOf);
    if (amount !== null && cols.indicator !== -1) {
      const said = foldHeader(cell(row, cols.indicator));
      const sign = debitWords.has(said) ? -1 : creditWords.has(said) ? 1 : 0;
      if (sign === 0)
        throw new StatementError(
          `${entryLabel(index)} (fila ${r + 1}): la columna «${m.indicatorColumn}» dice «${cell(row, cols.indicator).slice(0, 30)}», que no es cargo ni abono.`,
          index,
        );
      amount = sign * Math.abs(amount);
    }
    const balanceText = cell(row, cols.balance);
    if (amount === null) {
      // No movement: a balance line, a blank line or a footer.
      const what = foldHeader(cell(row, cols.description) || cell(row, 0));
      if (balanceText !== '' && OPENING.test(what)) opening = amountOf(balanceText);
      else if (balanceText !== '' && CLOSING.test(what)) closing = amountOf(balanceText);
      continue;
    }
    const dateText = cell(row, cols.date);
    // Totals rows have amounts but no date: they are not movements.
    if (dateText === '') continue;
    const bookingDate = parseDateByFormat(dateText, m.dateFormat);
    if (bookingDate === null)
      throw new StatementError(
        `${entryLabel(index)} (fila ${r + 1}): la fecha «${dateText.slice(0, 30)}» no es válida (se esperaba ${m.dateFormat}).`,
        index,
      );
    if (index >= MAX_STATEMENT_ENTRIES) throw tooManyEntries();
    entries.push(
      refs.assign({
        bankRef: null,
        bookingDate,
        valueDate: null,
        amount,
        description: oneLine(cell(row, cols.description)),
        counterpartyName: cell(row, cols.counterpartyName) || null,
        counterpartyAccount: cell(row, cols.counterpartyAccount) || null,
        reference: cell(row, cols.reference) || null,
        runningBalance: balanceText === '' ? null : amountOf(balanceText),
        type: cell(row, cols.type) || null,
      }),
    );
  }
  return {
    accountNumber: m.accountNumber ?? preamble.accountNumber ?? '',
    card: false,
    bankId: null,
    currency,
    openingBalance: opening,
    closingBalance: closing,
    periodStart: null,
    periodEnd: null,
    entries,
  };
};

/** The signed amount of a row, or null when its amount cells are all empty. */
const rowAmount = (
  row: string[],
  cols: ColumnIndexes,
  m: CsvMapping,
  amountOf: (t: string) => number,
): number | null => {
  if (cols.amount !== -1) {
    const t = cell(row, cols.amount);
    if (t === '') return null;
    const v = amountOf(t);
    return m.negateAmount ? 0 - v : v;
  }
  const d = cell(row, cols.debit);
  const c = cell(row, cols.credit);
  if (d === '' && c === '') return null;
  // Debits are written positive by most banks, negative by a few: money out either way.
  return (c === '' ? 0 : Math.abs(amountOf(c))) - (d === '' ? 0 : Math.abs(amountOf(d)));
};

const missingColumns = (m: CsvMapping): string => {
  const names = [m.dateColumn, m.descriptionColumn, m.amountColumn, m.debitColumn, m.creditColumn]
    .filter((n): n is string => n !== undefined)
    .map((n) => `«${n}»`)
    .join(', ');
  return `No se encontró en el CSV una fila de encabezado con las columnas ${names}.`;
};
