import { findHeaderRow, locateColumns } from './csv-columns';
import { CSV_PRESETS } from './csv-presets';
import { decodeCsv, guessDelimiter, readRecords } from './csv-records';
import { CREDIT_WORDS, DEBIT_WORDS } from './csv-parse-statement';
import { foldHeader } from './text';
import type { CsvDateFormat, CsvMapping } from './types';

export type CsvDetection = {
  /** The CSV_PRESETS key, or null for a layout recognised by its column names alone. */
  preset: string | null;
  label: string;
  mapping: CsvMapping;
  /**
   * Why a column's meaning is not certain (Spanish, for the mapping step): a generic layout whose
   * dates or numbers read two ways, or whose amounts carry no sign. Empty for a bank's preset and
   * for a generic layout the data leaves no doubt about; the importer asks the user otherwise.
   */
  uncertain: string[];
};

// Detection reads the head of the file only: the first 256 KiB hold the header and enough rows
// to guess the date and number styles.
const HEAD_BYTES = 256 * 1024;
const SAMPLE_ROWS = 200;

/**
 * The layout of a CSV cartola: a preset whose columns are all in one header row (the one naming
 * most columns wins), else a generic reading of Spanish or English column names, else null (the
 * caller then asks the user for a mapping). Date format and number style are checked against
 * the data, which overrides a preset's default when the values leave no doubt.
 */
export const detectCsvPreset = (input: Buffer | string): CsvDetection | null => {
  const full = decodeCsv(input);
  const text =
    full.length > HEAD_BYTES ? full.slice(0, full.lastIndexOf('\n', HEAD_BYTES) + 1 || HEAD_BYTES) : full;
  const delimiter = guessDelimiter(text);
  let records: string[][];
  try {
    records = readRecords(text, delimiter);
  } catch {
    return null;
  }
  const found = bestPreset(records) ?? generic(records);
  if (found === null) return null;
  const { preset, label, mapping } = found;
  const headerAt = findHeaderRow(records, mapping);
  const cols = locateColumns(records[headerAt], mapping);
  if (cols === null) return null;
  const rows = records.slice(headerAt + 1, headerAt + 1 + SAMPLE_ROWS);
  const values = (i: number) =>
    i === -1 ? [] : rows.map((r) => (r[i] ?? '').trim()).filter((v) => v !== '');
  const dates = values(cols.date);
  const numbers = [cols.amount, cols.debit, cols.credit, cols.balance].flatMap(values);
  const dateFormat = guessDateFormat(dates);
  const numberStyle = guessNumberStyle(numbers);
  const out: CsvMapping = {
    ...mapping,
    delimiter,
    headerRow: headerAt + 1,
    dateFormat: dateFormat ?? mapping.dateFormat,
    numberStyle: numberStyle ?? mapping.numberStyle,
  };
  const uncertain: string[] = [];
  if (preset === null) {
    if (dateFormat === null || (dateFormat !== 'YYYY-MM-DD' && !datesDecide(dates)))
      uncertain.push(
        `Las fechas de «${mapping.dateColumn}» se leen de dos maneras (día/mes o mes/día): confirma su formato.`,
      );
    if (numberStyle === null && numbers.some((v) => /^-?\d{1,3}[.,]\d{3}$/.test(v.replace(/[\s$]/g, ''))))
      uncertain.push(
        'Los montos se leen de dos maneras (1.234 puede ser mil doscientos o 1,234): confirma el separador.',
      );
    const amounts = values(cols.amount);
    if (cols.amount !== -1 && amounts.length > 0 && amounts.every((v) => !/^[-(\u2212]|-$/.test(v))) {
      // A column whose every value is a debit/credit word ('Cargo', 'A', 'DB') is the likely sign.
      const header = records[headerAt]!;
      const used = new Set(Object.values(cols));
      const candidates = [cols.type, ...header.map((_, i) => (used.has(i) ? -1 : i))].filter((i) => i !== -1);
      const indicator = candidates.find((i) => {
        const vs = values(i).map(foldHeader);
        return vs.length > 0 && vs.every((v) => INDICATOR.has(v));
      });
      if (indicator !== undefined) {
        const name = header[indicator]!.trim();
        out.indicatorColumn = name;
        if (out.typeColumn === name) delete out.typeColumn;
        uncertain.push(
          `Ningún monto de «${mapping.amountColumn}» trae signo y «${name}» parece decir si es cargo o abono: confirma que es así.`,
        );
      } else
        uncertain.push(
          `Ningún monto de «${mapping.amountColumn}» trae signo: indica si una columna dice cuáles son cargos y cuáles abonos.`,
        );
    }
  }
  return { preset, label, mapping: out, uncertain };
};

const INDICATOR = new Set([...DEBIT_WORDS, ...CREDIT_WORDS].map(foldHeader));

/** True when some date has a part above 12, so day and month cannot be swapped. */
const datesDecide = (values: string[]): boolean =>
  values.some((v) => {
    const m = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}/.exec(v);
    return m !== null && (Number(m[1]) > 12 || Number(m[2]) > 12);
  });

const mappedCount = (m: CsvMapping): number =>
  [m.amountColumn, m.debitColumn, m.creditColumn, m.balanceColumn, m.referenceColumn, m.typeColumn].filter(
    (c) => c !== undefined,
  ).length;

const bestPreset = (records: string[][]): CsvDetection | null => {
  let best: CsvDetection | null = null;
  for (const [key, p] of Object.entries(CSV_PRESETS)) {
    if (findHeaderRow(records, p.mapping) === -1) continue;
    if (best === null || mappedCount(p.mapping) > mappedCount(best.mapping))
      best = { preset: key, label: p.label, mapping: p.mapping, uncertain: [] };
  }
  return best;
};

