import type { CsvMapping } from './types';
import { foldHeader } from './text';

/** Where each mapped column sits in the header row (-1 when the mapping does not name it). */
export type ColumnIndexes = {
  date: number;
  description: number;
  amount: number;
  debit: number;
  credit: number;
  balance: number;
  reference: number;
  type: number;
  indicator: number;
  counterpartyName: number;
  counterpartyAccount: number;
};

const indexOf = (folded: string[], name: string | undefined): number =>
  name === undefined ? -1 : folded.indexOf(foldHeader(name));

/** The mapping's columns located in a header row; null when a named column is missing. */
export const locateColumns = (header: string[], m: CsvMapping): ColumnIndexes | null => {
  const folded = header.map(foldHeader);
  const cols: ColumnIndexes = {
    date: indexOf(folded, m.dateColumn),
    description: indexOf(folded, m.descriptionColumn),
    amount: indexOf(folded, m.amountColumn),
    debit: indexOf(folded, m.debitColumn),
    credit: indexOf(folded, m.creditColumn),
    balance: indexOf(folded, m.balanceColumn),
    reference: indexOf(folded, m.referenceColumn),
    type: indexOf(folded, m.typeColumn),
    indicator: indexOf(folded, m.indicatorColumn),
    counterpartyName: indexOf(folded, m.counterpartyNameColumn),
    counterpartyAccount: indexOf(folded, m.counterpartyAccountColumn),
  };
  const named: [keyof ColumnIndexes, string | undefined][] = [
    ['date', m.dateColumn],
    ['description', m.descriptionColumn],
    ['amount', m.amountColumn],
    ['debit', m.debitColumn],
    ['credit', m.creditColumn],
    ['balance', m.balanceColumn],
    ['reference', m.referenceColumn],
    ['type', m.typeColumn],
    ['indicator', m.indicatorColumn],
    ['counterpartyName', m.counterpartyNameColumn],
    ['counterpartyAccount', m.counterpartyAccountColumn],
  ];
  return named.every(([k, name]) => name === undefined || cols[k] !== -1) ? cols : null;
};

/** The header row (0-based record index): the mapping's, else the first with the date and description columns. */
export const findHeaderRow = (records: string[][], m: CsvMapping): number => {
  if (m.headerRow !== undefined) return m.headerRow - 1;
  const limit = Math.min(records.length, 100);
  for (let r = 0; r < limit; r++) if (locateColumns(records[r], m) !== null) return r;
  return -1;
};

/** Account number and currency written above the header ("Cuenta Corriente N°: 0-000-9486738-0", "Moneda: USD"). */
export const readPreamble = (rows: string[][]): { accountNumber: string | null; currency: string | null } => {
  let accountNumber: string | null = null;
  let currency: string | null = null;
  for (const row of rows) {
    const line = row.map((c) => c.trim()).join(' ');
    // The id must hold a digit ('0-000-9486738-0', 'CL12…'), so 'Datos cuenta' is no account.
    const acct =
      /\bcuenta(?:\s+corriente|\s+vista|\s+rut)?\s*(?:n[°º.o]?)?\s*:?\s*([A-Za-z]{0,4}\d[\w.-]*)/i.exec(line);
    if (acct && accountNumber === null) accountNumber = acct[1].trim();
    const ccy = /\bmoneda\s*:?\s*([A-Z]{3})\b/i.exec(line);
    if (ccy && currency === null) currency = ccy[1].toUpperCase();
  }
  return { accountNumber, currency };
};
