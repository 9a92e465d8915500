// The mapping step of a CSV cartola the server cannot read (422 csv_mapping_required): the form's
// values become the `csv_mapping` JSON field, or a bank preset goes as the csv_preset query.
import type { CsvMappingField } from '@portal/contracts';

export type AmountMode = 'single' | 'split';

export type MappingFormValues = {
  /** A preset key chosen instead of mapping columns ('' when mapping by hand). */
  preset: string;
  delimiter: '' | ',' | ';' | '\t';
  dateColumn: string;
  dateFormat: CsvMappingField['dateFormat'];
  descriptionColumn: string;
  amountMode: AmountMode;
  amountColumn: string;
  debitColumn: string;
  creditColumn: string;
  balanceColumn: string;
  referenceColumn: string;
  /** With one amount column: a column saying whether it is a debit or a credit ('' when none). */
  indicatorColumn: string;
  numberStyle: CsvMappingField['numberStyle'];
};

export const EMPTY_MAPPING: MappingFormValues = {
  preset: '',
  delimiter: '',
  dateColumn: '',
  dateFormat: 'DD/MM/YYYY',
  descriptionColumn: '',
  amountMode: 'single',
  indicatorColumn: '',
  amountColumn: '',
  debitColumn: '',
  creditColumn: '',
  balanceColumn: '',
  referenceColumn: '',
  numberStyle: 'cl',
};

const HINTS: Record<
  'date' | 'description' | 'amount' | 'debit' | 'credit' | 'balance' | 'reference',
  RegExp
> = {
  date: /fecha|date/i,
  description: /descrip|glosa|detalle|concepto|movimiento/i,
  amount: /^(monto|importe|amount|valor)$/i,
  debit: /cargo|d[eé]bito|giro|egreso|debit/i,
  credit: /abono|cr[eé]dito|dep[oó]sito|ingreso|credit/i,
  balance: /saldo|balance/i,
  reference: /referencia|documento|n[°º]|operaci[oó]n|reference/i,
};

/** First guesses from the file's headers, so the common cartola needs only a look and a click. */
export function guessMapping(headers: readonly string[]): MappingFormValues {
  const find = (re: RegExp, skip: string[] = []) =>
    headers.find((h) => re.test(h.trim()) && !skip.includes(h)) ?? '';
  const dateColumn = find(HINTS.date);
  const descriptionColumn = find(HINTS.description, [dateColumn]);
  const amountColumn = find(HINTS.amount);
  const debitColumn = find(HINTS.debit);
  const creditColumn = find(HINTS.credit, [debitColumn]);
  const split = !amountColumn && debitColumn !== '' && creditColumn !== '';
  return {
    ...EMPTY_MAPPING,
    dateColumn,
    descriptionColumn,
    amountMode: split ? 'split' : 'single',
    amountColumn,
    debitColumn: split ? debitColumn : '',
    creditColumn: split ? creditColumn : '',
    balanceColumn: find(HINTS.balance),
    referenceColumn: find(HINTS.reference, [dateColumn, descriptionColumn]),
  };
}

export type MappingProblem = 'date' | 'description' | 'amount' | 'debitCredit';

/** What still stops the mapping from being sent (empty when it can go); a preset needs nothing else. */
export function mappingProblems(v: MappingFormValues): MappingProblem[] {
  if (v.preset) return [];
  const out: MappingProblem[] = [];
  if (!v.dateColumn) out.push('date');
  if (!v.descriptionColumn) out.push('description');
  if (v.amountMode === 'single' && !v.amountColumn) out.push('amount');
  if (v.amountMode === 'split' && (!v.debitColumn || !v.creditColumn)) out.push('debitCredit');
  return out;
}

/** The form filled with the layout the server proposes (read with doubts, to confirm or correct). */
export function fromProposal(p: CsvMappingField): MappingFormValues {
  const split = p.amountColumn === undefined && p.debitColumn !== undefined && p.creditColumn !== undefined;
  return {
    ...EMPTY_MAPPING,
    delimiter: p.delimiter ?? '',
    dateColumn: p.dateColumn,
    dateFormat: p.dateFormat,
    descriptionColumn: p.descriptionColumn,
    amountMode: split ? 'split' : 'single',
    amountColumn: p.amountColumn ?? '',
    debitColumn: p.debitColumn ?? '',
    creditColumn: p.creditColumn ?? '',
    balanceColumn: p.balanceColumn ?? '',
    referenceColumn: p.referenceColumn ?? '',
    indicatorColumn: p.indicatorColumn ?? '',
    numberStyle: p.numberStyle,
  };
}

/** The csv_mapping field as the contract reads it: only the chosen columns, one amount form. */
export function toCsvMapping(v: MappingFormValues): CsvMappingField {
  const out: CsvMappingField = {
    dateColumn: v.dateColumn,
    dateFormat: v.dateFormat,
    descriptionColumn: v.descriptionColumn,
    numberStyle: v.numberStyle,
  };
  if (v.delimiter) out.delimiter = v.delimiter;
  if (v.amountMode === 'single') {
    out.amountColumn = v.amountColumn;
    if (v.indicatorColumn) out.indicatorColumn = v.indicatorColumn;
  } else {
    out.debitColumn = v.debitColumn;
    out.creditColumn = v.creditColumn;
  }
  if (v.balanceColumn) out.balanceColumn = v.balanceColumn;
  if (v.referenceColumn) out.referenceColumn = v.referenceColumn;
  return out;
}

/** How the resubmission goes: a preset as the query, else the mapping as JSON. */
export function mappingRequest(v: MappingFormValues): { preset: string } | { mapping: string } {
  return v.preset ? { preset: v.preset } : { mapping: JSON.stringify(toCsvMapping(v)) };
}