// Generic column names, folded (lower case, no accents). Order matters: the first match wins.
const has = (h: string, words: string[]): boolean => words.some((w) => h.includes(w));
const DATE = ['fecha', 'date'];
const DESCRIPTION = [
  'descripcion',
  'description',
  'glosa',
  'detalle',
  'concepto',
  'label',
  'memo',
  'movimiento',
];
const DEBIT = ['cargo', 'debito', 'debit', 'giro', 'cheque', 'withdrawal'];
const CREDIT = ['abono', 'credito', 'credit', 'deposito', 'deposit'];
const AMOUNT = ['monto', 'amount', 'importe', 'valor'];
const BALANCE = ['saldo', 'balance'];
const REFERENCE = ['documento', 'docto', 'referencia', 'reference', 'operacion', 'n° doc'];
const COUNTERPARTY = ['partner name', 'beneficiario', 'contraparte', 'payee', 'nombre'];
const COUNTERPARTY_ACCOUNT = ['bank account', 'cuenta destino', 'cuenta origen', 'cuenta contraparte'];

/** A header row recognised by its column names (the first such row in the first 100). */
const generic = (records: string[][]): CsvDetection | null => {
  for (let r = 0; r < Math.min(records.length, 100); r++) {
    const header = records[r].map((c) => c.trim());
    const folded = header.map(foldHeader);
    const find = (pred: (h: string) => boolean, taken: number[] = []): number =>
      folded.findIndex((h, i) => h !== '' && !taken.includes(i) && pred(h));
    const date = find((h) => has(h, DATE) && !has(h, BALANCE));
    const description = find((h) => has(h, DESCRIPTION) && !has(h, DEBIT) && !has(h, CREDIT), [date]);
    if (date === -1 || description === -1) continue;
    const taken = [date, description];
    // 'CARGO/ABONO' names the type of a signed amount, not a debit column.
    const type = find((h) => has(h, DEBIT) && has(h, CREDIT), taken);
    const debit = find((h) => has(h, DEBIT) && !has(h, CREDIT) && !has(h, BALANCE), [...taken, type]);
    const credit = find((h) => has(h, CREDIT) && !has(h, DEBIT) && !has(h, BALANCE), [...taken, type]);
    const amount = find((h) => has(h, AMOUNT) && !has(h, BALANCE), [...taken, type, debit, credit]);
    const split = debit !== -1 && credit !== -1;
    if (!split && amount === -1) continue;
    const used = [...taken, type, debit, credit, amount];
    const balance = find((h) => has(h, BALANCE), used);
    const reference = find((h) => has(h, REFERENCE), [...used, balance]);
    const cpAccount = find((h) => has(h, COUNTERPARTY_ACCOUNT), [...used, balance, reference]);
    const cpName = find((h) => has(h, COUNTERPARTY), [...used, balance, reference, cpAccount]);
    const name = (i: number) => (i === -1 ? undefined : header[i]);
    // A header naming its currency ('Monto USD'); only the codes a header here plausibly names.
    const ccy = /\b(clp|usd|eur|aud|cad|chf|gbp|jpy|brl|ars|pen|mxn|cny)\b/
      .exec(folded.join(' '))?.[1]
      ?.toUpperCase();
    const mapping: CsvMapping = {
      dateColumn: header[date],
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: header[description],
      ...(split
        ? { debitColumn: header[debit], creditColumn: header[credit] }
        : { amountColumn: header[amount] }),
      balanceColumn: name(balance),
      referenceColumn: name(reference),
      typeColumn: name(type),
      counterpartyNameColumn: name(cpName),
      counterpartyAccountColumn: name(cpAccount),
      numberStyle: 'cl',
      ...(ccy ? { currency: ccy } : {}),
    };
    for (const k of Object.keys(mapping) as (keyof CsvMapping)[])
      if (mapping[k] === undefined) delete mapping[k];
    return { preset: null, label: 'CSV genérico', mapping, uncertain: [] };
  }
  return null;
};

/** The date order the values prove: a part above 12 says which is the day; ISO is plain. */
export const guessDateFormat = (values: string[]): CsvDateFormat | null => {
  if (values.length === 0) return null;
  if (values.every((v) => /^\d{4}[-/]\d{1,2}[-/]\d{1,2}/.test(v))) return 'YYYY-MM-DD';
  const parts = values.map((v) => /^(\d{1,2})([/.-])(\d{1,2})\2\d{2,4}/.exec(v)).filter((m) => m !== null);
  if (parts.length === 0) return null;
  const dash = parts.every((m) => m[2] === '-');
  if (parts.some((m) => Number(m[3]) > 12) && parts.every((m) => Number(m[1]) <= 12)) return 'MM/DD/YYYY';
  return dash ? 'DD-MM-YYYY' : 'DD/MM/YYYY';
};

/**
 * 'cl' or 'us' from the amounts: a comma before the last two digits ('1234,50'), or dots grouping
 * thousands twice ('1.234.567'), says 'cl'; the mirror images say 'us'. Null when no value decides.
 */
export const guessNumberStyle = (values: string[]): 'cl' | 'us' | null => {
  let cl = 0;
  let us = 0;
  for (const v of values) {
    if (/\d,\d{1,2}$/.test(v) || /\d\.\d{3}\.\d{3}/.test(v) || /\d\.\d{3},/.test(v)) cl++;
    else if (/\d\.\d{1,2}$/.test(v) || /\d,\d{3},\d{3}/.test(v) || /\d,\d{3}\./.test(v)) us++;
  }
  if (cl === us) return null;
  return cl > us ? 'cl' : 'us';
};
