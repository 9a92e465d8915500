import { createHash } from 'node:crypto';
import { type ImportFileKind, MAX_IMPORT_FILE_BYTES } from '@portal/contracts';
import { DOCUMENT_TYPES, formatRut, isKnownDocumentType } from '@portal/domain';
import { assignDirection, parseDteXml, parseRcv, SII_DOC_TYPES, type SiiDocument } from '@portal/sii';
import { AppError } from '../../lib/errors';
import { detectFileKind } from './file-kind';
import { type ColumnBatch, UPSERT_BATCH_SIZE, columnBatches } from './invoice-columns';
import { type AckType, type ImportBusiness, type InvoiceRow, toInvoiceRow } from './invoice-rows';

export type ImportFileInput = { name: string; bytes: Buffer };

/**
 * A checked file, ready to write: its documents as upsert batches (see invoice-columns.ts), built
 * on demand or arriving from a worker thread. Each pass reads them all from the start (a
 * transaction retried after a deadlock writes them again).
 */
export type PreparedFile = {
  name: string;
  kind: ImportFileKind;
  sha256: string;
  documents: number;
  batches: Iterable<ColumnBatch> | AsyncIterable<ColumnBatch>;
  warnings: string[];
};

/** Problems listed in one message; the rest are counted. */
const MAX_LISTED = 8;
const MB = MAX_IMPORT_FILE_BYTES / (1024 * 1024);

export const tooLargeMessage = (name: string) => `El archivo ${name} supera el máximo de ${MB} MB`;

/** A file that cannot be imported: 422, and nothing of its request is written. */
export function rejectFile(name: string, problems: readonly string[]): AppError {
  const listed = problems.slice(0, MAX_LISTED).map((p) => p.replace(/\.$/, ''));
  const more = problems.length - listed.length;
  const tail = more > 0 ? `; y ${more} ${more === 1 ? 'problema' : 'problemas'} más` : '';
  return new AppError(
    422,
    `El archivo ${name} fue rechazado y no se importó nada. ${listed.join('; ')}${tail}.`,
    'import_rejected',
  );
}

const IMPORTABLE_TYPES = DOCUMENT_TYPES.map((t) => t.code)
  .sort((a, b) => a - b)
  .join(', ');

/** The SII knows more types than the portal handles (guías, zona franca…): name them and say which. */
const unsupportedType = (docType: number): string =>
  `tipo de documento ${docType} (${SII_DOC_TYPES.get(docType) ?? 'desconocido'}) no se puede importar; el portal importa los tipos ${IMPORTABLE_TYPES}`;

const displayRut = (rut: string): string => formatRut(rut).toUpperCase();

/** The acknowledgment a compras RCV states with a date: 'Fecha Reclamo' (reclamado) or 'Fecha Acuse'. */
function compraAckType(bytes: Buffer): AckType | null {
  // The header is the first non-blank line, ASCII in every encoding the SII uses.
  const head = bytes.subarray(0, Math.min(bytes.length, 8192)).toString('latin1');
  const header = head.split('\n').find((l) => l.trim() !== '') ?? '';
  const cells = header
    .toLowerCase()
    .split(';')
    .map((c) => c.trim());
  if (cells.includes('fecha reclamo')) return 'RCD';
  if (cells.includes('fecha acuse')) return 'ACD';
  return null;
}

type Parsed = { rows: InvoiceRow[]; warnings: string[] };

function prepareRcv(business: ImportBusiness, name: string, bytes: Buffer): Parsed {
  const parsed = parseRcv(bytes);
  const problems = parsed.errors.map((e) => e.message);
  for (const doc of parsed.rows) {
    if (!isKnownDocumentType(doc.docType)) {
      problems.push(`Línea ${doc.sourceLine}: ${unsupportedType(doc.docType)}`);
    }
  }
  if (problems.length > 0) throw rejectFile(name, problems);
  const ack = parsed.direction === 'COMPRA' ? compraAckType(bytes) : null;
  return {
    rows: parsed.rows.map((d) => toInvoiceRow(d, business, 'rcv', ack)),
    warnings: parsed.warnings.map((w) => w.message),
  };
}

function prepareDte(business: ImportBusiness, name: string, bytes: Buffer): Parsed {
  const parsed = parseDteXml(bytes);
  const problems = parsed.errors.map((e) => e.message);
  const seen = new Map<string, number>();
  const docs: SiiDocument[] = [];
  for (const doc of parsed.documents) {
    const where = `Documento ${doc.sourceLine} (folio ${doc.folio})`;
    const direction = assignDirection(doc, business.rut);
    if (direction === null) {
      problems.push(
        `El documento ${doc.docType} folio ${doc.folio} no es de esta empresa: el emisor es ${displayRut(doc.issuerRut)} y el receptor es ${displayRut(doc.receiverRut)} (<DTE> número ${doc.sourceLine} del archivo)`,
      );
      continue;
    }
    if (!isKnownDocumentType(doc.docType)) {
      problems.push(`${where}: ${unsupportedType(doc.docType)}`);
      continue;
    }
    const key = `${direction}|${doc.docType}|${doc.issuerRut}|${doc.folio}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push(
        `${where}: documento duplicado, el tipo ${doc.docType} folio ${doc.folio} ya viene en el Documento ${first}`,
      );
      continue;
    }
    seen.set(key, doc.sourceLine ?? 0);
    docs.push({ ...doc, direction });
  }
  if (problems.length > 0) throw rejectFile(name, problems);
  return {
    rows: docs.map((d) => toInvoiceRow(d, business, 'dte')),
    warnings: parsed.warnings.map((w) => w.message),
  };
}

/**
 * Reads, checks and maps one file, before anything is written. Throws an AppError naming the
 * file and the line or element: 413 for a file over the size limit, 422 for content that cannot
 * be imported (malformed, wrong encoding, duplicate folios, a document of another business, an
 * unknown type). The kind comes from the content, never the name. Each batch is built when it is
 * read, while the database writes the previous one.
 */
export function prepareFile(
  business: ImportBusiness,
  { name, bytes }: ImportFileInput,
  opts: { batchSize?: number } = {},
): PreparedFile & { batches: Iterable<ColumnBatch> } {
  if (bytes.length > MAX_IMPORT_FILE_BYTES) throw new AppError(413, tooLargeMessage(name), 'file_too_large');
  const detected = detectFileKind(bytes);
  if ('error' in detected) throw rejectFile(name, [detected.error]);
  const { rows, warnings } =
    detected.kind === 'rcv' ? prepareRcv(business, name, bytes) : prepareDte(business, name, bytes);
  const batches = { [Symbol.iterator]: () => columnBatches(rows, opts.batchSize ?? UPSERT_BATCH_SIZE) };
  return {
    name,
    kind: detected.kind,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    documents: rows.length,
    batches,
    warnings: warnings.map((w) => `${name}: ${w}`),
  };
}

/** prepareFile for every file of one import, on this thread (command line, SII inbox, tests). */
export function prepareImport(business: ImportBusiness, files: readonly ImportFileInput[]): PreparedFile[] {
  return files.map((file) => prepareFile(business, file));
}
