// The invoice part of the data generator: deterministic, realistic SII documents of one business
// (sales and purchases with their clients and providers), and their writer. The writer goes
// through the importer's own set-based upsert, so seeded and imported invoices are the same rows.
import { createHash } from 'node:crypto';
import type { Db, Queryable } from '@portal/db';
import { computeRutDv, ivaOf, periodOf, periodRange } from '@portal/domain';
import type {
  SiiDirection,
  SiiDocument,
  SiiIvaBreakdown,
  SiiItem,
  SiiPurchaseRegister,
  SiiReference,
} from '@portal/sii';
import { insertImport, saveImportCounts } from '../features/invoice-imports/invoice-imports.repository';
import { type AckType, toInvoiceRow } from '../features/invoice-imports/invoice-rows';
import { type UpsertCounts, upsertInvoices } from '../features/invoice-imports/invoices-upsert.repository';
import { DEFAULT_TODAY } from './generator';
import { type Random, companyName, createRandom, personName } from './random';

export type InvoiceGenOptions = {
  seed: number;
  business: { rut: string; name: string };
  /** Documents in all (sales + purchases). */
  count: number;
  /** The last possible issue date; documents spread over the 24 months before it. */
  today?: string;
  /** Share of sales; default 0.6 (the rest are purchases). */
  salesShare?: number;
};

type Party = { rut: string; name: string };

/** SII's generic RUT for a final consumer, the receiver of a boleta. */
const CONSUMIDOR_FINAL: Party = { rut: '66666666-6', name: 'Consumidor final' };

// Small shares of what the tax rules treat apart: guías de despacho (52, never in a total), boletas
// (39/41, paid at issue), facturas de compra (46, written by the business as buyer, IVA retained).
const SALES_TYPES: readonly [number, number][] = [
  [33, 0.7],
  [34, 0.06],
  [39, 0.05],
  [41, 0.01],
  [52, 0.04],
  [56, 0.04],
  [61, 0.1],
];
const PURCHASE_TYPES: readonly [number, number][] = [
  [33, 0.76],
  [34, 0.07],
  [46, 0.03],
  [52, 0.03],
  [56, 0.03],
  [61, 0.08],
];

const PRODUCTS = [
  ['Servicio de asesoría contable mensual', 'Servicio'],
  ['Arriendo de maquinaria', 'Día'],
  ['Cemento especial 25 kg', 'Saco'],
  ['Despacho de mercadería a regiones', 'Servicio'],
  ['Mantención preventiva de equipos', 'Servicio'],
  ['Harina de trigo 25 kg', 'Saco'],
  ['Licencia de software (mensual)', 'Unidad'],
  ['Transporte de carga Santiago–Rancagua', 'Viaje'],
  ['Cajas de cartón corrugado', 'Paquete'],
  ['Servicio de aseo industrial', 'Mes'],
  ['Diseño gráfico de campaña', 'Hora'],
  ['Petróleo diésel', 'Litro'],
  ['Artículos de oficina', 'Unidad'],
  ['Fruta fresca de exportación', 'Caja'],
  ['Instalación eléctrica', 'Servicio'],
  ['Pintura látex 1 galón', 'Tineta'],
] as const;
const EXEMPT_PRODUCTS = [
  'Curso de capacitación (exento)',
  'Transporte de pasajeros',
  'Asesoría educacional',
  'Arriendo de inmueble sin amoblar',
] as const;

const addDays = (iso: string, days: number): string => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

const companyRut = (r: Random): string => {
  const body = r.chance(0.2) ? r.int(96_000_000, 99_599_999) : r.int(76_000_000, 78_999_999);
  return `${body}-${computeRutDv(body).toUpperCase()}`;
};

function pool(r: Random, size: number, used: Set<string>): Party[] {
  const parties: Party[] = [];
  const names = new Set<string>();
  while (parties.length < size) {
    const rut = companyRut(r);
    let name = r.chance(0.15) ? `${personName(r)} EIRL` : companyName(r).name;
    if (names.has(name)) name = `${name.replace(/ (SpA|Limitada|EIRL|S\.A\.)$/, '')} ${r.int(2, 99)} SpA`;
    if (used.has(rut) || names.has(name)) continue;
    used.add(rut);
    names.add(name);
    parties.push({ rut, name });
  }
  return parties;
}

