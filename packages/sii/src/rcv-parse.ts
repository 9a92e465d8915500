import { parseIntegerAmount } from './amounts';
import { splitSemicolonLine } from './csv-split';
import {
  DOCUMENT_YEARS,
  IECV_NON_RECOVERABLE_IVA_CODES,
  normalizeRut,
  parseDisplayDate,
} from '@portal/domain';
import { MAX_FOLIO } from './doc-types';
import { decodeText } from './encoding';
import {
  DEFAULT_HEADER_TEXT,
  KNOWN_COLUMN_COUNTS,
  normalizeHeader,
  RCV_FIELD_BY_HEADER,
  REQUIRED_FIELDS,
  type RcvField,
} from './rcv-columns';
import { checkRowRules, type FieldNames, type SiiRowProblem } from './row-rules';
import { checkTotals } from './totals-check';
import type {
  SiiDirection,
  SiiDocument,
  SiiIssue,
  SiiIvaBreakdown,
  SiiPurchaseRegister,
  SiiReference,
} from './types';

export type RcvParseOptions = {
  /** Expected register; when given, a file of the other register is rejected. */
  direction?: SiiDirection;
  /** Attach the original fields (header text → cell) to each document as `raw`. */
  includeRaw?: boolean;
  /**
   * The purchases are the RCV's "no incluir" tab: the SII exports it in the same layout as the
   * registro, so only the caller knows (the file name the SII gives it, or the user's choice).
   */
  noIncluir?: boolean;
};

export type RcvParseResult = {
  /** Detected from the header; null when the file is empty or not an RCV export. */
  direction: SiiDirection | null;
  rows: SiiDocument[];
  /** Problems of the whole file (not an RCV, wrong register, empty): nothing can be imported. */
  errors: SiiIssue[];
  /** Rows left out of `rows`, each problem with its line and column. */
  problems: SiiRowProblem[];
  /** Documents read whole that break a row rule (left out, but still a document for the duplicates check). */
  refused: SiiDocument[];
  /** Imported anyway: inconsistent totals, odd references, skipped empty rows. */
  warnings: SiiIssue[];
};

type Layout = {
  direction: SiiDirection;
  header: string[];
  index: Record<RcvField, number>;
  /** The RCV compras tab the layout tells: 'Fecha Reclamo' → RECLAMADO, 23 columns → PENDIENTE. */
  register: SiiPurchaseRegister | null;
};

const DIGITS = /^\d+$/;
const DECIMAL_NUMBER = /^-?\d+\.\d+$/;

const FIELDS: readonly RcvField[] = [
  'nro',
  'docType',
  'rut',
  'name',
  'folio',
  'issueDate',
  'receptionDate',
  'ackDate',
  'claimDate',
  'exempt',
  'net',
  'iva',
  'ivaNoRec',
  'ivaNoRecCode',
  'ivaUsoComun',
  'total',
  'retainedTotal',
  'retainedPartial',
  'refType',
  'refFolio',
  'otherTaxCode',
  'otherTaxValue',
  'otherTaxRate',
  'purchaseType',
  'fixedAssetNet',
  'fixedAssetIva',
];

const REGISTER_NAME: Record<SiiDirection, string> = { VENTA: 'Ventas', COMPRA: 'Compras' };

/** '-' and the literal 'null' stand for an empty cell in SII exports. */
const isBlank = (v: string): boolean => v === '' || v === '-' || v === 'null' || v === 'NULL';

