import { createHash } from 'node:crypto';
import {
  type ImportedPeriod,
  type ImportFileKind,
  type ImportMode,
  type ImportRowProblem,
  MAX_IMPORT_FILE_BYTES,
} from '@portal/contracts';
import { DOCUMENT_TYPES, formatRut, isKnownDocumentType } from '@portal/domain';
import {
  assignDirection,
  duplicateMessage,
  findDuplicates,
  registerKey,
  parseDteXml,
  parseLibroCompraVenta,
  parseRcv,
  SII_DOC_TYPES,
  type SiiDocument,
  type SiiRowProblem,
} from '@portal/sii';
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
  /** Rows left out by the row rules: the import refuses them all unless the user chose valid_rows. */
  problems: ImportRowProblem[];
  /** The months of the rows written, per register. */
  periods: ImportedPeriod[];
  /**
   * What a registry (RCV or IECV book) states for each of its months: documents and Σ of signed
   * totals. None for a DTE, which is one document, not a registry, or when rows were left out.
   */
  stated?: StatedTotals[];
  /** A RECTIFICA IECV book: the register and month it replaces, and the documents it keeps. */
  rectifies?: Rectification;
};

/**
 * What a RECTIFICA book replaces: the business's documents of `direction` and `period` (YYYYMM)
 * that only an earlier IECV book told and that this book no longer has (`keys`: type|issuer|folio).
 */
export type StatedTotals = { direction: 'VENTA' | 'COMPRA'; period: number; docCount: number; total: number };

export type Rectification = { direction: 'VENTA' | 'COMPRA'; period: number; keys: string[] };

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

type Parsed = {
  rows: InvoiceRow[];
  warnings: string[];
  problems: SiiRowProblem[];
  rectifies?: Rectification;
};

/**
 * The documents the portal takes: the others are row problems like any broken rule, so the user
 * may still import the rest. A document repeated in the file is a problem at each of its places:
 * which copy is the SII's cannot be told, so neither is imported, and `valid_rows` imports the rest.
 */
function importable(
  docs: readonly SiiDocument[],
  problems: SiiRowProblem[],
  unit: 'líneas' | 'documentos' | 'detalles',
  fields: { type: string; folio: string },
  refused: readonly SiiDocument[],
): SiiDocument[] {
  // A copy that breaks a rule is still a second copy: the user must see both.
  const all = [...docs, ...refused];
  const duplicates = findDuplicates(all);
  for (const d of duplicates) {
    const message = duplicateMessage(d, unit).replace(/\.$/, '');
    for (const line of d.lines)
      problems.push({ line, field: fields.folio, message: `${message}; no se importa ninguna copia` });
  }
  // By the document's key, not its line: a file on one line holds every document on line 1.
  const counts = new Map<string, number>();
  if (duplicates.length > 0)
    for (const d of all) counts.set(registerKey(d), (counts.get(registerKey(d)) ?? 0) + 1);
  const kept = docs.filter((doc) => {
    if ((counts.get(registerKey(doc)) ?? 0) > 1) return false;
    if (isKnownDocumentType(doc.docType)) return true;
    problems.push({ line: doc.sourceLine ?? 0, field: fields.type, message: unsupportedType(doc.docType) });
    return false;
  });
  problems.sort((a, b) => a.line - b.line);
  return kept;
}

/** The RCV compras "no incluir" tab, told by the name the SII gives its export (…_NO_INCLUIR_…). */
export const isNoIncluirName = (name: string): boolean => /NO[_ ]?INCLUIR/i.test(name);

function prepareRcv(business: ImportBusiness, name: string, bytes: Buffer): Parsed {
  const parsed = parseRcv(bytes, { noIncluir: isNoIncluirName(name) });
  if (parsed.errors.length > 0)
    throw rejectFile(
      name,
      parsed.errors.map((e) => e.message),
    );
  const problems = [...parsed.problems];
  const docs = importable(
    parsed.rows,
    problems,
    'líneas',
    { type: 'Tipo Doc', folio: 'Folio' },
    parsed.refused,
  );
  const ack = parsed.direction === 'COMPRA' ? compraAckType(bytes) : null;
  return {
    rows: docs.map((d) => toInvoiceRow(d, business, 'rcv', ack)),
    warnings: parsed.warnings.map((w) => w.message),
    problems,
  };
}

