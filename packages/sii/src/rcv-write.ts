import iconv from 'iconv-lite';
import { formatDate, normalizeRut, parseIsoDate } from '@portal/domain';
import { RCV_COMPRA_HEADER, RCV_VENTA_HEADER } from './rcv-columns';
import type { SiiDirection, SiiDocument, SiiOtherTax, SiiPurchaseRegister } from './types';

export type RcvWriteOptions = {
  /** RUT of the portal's business: the issuer of every venta, the receiver of every compra. */
  businessRut: string;
  /**
   * Compras: the RCV tab to write, in its layout. RECLAMADO names column 9 'Fecha Reclamo',
   * PENDIENTE has no acknowledgment column (23 columns), REGISTRO and NO_INCLUIR share the
   * 24-column layout (the SII tells them apart by the file name). Default REGISTRO.
   */
  register?: SiiPurchaseRegister;
};

/** Column of 'Fecha Acuse' in the compras layout: 'Fecha Reclamo' in reclamado, absent in pendiente. */
const COMPRA_ACK_COLUMN = 8;

const compraHeader = (register: SiiPurchaseRegister): string[] => {
  const header = [...RCV_COMPRA_HEADER];
  if (register === 'RECLAMADO') header[COMPRA_ACK_COLUMN] = 'Fecha Reclamo';
  if (register === 'PENDIENTE') header.splice(COMPRA_ACK_COLUMN, 1);
  return header;
};

/** The SII format has no quoting: separators and line breaks inside a text become spaces. */
const clean = (text: string): string => text.replace(/[;\r\n]+/g, ' ').trim();

const dateTime = (iso: string | null): string => (iso === null ? '' : `${formatDate(iso)} 00:00:00`);

const otherTaxLines = (doc: SiiDocument): SiiOtherTax[] => {
  const details = doc.otherTaxDetails ?? [];
  if (details.length === 0)
    return doc.otherTaxes === 0 ? [] : [{ code: '', amount: doc.otherTaxes, rate: null }];
  const sum = details.reduce((s, d) => s + d.amount, 0);
  if (sum !== doc.otherTaxes) {
    throw new Error(
      `writeRcvCsv: documento tipo ${doc.docType} folio ${doc.folio}: otherTaxDetails suma ${sum} y otherTaxes es ${doc.otherTaxes}`,
    );
  }
  return details;
};

/** 'Tipo/Folio Docto. Referencia' hold one type: folios of that type are joined with '-'. */
const referenceCells = (doc: SiiDocument): [string, string] => {
  if (doc.references.length === 0) return ['', ''];
  const type = doc.references[0].docType;
  const folios = doc.references.filter((r) => r.docType === type).map((r) => clean(r.folio));
  return [clean(type), folios.join('-')];
};

const ventaRow = (
  nro: string,
  doc: SiiDocument,
  tax: SiiOtherTax | undefined,
  continuation: boolean,
): string[] => {
  const row = new Array<string>(RCV_VENTA_HEADER.length).fill('');
  row[0] = nro;
  row[1] = String(doc.docType);
  row[2] = 'Del Giro';
  row[3] = doc.receiverRut;
  row[4] = clean(doc.receiverName);
  row[5] = String(doc.folio);
  row[6] = formatDate(doc.issueDate);
  if (!continuation) {
    row[7] = dateTime(doc.receptionDate);
    row[8] = dateTime(doc.acknowledgedAt);
    row[10] = String(doc.exemptAmount);
    row[11] = String(doc.netAmount);
    row[12] = String(doc.ivaAmount);
    row[13] = String(doc.totalAmount);
    for (let i = 14; i <= 18; i++) row[i] = '0';
    row[14] = String(doc.ivaBreakdown?.retainedTotal ?? 0);
    row[15] = String(doc.ivaBreakdown?.retainedPartial ?? 0);
    row[19] = '-';
    for (let i = 20; i <= 23; i++) row[i] = '0';
    [row[24], row[25]] = referenceCells(doc);
    row[28] = '0';
    row[30] = '0';
    row[31] = '2';
    row[32] = '0';
    row[33] = '0';
    row[34] = '0';
    row[38] = '0';
  }
  if (tax !== undefined) {
    row[40] = clean(tax.code);
    row[41] = String(tax.amount);
    row[42] = tax.rate === null ? '' : clean(tax.rate);
  }
  return row;
};