const readLayout = (
  headerLine: string,
  forced: SiiDirection | undefined,
): { layout: Layout; warning: string | null } | { error: string } => {
  const header = splitSemicolonLine(headerLine).map((h) => h.trim());
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  const normalized = header.map(normalizeHeader);
  const hasVenta = normalized.includes('rut cliente');
  const hasCompra = normalized.includes('rut proveedor');
  if (!hasVenta && !hasCompra) {
    return {
      error:
        "El archivo no es un Registro de Compras y Ventas del SII: falta la columna 'Rut cliente' (ventas) o 'RUT Proveedor' (compras)",
    };
  }
  if (hasVenta && hasCompra) {
    return {
      error:
        "El archivo no es un Registro de Compras y Ventas del SII: tiene a la vez 'Rut cliente' y 'RUT Proveedor'",
    };
  }
  const direction: SiiDirection = hasVenta ? 'VENTA' : 'COMPRA';
  if (forced !== undefined && forced !== direction) {
    return {
      error: `El archivo es un Registro de ${REGISTER_NAME[direction]} y se esperaba un Registro de ${REGISTER_NAME[forced]}`,
    };
  }
  const byHeader = RCV_FIELD_BY_HEADER[direction];
  const index = {} as Record<RcvField, number>;
  for (const f of FIELDS) index[f] = -1;
  for (let i = 0; i < normalized.length; i++) {
    const field = byHeader.get(normalized[i]);
    if (field !== undefined && index[field] === -1) index[field] = i;
  }
  const missing = REQUIRED_FIELDS.filter((f) => index[f] === -1).map(
    (f) => `'${DEFAULT_HEADER_TEXT[direction][f]}'`,
  );
  if (missing.length > 0) {
    return {
      error: `El archivo no es un Registro de Compras y Ventas del SII: ${
        missing.length === 1 ? `falta la columna ${missing[0]}` : `faltan las columnas ${missing.join(', ')}`
      }`,
    };
  }
  const known = KNOWN_COLUMN_COUNTS[direction];
  const warning = known.includes(header.length)
    ? null
    : `el encabezado tiene ${header.length} columnas; el Registro de ${REGISTER_NAME[direction]} del SII tiene ${known.join(' o ')}`;
  const register: SiiPurchaseRegister | null =
    direction === 'VENTA'
      ? null
      : index.claimDate >= 0
        ? 'RECLAMADO'
        : index.ackDate < 0 && header.length === 23
          ? 'PENDIENTE'
          : 'REGISTRO';
  return { layout: { direction, header, index, register }, warning };
};

const cell = (fields: string[], i: number): string => (i >= 0 && i < fields.length ? fields[i].trim() : '');

/** Key identifying a document in the register: (type, RUT of the counterpart, folio). */
const docKey = (type: string, rut: string, folio: string): string => `${type}|${rut}|${folio}`;

type RowContext = {
  layout: Layout;
  fields: string[];
  errors: { field: string; message: string }[];
  warnings: string[];
};

const columnName = (ctx: RowContext, f: RcvField): string =>
  ctx.layout.header[ctx.layout.index[f]] ?? DEFAULT_HEADER_TEXT[ctx.layout.direction][f] ?? f;

const fail = (ctx: RowContext, f: RcvField | null, message: string): void => {
  ctx.errors.push({ field: f === null ? 'fila' : columnName(ctx, f), message });
};

const readAmount = (ctx: RowContext, f: RcvField, required: boolean): number => {
  const v = cell(ctx.fields, ctx.layout.index[f]);
  if (isBlank(v)) {
    if (required) fail(ctx, f, `falta '${columnName(ctx, f)}'`);
    return 0;
  }
  const n = parseIntegerAmount(v);
  if (n !== null) return n;
  fail(
    ctx,
    f,
    DECIMAL_NUMBER.test(v)
      ? `monto con decimales en '${columnName(ctx, f)}' ('${v}')`
      : `monto no numérico en '${columnName(ctx, f)}' ('${v}')`,
  );
  return 0;
};

const readDate = (ctx: RowContext, f: RcvField, required: boolean): string | null => {
  const v = cell(ctx.fields, ctx.layout.index[f]);
  if (isBlank(v)) {
    if (required) fail(ctx, f, `falta '${columnName(ctx, f)}'`);
    return null;
  }
  const d = parseDisplayDate(v, { time: true, years: DOCUMENT_YEARS });
  if (d === null) fail(ctx, f, `fecha inválida en '${columnName(ctx, f)}' ('${v}')`);
  return d;
};

