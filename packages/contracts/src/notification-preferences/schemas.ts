import { toCanonicalRut } from '@portal/domain';
import { z } from 'zod';
import { idParam, idParams } from '../common';

// Notification settings (spec §3 "Client notification config", "General notification settings",
// business_messages_preferences; §7 "Notification settings").

/** The mails and messages a user may turn off (absent or true: on). */
export const SUBSCRIPTION_KEYS = ['daily_summary', 'collection_events', 'import_finished'] as const;
export type SubscriptionKey = (typeof SUBSCRIPTION_KEYS)[number];
export const subscriptions = z
  .object({
    daily_summary: z.boolean(),
    collection_events: z.boolean(),
    import_finished: z.boolean(),
  })
  .strict();
export type Subscriptions = z.infer<typeof subscriptions>;

const email = z
  .string()
  .trim()
  .max(254, 'debe tener como máximo 254 caracteres')
  .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'debe ser un correo válido' })
  .transform((v) => (v === '' ? null : v.toLowerCase()))
  .nullable();
/** A Chilean phone as typed: +56 and 9 digits, spaces allowed. */
const phone = z
  .string()
  .trim()
  .refine((v) => v === '' || /^(\+?56)?\s?[2-9](\s?\d){8}$/.test(v), {
    message: 'debe ser un teléfono chileno, por ejemplo +56 9 1234 5678',
  })
  .transform((v) => (v === '' ? null : v.replace(/\s+/g, ' ')))
  .nullable();

export const generalPreferences = z.object({
  /** Where the user's mail goes (null: the account's e-mail). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  subscriptions,
});
export type GeneralPreferences = z.infer<typeof generalPreferences>;
export const listPreferencesResponse = z.object({ preferences: generalPreferences });
export const savePreferencesBody = z
  .object({
    email: email.optional(),
    phone: phone.optional(),
    subscriptions: subscriptions.partial().strict().optional(),
  })
  .strict();
export type SavePreferencesBody = z.input<typeof savePreferencesBody>;
export const savePreferencesResponse = z.object({
  error: z.boolean(),
  message: z.string(),
  preferences: generalPreferences,
});

/** A client's RUT as typed (dots, hyphen, any case of k), stored as the invoices store it. */
export const clientRut = z
  .string()
  .trim()
  .max(20, 'debe ser un RUT válido')
  .transform((v, ctx) => {
    const rut = toCanonicalRut(v);
    if (!rut) {
      ctx.addIssue({ code: 'custom', message: 'debe ser un RUT válido' });
      return z.NEVER;
    }
    return rut;
  });

/** Per client (invoice_id null) or per invoice: reminders on or off; a client's days override. */
export const clientNotificationConfig = z.object({
  _id: z.number(),
  client_rut: z.string(),
  client_name: z.string().nullable(),
  invoice_id: z.number().nullable(),
  folio: z.number().nullable(),
  active: z.boolean(),
  /** Days before the due date of the invoice_by_due reminder for this client (null: the business's). */
  days: z.number().nullable(),
  updated_at: z.string(),
});
export type ClientNotificationConfig = z.infer<typeof clientNotificationConfig>;
export const clientNotificationConfigsQuery = z.object({
  client_rut: clientRut.optional(),
  invoice_id: idParam.optional(),
  scope: z.enum(['client', 'invoice'], { message: 'debe ser client o invoice' }).optional(),
});
export const clientNotificationConfigsResponse = z.object({
  client_notification_configs: z.array(clientNotificationConfig),
});
export const CONFIG_DAYS = { min: 0, max: 60 } as const;
export const saveClientNotificationConfigBody = z
  .object({
    /** An existing config to change (its client or invoice stays). */
    notification_config_id: idParam.optional(),
    client_rut: clientRut.optional(),
    /** A sales invoice: the config is that invoice's (its client is the invoice's). */
    invoice_id: idParam.optional(),
    active: z.boolean(),
    days: z
      .number({ message: `debe ser un número entre ${CONFIG_DAYS.min} y ${CONFIG_DAYS.max}` })
      .int('debe ser un número entero de días')
      .min(CONFIG_DAYS.min, `debe ser un número entre ${CONFIG_DAYS.min} y ${CONFIG_DAYS.max}`)
      .max(CONFIG_DAYS.max, `debe ser un número entre ${CONFIG_DAYS.min} y ${CONFIG_DAYS.max}`)
      .nullable()
      .optional(),
  })
  .strict()
  .refine(
    (b) => b.notification_config_id !== undefined || b.client_rut !== undefined || b.invoice_id !== undefined,
    {
      message: 'indica client_rut, invoice_id o notification_config_id',
      path: ['client_rut'],
    },
  )
  .refine((b) => b.invoice_id === undefined || b.days == null, {
    message: 'los días se configuran por cliente, no por factura',
    path: ['days'],
  });
export type SaveClientNotificationConfigBody = z.input<typeof saveClientNotificationConfigBody>;
export const saveClientNotificationConfigResponse = z.object({
  error: z.boolean(),
  message: z.string(),
  client_notification_config: clientNotificationConfig,
});

/** The business's preferences for the mail written on its behalf (businesses.business_messages_preferences). */
export const SENDER_NAME_MAX = 80;
export const SIGNATURE_MAX = 500;
export const businessMessagesPreference = z
  .object({
    /** The name the clients read in reminders (null: the business's fantasy name or legal name). */
    sender_name: z
      .string()
      .trim()
      .max(SENDER_NAME_MAX, `debe tener como máximo ${SENDER_NAME_MAX} caracteres`)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    /** A closing paragraph added to every reminder (e.g. bank account details). */
    signature: z
      .string()
      .trim()
      .max(SIGNATURE_MAX, `debe tener como máximo ${SIGNATURE_MAX} caracteres`)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
  })
  .strict();
export const businessMessagesPreferences = z.object({
  sender_name: z.string().nullable(),
  signature: z.string().nullable(),
});
export type BusinessMessagesPreferences = z.infer<typeof businessMessagesPreferences>;
export const businessMessagesPreferenceBody = z.object({
  business_messages_preference: businessMessagesPreference,
});
export type BusinessMessagesPreferenceInput = z.input<typeof businessMessagesPreference>;
export const businessMessagesPreferenceParams = idParams;
export const businessMessagesPreferenceResponse = z.object({
  error: z.boolean(),
  message: z.string(),
  business_messages_preferences: businessMessagesPreferences,
});

/** The public unsubscribe page (the link of every mail). */
export const unsubscribeQuery = z.object({
  token: z.string().trim().min(1, 'falta el enlace').max(200, 'el enlace no es válido'),
});
export const unsubscribeBody = z.object({
  token: z.string().trim().min(1, 'falta el enlace').max(200, 'el enlace no es válido'),
  action: z.enum(['unsubscribe', 'resubscribe'], { message: 'debe ser unsubscribe o resubscribe' }),
});
export const unsubscribeResponse = z.object({
  error: z.boolean(),
  message: z.string(),
  unsubscribed: z.boolean(),
});
