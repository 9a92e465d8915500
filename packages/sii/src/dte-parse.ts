import { parseDecimal, parseIntegerAmount } from './amounts';
import { DOCUMENT_YEARS, normalizeRut, parseIsoDate, toIsoDate } from '@portal/domain';
import { MAX_FOLIO } from './doc-types';
import { checkRowRules, type FieldNames, type SiiRowProblem } from './row-rules';
import { checkTotals } from './totals-check';
import type { DteDocument, SiiItem, SiiOtherTax, SiiReference } from './types';
import { childNode, childNodes, childText, type XmlNode } from './xml-node';
import { elementLines, xmlReader } from './xml-read';

/**
 * A problem in a DTE file. `document` is the 1-based position of the <DTE> in the file (null for
 * file-level problems); `line` is the line of the XML file, known only for malformed XML.
 */
export type DteIssue = { document: number | null; line: number | null; message: string };

export type DteParseResult = {
  /** Valid documents; set `direction` with `assignDirection` (it depends on the business RUT). */
  documents: DteDocument[];
  /** Problems of the whole file (encoding, malformed XML, not a DTE): nothing can be imported. */
  errors: DteIssue[];
  /** Documents left out, `line` being the line of the file where the <DTE> starts. */
  problems: SiiRowProblem[];
  /** Documents read whole that break a row rule (left out, but still a document for the duplicates check). */
  refused: DteDocument[];
  warnings: DteIssue[];
};

// Signatures and the TED stamp are not needed: kept as raw text (faster, smaller).
const readXml = xmlReader(['DTE', 'Detalle', 'Referencia', 'ImptoReten', 'OtraMoneda'], ['Signature', 'TED']);

const DIGITS = /^\d+$/;

/** SII "Códigos de impuestos adicionales y retenciones": 15 = IVA retenido total. */
const IVA_RETAINED_CODE = '15';

/** The <DTE> elements of an EnvioDTE / EnvioBOLETA / SetDTE / bare DTE document. */
const findDtes = (root: XmlNode): { dtes: XmlNode[] } | { error: string } => {
  for (const envelope of ['EnvioDTE', 'EnvioBOLETA']) {
    if (root[envelope] !== undefined) {
      const env = childNode(root, envelope);
      if (env?.SetDTE === undefined) return { error: `falta <SetDTE> en <${envelope}>` };
      return { dtes: childNodes(childNode(env, 'SetDTE'), 'DTE') };
    }
  }
  if (root.SetDTE !== undefined) return { dtes: childNodes(childNode(root, 'SetDTE'), 'DTE') };
  if (root.DTE !== undefined) return { dtes: childNodes(root, 'DTE') };
  const tags = Object.keys(root);
  return {
    error: `el XML no es un DTE del SII (raíz <${tags[0] ?? '?'}>, se esperaba <EnvioDTE>, <EnvioBOLETA>, <SetDTE> o <DTE>)`,
  };
};

type DocContext = { errors: string[]; warnings: string[] };

const requiredText = (ctx: DocContext, node: XmlNode | undefined, tag: string): string | null => {
  const v = childText(node, tag);
  if (v === undefined || v === '') {
    ctx.errors.push(`falta <${tag}>`);
    return null;
  }
  return v;
};

const optionalText = (node: XmlNode | undefined, tag: string): string | null => {
  const v = childText(node, tag);
  return v === undefined || v === '' ? null : v;
};

const amountOf = (ctx: DocContext, node: XmlNode | undefined, tag: string, required: boolean): number => {
  const v = required ? requiredText(ctx, node, tag) : optionalText(node, tag);
  if (v === null) return 0;
  const n = parseIntegerAmount(v);
  if (n === null) {
    ctx.errors.push(`monto no entero en <${tag}> ('${v}')`);
    return 0;
  }
  return n;
};

