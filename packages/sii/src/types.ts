/** Direction of a document from the point of view of the portal's business. */
export type SiiDirection = 'VENTA' | 'COMPRA';

export type SiiReference = {
  /** TpoDocRef / 'Tipo Docto. Referencia' as written (may be non-numeric, e.g. 'SET', '801'). */
  docType: string;
  /** FolioRef as written (may be alphanumeric or carry leading zeros). */
  folio: string;
  date: string | null;
  code: number | null;
  reason: string | null;
};

export type SiiItem = {
  line: number;
  name: string;
  description: string | null;
  /** Kept as the original decimal string (QtyItem allows 6 decimals). */
  quantity: string | null;
  unit: string | null;
  unitPrice: number | null;
  amount: number;
};

/** One "other tax" line (RCV 'Codigo/Valor/Tasa Otro Imp.' or DTE <ImptoReten>). */
export type SiiOtherTax = {
  code: string;
  amount: number;
  /** Rate as written ('31.5', '2.967999999'), or null. */
  rate: string | null;
};

/** IVA no recuperable of one SII code (1–9, "Código IVA no recuperable"): never IVA credit. */
export type SiiNonRecoverableIva = { code: number; amount: number };

/**
 * How a document's IVA splits, as the RCV compras columns and the IECV book's Detalle give it (all
 * positive pesos as written; the document type gives the sign). `SiiDocument.ivaAmount` stays the
 * document's whole IVA, so net + exempt + IVA + other taxes = total still holds.
 */
export type SiiIvaBreakdown = {
  /** "Monto IVA Recuperable" / MntIVA: the only part that is IVA credit (purchases). */
  recoverable: number;
  /** "Monto Iva No Recuperable" + "Codigo IVA No Rec." / IVANoRec. */
  nonRecoverable: SiiNonRecoverableIva[];
  /** "IVA uso Comun" / IVAUsoComun: credit only in the proportion FctProp of the period. */
  sharedUse: number;
  /** IVARetTotal / "IVA Retenido Total": retained by the buyer (e.g. factura de compra 46). */
  retainedTotal: number;
  /** IVARetParcial / "IVA Retenido Parcial". */
  retainedPartial: number;
};

/**
 * Where a purchase stands in the SII's Registro de Compras: its tab of the RCV ('REGISTRO',
 * 'PENDIENTE', 'NO_INCLUIR', 'RECLAMADO'). Only REGISTRO counts for the IVA credit.
 */
export type SiiPurchaseRegister = 'REGISTRO' | 'PENDIENTE' | 'NO_INCLUIR' | 'RECLAMADO';

export type SiiDocument = {
  direction: SiiDirection;
  docType: number;
  folio: number;
  issuerRut: string;
  issuerName: string;
  receiverRut: string;
  receiverName: string;
  issueDate: string;
  receptionDate: string | null;
  acknowledgedAt: string | null;
  dueDate: string | null;
  netAmount: number;
  exemptAmount: number;
  ivaAmount: number;
  otherTaxes: number;
  totalAmount: number;
  ivaRate: number | null;
  references: SiiReference[];
  items: SiiItem[];
  sourceLine: number | null;
  raw?: Record<string, string>;
  /** Breakdown of `otherTaxes` when the source gives one (sum equals `otherTaxes`). */
  otherTaxDetails?: SiiOtherTax[];
  /** Breakdown of `ivaAmount` when the source gives one (RCV compras, IECV); absent: all recoverable. */
  ivaBreakdown?: SiiIvaBreakdown;
  /** The RCV compras tab a purchase came from, when known. */
  purchaseRegister?: SiiPurchaseRegister | null;
  /** A purchase of activo fijo as the RCV characterises it ('Tipo Compra', 'IVA Activo Fijo'). */
  fixedAsset?: boolean;
};

/** A DTE parsed from XML: the direction depends on the portal's business (see `assignDirection`). */
export type DteDocument = Omit<SiiDocument, 'direction'>;

/** A problem tied to a line of the CSV (or, for XML, to a line of the file / a document index). */
export type SiiIssue = { line: number; message: string };
