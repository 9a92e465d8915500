import iconv from 'iconv-lite';
import { normalizeRut } from '@portal/domain';
import type { IecvBookType } from './iecv-parse';
import type { SiiDirection, SiiDocument } from './types';
import { escapeXmlLatin1 } from './xml-escape';
import { canonicalElement, signElement, type XmlSigner } from './xml-sign';

export type LibroOptions = {
  /** RutEmisorLibro: the business whose book it is. */
  businessRut: string;
  /** PeriodoTributario YYYY-MM; defaults to the month of the first document. */
  period?: string;
  /** TipoLibro; default MENSUAL. */
  bookType?: IecvBookType;
  /** Documents written as voided lines (Anulado A, amounts 0), by type and folio. */
  voided?: readonly { docType: number; folio: number }[];
  /** Signs EnvioLibro (XML-DSig, as LibroCV_v10.xsd requires); without it the book is unsigned. */
  signer?: XmlSigner;
  /** TmstFirma 'YYYY-MM-DDTHH:MM:SS'; defaults to the first day of the period (deterministic output). */
  timestamp?: string;
};

const SII_NS = 'http://www.sii.cl/SiiDte';

const el = (tag: string, value: string | number | null | undefined): string =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${tag}>${escapeXmlLatin1(String(value))}</${tag}>`;

const nonZero = (tag: string, n: number | undefined): string => (n ? el(tag, n) : '');

const ivaParts = (doc: SiiDocument) => {
  const b = doc.ivaBreakdown;
  if (b === undefined)
    return {
      recoverable: doc.ivaAmount,
      nonRecoverable: [],
      sharedUse: 0,
      retainedTotal: 0,
      retainedPartial: 0,
    };
  const sum = b.recoverable + b.nonRecoverable.reduce((s, n) => s + n.amount, 0) + b.sharedUse;
  if (sum !== doc.ivaAmount)
    throw new Error(
      `writeLibroCompraVenta: documento tipo ${doc.docType} folio ${doc.folio}: el desglose del IVA no suma ivaAmount`,
    );
  return b;
};

const detalle = (direction: SiiDirection, doc: SiiDocument): string => {
  const rut = direction === 'VENTA' ? doc.receiverRut : doc.issuerRut;
  const name = direction === 'VENTA' ? doc.receiverName : doc.issuerName;
  const iva = ivaParts(doc);
  const otros = (doc.otherTaxDetails ?? []).map(
    (t) => `<OtrosImp>${el('CodImp', t.code)}${el('TasaImp', t.rate)}${el('MntImp', t.amount)}</OtrosImp>`,
  );
  return `<Detalle>${el('TpoDoc', doc.docType)}${el('NroDoc', doc.folio)}${el('FchDoc', doc.issueDate)}${el('RUTDoc', rut)}${el('RznSoc', name.trim())}${nonZero('MntExe', doc.exemptAmount)}${nonZero('MntNeto', doc.netAmount)}${el('MntIVA', iva.recoverable)}${iva.nonRecoverable
    .map((n) => `<IVANoRec>${el('CodIVANoRec', n.code)}${el('MntIVANoRec', n.amount)}</IVANoRec>`)
    .join(
      '',
    )}${nonZero('IVAUsoComun', iva.sharedUse)}${otros.join('')}${nonZero('IVARetTotal', iva.retainedTotal)}${nonZero('IVARetParcial', iva.retainedPartial)}${el('MntTotal', doc.totalAmount)}</Detalle>`;
};

type Totals = {
  docs: number;
  voided: number;
  exempt: number;
  net: number;
  iva: number;
  nonRecoverable: Map<number, { ops: number; amount: number }>;
  sharedUseOps: number;
  sharedUse: number;
  otherTaxes: Map<string, number>;
  retainedTotalOps: number;
  retainedTotal: number;
  retainedPartialOps: number;
  retainedPartial: number;
  total: number;
};

const emptyTotals = (): Totals => ({
  docs: 0,
  voided: 0,
  exempt: 0,
  net: 0,
  iva: 0,
  nonRecoverable: new Map(),
  sharedUseOps: 0,
  sharedUse: 0,
  otherTaxes: new Map(),
  retainedTotalOps: 0,
  retainedTotal: 0,
  retainedPartialOps: 0,
  retainedPartial: 0,
  total: 0,
});

/** One TotalesPeriodo, its children in the order of LibroCV_v10.xsd. */
const totalesPeriodo = (type: number, t: Totals): string =>
  `<TotalesPeriodo>${el('TpoDoc', type)}${el('TotDoc', t.docs)}${nonZero('TotAnulado', t.voided)}${el('TotMntExe', t.exempt)}${el('TotMntNeto', t.net)}${el('TotMntIVA', t.iva)}${[
    ...t.nonRecoverable.entries(),
  ]
    .sort(([a], [b]) => a - b)
    .map(
      ([code, n]) =>
        `<TotIVANoRec>${el('CodIVANoRec', code)}${el('TotOpIVANoRec', n.ops)}${el('TotMntIVANoRec', n.amount)}</TotIVANoRec>`,
    )
    .join(
      '',
    )}${t.sharedUseOps > 0 ? `${el('TotOpIVAUsoComun', t.sharedUseOps)}${el('TotIVAUsoComun', t.sharedUse)}` : ''}${[
    ...t.otherTaxes.entries(),
  ]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, amount]) => `<TotOtrosImp>${el('CodImp', code)}${el('TotMntImp', amount)}</TotOtrosImp>`)
    .join(
      '',
    )}${t.retainedTotalOps > 0 ? `${el('TotOpIVARetTotal', t.retainedTotalOps)}${el('TotIVARetTotal', t.retainedTotal)}` : ''}${t.retainedPartialOps > 0 ? `${el('TotOpIVARetParcial', t.retainedPartialOps)}${el('TotIVARetParcial', t.retainedPartial)}` : ''}${el('TotMntTotal', t.total)}</TotalesPeriodo>`;

/**
 * Writes an IECV book in the layout of the SII's LibroCV_v10.xsd: the root LibroCompraVenta holds
 * EnvioLibro (ID) with its Caratula, the ResumenPeriodo of each type summed from the documents, a
 * Detalle per document and TmstFirma, then the XML-DSig Signature of EnvioLibro when `signer` is
 * given (the schema requires it; other programs' unsigned books are read all the same).
 * ISO-8859-1. For tests and the data generator.
 */
export const writeLibroCompraVenta = (
  direction: SiiDirection,
  docs: readonly SiiDocument[],
  opts: LibroOptions,
): Buffer => {
  const business = normalizeRut(opts.businessRut);
  if (business === null)
    throw new Error(`writeLibroCompraVenta: RUT de la empresa inválido '${opts.businessRut}'`);
  const period = opts.period ?? docs[0]?.issueDate.slice(0, 7);
  if (period === undefined) throw new Error('writeLibroCompraVenta: sin documentos, indica el período');
  const totals = new Map<number, Totals>();
  const lines: string[] = [];
  const add = (type: number) => {
    const t = totals.get(type) ?? emptyTotals();
    totals.set(type, t);
    return t;
  };
  for (const doc of docs) {
    const t = add(doc.docType);
    const iva = ivaParts(doc);
    t.docs++;
    t.exempt += doc.exemptAmount;
    t.net += doc.netAmount;
    t.iva += iva.recoverable;
    for (const n of iva.nonRecoverable) {
      const seen = t.nonRecoverable.get(n.code) ?? { ops: 0, amount: 0 };
      seen.ops++;
      seen.amount += n.amount;
      t.nonRecoverable.set(n.code, seen);
    }
    if (iva.sharedUse) {
      t.sharedUseOps++;
      t.sharedUse += iva.sharedUse;
    }
    for (const o of doc.otherTaxDetails ?? [])
      t.otherTaxes.set(o.code, (t.otherTaxes.get(o.code) ?? 0) + o.amount);
    if (iva.retainedTotal) {
      t.retainedTotalOps++;
      t.retainedTotal += iva.retainedTotal;
    }
    if (iva.retainedPartial) {
      t.retainedPartialOps++;
      t.retainedPartial += iva.retainedPartial;
    }
    t.total += doc.totalAmount;
    lines.push(detalle(direction, doc));
  }
  for (const v of opts.voided ?? []) {
    add(v.docType).voided++;
    lines.push(`<Detalle>${el('TpoDoc', v.docType)}${el('NroDoc', v.folio)}<Anulado>A</Anulado></Detalle>`);
  }
  const resumen = [...totals.entries()]
    .sort(([a], [b]) => a - b)
    .map(([type, t]) => totalesPeriodo(type, t))
    .join('');
  const id = `LIBRO_${direction}_${period.replace('-', '')}`;
  const caratula = `<Caratula>${el('RutEmisorLibro', business)}${el('RutEnvia', business)}${el('PeriodoTributario', period)}<FchResol>2014-08-22</FchResol><NroResol>0</NroResol>${el('TipoOperacion', direction)}${el('TipoLibro', opts.bookType ?? 'MENSUAL')}<TipoEnvio>TOTAL</TipoEnvio></Caratula>`;
  const envio = `<EnvioLibro ID="${id}">${caratula}${resumen === '' ? '' : `<ResumenPeriodo>${resumen}</ResumenPeriodo>`}${lines.join('\n')}<TmstFirma>${opts.timestamp ?? `${period}-01T00:00:00`}</TmstFirma></EnvioLibro>`;
  const signature = opts.signer ? signElement(canonicalElement(envio, SII_NS), id, opts.signer) : '';
  const xml = `<?xml version="1.0" encoding="ISO-8859-1"?>\n<LibroCompraVenta xmlns="${SII_NS}" version="1.0">${envio}${signature}</LibroCompraVenta>\n`;
  return iconv.encode(xml, 'latin1');
};