const dateOf = (
  ctx: DocContext,
  node: XmlNode | undefined,
  tag: string,
  required: boolean,
): string | null => {
  const v = required ? requiredText(ctx, node, tag) : optionalText(node, tag);
  if (v === null) return null;
  const d = parseIsoDate(v, { dateOnly: true, years: DOCUMENT_YEARS });
  if (d === null) ctx.errors.push(`fecha inválida en <${tag}> ('${v}')`);
  return d && toIsoDate(d);
};

const rutOf = (ctx: DocContext, node: XmlNode | undefined, tag: string): string => {
  const v = requiredText(ctx, node, tag);
  if (v === null) return '';
  const rut = normalizeRut(v);
  if (rut === null) ctx.errors.push(`RUT inválido en <${tag}> ('${v}')`);
  return rut ?? '';
};

const readItems = (ctx: DocContext, body: XmlNode): SiiItem[] =>
  childNodes(body, 'Detalle').map((d, i) => {
    const lineText = optionalText(d, 'NroLinDet');
    const line = lineText !== null && DIGITS.test(lineText) ? Number(lineText) : i + 1;
    const name = optionalText(d, 'NmbItem');
    if (name === null) ctx.errors.push(`falta <NmbItem> en la línea de detalle ${line}`);
    const priceText = optionalText(d, 'PrcItem');
    const unitPrice = priceText === null ? null : parseDecimal(priceText);
    if (priceText !== null && unitPrice === null)
      ctx.errors.push(`precio no numérico en <PrcItem> ('${priceText}')`);
    return {
      line,
      name: name ?? '',
      description: optionalText(d, 'DscItem'),
      quantity: optionalText(d, 'QtyItem'),
      unit: optionalText(d, 'UnmdItem'),
      unitPrice,
      amount: amountOf(ctx, d, 'MontoItem', true),
    };
  });

const readReferences = (ctx: DocContext, body: XmlNode): SiiReference[] =>
  childNodes(body, 'Referencia').map((r) => {
    const codeText = optionalText(r, 'CodRef');
    let code: number | null = null;
    if (codeText !== null) {
      if (DIGITS.test(codeText)) code = Number(codeText);
      else ctx.errors.push(`código no numérico en <CodRef> ('${codeText}')`);
    }
    return {
      docType: requiredText(ctx, r, 'TpoDocRef') ?? '',
      folio: optionalText(r, 'FolioRef') ?? '',
      date: dateOf(ctx, r, 'FchRef', false),
      code,
      reason: optionalText(r, 'RazonRef'),
    };
  });

const readOtherTaxes = (ctx: DocContext, totales: XmlNode | undefined): SiiOtherTax[] =>
  childNodes(totales, 'ImptoReten').map((t) => ({
    code: requiredText(ctx, t, 'TipoImp') ?? '',
    amount: amountOf(ctx, t, 'MontoImp', true),
    rate: optionalText(t, 'TasaImp'),
  }));

/**
 * Export documents (110–112) may state Totales in a foreign currency; then the peso amounts
 * are in <OtraMoneda> with TpoMoneda 'PESO CL' (decimals there are rounded to whole pesos).
 */
const readPesoTotals = (
  ctx: DocContext,
  encabezado: XmlNode | undefined,
  totales: XmlNode | undefined,
): { exempt: number; total: number } => {
  const currency = optionalText(totales, 'TpoMoneda');
  if (currency === null || currency.toUpperCase() === 'PESO CL') {
    return {
      exempt: amountOf(ctx, totales, 'MntExe', false),
      total: amountOf(ctx, totales, 'MntTotal', true),
    };
  }
  const peso = childNodes(encabezado, 'OtraMoneda').find(
    (o) => optionalText(o, 'TpoMoneda')?.toUpperCase() === 'PESO CL',
  );
  if (peso === undefined) {
    ctx.errors.push(`montos en moneda extranjera (${currency}) sin equivalente en pesos en <OtraMoneda>`);
    return { exempt: 0, total: 0 };
  }
  const pesos = (tag: string, required: boolean): number => {
    const v = required ? requiredText(ctx, peso, tag) : optionalText(peso, tag);
    if (v === null) return 0;
    const n = parseDecimal(v);
    if (n === null) ctx.errors.push(`monto no numérico en <${tag}> ('${v}')`);
    return n === null ? 0 : Math.round(n);
  };
  return { exempt: pesos('MntExeOtrMnda', false), total: pesos('MntTotOtrMnda', true) };
};