const pickWeighted = (r: Random, table: readonly [number, number][]): number => {
  let x = r.next();
  for (const [value, weight] of table) {
    x -= weight;
    if (x < 0) return value;
  }
  return table[0][0];
};

/** Log-uniform amount of pesos, rounded to tens: many small documents, a few big ones. */
const amount = (r: Random, min: number, max: number): number =>
  Math.max(min, Math.round(Math.exp(Math.log(min) + r.next() * (Math.log(max) - Math.log(min))) / 10) * 10);

function items(r: Random, total: number, exempt: boolean): SiiItem[] {
  const n = total < 50_000 ? 1 : r.int(1, 3);
  const out: SiiItem[] = [];
  let left = total;
  for (let line = 1; line <= n; line++) {
    const part = line === n ? left : Math.max(1, Math.round((left * r.int(30, 70)) / 100));
    left -= part;
    const [name, unit] = exempt ? [r.pick(EXEMPT_PRODUCTS), 'Servicio'] : r.pick(PRODUCTS);
    const qty = part % 4 === 0 && part >= 4000 ? 4 : part % 2 === 0 && part >= 2000 ? 2 : 1;
    out.push({
      line,
      name,
      description: null,
      quantity: String(qty),
      unit,
      unitPrice: part / qty,
      amount: part,
    });
  }
  return out;
}

type Draft = { direction: SiiDirection; docType: number; issueDate: string; party: Party };

/**
 * Deterministic documents of one business: ~60% sales and 40% purchases over the 24 months up to
 * `today`; mostly type 33, with 34 (exempt), 39/41 (boletas, sales), 46 (facturas de compra the
 * business writes, IVA retained), 52 (guías de despacho), 56 (debit notes) and 61 (credit notes
 * referencing an earlier 33 of the same counterpart, paid or not); purchases carry their RCV tab and
 * IVA split (purchaseTax); IVA = round(net × 19%). Clients and
 * providers come from a pool with valid RUTs and Spanish names. Sorted by issue date.
 */
