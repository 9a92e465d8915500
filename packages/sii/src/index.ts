export type {
  DteDocument,
  SiiDirection,
  SiiDocument,
  SiiIssue,
  SiiItem,
  SiiOtherTax,
  SiiReference,
  SiiIvaBreakdown,
  SiiNonRecoverableIva,
  SiiPurchaseRegister,
} from './types';
export { CREDIT_NOTE_TYPES, isKnownDocType, isValidFolio, MAX_FOLIO, SII_DOC_TYPES } from './doc-types';
export { decodeText, decodeXml } from './encoding';
export { checkTotals } from './totals-check';
export {
  checkRowRules,
  ROW_RULES,
  TOTAL_TOLERANCE,
  totalProblem,
  type FieldNames,
  type SiiRowProblem,
} from './row-rules';
export { duplicateMessage, findDuplicates, registerKey, type SiiDuplicate } from './duplicates';
export { parseRcv, type RcvParseOptions, type RcvParseResult } from './rcv-parse';
export { RCV_COMPRA_HEADER, RCV_VENTA_HEADER } from './rcv-columns';
export { writeRcvCsv, type RcvWriteOptions } from './rcv-write';
export { parseDteXml, type DteIssue, type DteParseResult } from './dte-parse';
export { writeEnvioDte, type EnvioDteOptions } from './dte-write';
export { assignDirection, withDirection } from './direction';
export {
  parseLibroCompraVenta,
  type IecvBook,
  type IecvBookType,
  type IecvParseResult,
} from './iecv-parse';
export { writeLibroCompraVenta, type LibroOptions } from './iecv-write';
// The SII's informe of Boletas de Honorarios Electrónicas, read and written.
export {
  BHE_ISSUED_HEADER,
  BHE_RECEIVED_HEADER,
  BHE_STATUSES,
  type BheKind,
  type BheStatus,
} from './bhe-columns';
export { parseBhe, parseBheAmount, type BheParseResult, type BheTicket } from './bhe-parse';
export { writeBheCsv, type BheWriteTicket } from './bhe-write';
