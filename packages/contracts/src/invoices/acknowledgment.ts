import { CLAIM_REASON_CODES } from '@portal/domain';
import { z } from 'zod';
import { invoiceDetail } from './detail';

// POST …/invoices/:id/acknowledgment: acuse de recibo of a purchase (Ley 19.983).
// ACD accepts the document (and marks it paid); RCD rejects it, for one of the SII's claim reasons.

/** reason: only with RCD; omitted means RCD itself, the SII's "Reclamo al Contenido del Documento". */
export const acknowledgmentBody = z
  .object({
    event_code: z.enum(['ACD', 'RCD']),
    reason: z.enum(CLAIM_REASON_CODES).optional(),
  })
  .refine((b) => b.event_code === 'RCD' || b.reason === undefined, {
    path: ['reason'],
    message: 'Solo un rechazo lleva motivo.',
  });
export type AcknowledgmentBody = z.input<typeof acknowledgmentBody>;

/** What the answer says happened: recorded in the portal only, or sent to the SII too. */
export const ACKNOWLEDGMENT_MESSAGES = {
  recorded: {
    ACD: 'Registramos en el portal que aceptaste esta factura. Se enviará al SII cuando la conexión con el SII esté configurada.',
    RCD: 'Registramos en el portal que rechazaste esta factura. Se enviará al SII cuando la conexión con el SII esté configurada.',
  },
  sent: {
    ACD: 'Aceptaste esta factura y lo informamos al SII.',
    RCD: 'Rechazaste esta factura y lo informamos al SII.',
  },
} as const;
export const acknowledgmentResponse = z.object({ invoice: invoiceDetail, message: z.string() });
export type AcknowledgmentResponse = z.infer<typeof acknowledgmentResponse>;
