import { BankRefAssigner } from './bank-ref';
import { parseCamtText } from './camt-parse';
import { detectCsvPreset } from './csv-detect';
import { parseCsvText } from './csv-parse-statement';
import { type DecodedStatement, decodeStatementBytes, xmlDeclaredEncoding } from './encoding';
import { MAX_STATEMENT_BYTES, StatementError } from './errors';
import { decodeOfx } from './ofx-decode';
import { parseOfxText } from './ofx-parse';
import { sniffFormat } from './sniff';
import type { CsvMapping, ParsedStatement } from './types';

export type ParseStatementOptions = {
  /** Only for messages: the format is read from the content, never from the name. */
  fileName?: string;
  /** The CSV layout; when absent it is detected (a preset or the usual column names). */
  csv?: CsvMapping;
  /**
   * The currency of a statement whose file names none (a CSV cartola without a 'Moneda' line):
   * the account's, so '-33.50' is read as cents of a USD account. CLP when absent.
   */
  currency?: string;
};

const unrecognised = (fileName?: string): StatementError =>
  new StatementError(
    `${fileName ? `El archivo «${fileName}»` : 'El archivo'} no es una cartola OFX, camt.053 ni CSV reconocible.`,
  );

/**
 * Reads a bank statement file: OFX 1/2 (and QFX), camt.053 (001.02–001.08) or a CSV cartola.
 * Throws StatementError (Spanish, for the user) and nothing else for any input.
 */
export const parseStatement = (
  input: Buffer | string,
  options: ParseStatementOptions = {},
): ParsedStatement => {
  const size = typeof input === 'string' ? input.length : input.byteLength;
  if (size > MAX_STATEMENT_BYTES)
    throw new StatementError(
      `El archivo pesa más de ${MAX_STATEMENT_BYTES / (1024 * 1024)} MiB, el máximo que se acepta para una cartola.`,
    );
  try {
    return parseSniffed(input, options);
  } catch (e) {
    if (e instanceof StatementError) throw e;
    // A reader's bug must not reach the user as a stack trace; the cause stays attached.
    const err = new StatementError('No se pudo leer la cartola: el archivo tiene una estructura inesperada.');
    (err as Error & { cause?: unknown }).cause = e;
    throw err;
  }
};

const parseSniffed = (input: Buffer | string, options: ParseStatementOptions): ParsedStatement => {
  const head = typeof input === 'string' ? input.slice(0, 4096) : input.subarray(0, 4096).toString('latin1');
  const format = sniffFormat(head);
  const refs = new BankRefAssigner();
  if (format === 'ofx') {
    const decoded = typeof input === 'string' ? asText(input) : decodeOfx(input);
    return withText('ofx', decoded, parseOfxText(decoded.text, refs));
  }
  if (format === 'camt053') {
    const decoded =
      typeof input === 'string' ? asText(input) : decodeStatementBytes(input, xmlDeclaredEncoding(input));
    return withText('camt053', decoded, parseCamtText(decoded.text, refs));
  }
  if (format !== 'csv') throw unrecognised(options.fileName);
  const decoded = typeof input === 'string' ? asText(input) : decodeStatementBytes(input, null);
  const mapping = options.csv ?? detectCsvPreset(decoded.text)?.mapping;
  if (mapping === undefined) throw unrecognised(options.fileName);
  const csvMapping =
    mapping.currency === undefined && options.currency !== undefined
      ? { ...mapping, defaultCurrency: options.currency }
      : mapping;
  return withText('csv', decoded, [parseCsvText(decoded.text, csvMapping, refs)]);
};

const asText = (text: string): DecodedStatement => ({
  text: text.replace(/^\uFEFF/, ''),
  encoding: 'utf-8',
  declared: null,
  note: null,
});

const withText = (
  format: ParsedStatement['format'],
  decoded: DecodedStatement,
  accounts: ParsedStatement['accounts'],
): ParsedStatement => ({
  format,
  accounts,
  encoding: decoded.encoding,
  notes: decoded.note === null ? [] : [decoded.note],
});
