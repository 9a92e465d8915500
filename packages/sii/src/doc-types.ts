import { CREDIT_NOTE_CODES, TAX_DOCUMENT_TYPES } from '@portal/domain';

/**
 * Document types the parsers recognise: every type of the domain's table (electronic DTE types of
 * the SII "Formato DTE" plus the paper and summary types of the Libro de Compras y Ventas).
 */
export const SII_DOC_TYPES: ReadonlyMap<number, string> = new Map(
  TAX_DOCUMENT_TYPES.map((t) => [t.code, t.name]),
);

export const isKnownDocType = (docType: number): boolean => SII_DOC_TYPES.has(docType);

/** Credit notes: positive amounts in the files, the type gives the sign. */
export const CREDIT_NOTE_TYPES: ReadonlySet<number> = new Set(CREDIT_NOTE_CODES);

export const MAX_FOLIO = 9_999_999_999;

export const isValidFolio = (folio: number): boolean =>
  Number.isSafeInteger(folio) && folio >= 1 && folio <= MAX_FOLIO;
