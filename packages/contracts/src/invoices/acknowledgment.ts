import { z } from 'zod';
import { invoiceDetail } from './detail';

// POST …/invoices/:id/acknowledgment: acuse de recibo of a purchase (Ley 19.983).
// ACD accepts the document (and marks it paid); RCD rejects it.

export const acknowledgmentBody = z.object({ event_code: z.enum(['ACD', 'RCD']) });
export type AcknowledgmentBody = z.infer<typeof acknowledgmentBody>;
export const ACKNOWLEDGMENT_MESSAGES = {
  ACD: 'Aceptaste esta factura',
  RCD: 'Rechazaste esta factura',
} as const;
export const acknowledgmentResponse = z.object({ invoice: invoiceDetail, message: z.string() });
export type AcknowledgmentResponse = z.infer<typeof acknowledgmentResponse>;
