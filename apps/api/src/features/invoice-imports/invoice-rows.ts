import { createHash } from 'node:crypto';
import {
  cleanRut,
  documentSign,
  foldForSearch,
  isCollectible,
  isInRegister,
  purchaseRegisterPeriod,
  taxDocumentType,
} from '@portal/domain';
import type { SiiDirection, SiiDocument, SiiPurchaseRegister } from '@portal/sii';

/** Acknowledgment of a purchase (Ley 19.983): ACD accepted, RCD claimed (rejected). */
export type AckType = 'ACD' | 'RCD';
export type InvoiceSource = 'rcv' | 'dte' | 'iecv' | 'seed';

/** The portal's business as the importer needs it. */
export type ImportBusiness = { id: number; rut: string; name: string };

/** One `invoices` row as the set-based upsert writes it (SII fields, plus `payed` for new rows). */
export type InvoiceRow = {
  direction: SiiDirection;
  docType: number;
  folio: number;
  issuerRut: string;
  issuerName: string;
  receiverRut: string;
  receiverName: string;
  counterpartRut: string;
  counterpartName: string;
  issueDate: string;
  receptionDate: string | null;
  /** YYYYMM: a sale's issue month; a purchase's Registro de Compras month (domain purchaseRegisterPeriod). */
  period: number;
  siiDueDate: string | null;
  netAmount: number;
  exemptAmount: number;
  ivaAmount: number;
  otherTaxes: number;
  totalAmount: number;
  /** Negative for credit notes (documentSign). */
  signedTotal: number;
  estado: 'Aceptada' | 'Rechazada' | null;
  accuseType: AckType | null;
  acknowledgedAt: string | null;
  /** JSON text of the jsonb columns. */
  items: string;
  references: string;
  otherTaxDetails: string;
  source: InvoiceSource;
  contentHash: string;
  searchText: string;
  /** The type is in the Registro de Compras y Ventas (guides are not): domain's tax table. */
  inRegister: boolean;
  /** The type can be owed (boletas and guides cannot): domain's tax table. */
  collectible: boolean;
  /** The RCV compras tab; null for sales and when the source does not say (REGISTRO). */
  purchaseRegister: SiiPurchaseRegister | null;
  /** IVA credit part (all IVA when the source gives no breakdown). */
  ivaRecoverable: number;
  ivaNonRecoverable: number;
  /** JSON text of [{ code, amount }]. */
  ivaNonRecoverableDetails: string;
  ivaSharedUse: number;
  ivaRetainedTotal: number;
  ivaRetainedPartial: number;
  /** A purchase the RCV characterises as activo fijo (F29 line 525). */
  rcvFixedAsset: boolean;
  /** Only for new rows (the data generator); an import never sets or changes it. */
  payed?: boolean;
  payedAt?: string | null;
};

/**
 * The text the invoice lists search in: lower(folio + ' ' + counterpart RUT digits (and k) + ' ' +
 * counterpart name folded: no accents, lowercase). Fold the user's query with `foldForSearch`
 * from @portal/domain and match it with `search_text LIKE '%' || $q || '%'`.
 */
export function buildSearchText(
  folio: number | string,
  counterpartRut: string,
  counterpartName: string,
): string {
  return `${folio} ${cleanRut(counterpartRut)} ${foldName(counterpartName)}`.trim();
}

// An import repeats a few hundred counterpart names over thousands of rows: fold each once.
const folded = new Map<string, string>();
function foldName(name: string): string {
  let f = folded.get(name);
  if (f === undefined) {
    if (folded.size >= 20_000) folded.clear();
    f = foldForSearch(name);
    folded.set(name, f);
  }
  return f;
}

/** Stable JSON of the items and references, in the snake_case the API speaks. */
const itemsJson = (doc: SiiDocument): string =>
  doc.items.length === 0
    ? '[]'
    : JSON.stringify(
        doc.items.map((i) => ({
          line: i.line,
          name: i.name,
          description: i.description,
          quantity: i.quantity,
          unit: i.unit,
          unit_price: i.unitPrice,
          amount: i.amount,
        })),
      );

const referencesJson = (doc: SiiDocument): string =>
  doc.references.length === 0
    ? '[]'
    : JSON.stringify(
        doc.references.map((r) => ({
          doc_type: r.docType,
          folio: r.folio,
          date: r.date,
          code: r.code,
          reason: r.reason,
        })),
      );

const otherTaxesJson = (doc: SiiDocument): string =>
  doc.otherTaxDetails === undefined || doc.otherTaxDetails.length === 0
    ? '[]'
    : JSON.stringify(doc.otherTaxDetails.map((t) => ({ code: t.code, amount: t.amount, rate: t.rate })));

const SEP = '\u001f';

/**
 * Maps a parsed SII document to its row. RCV ventas leave the issuer empty (it is the business),
 * RCV compras the receiver: the business fills them. `ack` is the acknowledgment a compras RCV
 * states for documents with a date in 'Fecha Acuse' (ACD) or 'Fecha Reclamo' (RCD).
 *
 * `contentHash` is the SII data of the document, hashed: an import updates a stored document only
 * when it differs. The user's own fields (paid, due date, comments, classification…) are not in it.
 */
