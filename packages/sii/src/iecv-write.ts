import iconv from 'iconv-lite';
import { normalizeRut } from '@portal/domain';
import type { IecvBookType } from './iecv-parse';
import type { SiiDirection, SiiDocument } from './types';
import { escapeXmlLatin1 } from './xml-escape';

export type LibroOptions = {
  /** RutEmisorLibro: the business whose book it is. */
  businessRut: string;
  /** PeriodoTributario YYYY-MM; defaults to the month of the first document. */
  period?: string;
  /** TipoLibro; default MENSUAL. */
  bookType?: IecvBookType;
  /** Documents written as voided lines (Anulado A, amounts 0), by type and folio. */
  voided?: readonly { docType: number; folio: number }[];
};

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
  return `<Detalle>${el('TpoDoc', doc.docType)}${el('NroDoc', doc.folio)}${el('FchDoc', doc.issueDate)}${el('RUTDoc', rut)}${el('RznSoc', name.trim())}${nonZero('MntExe', doc.exemptAmount)}${nonZero('MntNeto', doc.netAmount)}${el('MntIVA', iva.recoverable)}${nonZero('IVAUsoComun', iva.sharedUse)}${iva.nonRecoverable
    .map((n) => `<IVANoRec>${el('CodIVANoRec', n.code)}${el('MntIVANoRec', n.amount)}</IVANoRec>`)
    .join(
      '',
    )}${otros.join('')}${nonZero('IVARetTotal', iva.retainedTotal)}${nonZero('IVARetParcial', iva.retainedPartial)}${el('MntTotal', doc.totalAmount)}</Detalle>`;
};

type Totals = { docs: number; voided: number; exempt: number; net: number; iva: number; total: number };

/**
 * Writes an IECV book (EnvioLibro/LibroCompraVenta, LibroCV_v10) of the business's sales or
 * purchases: Caratula, the ResumenPeriodo of each type summed from the documents, a Detalle per
 * document; ISO-8859-1, unsigned. For tests and the data generator.
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
    const t = totals.get(type) ?? { docs: 0, voided: 0, exempt: 0, net: 0, iva: 0, total: 0 };
    totals.set(type, t);
    return t;
  };
  for (const doc of docs) {
    const t = add(doc.docType);
    t.docs++;
    t.exempt += doc.exemptAmount;
    t.net += doc.netAmount;
    t.iva += ivaParts(doc).recoverable;
    t.total += doc.totalAmount;
    lines.push(detalle(direction, doc));
  }
  for (const v of opts.voided ?? []) {
    add(v.docType).voided++;
    lines.push(`<Detalle>${el('TpoDoc', v.docType)}${el('NroDoc', v.folio)}<Anulado>A</Anulado></Detalle>`);
  }
  const resumen = [...totals.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([type, t]) =>
        `<TotalesPeriodo>${el('TpoDoc', type)}${el('TotDoc', t.docs)}${nonZero('TotAnulado', t.voided)}${el('TotMntExe', t.exempt)}${el('TotMntNeto', t.net)}${el('TotMntIVA', t.iva)}${el('TotMntTotal', t.total)}</TotalesPeriodo>`,
    )
    .join('');
  const caratula = `<Caratula>${el('RutEmisorLibro', business)}${el('RutEnvia', business)}${el('PeriodoTributario', period)}<FchResol>2014-08-22</FchResol><NroResol>0</NroResol>${el('TipoOperacion', direction)}${el('TipoLibro', opts.bookType ?? 'MENSUAL')}<TipoEnvio>TOTAL</TipoEnvio></Caratula>`;
  const xml = `<?xml version="1.0" encoding="ISO-8859-1"?>\n<EnvioLibro xmlns="http://www.sii.cl/SiiDte" version="1.0"><LibroCompraVenta ID="LIBRO_${direction}_${period.replace('-', '')}">${caratula}<ResumenPeriodo>${resumen}</ResumenPeriodo>${lines.join('\n')}<TmstFirma>${period}-01T00:00:00</TmstFirma></LibroCompraVenta></EnvioLibro>\n`;
  return iconv.encode(xml, 'latin1');
};
