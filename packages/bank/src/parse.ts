import { decodeXml } from '@portal/sii';
import { BankRefAssigner } from './bank-ref';
import { parseCamtText } from './camt-parse';
import { detectCsvPreset } from './csv-detect';
import { parseCsvText } from './csv-parse-statement';
import { decodeCsv } from './csv-records';
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
    const text = typeof input === 'string' ? input : decodeOfx(input);
    return { format: 'ofx', accounts: parseOfxText(text, refs) };
  }
  if (format === 'camt053') {
    return { format: 'camt053', accounts: parseCamtText(xmlText(input), refs) };
  }
  if (format !== 'csv') throw unrecognised(options.fileName);
  const text = decodeCsv(input);
  const mapping = options.csv ?? detectCsvPreset(text)?.mapping;
  if (mapping === undefined) throw unrecognised(options.fileName);
  return { format: 'csv', accounts: [parseCsvText(text, mapping, refs)] };
};

const xmlText = (input: Buffer | string): string => {
  if (typeof input === 'string') return input.replace(/^\uFEFF/, '');
  const decoded = decodeXml(input);
  if ('error' in decoded) throw new StatementError(`El archivo camt.053 no se puede leer: ${decoded.error}.`);
  return decoded.text;
};
