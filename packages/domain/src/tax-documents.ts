// SII tax document types ("tipos de documento tributario"): the one table of which register each
// type belongs to, for whom, with which sign, how its IVA counts and whether it can be owed.
// Codes and names: SII "Formato de Documentos Tributarios Electrónicos" (TipoDTE) and the Libro de
// Compras y Ventas schema (LibroCV_v10.xsd, TpoDoc). Every figure of the portal reads this table.

/** +1 adds to totals, −1 subtracts (credit notes reverse the document they reference). */
export type DocumentSign = 1 | -1;

/**
 * Whose register a document goes in, seen from the two parties:
 * - 'issuer-sales': the issuer's Registro de Ventas, the receiver's Registro de Compras (the usual case);
 * - 'issuer-purchases': the issuer's Registro de Compras, the receiver's Registro de Ventas
 *   (the buyer or the agent writes the document: factura de compra, liquidación-factura);
 * - 'none': not in the Registro de Compras y Ventas (guías de despacho: they move goods, not sales).
 */
export type RegisterSide = 'issuer-sales' | 'issuer-purchases' | 'none';

/**
 * How the document's IVA counts: 'debit-credit' (IVA débito of the seller, IVA crédito of the buyer
 * when recoverable), 'retained' (factura de compra: the buyer retains and pays the IVA itself, so it
 * is still the buyer's credit), 'exempt' (no IVA), 'none' (not a tax document for IVA).
 */
export type IvaTreatment = 'debit-credit' | 'retained' | 'exempt' | 'none';

export type TaxDocumentType = {
  readonly code: number;
  /** The SII's name of the type. */
  readonly name: string;
  readonly register: RegisterSide;
  readonly sign: DocumentSign;
  readonly iva: IvaTreatment;
  /**
   * False for documents paid when they are issued (boletas and the month's summaries of sales to
   * final consumers): never a receivable, no due date, never overdue. Also false outside the register.
   */
  readonly collectible: boolean;
  /** The SII wording this row relies on. */
  readonly sii: string;
};

const row = (
  code: number,
  name: string,
  register: RegisterSide,
  sign: DocumentSign,
  iva: IvaTreatment,
  collectible: boolean,
  sii: string,
): TaxDocumentType => ({ code, name, register, sign, iva, collectible, sii });

const SALE = 'issuer-sales' as const;
const BUYER = 'issuer-purchases' as const;
const FACTURA = 'Factura: documento que el vendedor emite al comprador; va en su Registro de Ventas.';
const BOLETA =
  'Boleta: venta a consumidor final, se paga al emitirse; en el Registro de Ventas va como resumen del mes.';
const SUMMARY = 'Total de operaciones del mes (LibroCV, TpoDoc): resumen de ventas a consumidor final.';
const NC = 'Nota de crédito: anula o rebaja el documento que referencia; resta en el registro.';
const ND = 'Nota de débito: aumenta el documento que referencia; suma en el registro.';
const EXPORT = 'Documento de exportación: venta exenta de IVA (DL 825 art. 12 D).';

/**
 * The table. Rows for codes the portal may meet in an RCV, an IECV book or a DTE; the names are the
 * SII's (the RCV and the importer's messages show them).
 */
