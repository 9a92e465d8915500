import {
  DOCUMENT_YEARS,
  IECV_NON_RECOVERABLE_IVA_CODES,
  normalizeRut,
  parseIsoDate,
  toIsoDate,
} from '@portal/domain';
import { parseIntegerAmount } from './amounts';
import { MAX_FOLIO } from './doc-types';
import { checkRowRules, type FieldNames, type SiiRowProblem } from './row-rules';
import { checkTotals } from './totals-check';
import type { SiiDirection, SiiDocument, SiiIssue, SiiIvaBreakdown, SiiOtherTax } from './types';
import { childNode, childNodes, childText, type XmlNode } from './xml-node';
import { elementLines, xmlReader } from './xml-read';

// The SII's electronic purchase and sales books (IECV, LibroCV_v10.xsd): the root LibroCompraVenta
// holds EnvioLibro with a Caratula, the ResumenPeriodo per type and a Detalle per document, then
// the Signature. Books in the inverted layout (EnvioLibro holding LibroCompraVenta), which this
// project's writer once produced, are still read.

export type IecvBookType = 'MENSUAL' | 'ESPECIAL' | 'RECTIFICA';

/** The Caratula: whose book, which month, which register, and whether it replaces an earlier one. */
export type IecvBook = {
  /** RutEmisorLibro, canonical: the business whose book it is. */
  businessRut: string;
  /** PeriodoTributario YYYY-MM. */
  period: string;
  /** TipoOperacion: COMPRA books hold purchases of the business, VENTA books its sales. */
  direction: SiiDirection;
  bookType: IecvBookType;
};

export type IecvParseResult = {
  book: IecvBook | null;
  /** Documents as RCV rows are: the business's own RUT left '' (issuer of sales, receiver of purchases). */
  rows: SiiDocument[];
  /** Problems of the whole book: not a book, a bad Caratula, a summary that disagrees with the detail. */
  errors: SiiIssue[];
  /** Detalle lines left out, `line` being the line of the file where the Detalle starts. */
  problems: SiiRowProblem[];
  /** Documents read whole that break a row rule (left out, but still a document for the duplicates check). */
  refused: SiiDocument[];
  /** Voided documents (Anulado = 'A') and figures worth a look; imported anyway or skipped by design. */
  warnings: SiiIssue[];
  /** Deviations from the SII's schema read anyway because their meaning is plain (said in the answer). */
  tolerated: SiiIssue[];
};

const readXml = xmlReader(
  ['Detalle', 'TotalesPeriodo', 'IVANoRec', 'OtrosImp', 'TotIVANoRec', 'TotOtrosImp'],
  ['Signature'],
);

const DIGITS = /^\d+$/;
const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;
const BOOK_TYPES: ReadonlySet<string> = new Set(['MENSUAL', 'ESPECIAL', 'RECTIFICA']);

const IECV_FIELDS: FieldNames = {
  docType: 'TpoDoc',
  folio: 'NroDoc',
  amounts: 'Detalle',
  totalAmount: 'MntTotal',
};

type Ctx = { problems: { field: string; message: string }[] };

const text = (node: XmlNode | undefined, tag: string): string | null => {
  const v = childText(node, tag);
  return v === undefined || v === '' ? null : v;
};

const amount = (ctx: Ctx, node: XmlNode | undefined, tag: string): number => {
  const v = text(node, tag);
  if (v === null) return 0;
  const n = parseIntegerAmount(v);
  if (n === null) ctx.problems.push({ field: tag, message: `monto no entero en <${tag}> ('${v}')` });
  return n ?? 0;
};

const readCaratula = (libro: XmlNode): IecvBook | string => {
  const caratula = childNode(libro, 'Caratula');
  if (caratula === undefined) return 'falta <Caratula>';
  const rutText = text(caratula, 'RutEmisorLibro');
  const businessRut = rutText === null ? null : normalizeRut(rutText);
  if (businessRut === null) return `RUT inválido o ausente en <RutEmisorLibro> ('${rutText ?? ''}')`;
  const period = text(caratula, 'PeriodoTributario');
  if (period === null || !PERIOD.test(period))
    return `período inválido en <PeriodoTributario> ('${period ?? ''}'; se espera AAAA-MM)`;
  const operation = text(caratula, 'TipoOperacion');
  if (operation !== 'COMPRA' && operation !== 'VENTA')
    return `operación inválida en <TipoOperacion> ('${operation ?? ''}'; se espera COMPRA o VENTA)`;
  const bookType = text(caratula, 'TipoLibro') ?? 'MENSUAL';
  if (!BOOK_TYPES.has(bookType)) return `tipo de libro inválido en <TipoLibro> ('${bookType}')`;
  return { businessRut, period, direction: operation, bookType: bookType as IecvBookType };
};

