import { z } from 'zod';
import {
  accuseType,
  boolParam,
  expirationDateChangeRef,
  invoiceEstado,
  invoiceParty,
  invoicingAccount,
  operationType,
  periodParam,
  positiveInt,
} from './common';

// GET /api/v1/client/sii_invoice/invoices: the sales (VENTA) and purchases (COMPRA) lists.

/** Spec §4/§9: default last_periods per list when neither period nor last_periods is given. */
export const INVOICE_DEFAULT_LAST_PERIODS = { VENTA: 12, COMPRA: 2 } as const;
export const INVOICE_PAGE_SIZE = 10;
export const INVOICE_MAX_PAGE_SIZE = 100;
export const INVOICE_MAX_LAST_PERIODS = 120;

/**
 * Spec §9 sort mapping. sort_field takes the list column (UI name) or the mapped API name; both
 * sort the same column, always with id as the tie-breaker.
 */
export const INVOICE_SORT_FIELDS = {
  fecha_recepcion: 'detFecRecepcion',
  pagado: 'payed',
  monto_total: 'detMntTotal',
  folio: 'detNroDoc',
} as const;
export const invoiceSortField = z.enum([
  'fecha_recepcion',
  'detFecRecepcion',
  'pagado',
  'payed',
  'monto_total',
  'detMntTotal',
  'folio',
  'detNroDoc',
]);
export type InvoiceSortField = z.infer<typeof invoiceSortField>;
export const invoiceSortOrder = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(['asc', 'desc']),
);

/** The filters of a list: what "every record matching the filters" means (CSV, bulk update). */
export const invoiceListFilterFields = {
  /** One tax period YYYYMM; wins over year and last_periods. */
  period: periodParam.optional(),
  /** Every tax period of one calendar year, up to the current one; wins over last_periods. */
  year: z.coerce.number().int().min(2000).max(2999).optional(),
  /** The last N tax periods up to the current one (Chile time). */
  last_periods: positiveInt(INVOICE_MAX_LAST_PERIODS).optional(),
  /** Folio, counterpart RUT (with or without dots and dash) or name (accents ignored). */
  search: z.string().trim().max(100).optional(),
  payed: boolParam.optional(),
  /** true: unpaid with the internal due date before today (Chile). */
  expired: boolParam.optional(),
  /**
   * true: still owed, what the dashboard, cash flow and reminders count (unpaid, collectible, counted,
   * not rejected, not a credit note, issued since the business's "gestión de cobranza desde", with a
   * saldo left); false: the rest. With true, the list's totals are Σ of the saldos.
   */
  owed: boolParam.optional(),
  /** SII document type code (33, 34, 61, …). */
  document_type: positiveInt(999).optional(),
  /** true: classified to an invoicing account (purchases). */
  classified: boolParam.optional(),
  /**
   * true: purchases without acuse de recibo still inside the SII's window (received in the last 8
   * calendar days, Ley 19.983 art. 3); false: the others.
   */
  awaiting_acknowledgment: boolParam.optional(),
  bm_movement_id: positiveInt(Number.MAX_SAFE_INTEGER).optional(),
  conciliated: boolParam.optional(),
  /** Counterpart RUT of the documents to reconcile. */
  rut_conciliated: z.string().trim().min(2).max(20).optional(),
  /** Sales by where they stand in collection: none, notified or judicial. */
  collection_state: z.enum(['none', 'notified', 'judicial']).optional(),
};