function prepareDte(business: ImportBusiness, name: string, bytes: Buffer): Parsed {
  const parsed = parseDteXml(bytes);
  if (parsed.errors.length > 0)
    throw rejectFile(
      name,
      parsed.errors.map((e) => e.message),
    );
  const problems = [...parsed.problems];
  const ours: SiiDocument[] = [];
  // A document where this business is neither issuer nor receiver breaks no SII rule: it is simply
  // not this business's. A file of nothing but such documents is the wrong file (rejected whole);
  // within an envelope that also holds ours, they are left out and said apart.
  const foreign: string[] = [];
  for (const doc of parsed.documents) {
    const direction = assignDirection(doc, business.rut);
    if (direction === null)
      foreign.push(
        `Línea ${doc.sourceLine ?? 0}, RUTEmisor: el documento ${doc.docType} folio ${doc.folio} no es de esta empresa: el emisor es ${formatRut(doc.issuerRut)} y el receptor es ${formatRut(doc.receiverRut)}`,
      );
    else ours.push({ ...doc, direction });
  }
  if (foreign.length > 0 && ours.length === 0 && problems.length === 0)
    throw rejectFile(name, [
      `sus documentos son de otra empresa: ninguno tiene a ${formatRut(business.rut)} como emisor ni como receptor`,
      ...foreign,
    ]);
  const refused = parsed.refused.flatMap((doc) => {
    const direction = assignDirection(doc, business.rut);
    return direction === null ? [] : [{ ...doc, direction }];
  });
  const docs = importable(ours, problems, 'líneas', { type: 'TipoDTE', folio: 'Folio' }, refused);
  return {
    rows: docs.map((d) => toInvoiceRow(d, business, 'dte')),
    warnings: [
      ...(foreign.length > 0 ? [foreignSummary(foreign)] : []),
      ...parsed.warnings.map((w) => w.message),
    ],
    problems,
  };
}

/** "2 documentos no son de esta empresa y quedaron fuera: …" with the first few named. */
function foreignSummary(foreign: readonly string[]): string {
  const listed = foreign.slice(0, MAX_LISTED);
  const more = foreign.length - listed.length;
  const head =
    foreign.length === 1
      ? 'Un documento no es de esta empresa y quedó fuera'
      : `${foreign.length} documentos no son de esta empresa y quedaron fuera`;
  return `${head}: ${listed.join('; ')}${more > 0 ? `; y ${more} más` : ''}.`;
}

function prepareIecv(business: ImportBusiness, name: string, bytes: Buffer): Parsed {
  const parsed = parseLibroCompraVenta(bytes);
  if (parsed.errors.length > 0 || parsed.book === null)
    throw rejectFile(
      name,
      parsed.errors.map((e) => e.message),
    );
  const { book } = parsed;
  if (book.businessRut !== business.rut) {
    throw rejectFile(name, [
      `el libro es de la empresa ${formatRut(book.businessRut)} (<RutEmisorLibro>), no de ${formatRut(business.rut)}`,
    ]);
  }
  const problems = [...parsed.problems];
  const docs = importable(
    parsed.rows,
    problems,
    'líneas',
    { type: 'TpoDoc', folio: 'NroDoc' },
    parsed.refused,
  );
  const rows = docs.map((d) => toInvoiceRow(d, business, 'iecv'));
  return {
    rows,
    // What was read although it deviates from the SII's schema, said first.
    warnings: [
      ...parsed.tolerated.map((t) => `se toleró: ${t.message}`),
      ...parsed.warnings.map((w) => w.message),
    ],
    problems,
    rectifies:
      book.bookType === 'RECTIFICA'
        ? {
            direction: book.direction,
            period: Number(book.period.replace('-', '')),
            keys: rows.map((r) => `${r.docType}|${r.issuerRut}|${r.folio}`),
          }
        : undefined,
  };
}

const PREPARE = { rcv: prepareRcv, dte: prepareDte, iecv: prepareIecv } as const;

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
  const { rows, warnings, problems, rectifies } = PREPARE[detected.kind](business, name, bytes);
  const batches = { [Symbol.iterator]: () => columnBatches(rows, opts.batchSize ?? UPSERT_BATCH_SIZE) };
  return {
    name,
    kind: detected.kind,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    documents: rows.length,
    batches,
    warnings: warnings.map((w) => `${name}: ${w}`),
    problems: problems.map((p) => ({ file: name, ...p })),
    periods: periodsOf(rows),
    ...(detected.kind !== 'dte' && problems.length === 0 ? { stated: statedOf(rows) } : {}),
    ...(rectifies ? { rectifies } : {}),
  };
}