const compraRow = (
  nro: string,
  doc: SiiDocument,
  tax: SiiOtherTax | undefined,
  continuation: boolean,
): string[] => {
  const row = new Array<string>(RCV_COMPRA_HEADER.length).fill('');
  row[0] = nro;
  row[1] = String(doc.docType);
  row[2] = doc.fixedAsset ? 'Activo Fijo' : 'Del Giro';
  row[3] = doc.issuerRut;
  row[4] = clean(doc.issuerName);
  row[5] = String(doc.folio);
  row[6] = formatDate(doc.issueDate);
  if (!continuation) {
    row[7] = dateTime(doc.receptionDate);
    row[8] = dateTime(doc.acknowledgedAt);
    row[9] = String(doc.exemptAmount);
    row[10] = String(doc.netAmount);
    const b = doc.ivaBreakdown;
    const nonRec = b?.nonRecoverable ?? [];
    if (nonRec.length > 1) {
      throw new Error(
        `writeRcvCsv: documento tipo ${doc.docType} folio ${doc.folio}: una fila del RCV lleva un solo código de IVA no recuperable`,
      );
    }
    if (
      b !== undefined &&
      b.recoverable + nonRec.reduce((t, n) => t + n.amount, 0) + b.sharedUse !== doc.ivaAmount
    ) {
      throw new Error(
        `writeRcvCsv: documento tipo ${doc.docType} folio ${doc.folio}: el desglose del IVA no suma ivaAmount`,
      );
    }
    row[11] = String(b === undefined ? doc.ivaAmount : b.recoverable);
    if (nonRec.length === 1) {
      row[12] = String(nonRec[0].amount);
      row[13] = String(nonRec[0].code);
    }
    row[14] = String(doc.totalAmount);
    // An activo fijo purchase repeats its net and recoverable IVA in the activo fijo columns.
    if (doc.fixedAsset) {
      row[15] = String(doc.netAmount);
      row[16] = String(b === undefined ? doc.ivaAmount : b.recoverable);
    }
    if (b !== undefined && b.sharedUse !== 0) row[17] = String(b.sharedUse);
    row[19] = '0';
    row[20] = '0';
  }
  if (tax !== undefined) {
    row[21] = clean(tax.code);
    row[22] = String(tax.amount);
    row[23] = tax.rate === null ? '' : clean(tax.rate);
  }
  return row;
};

const checkDoc = (direction: SiiDirection, doc: SiiDocument, business: string): void => {
  const where = `writeRcvCsv: documento tipo ${doc.docType} folio ${doc.folio}`;
  const own = direction === 'VENTA' ? doc.issuerRut : doc.receiverRut;
  if (own !== '' && normalizeRut(own) !== business) {
    throw new Error(
      `${where}: ${direction === 'VENTA' ? 'el emisor' : 'el receptor'} ${own} no es la empresa ${business}`,
    );
  }
  const other = direction === 'VENTA' ? doc.receiverRut : doc.issuerRut;
  if (normalizeRut(other) !== other) throw new Error(`${where}: RUT no canónico o inválido '${other}'`);
  for (const date of [doc.issueDate, doc.receptionDate, doc.acknowledgedAt]) {
    // formatDate would write 'Sin fecha' into the file; a bad date is the caller's bug.
    if (date !== null && parseIsoDate(date) === null) throw new Error(`${where}: fecha inválida '${date}'`);
  }
  for (const amount of [doc.netAmount, doc.exemptAmount, doc.ivaAmount, doc.otherTaxes, doc.totalAmount]) {
    if (!Number.isSafeInteger(amount)) throw new Error(`${where}: monto no entero (${amount})`);
  }
};

/**
 * Writes documents in the SII RCV export layout: ventas 43 columns, compras the 24-column
 * 'registro' layout; same header texts as the SII, ';' separator, trailing ';' on data rows,
 * DD/MM/YYYY dates, LF, ISO-8859-1 bytes (characters outside Latin-1 become '?').
 * A second and further `otherTaxDetails` line is written as the SII does: an extra row with an
 * empty 'Nro' repeating type, RUT and folio. Not representable (and so lost): items, due date,
 * IVA rate, reference dates/codes/reasons, references of a second type; compras carry no references.
 */
export const writeRcvCsv = (
  direction: SiiDirection,
  docs: readonly SiiDocument[],
  opts: RcvWriteOptions,
): Buffer => {
  const business = normalizeRut(opts.businessRut);
  if (business === null) throw new Error(`writeRcvCsv: RUT de la empresa inválido '${opts.businessRut}'`);
  const register = opts.register ?? 'REGISTRO';
  const header = direction === 'VENTA' ? RCV_VENTA_HEADER : compraHeader(register);
  const layoutRow =
    direction === 'VENTA'
      ? ventaRow
      : (nro: string, doc: SiiDocument, tax: SiiOtherTax | undefined, continuation: boolean) => {
          const row = compraRow(nro, doc, tax, continuation);
          if (register === 'PENDIENTE') row.splice(COMPRA_ACK_COLUMN, 1);
          return row;
        };
  const makeRow = layoutRow;
  const out: string[] = [header.join(';')];
  let nro = 0;
  for (const doc of docs) {
    checkDoc(direction, doc, business);
    const taxes = otherTaxLines(doc);
    nro++;
    out.push(`${makeRow(String(nro), doc, taxes[0], false).join(';')};`);
    for (let t = 1; t < taxes.length; t++) out.push(`${makeRow('', doc, taxes[t], true).join(';')};`);
  }
  return iconv.encode(`${out.join('\n')}\n`, 'latin1');
};