export const invoiceListQuery = z.object({
  operationType,
  ...invoiceListFilterFields,
  page: positiveInt(1_000_000).default(1),
  page_size: positiveInt(INVOICE_MAX_PAGE_SIZE).default(INVOICE_PAGE_SIZE),
  sort_field: invoiceSortField.default('fecha_recepcion'),
  sort_order: invoiceSortOrder.default('desc'),
  /** csv: every matching row as a CSV download (report.csv), not one page. */
  format: z.enum(['json', 'csv']).default('json'),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuery>;
export type ParsedInvoiceListQuery = z.output<typeof invoiceListQuery>;

/** update_by of a bulk update: the list filters (operationType, when sent, must match the body's). */
export const invoiceListFilters = z.object({
  operationType: operationType.optional(),
  ...invoiceListFilterFields,
});
export type InvoiceListFilters = z.input<typeof invoiceListFilters>;

export const invoiceListItem = z.object({
  id: z.number(),
  folio: z.number(),
  /** Issue date 'YYYY-MM-DD' (the column the spec calls fecha_recepcion). */
  fecha_recepcion: z.string(),
  /** Internal due date 'YYYY-MM-DD'. */
  fecha_de_expiracion_interna: z.string().nullable(),
  /** The document total as printed (never negative); document_type tells a credit note. */
  monto_total: z.number(),
  /** The total as it counts in sums: negative for credit notes. */
  signed_total: z.number(),
  /**
   * The saldo, what is still to pay: 0 when paid or when the type cannot be owed (guides, boletas);
   * else the total less its credit notes and partial payments (bank reconciliations), never below 0
   * (domain balanceDue).
   */
  open_amount: z.number(),
  /** Paid of it by reconciled bank movements (pesos); above 0 on an unpaid document: paid in part. */
  paid_amount: z.number(),
  document_type: z.number(),
  document_type_name: z.string(),
  pagado: z.boolean(),
  /** RUT of the issuer: the provider of a purchase (the business itself on a sale). */
  proveedor_rut: z.string(),
  /** The client of a sale; null on purchases. */
  client: invoiceParty.nullable(),
  /** The other party: the client of a sale, the provider of a purchase. */
  rut: z.string(),
  razon_social: z.string(),
  period: z.number(),
  estado: invoiceEstado.nullable(),
  accuse_type: accuseType.nullable(),
  expiration_date_changes: z.array(expirationDateChangeRef),
  invoicing_account: invoicingAccount.nullable(),
  expired: z.boolean(),
  /** False when the document is listed but not in the totals (guide, claimed or "no incluir" purchase). */
  counted: z.boolean(),
  /** Where a sale stands in collection: none, notified (a notice or reminder sent), judicial. */
  collection_state: z.enum(['none', 'notified', 'judicial']),
  /** Normal debt notices sent (judicial collection needs at least 2). */
  notice_count: z.number(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;

export const invoiceListResponse = z.object({
  invoices: z.array(invoiceListItem),
  meta: z.object({ current_page: z.number(), page_size: z.number(), total_elements: z.number() }),
  /** When the business's invoices were last imported (ISO 8601), null when never. */
  last_updated: z.string().nullable(),
  /**
   * Σ signed totals of every matching document (credit notes subtract); when `open_totals`, Σ of
   * their saldos (open_amount) instead.
   */
  total_det_mnt_total: z.number(),
  /** The same over this page. */
  page_total_det_mnt_total: z.number(),
  /**
   * True when the filter keeps only owed documents (expired=true, the cash flow's documents): the
   * totals are then what they still owe, the figure the dashboard's "Vencidas" and the cash flow show.
   */
  open_totals: z.boolean(),
  /**
   * Matching documents listed but left out of total_det_mnt_total: types outside the
   * Registro de Compras y Ventas (guías de despacho) and purchases the RCV has as RECLAMADO or
   * NO_INCLUIR. total_elements counts them; this is their number and their Σ signed totals.
   */
  excluded_count: z.number(),
  excluded_det_mnt_total: z.number(),
  error: z.null(),
});
export type InvoiceListResponse = z.infer<typeof invoiceListResponse>;

/** CSV export (format=csv): columns, in order. Semicolon-separated, UTF-8 with BOM, dates DD/MM/YYYY. */
export const INVOICE_CSV_HEADERS = [
  'Tipo documento',
  'Folio',
  'Fecha emisión',
  'Vencimiento interno',
  'RUT',
  'Razón social',
  'Monto neto',
  'Monto exento',
  'IVA',
  'Monto total',
  'Pagada',
  'Estado',
] as const;
/** The name before a CSV's dates, per list: what the file holds. */
const CSV_NAME = { VENTA: 'ventas', COMPRA: 'compras' } as const;
const yyyyMm = (period: number) => `${Math.floor(period / 100)}-${String(period % 100).padStart(2, '0')}`;

/**
 * The CSV export's file name, named for what it holds: 'ventas-2026-03.csv' for one period,
 * 'compras-2026-02-a-2026-03.csv' for a range (both the server's Content-Disposition and the file
 * the browser saves).
 */
export function invoiceCsvFileName(operationType: 'VENTA' | 'COMPRA', from: number, to: number): string {
  const dates = from === to ? yyyyMm(from) : `${yyyyMm(from)}-a-${yyyyMm(to)}`;
  return `${CSV_NAME[operationType]}-${dates}.csv`;
}