/** Documents and Σ of signed totals per register and month (YYYYMM). */
function statedOf(rows: readonly InvoiceRow[]): StatedTotals[] {
  return mergeStated(
    rows.map((r) => ({ direction: r.direction, period: r.period, docCount: 1, total: r.signedTotal })),
  );
}

/** Totals of the same register and month added up (several files of one import). */
export function mergeStated(list: readonly StatedTotals[]): StatedTotals[] {
  const totals = new Map<string, StatedTotals>();
  for (const t of list) {
    const key = `${t.direction}|${t.period}`;
    const seen = totals.get(key);
    if (seen) {
      seen.docCount += t.docCount;
      seen.total += t.total;
    } else totals.set(key, { ...t });
  }
  return [...totals.values()];
}

/** The months of `rows` per register, oldest first. */
function periodsOf(rows: readonly InvoiceRow[]): ImportedPeriod[] {
  const counts = new Map<string, ImportedPeriod>();
  for (const r of rows) {
    const period = `${Math.floor(r.period / 100)}-${String(r.period % 100).padStart(2, '0')}`;
    const key = `${r.direction}|${period}`;
    const seen = counts.get(key);
    if (seen) seen.documents++;
    else counts.set(key, { direction: r.direction, period, documents: 1 });
  }
  return [...counts.values()].sort(
    (a, b) => a.period.localeCompare(b.period) || a.direction.localeCompare(b.direction),
  );
}

/** The months of several files' periods, merged. */
export function mergePeriods(lists: readonly (readonly ImportedPeriod[])[]): ImportedPeriod[] {
  const merged = new Map<string, ImportedPeriod>();
  for (const p of lists.flat()) {
    const key = `${p.direction}|${p.period}`;
    const seen = merged.get(key);
    if (seen) seen.documents += p.documents;
    else merged.set(key, { ...p });
  }
  return [...merged.values()].sort(
    (a, b) => a.period.localeCompare(b.period) || a.direction.localeCompare(b.direction),
  );
}

/** Problems listed in a 422's body; beyond it they are counted. */
const MAX_PROBLEMS = 500;

/**
 * Rows break the rules and the user has not chosen to import the others: 422, nothing written.
 * The answer lists every problem (file, line, field, message) for the user to decide.
 */
export function assertImportable(
  files: readonly Pick<PreparedFile, 'name' | 'problems' | 'documents'>[],
  mode: ImportMode,
): void {
  const problems = files.flatMap((f) => f.problems);
  if (problems.length === 0 || mode === 'valid_rows') return;
  const rows = new Set(problems.map((p) => `${p.file}|${p.line}`)).size;
  const valid = files.reduce((n, f) => n + f.documents, 0);
  const names = [...new Set(problems.map((p) => p.file))];
  const first = problems
    .slice(0, MAX_LISTED)
    .map((p) => `${names.length > 1 ? `${p.file}, l` : 'L'}ínea ${p.line}, ${p.field}: ${p.message}`);
  const more = problems.length - first.length;
  const where = names.length === 1 ? `El archivo ${names[0]} tiene` : 'Los archivos tienen';
  const what = rows === 1 ? 'una fila que no cumple' : `${rows} filas que no cumplen`;
  throw new AppError(
    422,
    `${where} ${what} las reglas del SII y no se importó nada. ${first.join('; ')}${more > 0 ? `; y ${more} ${more === 1 ? 'problema' : 'problemas'} más` : ''}.`,
    'import_rows_rejected',
    {},
    { code: 'import_rows_rejected', problems: problems.slice(0, MAX_PROBLEMS), valid_rows: valid },
  );
}

/** prepareFile for every file of one import, on this thread (command line, SII inbox, tests). */
export function prepareImport(
  business: ImportBusiness,
  files: readonly ImportFileInput[],
  mode: ImportMode = 'all',
): PreparedFile[] {
  const prepared = files.map((file) => prepareFile(business, file));
  assertImportable(prepared, mode);
  return prepared;
}