const readDocument = (ctx: DocContext, dte: XmlNode, line: number): DteDocument | null => {
  const body =
    childNode(dte, 'Documento') ?? childNode(dte, 'Exportaciones') ?? childNode(dte, 'Liquidacion');
  if (body === undefined) {
    ctx.errors.push('falta <Documento>');
    return null;
  }
  const encabezado = childNode(body, 'Encabezado');
  if (encabezado === undefined) {
    ctx.errors.push('falta <Encabezado>');
    return null;
  }
  const idDoc = childNode(encabezado, 'IdDoc');
  const emisor = childNode(encabezado, 'Emisor');
  const receptor = childNode(encabezado, 'Receptor');
  const totales = childNode(encabezado, 'Totales');
  for (const [tag, node] of [
    ['IdDoc', idDoc],
    ['Emisor', emisor],
    ['Receptor', receptor],
    ['Totales', totales],
  ] as const) {
    if (node === undefined) ctx.errors.push(`falta <${tag}>`);
  }

  let docType = 0;
  const typeText = requiredText(ctx, idDoc, 'TipoDTE');
  if (typeText !== null) {
    if (DIGITS.test(typeText) && typeText.length <= 4) docType = Number(typeText);
    else ctx.errors.push(`tipo de documento desconocido en <TipoDTE> ('${typeText}')`);
  }
  let folio = 0;
  const folioText = requiredText(ctx, idDoc, 'Folio');
  if (folioText !== null) {
    if (!DIGITS.test(folioText)) ctx.errors.push(`folio no numérico en <Folio> ('${folioText}')`);
    else folio = folioText.length > 15 ? MAX_FOLIO + 1 : Number(folioText);
  }
  const issueDate = dateOf(ctx, idDoc, 'FchEmis', true);
  const dueDate = dateOf(ctx, idDoc, 'FchVenc', false);

  const issuerRut = rutOf(ctx, emisor, 'RUTEmisor');
  const issuerName = optionalText(emisor, 'RznSoc') ?? optionalText(emisor, 'RznSocEmisor');
  if (issuerName === null && emisor !== undefined) ctx.errors.push('falta <RznSoc>');
  const receiverRut = rutOf(ctx, receptor, 'RUTRecep');
  const receiverName = optionalText(receptor, 'RznSocRecep');
  if (receiverName === null && receptor !== undefined) ctx.warnings.push('falta <RznSocRecep>');

  const netAmount = amountOf(ctx, totales, 'MntNeto', false);
  const ivaAmount = amountOf(ctx, totales, 'IVA', false);
  const { exempt: exemptAmount, total: totalAmount } = readPesoTotals(ctx, encabezado, totales);
  const rateText = optionalText(totales, 'TasaIVA');
  const ivaRate = rateText === null ? null : parseDecimal(rateText);
  if (rateText !== null && ivaRate === null) ctx.errors.push(`tasa no numérica en <TasaIVA> ('${rateText}')`);
  const otherTaxDetails = readOtherTaxes(ctx, totales);

  const items = readItems(ctx, body);
  const references = readReferences(ctx, body);

  if (ctx.errors.length > 0 || issueDate === null) return null;
  const doc: DteDocument = {
    docType,
    folio,
    issuerRut,
    issuerName: issuerName ?? '',
    receiverRut,
    receiverName: receiverName ?? '',
    issueDate,
    receptionDate: null,
    acknowledgedAt: null,
    dueDate,
    netAmount,
    exemptAmount,
    ivaAmount,
    otherTaxes: otherTaxDetails.reduce((s, t) => s + t.amount, 0),
    totalAmount,
    ivaRate,
    references,
    items,
    sourceLine: line,
  };
  if (otherTaxDetails.length > 0) doc.otherTaxDetails = otherTaxDetails;
  // <ImptoReten> code 15, "IVA retenido total" (factura de compra 46): the buyer keeps the IVA and
  // pays the issuer the total without it; kept in the breakdown so the total rule sees it.
  const retainedTotal = otherTaxDetails
    .filter((t) => t.code === IVA_RETAINED_CODE)
    .reduce((s, t) => s + t.amount, 0);
  if (retainedTotal > 0)
    doc.ivaBreakdown = {
      recoverable: ivaAmount,
      nonRecoverable: [],
      sharedUse: 0,
      retainedTotal,
      retainedPartial: 0,
    };
  return doc;
};