const readBreakdown = (ctx: Ctx, detalle: XmlNode): SiiIvaBreakdown => {
  const nonRecoverable: SiiIvaBreakdown['nonRecoverable'] = [];
  for (const n of childNodes(detalle, 'IVANoRec')) {
    const codeText = text(n, 'CodIVANoRec') ?? '';
    const code = DIGITS.test(codeText) ? Number(codeText) : 0;
    if (!IECV_NON_RECOVERABLE_IVA_CODES.has(code))
      ctx.problems.push({
        field: 'CodIVANoRec',
        message: `código de IVA no recuperable inválido ('${codeText}'; el libro del SII admite ${[...IECV_NON_RECOVERABLE_IVA_CODES.keys()].join(', ')})`,
      });
    nonRecoverable.push({ code, amount: amount(ctx, n, 'MntIVANoRec') });
  }
  return {
    recoverable: amount(ctx, detalle, 'MntIVA'),
    nonRecoverable,
    sharedUse: amount(ctx, detalle, 'IVAUsoComun'),
    retainedTotal: amount(ctx, detalle, 'IVARetTotal'),
    retainedPartial: amount(ctx, detalle, 'IVARetParcial'),
  };
};

const readOtherTaxes = (ctx: Ctx, detalle: XmlNode): SiiOtherTax[] =>
  childNodes(detalle, 'OtrosImp').map((o) => ({
    code: text(o, 'CodImp') ?? '',
    amount: amount(ctx, o, 'MntImp'),
    rate: text(o, 'TasaImp'),
  }));

/** One Detalle as a document, or null with its problems in ctx. */
const readDetalle = (ctx: Ctx, detalle: XmlNode, book: IecvBook, line: number): SiiDocument | null => {
  const typeText = text(detalle, 'TpoDoc');
  if (typeText === null) ctx.problems.push({ field: 'TpoDoc', message: 'falta <TpoDoc>' });
  else if (!DIGITS.test(typeText) || typeText.length > 4)
    ctx.problems.push({
      field: 'TpoDoc',
      message: `tipo de documento desconocido en <TpoDoc> ('${typeText}')`,
    });
  const folioText = text(detalle, 'NroDoc');
  if (folioText === null) ctx.problems.push({ field: 'NroDoc', message: 'falta <NroDoc>' });
  else if (!DIGITS.test(folioText))
    ctx.problems.push({ field: 'NroDoc', message: `folio no numérico en <NroDoc> ('${folioText}')` });
  const dateText = text(detalle, 'FchDoc');
  const parts = dateText === null ? null : parseIsoDate(dateText, { dateOnly: true, years: DOCUMENT_YEARS });
  const issueDate = parts && toIsoDate(parts);
  if (dateText === null) ctx.problems.push({ field: 'FchDoc', message: 'falta <FchDoc>' });
  else if (issueDate === null)
    ctx.problems.push({ field: 'FchDoc', message: `fecha inválida en <FchDoc> ('${dateText}')` });
  const rutText = text(detalle, 'RUTDoc');
  const rut = rutText === null ? null : normalizeRut(rutText);
  if (rutText === null) ctx.problems.push({ field: 'RUTDoc', message: 'falta <RUTDoc>' });
  else if (rut === null)
    ctx.problems.push({
      field: 'RUTDoc',
      message: `RUT inválido (dígito verificador o formato) en <RUTDoc> ('${rutText}')`,
    });
  const name = text(detalle, 'RznSoc') ?? '';
  const breakdown = readBreakdown(ctx, detalle);
  const otherTaxDetails = readOtherTaxes(ctx, detalle);
  const netAmount = amount(ctx, detalle, 'MntNeto');
  const exemptAmount = amount(ctx, detalle, 'MntExe');
  if (text(detalle, 'MntTotal') === null)
    ctx.problems.push({ field: 'MntTotal', message: 'falta <MntTotal>' });
  const totalAmount = amount(ctx, detalle, 'MntTotal');
  if (
    ctx.problems.length > 0 ||
    issueDate === null ||
    rut === null ||
    typeText === null ||
    folioText === null
  )
    return null;
  const isSale = book.direction === 'VENTA';
  const doc: SiiDocument = {
    direction: book.direction,
    docType: Number(typeText),
    folio: folioText.length > 15 ? MAX_FOLIO + 1 : Number(folioText),
    issuerRut: isSale ? '' : rut,
    issuerName: isSale ? '' : name,
    receiverRut: isSale ? rut : '',
    receiverName: isSale ? name : '',
    issueDate,
    receptionDate: null,
    acknowledgedAt: null,
    dueDate: null,
    netAmount,
    exemptAmount,
    ivaAmount:
      breakdown.recoverable +
      breakdown.nonRecoverable.reduce((s, n) => s + n.amount, 0) +
      breakdown.sharedUse,
    otherTaxes: otherTaxDetails.reduce((s, t) => s + t.amount, 0),
    totalAmount,
    ivaRate: null,
    references: [],
    items: [],
    sourceLine: line,
    ivaBreakdown: breakdown,
  };
  if (otherTaxDetails.length > 0) doc.otherTaxDetails = otherTaxDetails;
  if (!isSale) doc.purchaseRegister = 'REGISTRO';
  return doc;
};

