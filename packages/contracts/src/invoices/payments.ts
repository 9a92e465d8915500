import { z } from 'zod';
import { boolParam, operationType } from './common';
import { invoiceDetail } from './detail';
import { invoiceListFilters } from './list';

// Paid state: one document (update_payed) or many (bulk_update), and purchases classification.

export const updatePayedBody = z.object({
  id_doc: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  payed: boolParam,
});
export type UpdatePayedBody = z.input<typeof updatePayedBody>;
export const updatePayedResponse = z.object({ invoice: invoiceDetail });

/** Most ids one bulk update by selection may carry. */
export const INVOICE_MAX_BULK_IDS = 1000;

/**
 * POST …/sii_invoice/bulk_update. Targets: the ids in id_docs, or (update_massive or all_invoices)
 * every document matching update_by (the list filters; omitted = the list's defaults). Changes:
 * payed, and/or invoicing_account_id (purchases; null removes the classification).
 */
export const bulkUpdateBody = z.object({
  operationType,
  id_docs: z
    .array(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .max(INVOICE_MAX_BULK_IDS)
    .optional(),
  update_by: invoiceListFilters.optional(),
  payed: boolParam.optional(),
  update_massive: boolParam.optional(),
  invoicing_account_id: z.coerce.number().int().positive().nullable().optional(),
  all_invoices: boolParam.optional(),
});
export type BulkUpdateBody = z.input<typeof bulkUpdateBody>;
export const bulkUpdateResponse = z.object({ updated: z.number().int() });
export type BulkUpdateResponse = z.infer<typeof bulkUpdateResponse>;
