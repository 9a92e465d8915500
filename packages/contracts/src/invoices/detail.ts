import { z } from 'zod';
import { invoiceParty } from './common';
import { invoiceListItem } from './list';

// GET /api/v1/client/sii_invoice/invoices/:id and the internal due date (payment date) calls.

export const invoiceIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A line of the DTE as the importer stores it (fields vary by source; unknown ones pass through). */
export const invoiceItemLine = z.looseObject({
  line: z.number().nullish(),
  name: z.string().nullish(),
  description: z.string().nullish(),
  quantity: z.union([z.number(), z.string()]).nullish(),
  unit: z.string().nullish(),
  unit_price: z.number().nullish(),
  amount: z.number().nullish(),
});
export const invoiceReference = z.looseObject({
  doc_type: z.union([z.number(), z.string()]).nullish(),
  doc_type_name: z.string().nullish(),
  folio: z.union([z.number(), z.string()]).nullish(),
  date: z.string().nullish(),
  reason: z.string().nullish(),
  code: z.union([z.number(), z.string()]).nullish(),
});

/** The uploaded PDF or image of an invoice. */
export const invoiceDocument = z.object({
  id: z.number(),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  created_at: z.string(),
  /** Where the API serves the bytes (GET, with the session headers). */
  url: z.string(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocument>;

/** A payment of the invoice: a bank movement reconciled with it, for `amount` pesos of it. */
export const invoicePayment = z.object({
  /** The reconciliation's id. */
  id: z.number(),
  bm_movement_id: z.number(),
  /** The movement's date 'YYYY-MM-DD'. */
  date: z.string(),
  amount: z.number(),
  description: z.string(),
  /** The account's name, else its bank and number. */
  account: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;

export const invoiceDetail = invoiceListItem.extend({
  operation_type: z.enum(['VENTA', 'COMPRA']),
  issue_date: z.string(),
  reception_date: z.string().nullable(),
  sii_due_date: z.string().nullable(),
  net_amount: z.number(),
  exempt_amount: z.number(),
  iva_amount: z.number(),
  other_taxes: z.number(),
  other_tax_details: z.array(z.looseObject({})),
  /**
   * How the IVA splits: only `recoverable` is IVA credit; non-recoverable by SII code,
   * shared use (uso común) and retained apart. A sale's IVA is all recoverable.
   */
  iva_breakdown: z.object({
    recoverable: z.number(),
    non_recoverable: z.number(),
    non_recoverable_details: z.array(z.object({ code: z.number(), amount: z.number() })),
    shared_use: z.number(),
    retained_total: z.number(),
    retained_partial: z.number(),
  }),
  /** The RCV compras tab (null: REGISTRO, or a sale). */
  purchase_register: z.enum(['REGISTRO', 'PENDIENTE', 'NO_INCLUIR', 'RECLAMADO']).nullable(),
  /** A credit note's referenced invoice in the portal, when found. */
  referenced_invoice_id: z.number().nullable(),
  /** Σ of the credit notes that reference this document (positive pesos). */
  credited_amount: z.number(),
  /** The reconciled bank movements behind paid_amount, oldest first. */
  payments: z.array(invoicePayment),
  payed_at: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
  issuer: invoiceParty,
  receiver: invoiceParty,
  items: z.array(invoiceItemLine),
  references: z.array(invoiceReference),
  bm_movement_id: z.number().nullable(),
  conciliated: z.boolean(),
  comments_count: z.number(),
  /** The uploaded document, or null. */
  file: invoiceDocument.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;
export const invoiceDetailResponse = z.object({ invoice: invoiceDetail });
export type InvoiceDetailResponse = z.infer<typeof invoiceDetailResponse>;

export const expirationDateChange = z.object({
  _id: z.number(),
  /** The date this change set ('YYYY-MM-DD'). */
  expireDate: z.string(),
  previous_date: z.string().nullable(),
  created_at: z.string(),
  user_name: z.string().nullable(),
});
export type ExpirationDateChange = z.infer<typeof expirationDateChange>;
export const expirationDateChangesResponse = z.object({
  expiration_date_changes: z.array(expirationDateChange),
});
export type ExpirationDateChangesResponse = z.infer<typeof expirationDateChangesResponse>;

/** Longest payment term accepted for expire_days (ten years). */
export const INVOICE_MAX_EXPIRE_DAYS = 3650;

/**
 * PUT …/invoices/:id/expire_date: exactly one of a new date, a number of days from the issue date,
 * or an earlier change of this invoice to go back to. `id`, when sent, must be the invoice of the path.
 */
export const updateExpireDateBody = z.object({
  /** 'YYYY-MM-DD' (or 'DD/MM/YYYY'); checked by the service so the message is the spec's. */
  expire_date: z.string().max(30).nullish(),
  expire_days: z.coerce.number().int().min(0).max(INVOICE_MAX_EXPIRE_DAYS).nullish(),
  id: z.coerce.number().int().positive().nullish(),
  return_to_expire_date_id: z.coerce.number().int().positive().nullish(),
});
export type UpdateExpireDateBody = z.input<typeof updateExpireDateBody>;