type Totals = { count: number; exempt: number; net: number; iva: number; total: number };
const TOTAL_TAGS: readonly [keyof Totals, string, string][] = [
  ['count', 'TotDoc', 'documentos'],
  ['exempt', 'TotMntExe', 'exento'],
  ['net', 'TotMntNeto', 'neto'],
  ['iva', 'TotMntIVA', 'IVA'],
  ['total', 'TotMntTotal', 'total'],
];

/** Sums of the Detalle lines per type, as the summary states them (MntIVA alone is TotMntIVA). */
const detailTotals = (detalles: readonly XmlNode[]): Map<string, Totals> => {
  const ctx: Ctx = { problems: [] };
  const byType = new Map<string, Totals>();
  for (const d of detalles) {
    if (text(d, 'Anulado') === 'A') continue;
    const type = text(d, 'TpoDoc') ?? '?';
    const t = byType.get(type) ?? { count: 0, exempt: 0, net: 0, iva: 0, total: 0 };
    t.count++;
    t.exempt += amount(ctx, d, 'MntExe');
    t.net += amount(ctx, d, 'MntNeto');
    t.iva += amount(ctx, d, 'MntIVA');
    t.total += amount(ctx, d, 'MntTotal');
    byType.set(type, t);
  }
  return byType;
};

const pesos = (n: number): string => n.toLocaleString('es-CL');

/**
 * Each type's TotalesPeriodo against the sum of its Detalle lines: a mismatch names the type and
 * both figures. The summary only restates the detail, and the detail is what is imported: a
 * summary that disagrees, lacks a total or a type, is said, never a reason to refuse the book.
 */
const summaryMismatches = (libro: XmlNode, detalles: readonly XmlNode[]): string[] => {
  const ctx: Ctx = { problems: [] };
  const detail = detailTotals(detalles);
  const out: string[] = [];
  const summarized = new Set<string>();
  for (const tp of childNodes(childNode(libro, 'ResumenPeriodo'), 'TotalesPeriodo')) {
    const type = text(tp, 'TpoDoc') ?? '?';
    summarized.add(type);
    const d = detail.get(type) ?? { count: 0, exempt: 0, net: 0, iva: 0, total: 0 };
    for (const [key, tag, label] of TOTAL_TAGS) {
      if (text(tp, tag) === null) {
        out.push(
          `tipo ${type}: el resumen no trae <${tag}> (${label}); se usa el del detalle, ${pesos(d[key])}`,
        );
        continue;
      }
      const stated = amount(ctx, tp, tag);
      if (stated !== d[key])
        out.push(
          `tipo ${type}: ${label} ${pesos(stated)} en el resumen (<${tag}>) y ${pesos(d[key])} en el detalle; se importa el detalle`,
        );
    }
  }
  for (const [type, d] of detail) {
    if (!summarized.has(type))
      out.push(
        `tipo ${type}: ${d.count} documentos en el detalle y ninguno en el resumen (<TotalesPeriodo>); se importa el detalle`,
      );
  }
  return out;
};