const label = (index: number, dte: XmlNode): string => {
  const body =
    childNode(dte, 'Documento') ?? childNode(dte, 'Exportaciones') ?? childNode(dte, 'Liquidacion');
  const idDoc = childNode(childNode(body, 'Encabezado'), 'IdDoc');
  const folio = childText(idDoc, 'Folio');
  const type = childText(idDoc, 'TipoDTE');
  return folio === undefined || folio === ''
    ? `documento ${index}`
    : `documento ${index} (${type ? `tipo ${type} ` : ''}folio ${folio})`;
};

const DTE_FIELDS: FieldNames = {
  docType: 'TipoDTE',
  folio: 'Folio',
  amounts: 'Totales',
  totalAmount: 'MntTotal',
};

/** The tag a reading problem names ("falta <RznSoc>"), as the problems table's field. */
const tagOf = (message: string): string => /<(\w+)>/.exec(message)?.[1] ?? 'DTE';

/**
 * Parses SII DTE XML: an EnvioDTE / EnvioBOLETA (SetDTE with one or more DTE), a SetDTE or a
 * bare <DTE>, with or without the SII namespace, signed or not. Bytes are decoded with the
 * encoding the XML declaration names (ISO-8859-1, windows-1252, UTF-8). Signatures are not
 * verified. Documents with errors are left out and reported.
 */
export const parseDteXml = (bytes: Buffer | Uint8Array): DteParseResult => {
  const result: DteParseResult = { documents: [], errors: [], problems: [], refused: [], warnings: [] };
  const read = readXml(bytes);
  if ('error' in read) {
    result.errors.push({ document: null, line: read.line, message: read.error });
    return result;
  }
  const { root } = read;
  const found = findDtes(root);
  if ('error' in found) {
    result.errors.push({ document: null, line: null, message: `El archivo no es un DTE: ${found.error}` });
    return result;
  }
  if (found.dtes.length === 0) {
    result.errors.push({ document: null, line: null, message: 'El archivo no contiene documentos (<DTE>)' });
    return result;
  }
  const lines = elementLines(read.text, 'DTE');
  found.dtes.forEach((dte, i) => {
    const index = i + 1;
    // A document is told by the line of the file where its <DTE> starts, and by its place.
    const line = lines[i] ?? 0;
    const ctx: DocContext = { errors: [], warnings: [] };
    const doc = readDocument(ctx, dte, line);
    const where = label(index, dte);
    const at = `Línea ${line}, ${where}`;
    for (const e of ctx.errors) result.problems.push({ line, field: tagOf(e), message: `${where}: ${e}` });
    for (const w of ctx.warnings) result.warnings.push({ document: index, line, message: `${at}: ${w}` });
    if (doc === null) return;
    const broken = checkRowRules(doc, line, DTE_FIELDS);
    if (broken.length > 0) {
      result.problems.push(...broken.map((b) => ({ ...b, message: `${where}: ${b.message}` })));
      result.refused.push(doc);
      return;
    }
    const problem = checkTotals(doc);
    if (problem !== null) result.warnings.push({ document: index, line, message: `${at}: ${problem}` });
    result.documents.push(doc);
  });
  return result;
};