export const TAX_DOCUMENT_TYPES: readonly TaxDocumentType[] = [
  row(
    29,
    'Factura de inicio',
    BUYER,
    1,
    'retained',
    true,
    'Factura de inicio: la emite el comprador al contribuyente que inicia actividades; retiene el IVA.',
  ),
  row(30, 'Factura', SALE, 1, 'debit-credit', true, FACTURA),
  row(
    32,
    'Factura de venta bienes y servicios no afectos o exentos de IVA',
    SALE,
    1,
    'exempt',
    true,
    FACTURA,
  ),
  row(33, 'Factura electrónica', SALE, 1, 'debit-credit', true, FACTURA),
  row(34, 'Factura no afecta o exenta electrónica', SALE, 1, 'exempt', true, FACTURA),
  row(35, 'Boleta', SALE, 1, 'debit-credit', false, BOLETA),
  row(38, 'Boleta exenta', SALE, 1, 'exempt', false, BOLETA),
  row(39, 'Boleta electrónica', SALE, 1, 'debit-credit', false, BOLETA),
  row(
    40,
    'Liquidación-factura',
    BUYER,
    1,
    'debit-credit',
    true,
    'Liquidación-factura: la emite el mandatario (consignatario) al mandante por las ventas hechas por su cuenta; el mandante la registra en ventas ("RUT Emisor Liquid. Factura" del RCV de ventas).',
  ),
  row(41, 'Boleta exenta electrónica', SALE, 1, 'exempt', false, BOLETA),
  row(
    43,
    'Liquidación-factura electrónica',
    BUYER,
    1,
    'debit-credit',
    true,
    'Liquidación-factura electrónica: la emite el mandatario al mandante; venta del mandante (RCV ventas, "RUT Emisor Liquid. Factura"), compra del mandatario.',
  ),
  row(
    45,
    'Factura de compra',
    BUYER,
    1,
    'retained',
    true,
    'Factura de compra: la emite el comprador al vendedor que no emite factura; va en el Registro de Compras del emisor, que retiene el IVA (IVA retenido total o parcial).',
  ),
  row(
    46,
    'Factura de compra electrónica',
    BUYER,
    1,
    'retained',
    true,
    'Factura de compra electrónica: emitida por el comprador; Registro de Compras del emisor; IVA normalmente retenido por el comprador.',
  ),
  row(47, 'Total del mes vale electrónico especial', SALE, 1, 'debit-credit', false, SUMMARY),
  row(
    48,
    'Comprobante de pago electrónico',
    SALE,
    1,
    'debit-credit',
    false,
    'Comprobante de pago electrónico (voucher de tarjeta): pagado al emitirse; total del mes en el Registro de Ventas.',
  ),
  row(
    50,
    'Guía de despacho',
    'none',
    1,
    'none',
    false,
    'Guía de despacho: ampara el traslado de bienes; no es venta ni compra y no va en el Registro de Compras y Ventas.',
  ),
  row(
    52,
    'Guía de despacho electrónica',
    'none',
    1,
    'none',
    false,
    'Guía de despacho electrónica: traslado de bienes; no va en el Registro de Compras y Ventas.',
  ),
  row(55, 'Nota de débito', SALE, 1, 'debit-credit', true, ND),
  row(56, 'Nota de débito electrónica', SALE, 1, 'debit-credit', true, ND),
  row(60, 'Nota de crédito', SALE, -1, 'debit-credit', true, NC),
  row(61, 'Nota de crédito electrónica', SALE, -1, 'debit-credit', true, NC),
  row(101, 'Factura de exportación', SALE, 1, 'exempt', true, EXPORT),
  row(102, 'Factura de venta exenta a zona franca primaria', SALE, 1, 'exempt', true, EXPORT),
  row(103, 'Liquidación', SALE, 1, 'debit-credit', true, 'Liquidación (papel).'),
  row(104, 'Nota de débito de exportación', SALE, 1, 'exempt', true, EXPORT),
  row(105, 'Total operaciones del mes, boleta liquidación', SALE, 1, 'debit-credit', false, SUMMARY),
  row(106, 'Nota de crédito de exportación', SALE, -1, 'exempt', true, NC),
  row(108, 'Solicitud de registro de factura', SALE, 1, 'debit-credit', true, FACTURA),
  row(109, 'Factura turista', SALE, 1, 'exempt', true, EXPORT),
  row(110, 'Factura de exportación electrónica', SALE, 1, 'exempt', true, EXPORT),
  row(111, 'Nota de débito de exportación electrónica', SALE, 1, 'exempt', true, EXPORT),
  row(112, 'Nota de crédito de exportación electrónica', SALE, -1, 'exempt', true, NC),
  row(
    901,
    'Factura de ventas a empresas del territorio preferencial',
    SALE,
    1,
    'debit-credit',
    true,
    FACTURA,
  ),
  row(902, 'Conocimiento de embarque', SALE, 1, 'exempt', true, EXPORT),
  row(903, 'Documento único de salida', SALE, 1, 'exempt', true, EXPORT),
  row(904, 'Factura de traspaso', SALE, 1, 'debit-credit', true, FACTURA),
  row(905, 'Factura de reexpedición', SALE, 1, 'debit-credit', true, FACTURA),
  row(906, 'Boletas venta módulos zona franca', SALE, 1, 'debit-credit', false, BOLETA),
  row(907, 'Facturas venta módulo zona franca', SALE, 1, 'debit-credit', true, FACTURA),
  row(909, 'Facturas venta módulo zona franca', SALE, 1, 'debit-credit', true, FACTURA),
  row(910, 'Solicitud traslado zona franca', SALE, 1, 'debit-credit', true, FACTURA),
  row(911, 'Declaración de ingreso a zona franca primaria', SALE, 1, 'debit-credit', true, FACTURA),
  row(
    914,
    'Declaración de ingreso (DIN)',
    SALE,
    1,
    'debit-credit',
    false,
    'DIN: IVA pagado en aduana al importar; crédito del importador, nada que cobrar ni pagar al emisor.',
  ),
  row(919, 'Resumen ventas de pasajes nacionales sin factura', SALE, 1, 'debit-credit', false, SUMMARY),
  row(920, 'Otros registros no documentados, aumenta débito', SALE, 1, 'debit-credit', false, SUMMARY),
  row(922, 'Otros registros no documentados, disminuye débito', SALE, -1, 'debit-credit', false, SUMMARY),
  row(924, 'Resumen ventas de pasajes internacionales sin factura', SALE, 1, 'debit-credit', false, SUMMARY),
];