/** Where the book's EnvioLibro is: the schema's layout, or the inverted one (tolerated). */
const findEnvio = (root: XmlNode): { envio: XmlNode; inverted: boolean } | undefined => {
  const schema = childNode(childNode(root, 'LibroCompraVenta'), 'EnvioLibro');
  if (schema !== undefined) return { envio: schema, inverted: false };
  const inverted = childNode(childNode(root, 'EnvioLibro'), 'LibroCompraVenta');
  if (inverted !== undefined) return { envio: inverted, inverted: true };
  // An EnvioLibro alone, without its LibroCompraVenta root: its content is the same.
  const bare = childNode(root, 'EnvioLibro');
  return bare === undefined ? undefined : { envio: bare, inverted: true };
};

/** "detalle 3 (tipo 33 folio 120)": the document a line of the book is. */
const detalleLabel = (index: number, detalle: XmlNode): string =>
  `detalle ${index} (tipo ${text(detalle, 'TpoDoc') ?? '?'} folio ${text(detalle, 'NroDoc') ?? '?'})`;

/**
 * Parses an IECV book (LibroCompraVenta/EnvioLibro, signed or not, ISO-8859-1 or UTF-8). Voided
 * lines (Anulado = 'A') are reported and skipped; lines that break the row rules are problems.
 */
export const parseLibroCompraVenta = (bytes: Buffer | Uint8Array): IecvParseResult => {
  const result: IecvParseResult = {
    book: null,
    rows: [],
    errors: [],
    problems: [],
    refused: [],
    warnings: [],
    tolerated: [],
  };
  const fail = (message: string) => {
    result.errors.push({ line: 0, message });
    return result;
  };
  const read = readXml(bytes);
  if ('error' in read) return fail(read.error);
  const found = findEnvio(read.root);
  if (found === undefined) {
    const tag = Object.keys(read.root)[0] ?? '?';
    return fail(
      `El archivo no es un libro de compras y ventas del SII (raíz <${tag}>, se esperaba <LibroCompraVenta> con <EnvioLibro>)`,
    );
  }
  const libro = found.envio;
  if (found.inverted)
    result.tolerated.push({
      line: 0,
      message:
        'el libro trae <EnvioLibro> como raíz en vez de <LibroCompraVenta> (esquema LibroCV_v10 del SII); su contenido se lee igual',
    });
  const book = readCaratula(libro);
  if (typeof book === 'string') return fail(`Libro de compras y ventas: ${book}`);
  result.book = book;
  const detalles = childNodes(libro, 'Detalle');
  if (detalles.length === 0)
    return fail(
      'El libro no trae el detalle de sus documentos (<Detalle>): un libro solo con totales no se puede importar',
    );
  for (const m of summaryMismatches(libro, detalles))
    result.tolerated.push({ line: 0, message: `el resumen del libro no cuadra con su detalle: ${m}` });
  const lines = elementLines(read.text, 'Detalle');
  detalles.forEach((detalle, i) => {
    const line = lines[i] ?? 0;
    const where = `Línea ${line}, ${detalleLabel(i + 1, detalle)}`;
    if (text(detalle, 'Anulado') === 'A') {
      result.warnings.push({ line, message: `${where}: documento anulado, no se importa` });
      return;
    }
    const ctx: Ctx = { problems: [] };
    const doc = readDetalle(ctx, detalle, book, line);
    const label = detalleLabel(i + 1, detalle);
    for (const p of ctx.problems)
      result.problems.push({ line, field: p.field, message: `${label}: ${p.message}` });
    if (doc === null) return;
    const broken = checkRowRules(doc, line, IECV_FIELDS);
    if (broken.length > 0) {
      result.problems.push(...broken.map((b) => ({ ...b, message: `${label}: ${b.message}` })));
      result.refused.push(doc);
      return;
    }
    if (doc.issueDate.slice(0, 7) !== book.period)
      result.warnings.push({
        line,
        message: `${where}: la fecha ${doc.issueDate} no es del período ${book.period} del libro`,
      });
    const rate = checkTotals(doc);
    if (rate !== null) result.warnings.push({ line, message: `${where}: ${rate}` });
    result.rows.push(doc);
  });
  return result;
};
