import { z } from 'zod';

// GET /api/v1/client/sii_invoice/periods: the tax periods the business has documents in, per
// direction, so a period picker can reach back to the oldest imported one.

const periodSpan = z
  .object({
    /** Oldest period YYYYMM with a document of this direction. */
    oldest: z.number().int(),
    /** Newest period YYYYMM with a document of this direction. */
    newest: z.number().int(),
  })
  .nullable();

export const invoicePeriodsResponse = z.object({
  /** null for a direction without documents. */
  periods: z.object({ VENTA: periodSpan, COMPRA: periodSpan }),
});
export type InvoicePeriodsResponse = z.infer<typeof invoicePeriodsResponse>;