export function generateInvoices(opts: InvoiceGenOptions): SiiDocument[] {
  const r = createRandom(opts.seed);
  const today = opts.today ?? DEFAULT_TODAY;
  const salesShare = opts.salesShare ?? 0.6;
  const own: Party = { rut: opts.business.rut, name: opts.business.name };
  const used = new Set<string>([own.rut, CONSUMIDOR_FINAL.rut]);
  // Up to 4,800 documents: 1 client per 12 (at most 400); above, 1 per 10 up to 20,000 (the bench's
  // largest business, 200,000 documents, has ~20,000 distinct clients: the budget of the clients list).
  const clientCount =
    opts.count <= 4_800
      ? Math.min(400, Math.max(8, Math.round(opts.count / 12)))
      : Math.min(20_000, Math.round(opts.count / 10));
  const clients = pool(r, clientCount, used);
  const providers = pool(r, Math.min(300, Math.max(6, Math.round(opts.count / 18))), used);

  const drafts: Draft[] = [];
  for (let i = 0; i < opts.count; i++) {
    const direction: SiiDirection = r.chance(salesShare) ? 'VENTA' : 'COMPRA';
    const docType = pickWeighted(r, direction === 'VENTA' ? SALES_TYPES : PURCHASE_TYPES);
    const party =
      docType === 39 || docType === 41
        ? CONSUMIDOR_FINAL
        : direction === 'VENTA'
          ? r.pick(clients)
          : r.pick(providers);
    drafts.push({ direction, docType, issueDate: addDays(today, -r.int(0, 729)), party });
  }
  drafts.sort((a, b) => (a.issueDate < b.issueDate ? -1 : a.issueDate > b.issueDate ? 1 : 0));

  // Folios grow with the date: per type for the business's own documents, per provider and type.
  const nextFolio = new Map<string, number>();
  const folioOf = (issuer: string, docType: number): number => {
    const key = `${issuer}|${docType}`;
    const folio = nextFolio.get(key) ?? r.int(100, 5000);
    nextFolio.set(key, folio + (issuer === own.rut ? 1 : r.int(1, 40)));
    return folio;
  };
  // Earlier invoices (33) by counterpart, for the notes to reference.
  const invoicesOf = new Map<string, SiiDocument[]>();

  const docs: SiiDocument[] = [];
  for (const d of drafts) {
    const sale = d.direction === 'VENTA';
    const key = `${d.direction}|${d.party.rut}`;
    const earlier = invoicesOf.get(key) ?? [];
    const note = d.docType === 56 || d.docType === 61;
    const referenced =
      note && earlier.length > 0
        ? earlier[earlier.length - 1 - r.int(0, Math.min(3, earlier.length - 1))]
        : null;
    const docType = note && referenced === null ? 33 : d.docType;

    let net = 0;
    let exempt = 0;
    let iva = 0;
    const references: SiiReference[] = [];
    if (docType === 34) {
      exempt = amount(r, 40_000, 6_000_000);
    } else if (docType === 39) {
      const total = amount(r, 3_000, 350_000);
      net = Math.round(total / 1.19);
      iva = total - net;
    } else if (docType === 41) {
      exempt = amount(r, 3_000, 200_000);
    } else if (referenced !== null) {
      const whole = docType === 61 && r.chance(0.4);
      net = whole
        ? referenced.netAmount
        : Math.max(
            1_000,
            Math.round((referenced.netAmount * r.int(5, docType === 61 ? 90 : 20)) / 1000) * 10,
          );
      iva = ivaOf(net);
      references.push({
        docType: '33',
        folio: String(referenced.folio),
        date: referenced.issueDate,
        code: whole ? 1 : 3,
        reason: whole ? 'Anula documento' : docType === 61 ? 'Devolución de mercaderías' : 'Corrige montos',
      });
    } else {
      net = amount(r, 25_000, 12_000_000);
      if (r.chance(0.08)) exempt = amount(r, 5_000, 400_000);
      iva = ivaOf(net);
    }
    // A factura de compra (46) is written by the buyer, the business; the RCV de compras lists it
    // under its seller ("RUT Proveedor"), as the generator writes every purchase.
    const issuer = sale ? own : d.party;
    const receiver = sale ? d.party : own;
    const issueDate = d.issueDate;
    const receptionDate = addDays(
      issueDate,
      Math.min(r.int(0, 3), Math.max(0, daysBetween(issueDate, today))),
    );
    const age = daysBetween(issueDate, today);
    const doc: SiiDocument = {
      direction: d.direction,
      docType,
      // A factura de compra's folio is the business's own (it writes it), whoever the RCV lists.
      folio: folioOf(docType === 46 ? own.rut : issuer.rut, docType),
      issuerRut: issuer.rut,
      issuerName: issuer.name,
      receiverRut: receiver.rut,
      receiverName: receiver.name,
      issueDate,
      receptionDate,
      acknowledgedAt:
        !sale && docType === 33 && age > 8 && r.chance(0.5) ? addDays(receptionDate, r.int(1, 7)) : null,
      dueDate:
        (docType === 33 || docType === 34) && r.chance(0.7)
          ? addDays(issueDate, r.pick([30, 30, 45, 60]))
          : null,
      netAmount: net,
      exemptAmount: exempt,
      ivaAmount: iva,
      otherTaxes: 0,
      totalAmount: net + exempt + iva,
      ivaRate: net > 0 ? 19 : null,
      references,
      items: docType === 34 ? items(r, exempt, true) : items(r, net + exempt, false),
      sourceLine: null,
    };
    if (!sale && docType !== 52) Object.assign(doc, purchaseTax(r, doc, age));
    if (docType === 33) invoicesOf.set(key, [...earlier.slice(-20), doc]);
    docs.push(doc);
  }
  return docs;
}

/**
 * A purchase's RCV tab and IVA split, in small realistic shares: recent ones still PENDIENTE (the
 * SII's 8 days), a few RECLAMADO or NO_INCLUIR; some IVA not recoverable (code 1–4) or of shared use
 * (uso común); a factura de compra's IVA retained in full by the business.
 */