export function toInvoiceRow(
  doc: SiiDocument,
  business: Pick<ImportBusiness, 'rut' | 'name'>,
  source: InvoiceSource,
  ack: AckType | null = null,
): InvoiceRow {
  const sale = doc.direction === 'VENTA';
  let issuerRut = doc.issuerRut === '' ? business.rut : doc.issuerRut;
  let issuerName = doc.issuerRut === '' ? business.name : doc.issuerName;
  let receiverRut = doc.receiverRut === '' ? business.rut : doc.receiverRut;
  let receiverName = doc.receiverRut === '' ? business.name : doc.receiverName;
  // An RCV row names the other party in the supplier (compras) or client (ventas) column whoever
  // wrote the document; a factura de compra (46) or liquidación-factura (43) is written by the
  // buyer or agent, so its real issuer is the business in compras and the counterpart in ventas.
  // Put it back, so the document keys the same as its DTE XML (the folio is the issuer's).
  if (taxDocumentType(doc.docType)?.register === 'issuer-purchases') {
    const businessIssues = issuerRut === business.rut;
    if (sale === businessIssues && issuerRut !== receiverRut) {
      [issuerRut, receiverRut] = [receiverRut, issuerRut];
      [issuerName, receiverName] = [receiverName, issuerName];
    }
  }
  // The other party: not always the issuer of a purchase. The buyer writes a factura de compra (46),
  // the agent a liquidación-factura (43), and the register follows the domain's tax table, not the
  // issuer.
  const own = sale ? issuerRut : receiverRut;
  const other = sale ? receiverRut : issuerRut;
  const swapped = other === business.rut && own !== business.rut;
  const counterpartIsReceiver = sale !== swapped;
  const counterpartRut = counterpartIsReceiver ? receiverRut : issuerRut;
  const counterpartName = counterpartIsReceiver ? receiverName : issuerName;
  const acknowledged = !sale && ack !== null && doc.acknowledgedAt !== null;
  const accuseType = acknowledged ? ack : null;
  const acknowledgedAt = acknowledged ? doc.acknowledgedAt : null;
  const items = itemsJson(doc);
  const references = referencesJson(doc);
  const otherTaxDetails = otherTaxesJson(doc);
  const iva = doc.ivaBreakdown;
  const nonRecoverable = iva?.nonRecoverable ?? [];
  const ivaNonRecoverableDetails =
    nonRecoverable.length === 0
      ? '[]'
      : JSON.stringify(nonRecoverable.map((n) => ({ code: n.code, amount: n.amount })));
  const purchaseRegister = sale ? null : (doc.purchaseRegister ?? null);
  const period = sale
    ? Number(doc.issueDate.slice(0, 4)) * 100 + Number(doc.issueDate.slice(5, 7))
    : purchaseRegisterPeriod({
        docType: doc.docType,
        issueDate: doc.issueDate,
        receptionDate: doc.receptionDate,
        // A claim date is no acuse (a claimed factura is out of the register anyway).
        acuseDate: purchaseRegister === 'RECLAMADO' ? null : doc.acknowledgedAt,
      });
  const hashed = [
    doc.direction,
    doc.docType,
    doc.folio,
    issuerRut,
    issuerName,
    receiverRut,
    receiverName,
    doc.issueDate,
    doc.receptionDate ?? '',
    doc.dueDate ?? '',
    doc.netAmount,
    doc.exemptAmount,
    doc.ivaAmount,
    doc.otherTaxes,
    doc.totalAmount,
    accuseType ?? '',
    acknowledgedAt ?? '',
    items,
    references,
    otherTaxDetails,
    iva === undefined
      ? ''
      : [
          iva.recoverable,
          ivaNonRecoverableDetails,
          iva.sharedUse,
          iva.retainedTotal,
          iva.retainedPartial,
        ].join(','),
    purchaseRegister ?? '',
    // A purchase's register month (a row stored with its issue month is updated by the next import).
    ...(sale ? [] : [period]),
    // Only when set, so the hash of every other document stays what it was.
    ...(!sale && doc.fixedAsset ? ['activo-fijo'] : []),
  ].join(SEP);
  return {
    direction: doc.direction,
    docType: doc.docType,
    folio: doc.folio,
    issuerRut,
    issuerName,
    receiverRut,
    receiverName,
    counterpartRut,
    counterpartName,
    issueDate: doc.issueDate,
    receptionDate: doc.receptionDate,
    period,
    siiDueDate: doc.dueDate,
    netAmount: doc.netAmount,
    exemptAmount: doc.exemptAmount,
    ivaAmount: doc.ivaAmount,
    otherTaxes: doc.otherTaxes,
    totalAmount: doc.totalAmount,
    signedTotal: documentSign(doc.docType) * doc.totalAmount,
    estado: accuseType === null ? null : accuseType === 'ACD' ? 'Aceptada' : 'Rechazada',
    accuseType,
    acknowledgedAt,
    items,
    references,
    otherTaxDetails,
    inRegister: isInRegister(doc.docType),
    collectible: isCollectible(doc.docType),
    purchaseRegister,
    ivaRecoverable: iva === undefined ? doc.ivaAmount : iva.recoverable,
    ivaNonRecoverable: nonRecoverable.reduce((acc, n) => acc + n.amount, 0),
    ivaNonRecoverableDetails,
    ivaSharedUse: iva?.sharedUse ?? 0,
    ivaRetainedTotal: iva?.retainedTotal ?? 0,
    ivaRetainedPartial: iva?.retainedPartial ?? 0,
    rcvFixedAsset: !sale && doc.fixedAsset === true,
    source,
    contentHash: createHash('sha256').update(hashed).digest('base64url'),
    searchText: buildSearchText(doc.folio, counterpartRut, counterpartName),
  };
}
