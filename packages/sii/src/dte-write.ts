import iconv from 'iconv-lite';
import { normalizeRut } from '@portal/domain';
import type { DteDocument, SiiOtherTax } from './types';
import { escapeXmlLatin1 } from './xml-escape';

export type EnvioDteOptions = {
  /** RutEnvia (the person who sends); defaults to the issuer. */
  rutEnvia?: string;
  /** RutReceptor of the envelope; defaults to the SII, 60803000-K. */
  rutReceptor?: string;
  /** FchResol (resolution date); defaults to the earliest issue date. */
  fchResol?: string;
  /** NroResol; defaults to 0 (certification). */
  nroResol?: number;
  /** TmstFirmaEnv 'YYYY-MM-DDTHH:MM:SS'; defaults to the latest issue date at midnight (deterministic output). */
  timestamp?: string;
};

const SII_RUT = '60803000-K';

/** Boletas name the issuer <RznSocEmisor>, every other DTE <RznSoc>. */
const BOLETA_TYPES = new Set([39, 41]);
const EXPORT_TYPES = new Set([110, 111, 112]);

const el = (tag: string, value: string | number | null | undefined): string =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${tag}>${escapeXmlLatin1(String(value))}</${tag}>`;

const taxLines = (doc: DteDocument): SiiOtherTax[] => {
  const details = doc.otherTaxDetails ?? [];
  const sum = details.reduce((s, d) => s + d.amount, 0);
  if (sum !== doc.otherTaxes) {
    throw new Error(
      `writeEnvioDte: documento tipo ${doc.docType} folio ${doc.folio}: otherTaxes ${doc.otherTaxes} necesita otherTaxDetails con códigos de impuesto (<TipoImp>) que sumen lo mismo (suman ${sum})`,
    );
  }
  return details;
};

const documentXml = (doc: DteDocument): string => {
  const boleta = BOLETA_TYPES.has(doc.docType);
  const body = EXPORT_TYPES.has(doc.docType)
    ? 'Exportaciones'
    : doc.docType === 43
      ? 'Liquidacion'
      : 'Documento';
  const taxes = taxLines(doc);
  const hasIva = doc.ivaRate !== null || doc.netAmount !== 0 || doc.ivaAmount !== 0;
  const parts: string[] = [
    `<DTE version="1.0"><${body} ID="F${doc.folio}T${doc.docType}">`,
    '<Encabezado>',
    '<IdDoc>',
    el('TipoDTE', doc.docType),
    el('Folio', doc.folio),
    el('FchEmis', doc.issueDate),
    el('FchVenc', doc.dueDate),
    '</IdDoc>',
    '<Emisor>',
    el('RUTEmisor', doc.issuerRut),
    el(boleta ? 'RznSocEmisor' : 'RznSoc', doc.issuerName),
    '</Emisor>',
    '<Receptor>',
    el('RUTRecep', doc.receiverRut),
    el('RznSocRecep', doc.receiverName),
    '</Receptor>',
    '<Totales>',
    hasIva ? el('MntNeto', doc.netAmount) : '',
    doc.exemptAmount !== 0 ? el('MntExe', doc.exemptAmount) : '',
    el('TasaIVA', doc.ivaRate),
    hasIva ? el('IVA', doc.ivaAmount) : '',
    ...taxes.map(
      (t) =>
        `<ImptoReten>${el('TipoImp', t.code)}${el('TasaImp', t.rate)}${el('MontoImp', t.amount)}</ImptoReten>`,
    ),
    el('MntTotal', doc.totalAmount),
    '</Totales>',
    '</Encabezado>',
  ];
  for (const item of doc.items) {
    parts.push(
      '<Detalle>',
      el('NroLinDet', item.line),
      el('NmbItem', item.name),
      el('DscItem', item.description),
      el('QtyItem', item.quantity),
      el('UnmdItem', item.unit),
      el('PrcItem', item.unitPrice),
      el('MontoItem', item.amount),
      '</Detalle>',
    );
  }
  doc.references.forEach((ref, i) => {
    parts.push(
      '<Referencia>',
      el('NroLinRef', i + 1),
      el('TpoDocRef', ref.docType),
      el('FolioRef', ref.folio),
      el('FchRef', ref.date),
      el('CodRef', ref.code),
      el('RazonRef', ref.reason),
      '</Referencia>',
    );
  });
  parts.push(`</${body}></DTE>`);
  return parts.join('');
};

const canonical = (rut: string, what: string): string => {
  const r = normalizeRut(rut);
  if (r === null) throw new Error(`writeEnvioDte: RUT inválido en ${what}: '${rut}'`);
  return r;
};

/**
 * Writes an unsigned EnvioDTE (SetDTE with Caratula and one <DTE><Documento> per document)
 * in the SII namespace, declared and encoded as ISO-8859-1; characters beyond Latin-1 become
 * character references. All documents must share the issuer (an EnvioDTE has one emisor).
 * The result is for tests and the project's generator: no TED stamp, no signature.
 */
export const writeEnvioDte = (docs: readonly DteDocument[], opts: EnvioDteOptions = {}): Buffer => {
  if (docs.length === 0) throw new Error('writeEnvioDte: se necesita al menos un documento');
  const issuer = canonical(docs[0].issuerRut, 'el emisor');
  for (const d of docs) {
    if (normalizeRut(d.issuerRut) !== issuer) {
      throw new Error(
        `writeEnvioDte: todos los documentos deben tener el mismo emisor (${issuer} ≠ ${d.issuerRut})`,
      );
    }
    canonical(d.receiverRut, `el receptor del folio ${d.folio}`);
    for (const amount of [d.netAmount, d.exemptAmount, d.ivaAmount, d.otherTaxes, d.totalAmount]) {
      if (!Number.isSafeInteger(amount))
        throw new Error(`writeEnvioDte: monto no entero (${amount}) en folio ${d.folio}`);
    }
  }
  const dates = docs.map((d) => d.issueDate).sort();
  const counts = new Map<number, number>();
  for (const d of docs) counts.set(d.docType, (counts.get(d.docType) ?? 0) + 1);

  const out: string[] = [
    '<?xml version="1.0" encoding="ISO-8859-1"?>\n',
    '<EnvioDTE xmlns="http://www.sii.cl/SiiDte" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ',
    'xsi:schemaLocation="http://www.sii.cl/SiiDte EnvioDTE_v10.xsd" version="1.0">\n',
    '<SetDTE ID="SetDoc">\n<Caratula version="1.0">',
    el('RutEmisor', issuer),
    el('RutEnvia', canonical(opts.rutEnvia ?? issuer, 'RutEnvia')),
    el('RutReceptor', canonical(opts.rutReceptor ?? SII_RUT, 'RutReceptor')),
    el('FchResol', opts.fchResol ?? dates[0]),
    el('NroResol', opts.nroResol ?? 0),
    el('TmstFirmaEnv', opts.timestamp ?? `${dates[dates.length - 1]}T00:00:00`),
  ];
  for (const [type, n] of [...counts].sort((a, b) => a[0] - b[0])) {
    out.push(`<SubTotDTE>${el('TpoDTE', type)}${el('NroDTE', n)}</SubTotDTE>`);
  }
  out.push('</Caratula>\n');
  for (const d of docs) out.push(documentXml(d), '\n');
  out.push('</SetDTE>\n</EnvioDTE>\n');
  return iconv.encode(out.join(''), 'latin1');
};