/** Splits 'Folio Docto. Referencia' ('10370-10371') into references; odd values become warnings. */
const readReferences = (ctx: RowContext): SiiReference[] => {
  const type = cell(ctx.fields, ctx.layout.index.refType);
  const folio = cell(ctx.fields, ctx.layout.index.refFolio);
  const typeBlank = isBlank(type) || type === '0';
  if (typeBlank && isBlank(folio)) return [];
  if (typeBlank) {
    ctx.warnings.push(`referencia sin tipo en '${columnName(ctx, 'refType')}' (folio '${folio}'), se omite`);
    return [];
  }
  if (isBlank(folio)) {
    ctx.warnings.push(`referencia de tipo ${type} sin folio en '${columnName(ctx, 'refFolio')}', se omite`);
    return [];
  }
  const parts = folio.split('-').map((p) => p.trim());
  if (parts.every((p) => DIGITS.test(p))) {
    const big = parts.filter((p) => p.length > 10 || Number(p) > MAX_FOLIO || Number(p) < 1);
    if (big.length > 0) {
      ctx.warnings.push(
        `folio de referencia fuera de rango en '${columnName(ctx, 'refFolio')}' ('${big.join("', '")}')`,
      );
    }
    return parts.map((p) => ({ docType: type, folio: p, date: null, code: null, reason: null }));
  }
  ctx.warnings.push(
    `folio de referencia no numérico en '${columnName(ctx, 'refFolio')}' ('${folio}'), se guarda tal cual`,
  );
  return [{ docType: type, folio, date: null, code: null, reason: null }];
};

const readOtherTax = (ctx: RowContext): { code: string; amount: number; rate: string | null } | null => {
  const { index } = ctx.layout;
  const value = cell(ctx.fields, index.otherTaxValue);
  if (isBlank(value)) return null;
  const amount = readAmount(ctx, 'otherTaxValue', false);
  const code = cell(ctx.fields, index.otherTaxCode);
  const rate = cell(ctx.fields, index.otherTaxRate);
  return { code: isBlank(code) ? '' : code, amount, rate: isBlank(rate) ? null : rate };
};

/**
 * How the row's IVA splits: compras 'Monto IVA Recuperable', 'Monto Iva No Recuperable' with its
 * 'Codigo IVA No Rec.', 'IVA uso Comun'; ventas 'IVA Retenido Total/Parcial' (retained by the buyer,
 * still part of 'Monto IVA').
 */
const readBreakdown = (ctx: RowContext): SiiIvaBreakdown => {
  const { index } = ctx.layout;
  // Ventas: 'Monto IVA' is the whole débito; kept here so the parts always add up to the IVA.
  const recoverable = readAmount(ctx, 'iva', false);
  const nonRecoverable: SiiIvaBreakdown['nonRecoverable'] = [];
  if (index.ivaNoRec >= 0) {
    const amount = readAmount(ctx, 'ivaNoRec', false);
    const codeText = cell(ctx.fields, index.ivaNoRecCode);
    const code = DIGITS.test(codeText) ? Number(codeText) : 0;
    // The RCV states the same five codes as the electronic book's schema (1–4 and 9, LibroCV_v10.xsd).
    if (amount !== 0 && !IECV_NON_RECOVERABLE_IVA_CODES.has(code)) {
      fail(
        ctx,
        'ivaNoRecCode',
        `código de IVA no recuperable inválido ('${codeText}'; el SII admite ${[...IECV_NON_RECOVERABLE_IVA_CODES.keys()].join(', ')})`,
      );
    }
    if (amount !== 0) nonRecoverable.push({ code, amount });
  }
  return {
    recoverable,
    nonRecoverable,
    sharedUse: index.ivaUsoComun >= 0 ? readAmount(ctx, 'ivaUsoComun', false) : 0,
    retainedTotal: index.retainedTotal >= 0 ? readAmount(ctx, 'retainedTotal', false) : 0,
    retainedPartial: index.retainedPartial >= 0 ? readAmount(ctx, 'retainedPartial', false) : 0,
  };
};

/**
 * Whether a compras row is a purchase of activo fijo, as the buyer characterised it in the RCV:
 * 'Tipo Compra' "Activo Fijo" (the SII's option 4, «Compra activo fijo»), or an amount in 'Monto
 * Neto Activo Fijo' / 'IVA Activo Fijo'.
 */
