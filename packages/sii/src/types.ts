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
};

/** A DTE parsed from XML: the direction depends on the portal's business (see `assignDirection`). */
export type DteDocument = Omit<SiiDocument, 'direction'>;

/** A problem tied to a line of the CSV (or, for XML, to a line of the file / a document index). */
export type SiiIssue = { line: number; message: string };
