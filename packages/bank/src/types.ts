// The shapes every reader produces and every writer takes. Other packages code against these names.

export type StatementFormat = 'ofx' | 'camt053' | 'csv';

export type StatementEntry = {
  /**
   * The bank's own id: OFX FITID; camt AcctSvcrRef (else NtryRef, else TxDtls Refs EndToEndId /
   * AcctSvcrRef); else 'h:' + sha256 hex of bookingDate|amount|description|runningBalance, with
   * '|n' appended for the n-th repeat (n ≥ 1) of the same tuple in one file.
   */
  bankRef: string;
  /** YYYY-MM-DD, the date part as written (no time-zone shifting). */
  bookingDate: string;
  valueDate: string | null;
  /** Signed integer minor units of the account currency (+ money in, − money out). */
  amount: number;
  /** One line, trimmed, whitespace collapsed. */
  description: string;
  counterpartyName: string | null;
  counterpartyAccount: string | null;
  reference: string | null;
  /** Minor units, when the file gives a balance after each entry (CSV saldo column). */
  runningBalance: number | null;
  type: string | null;
};

export type StatementAccount = {
  accountNumber: string;
  /** A credit-card statement (OFX CCSTMTRS); false for a bank account's. */
  card?: boolean;
  bankId: string | null;
  /** ISO 4217, upper case; CLP when the file says nothing. */
  currency: string;
  openingBalance: number | null;
  closingBalance: number | null;
  periodStart: string | null;
  periodEnd: string | null;
  entries: StatementEntry[];
};

export type ParsedStatement = {
  format: StatementFormat;
  /** Every statement of the file, in file order (a camt.053 or OFX file may carry several). */
  accounts: StatementAccount[];
  /** What the bytes were read as (encoding.ts): 'utf-8', 'windows-1252', 'ascii', … */
  encoding: string;
  /** Spanish notes for the user about how the file was read (an encoding that contradicted its declaration). */
  notes: string[];
};

/** How a CSV cartola is laid out. Columns are named by their header (case/accent-insensitive). */
export type CsvMapping = {
  delimiter?: ',' | ';' | '\t';
  /** 1-based row (record) of the header; found by looking for the date and description columns when absent. */
  headerRow?: number;
  dateColumn: string;
  dateFormat: CsvDateFormat;
  descriptionColumn: string;
  /** One signed amount column… */
  amountColumn?: string;
  /** …or separate debit (cargo/giro) and credit (abono/depósito) columns. */
  debitColumn?: string;
  creditColumn?: string;
  balanceColumn?: string;
  referenceColumn?: string;
  typeColumn?: string;
  counterpartyNameColumn?: string;
  counterpartyAccountColumn?: string;
  /** 'cl': 1.234.567 and 1234567,00; 'us': 1,533.50. */
  numberStyle: 'cl' | 'us';
  /** Some exports (credit cards) write purchases as positive amounts: flip the sign of amountColumn. */
  negateAmount?: boolean;
  /**
   * A column saying whether each amount is a debit or a credit ('C'/'D', 'Cargo'/'Abono',
   * 'DEBIT'/'CREDIT'): the amount column's sign is then ignored and this column's value decides.
   */
  indicatorColumn?: string;
  /** The values of indicatorColumn meaning money out (folded: case and accents ignored); the usual words when absent. */
  debitValues?: string[];
  /** The values of indicatorColumn meaning money in; the usual words when absent. */
  creditValues?: string[];
  /** The file's currency; else a 'Moneda:' line above the header; else defaultCurrency; else CLP. */
  currency?: string;
  /** The currency when the file names none (the account's: ParseStatementOptions.currency). */
  defaultCurrency?: string;
  accountNumber?: string;
};

export type CsvDateFormat = 'DD/MM/YYYY' | 'DD-MM-YYYY' | 'YYYY-MM-DD' | 'MM/DD/YYYY';