const readFixedAsset = (ctx: RowContext): { marked: boolean; net: number; iva: number } => {
  const { index } = ctx.layout;
  const type = index.purchaseType >= 0 ? normalizeHeader(cell(ctx.fields, index.purchaseType)) : '';
  const net = index.fixedAssetNet >= 0 ? readAmount(ctx, 'fixedAssetNet', false) : 0;
  const iva = index.fixedAssetIva >= 0 ? readAmount(ctx, 'fixedAssetIva', false) : 0;
  return { marked: type.includes('activo fijo') || net !== 0 || iva !== 0, net, iva };
};

type RowResult = { doc: SiiDocument | null; key: string | null };

const parseDocumentRow = (ctx: RowContext, line: number, includeRaw: boolean): RowResult => {
  const { layout, fields } = ctx;
  const { index } = layout;

  // Values are only read here; whether they are acceptable (known type, folio range, totals) is
  // the row rules' call (row-rules.ts), the same for every format.
  const typeText = cell(fields, index.docType);
  let docType = 0;
  if (isBlank(typeText)) fail(ctx, 'docType', `falta '${columnName(ctx, 'docType')}'`);
  else if (!DIGITS.test(typeText) || typeText.length > 4) {
    fail(ctx, 'docType', `tipo de documento desconocido en '${columnName(ctx, 'docType')}' ('${typeText}')`);
  } else docType = Number(typeText);

  const rutText = cell(fields, index.rut);
  let rut = '';
  if (isBlank(rutText)) fail(ctx, 'rut', `falta '${columnName(ctx, 'rut')}'`);
  else {
    const r = normalizeRut(rutText);
    if (r === null)
      fail(
        ctx,
        'rut',
        `RUT inválido (dígito verificador o formato) en '${columnName(ctx, 'rut')}' ('${rutText}')`,
      );
    else rut = r;
  }

  let name = cell(fields, index.name);
  if (isBlank(name)) {
    name = '';
    ctx.warnings.push(`falta '${columnName(ctx, 'name')}'`);
  }

  const folioText = cell(fields, index.folio);
  let folio = 0;
  if (isBlank(folioText)) fail(ctx, 'folio', `falta '${columnName(ctx, 'folio')}'`);
  else if (!DIGITS.test(folioText))
    fail(ctx, 'folio', `folio no numérico en '${columnName(ctx, 'folio')}' ('${folioText}')`);
  else folio = folioText.length > 15 ? MAX_FOLIO + 1 : Number(folioText);

  const issueDate = readDate(ctx, 'issueDate', true);
  const receptionDate = index.receptionDate >= 0 ? readDate(ctx, 'receptionDate', false) : null;
  const ackDate = index.ackDate >= 0 ? readDate(ctx, 'ackDate', false) : null;
  const claimDate = index.claimDate >= 0 ? readDate(ctx, 'claimDate', false) : null;

  const exemptAmount = readAmount(ctx, 'exempt', false);
  const netAmount = readAmount(ctx, 'net', false);
  const breakdown = readBreakdown(ctx);
  const ivaAmount =
    breakdown.recoverable +
    breakdown.nonRecoverable.reduce((sum, n) => sum + n.amount, 0) +
    breakdown.sharedUse;
  const totalAmount = readAmount(ctx, 'total', true);
  const otherTax = index.otherTaxValue >= 0 ? readOtherTax(ctx) : null;
  const fixedAsset = readFixedAsset(ctx);
  const references = index.refType >= 0 && index.refFolio >= 0 ? readReferences(ctx) : [];

  const key = docType > 0 && rut !== '' && folio > 0 ? docKey(typeText, rut, folioText) : null;
  if (ctx.errors.length > 0 || issueDate === null) return { doc: null, key };

  const isVenta = layout.direction === 'VENTA';
  const doc: SiiDocument = {
    direction: layout.direction,
    docType,
    folio,
    issuerRut: isVenta ? '' : rut,
    issuerName: isVenta ? '' : name,
    receiverRut: isVenta ? rut : '',
    receiverName: isVenta ? name : '',
    issueDate,
    receptionDate,
    acknowledgedAt: ackDate ?? claimDate,
    dueDate: null,
    netAmount,
    exemptAmount,
    ivaAmount,
    otherTaxes: otherTax === null ? 0 : otherTax.amount,
    totalAmount,
    ivaRate: null,
    references,
    items: [],
    sourceLine: line,
  };
  if (otherTax !== null) doc.otherTaxDetails = [otherTax];
  if (!isVenta || breakdown.retainedTotal !== 0 || breakdown.retainedPartial !== 0)
    doc.ivaBreakdown = breakdown;
  if (!isVenta) doc.purchaseRegister = layout.register;
  if (!isVenta && fixedAsset.marked) {
    doc.fixedAsset = true;
    // The SII's layout does not say whether 'IVA Activo Fijo' is part of 'Monto IVA Recuperable' or
    // beside it: when the row only adds up to its total with the activo fijo columns, they are beside
    // it, and join the net and the recoverable IVA.
    const sum = netAmount + exemptAmount + ivaAmount + doc.otherTaxes;
    const beside =
      sum === totalAmount
        ? null
        : sum + fixedAsset.net + fixedAsset.iva === totalAmount
          ? { net: fixedAsset.net, iva: fixedAsset.iva }
          : sum + fixedAsset.iva === totalAmount
            ? { net: 0, iva: fixedAsset.iva }
            : null;
    if (beside) {
      doc.netAmount += beside.net;
      doc.ivaAmount += beside.iva;
      breakdown.recoverable += beside.iva;
    }
  }
  if (includeRaw) {
    const raw: Record<string, string> = {};
    for (let i = 0; i < layout.header.length; i++) raw[layout.header[i]] = fields[i] ?? '';
    doc.raw = raw;
  }
  return { doc, key };
};

