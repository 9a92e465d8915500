import { z } from 'zod';
import { business } from '../businesses/schemas';
import { idParam } from '../common';
import { calendarDate } from '../invoices/common';

// Cobranza Online (platform spec §2.5, §3 "Cobranza debt info", §4, §7, §8): an external debt
// collection service. The business activates its account, then sends unpaid sales to it with the
// debtor's contact data. The portal records each debt sent (cobranza_online_debts) and puts it on
// the invoice's collection timeline.

/** Spec §8: the service's messages the screen translates; the server sends them as `message`. */
export const COBRANZA_ONLINE_SERVICE_MESSAGES = {
  docNotFound: 'doc id not found',
  notLegalRepresentative: 'credentials are not of legal representative',
} as const;

export const COBRANZA_DESCRIPTION_MAX_LENGTH = 500;

const address = z.email('debe ser un correo electrónico válido').max(254);
const name = z.string().trim().min(1, 'es obligatorio').max(100);

/** Spec §3 "Cobranza debt info": description, due_date, email, emails, first_name, id_doc, last_name, phone. */
export const cobranzaDebtBody = z.object({
  id_doc: idParam,
  description: z.string().trim().max(COBRANZA_DESCRIPTION_MAX_LENGTH).optional(),
  due_date: calendarDate.optional(),
  email: address,
  emails: z.array(address).max(10).optional(),
  first_name: name,
  last_name: name,
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^\+?[0-9 ]{8,15}$/, 'debe ser un teléfono de 8 a 15 dígitos (puede empezar con +)')
    .optional()
    .or(z.literal('')),
});
export type CobranzaDebtBody = z.input<typeof cobranzaDebtBody>;

/** The account answers: error false, a message, and the business with its cobranza_online_active. */
export const cobranzaAccountResponse = z.object({
  error: z.literal(false),
  message: z.string(),
  business,
});
export type CobranzaAccountResponse = z.infer<typeof cobranzaAccountResponse>;

export const cobranzaDebtResponse = z.object({
  error: z.literal(false),
  message: z.string(),
  debt: z.object({
    id: z.number(),
    invoice_id: z.number(),
    amount: z.number(),
    state: z.enum(['sent']),
    external_id: z.string(),
    sent_at: z.string(),
  }),
});
export type CobranzaDebtResponse = z.infer<typeof cobranzaDebtResponse>;