function purchaseTax(
  r: Random,
  doc: SiiDocument,
  age: number,
): { purchaseRegister: SiiPurchaseRegister; ivaBreakdown: SiiIvaBreakdown } {
  const x = r.next();
  const purchaseRegister: SiiPurchaseRegister =
    age < 8 ? 'PENDIENTE' : x < 0.03 ? 'RECLAMADO' : x < 0.05 ? 'NO_INCLUIR' : 'REGISTRO';
  const iva = doc.ivaAmount;
  const none = { recoverable: iva, nonRecoverable: [], sharedUse: 0, retainedTotal: 0, retainedPartial: 0 };
  const y = r.next();
  const ivaBreakdown: SiiIvaBreakdown =
    iva === 0
      ? none
      : doc.docType === 46
        ? { ...none, retainedTotal: iva }
        : y < 0.05
          ? { ...none, recoverable: 0, nonRecoverable: [{ code: r.int(1, 4), amount: iva }] }
          : y < 0.09
            ? { ...none, recoverable: 0, sharedUse: iva }
            : none;
  return { purchaseRegister, ivaBreakdown };
}

/** A number in [0, 1) from the document's identity: the paid flag does not depend on the order. */
const unit = (doc: SiiDocument): number =>
  createHash('sha256').update(`${doc.docType}|${doc.issuerRut}|${doc.folio}`).digest().readUInt32BE(0) /
  4_294_967_296;

export type WriteInvoicesOptions = {
  /** Share of documents marked paid; older documents are more likely paid, recent ones less. */
  payedRatio?: number;
  /** The day "now" is for the paid rule; default the generator's anchor day. */
  today?: string;
  /** The business's "gestión de cobranza desde" if it has none; default: the first document's period start. */
  collectionsSince?: string;
};

/**
 * Writes generated documents of a business through the importer's set-based upsert (one piece of
 * code), recorded as one import with source 'seed'. New rows get the paid flag; documents already
 * stored keep theirs. In one transaction when given a Db.
 */
export async function writeInvoices(
  db: Db | Queryable,
  businessId: number,
  docs: readonly SiiDocument[],
  opts: WriteInvoicesOptions = {},
): Promise<UpsertCounts & { importId: number }> {
  const ratio = opts.payedRatio ?? 0.7;
  const today = opts.today ?? DEFAULT_TODAY;
  const rows = docs.map((doc) => {
    const own = doc.direction === 'VENTA' ? doc.issuerRut : doc.receiverRut;
    const ack: AckType | null = doc.direction === 'COMPRA' && doc.acknowledgedAt !== null ? 'ACD' : null;
    const row = toInvoiceRow(doc, { rut: own, name: '' }, 'seed', ack);
    const age = daysBetween(doc.issueDate, today);
    const p = age > 90 ? Math.min(0.97, ratio + 0.25) : age > 30 ? ratio : ratio * 0.35;
    const payed = unit(doc) < p;
    const paidOn = addDays(
      doc.issueDate,
      Math.min(Math.max(age, 0), 5 + (Math.floor(unit(doc) * 1000) % 50)),
    );
    return { ...row, payed, payedAt: payed ? `${paidOn}T15:00:00Z` : null };
  });
  const write = async (tx: Queryable) => {
    const { id } = await insertImport(tx, businessId, {
      source: 'seed',
      fileName: 'generador de datos',
      fileSha256: createHash('sha256')
        .update(rows.map((r) => r.contentHash).join('\n'))
        .digest('hex'),
      files: [],
      createdBy: null,
    });
    const first = rows.map((r) => r.issueDate).sort()[0] ?? today;
    const counts = await upsertInvoices(tx, businessId, rows, {
      importId: id,
      collectionsSince: opts.collectionsSince ?? periodRange(periodOf(first)!).from,
    });
    await saveImportCounts(tx, businessId, id, {
      new: counts.inserted,
      updated: counts.updated,
      unchanged: counts.unchanged,
      rejected: 0,
    });
    return { ...counts, importId: id };
  };
  return 'transaction' in db ? db.transaction(write) : write(db);
}