const fieldNames = (layout: Layout): FieldNames => {
  const name = (f: RcvField) => layout.header[layout.index[f]];
  return { docType: name('docType'), folio: name('folio'), amounts: 'montos', totalAmount: name('total') };
};

/** A row that only repeats (type, RUT, folio) of the previous document to add another tax. */
const isContinuationRow = (ctx: RowContext, prevKeyText: string | null): boolean => {
  const { index } = ctx.layout;
  const f = ctx.fields;
  if (prevKeyText === null || !isBlank(cell(f, index.nro))) return false;
  if (!isBlank(cell(f, index.total))) return false;
  const rut = normalizeRut(cell(f, index.rut));
  return rut !== null && docKey(cell(f, index.docType), rut, cell(f, index.folio)) === prevKeyText;
};

/** Field count check: header + 1 (trailing ';'); extra cells are tolerated only when empty. */
const columnCountProblem = (fields: string[], headerLength: number): string | null => {
  if (fields.length < headerLength) {
    return `número de columnas incorrecto (${fields.length} campos; el encabezado tiene ${headerLength} columnas)`;
  }
  for (let i = headerLength; i < fields.length; i++) {
    const extra = fields[i].trim();
    if (extra !== '') {
      return `número de columnas incorrecto (${fields.length} campos; el encabezado tiene ${headerLength} columnas y el campo ${i + 1} trae '${extra}')`;
    }
  }
  return null;
};

/**
 * Parses an SII "Registro de Compras y Ventas" CSV export (ventas or compras, any of the
 * layouts the SII produces). Documents with any error are left out and reported in `errors`.
 * Ventas: the issuer is the business (issuerRut ''), compras: the receiver is (receiverRut '').
 */
