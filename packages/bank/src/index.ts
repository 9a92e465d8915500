export type {
  CsvDateFormat,
  CsvMapping,
  ParsedStatement,
  StatementAccount,
  StatementEntry,
  StatementFormat,
} from './types';
export { StatementError, MAX_STATEMENT_BYTES, MAX_STATEMENT_ENTRIES } from './errors';
export { currencyExponent } from './currency';
export { parseStatement, type ParseStatementOptions } from './parse';
export { checkBalances, type BalanceCheck } from './balances';
export { CSV_PRESETS, type CsvPreset } from './csv-presets';
export { detectCsvPreset, type CsvDetection } from './csv-detect';
export { CAMT053_VERSIONS, type Camt053Version } from './camt-parse';
export { writeOfx, type OfxWriteOptions } from './write/ofx';
export { writeCamt053, type CamtWriteOptions } from './write/camt053';
export { writeCsv } from './write/csv';
export { previewCsv, type CsvPreview } from './csv-preview';
export { sniffFormat } from './sniff';