const BY_CODE: ReadonlyMap<number, TaxDocumentType> = new Map(TAX_DOCUMENT_TYPES.map((t) => [t.code, t]));

/** Reads a code given as number or digit string (SII CSV exports carry '33'); NaN otherwise. */
function toCode(code: number | string | null | undefined): number {
  if (typeof code === 'number') return code;
  if (typeof code === 'string' && /^\s*\d+\s*$/.test(code)) return Number(code);
  return Number.NaN;
}

/** The row of a code, or undefined when the SII has no such type. */
export function taxDocumentType(code: number | string | null | undefined): TaxDocumentType | undefined {
  return BY_CODE.get(toCode(code));
}

/** Codes of credit notes (they subtract everywhere): 60, 61, 106, 112 and the like. */
export const CREDIT_NOTE_CODES: readonly number[] = TAX_DOCUMENT_TYPES.filter(
  (t) => t.sign === -1 && t.collectible,
).map((t) => t.code);

/**
 * Codes of credit and debit notes (the SII names each "Nota de crédito…" / "Nota de débito…"): they
 * amend the document they reference, and one that only corrects a text may carry total 0.
 */
export const NOTE_CODES: readonly number[] = TAX_DOCUMENT_TYPES.filter((t) =>
  /^Nota de (crédito|débito)/.test(t.name),
).map((t) => t.code);

/** True for a credit note (it reduces the document it references). */
export const isCreditNote = (code: number | string | null | undefined): boolean =>
  CREDIT_NOTE_CODES.includes(toCode(code));

/** True when the type is in the Registro de Compras y Ventas (counts in totals and IVA). */
export const isInRegister = (code: number | string | null | undefined): boolean =>
  (taxDocumentType(code)?.register ?? 'issuer-sales') !== 'none';

/** True when a document of the type can be owed (a receivable or a payable with a due date). */
export const isCollectible = (code: number | string | null | undefined): boolean =>
  taxDocumentType(code)?.collectible ?? true;

/**
 * Whose register a document is in for the business: 'VENTA' or 'COMPRA' by the table's register
 * side, null when the business is neither issuer nor receiver. A document the business sends to
 * itself counts as its issuer's side. Types outside the register (guides) follow the usual side, so
 * they are listed with the sales or purchases they travel with.
 */
export function registerDirection(
  code: number,
  businessIsIssuer: boolean,
  businessIsReceiver: boolean,
): 'VENTA' | 'COMPRA' | null {
  if (!businessIsIssuer && !businessIsReceiver) return null;
  const buyerWrites = taxDocumentType(code)?.register === 'issuer-purchases';
  if (businessIsIssuer) return buyerWrites ? 'COMPRA' : 'VENTA';
  return buyerWrites ? 'VENTA' : 'COMPRA';
}

/**
 * The codes of IVA no recuperable an electronic purchase book may state (`CodIVANoRec`), with the
 * SII's wording. Source: the SII's schema of the book, LibroCV_v10.xsd (Detalle/IVANoRec/CodIVANoRec
 * and TotalesPeriodo/TotIVANoRec/CodIVANoRec, the same five values).
 */
export const IECV_NON_RECOVERABLE_IVA_CODES: ReadonlyMap<number, string> = new Map([
  [1, 'Compras destinadas a Generar Operaciones No Gravadas o Exentas'],
  [2, 'Facturas Registradas Fuera de Plazo'],
  [3, 'Gastos Rechazados'],
  [4, 'Entrega Gratuita'],
  [9, 'Otros'],
]);