export const parseRcv = (bytes: Buffer | Uint8Array, opts: RcvParseOptions = {}): RcvParseResult => {
  const result: RcvParseResult = {
    direction: null,
    rows: [],
    errors: [],
    problems: [],
    refused: [],
    warnings: [],
  };
  const { text } = decodeText(bytes);
  const lines = text.split('\n');

  let headerIndex = 0;
  while (headerIndex < lines.length && lines[headerIndex].trim() === '') headerIndex++;
  if (headerIndex === lines.length) {
    result.errors.push({ line: 0, message: 'El archivo está vacío' });
    return result;
  }
  const headerLineNo = headerIndex + 1;
  const read = readLayout(lines[headerIndex].replace(/\r$/, ''), opts.direction);
  if ('error' in read) {
    result.errors.push({ line: headerLineNo, message: read.error });
    return result;
  }
  const { layout } = read;
  result.direction = layout.direction;
  if (read.warning !== null) {
    result.warnings.push({ line: headerLineNo, message: `Línea ${headerLineNo}: ${read.warning}` });
  }

  if (layout.register === 'REGISTRO' && opts.noIncluir === true) layout.register = 'NO_INCLUIR';

  const includeRaw = opts.includeRaw === true;
  const problem = (line: number, field: string, message: string) =>
    result.problems.push({ line, field, message });
  let prevKey: string | null = null;
  let prevDoc: SiiDocument | null = null;
  let dataRows = 0;
  const parsed: SiiDocument[] = [];

  for (let i = headerIndex + 1; i < lines.length; i++) {
    let raw = lines[i];
    if (raw.endsWith('\r')) raw = raw.slice(0, -1);
    if (raw.trim() === '') continue;
    const line = i + 1;
    const fields = splitSemicolonLine(raw);
    const ctx: RowContext = { layout, fields, errors: [], warnings: [] };
    dataRows++;

    let hasData = false;
    for (let c = 0; c < fields.length; c++) {
      if (c !== layout.index.nro && !isBlank(fields[c].trim())) {
        hasData = true;
        break;
      }
    }
    if (!hasData) {
      result.warnings.push({ line, message: `Línea ${line}: fila sin datos, se omite` });
      continue;
    }

    if (isContinuationRow(ctx, prevKey)) {
      const tax = readOtherTax(ctx);
      for (const e of ctx.errors) problem(line, e.field, e.message);
      if (prevDoc !== null && ctx.errors.length > 0) {
        // The document would be imported with incomplete taxes: leave it out too.
        const parentLine = prevDoc.sourceLine ?? 0;
        parsed.pop();
        problem(
          parentLine,
          'fila',
          `documento descartado por el error en su fila de otro impuesto (línea ${line})`,
        );
        prevDoc = null;
      } else if (tax !== null && prevDoc !== null) {
        prevDoc.otherTaxes += tax.amount;
        prevDoc.otherTaxDetails = [...(prevDoc.otherTaxDetails ?? []), tax];
      }
      continue;
    }

    const countProblem = columnCountProblem(fields, layout.header.length);
    if (countProblem !== null && fields.length < layout.header.length) {
      problem(line, 'fila', countProblem);
      prevKey = null;
      prevDoc = null;
      continue;
    }
    if (countProblem !== null) fail(ctx, null, countProblem);

    const { doc, key } = parseDocumentRow(ctx, line, includeRaw);
    for (const e of ctx.errors) problem(line, e.field, e.message);
    for (const w of ctx.warnings) result.warnings.push({ line, message: `Línea ${line}: ${w}` });
    prevKey = key;
    prevDoc = ctx.errors.length === 0 ? doc : null;
    if (prevDoc !== null) parsed.push(prevDoc);
  }

  if (dataRows === 0) {
    result.warnings.push({
      line: headerLineNo,
      message: `Línea ${headerLineNo}: el archivo no tiene filas de datos`,
    });
  }
  // The rules run once every row is read: a document's other taxes may come on the rows after it.
  const names = fieldNames(layout);
  for (const doc of parsed) {
    const line = doc.sourceLine ?? 0;
    const broken = checkRowRules(doc, line, names);
    if (broken.length > 0) {
      result.problems.push(...broken);
      result.refused.push(doc);
      continue;
    }
    result.rows.push(doc);
    const rate = checkTotals(doc);
    if (rate !== null) result.warnings.push({ line, message: `Línea ${line}: ${rate}` });
  }
  result.problems.sort((a, b) => a.line - b.line);
  result.errors.sort((a, b) => a.line - b.line);
  result.warnings.sort((a, b) => a.line - b.line);
  return result;
};
