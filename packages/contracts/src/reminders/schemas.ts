import { z } from 'zod';
import { isoDate } from '../common';

// Collection reminders (spec §3 Reminder, §4 reminder types, §5 reminder update, §7 Reminders).

export const REMINDER_TYPES = ['invoice_issued', 'invoice_by_due', 'invoice_due'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];
export const reminderTypeSchema = z.enum(REMINDER_TYPES, {
  message: 'debe ser invoice_issued, invoice_by_due o invoice_due',
});
export const reminderTypeParams = z.object({ reminder_type: reminderTypeSchema });

/**
 * The limits of a reminder's numbers, one rule for the three types: days 0–60 (the setting
 * invoice_reminders' "Días de anticipación", which is invoice_by_due's days, has the same limit),
 * send_every 1–30 days between repeats, send_maximum 1–10 mails.
 */
export const REMINDER_LIMITS = {
  days: { min: 0, max: 60 },
  send_every: { min: 1, max: 30 },
  send_maximum: { min: 1, max: 10 },
} as const;

const whole = (min: number, max: number, what: string) =>
  z
    .number({ message: `debe ser un número entre ${min} y ${max}` })
    .int(`debe ser un número entero de ${what}`)
    .min(min, `debe ser un número entre ${min} y ${max}`)
    .max(max, `debe ser un número entre ${min} y ${max}`);

export const PAYMENT_LINK_MAX = 500;
/** A web address the mail shows as "Pagar en línea": http or https only. Empty clears it. */
export const paymentLinkSchema = z
  .string()
  .trim()
  .max(PAYMENT_LINK_MAX, `debe tener como máximo ${PAYMENT_LINK_MAX} caracteres`)
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
    message: 'debe ser una dirección web que empiece con https://',
  })
  .transform((v) => (v === '' ? null : v))
  .nullable();

export const reminderUpdate = z
  .object({
    active: z.boolean().optional(),
    contact_type: z.number().int().min(1, 'debe ser un tipo de contacto').max(1000).optional(),
    days: whole(REMINDER_LIMITS.days.min, REMINDER_LIMITS.days.max, 'días').optional(),
    send_every: whole(REMINDER_LIMITS.send_every.min, REMINDER_LIMITS.send_every.max, 'días').optional(),
    send_maximum: whole(
      REMINDER_LIMITS.send_maximum.min,
      REMINDER_LIMITS.send_maximum.max,
      'envíos',
    ).optional(),
    weekend_lock: z.boolean().optional(),
    payment_link: paymentLinkSchema.optional(),
  })
  .strict();
export const updateReminderBody = z.object({ reminder: reminderUpdate });
export type ReminderUpdate = z.input<typeof reminderUpdate>;

export const reminder = z.object({
  /** null while the business keeps the type's defaults (never saved). */
  id: z.number().nullable(),
  reminder_type: reminderTypeSchema,
  active: z.boolean(),
  contact_type: z.number(),
  days: z.number(),
  send_every: z.number(),
  send_maximum: z.number(),
  weekend_lock: z.boolean(),
  payment_link: z.string().nullable(),
  deleted_at: z.string().nullable(),
});
export type Reminder = z.infer<typeof reminder>;
export const remindersResponse = z.object({
  reminders: z.array(reminder),
  /** The setting invoice_reminders is on: without it no reminder is sent. */
  enabled: z.boolean(),
  contact_types: z.array(z.object({ id: z.number(), key: z.string(), name: z.string() })),
});
export type RemindersResponse = z.infer<typeof remindersResponse>;
export const reminderShowResponse = z.object({ reminder });
export const reminderUpdateResponse = z.object({ error: z.boolean(), message: z.string(), reminder });

/** One step of an invoice's reminder schedule. */
export const reminderStep = z.object({
  reminder_type: reminderTypeSchema,
  step: z.number(),
  /** The day the rule names (issue + days, due − days, due + days + step × send_every). */
  planned_on: isoDate,
  /** The day it is sent: planned_on, or the next business day with weekend_lock. */
  send_on: isoDate,
  /** sent; planned (still to come); skipped (its day passed without a send, or the invoice left collection). */
  state: z.enum(['sent', 'planned', 'skipped']),
  sent_on: isoDate.nullable(),
  addresses: z.array(z.string()),
});
export type ReminderStep = z.infer<typeof reminderStep>;

/** Why an invoice gets no more reminders (null: it does). */
export const SCHEDULE_STATUSES = [
  'active',
  'paid',
  /** Nothing left to collect: credit notes (or payments and credit notes) cover its total. */
  'no_balance',
  /** Issued before the business's "gestión de cobranza desde". */
  'before_collections',
  /** A credit note, a document out of the register, or one the business rejected. */
  'not_collectible',
  'reminders_off',
  'client_off',
  'invoice_off',
  'not_sale',
] as const;
export const invoiceReminderSchedule = z.object({
  invoice_id: z.number(),
  client_rut: z.string(),
  due_date: isoDate,
  status: z.enum(SCHEDULE_STATUSES),
  steps: z.array(reminderStep),
});
export type InvoiceReminderSchedule = z.infer<typeof invoiceReminderSchedule>;
export const invoiceReminderScheduleResponse = z.object({ schedule: invoiceReminderSchedule });
