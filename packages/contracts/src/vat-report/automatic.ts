import { z } from 'zod';

// The server's VAT calendar (GET client/sii_date_iva/get) and the automatic mode (spec §4, §5, §7:
// validate answers error, messages, send_current_form; activate answers error, message).

export const siiDateResponse = z.object({
  /** Today in Chile, 'YYYY-MM-DD'. */
  date: z.string(),
  /** The tax period being declared today: the previous month. */
  accounting_year: z.number(),
  accounting_month: z.number(),
  /** Last day to declare it (F29, electronic filers: day 20, moved to a business day). */
  due_date: z.string(),
  /** Today is on or before due_date. */
  on_time: z.boolean(),
});
export type SiiDateResponse = z.infer<typeof siiDateResponse>;

export const VAT_MODES = ['manual', 'automatic'] as const;
export type VatMode = (typeof VAT_MODES)[number];

export const automaticModeResponse = z.object({
  mode: z.enum(VAT_MODES),
  activated_at: z.string().nullable(),
});
export type AutomaticModeResponse = z.infer<typeof automaticModeResponse>;

export const automaticValidateResponse = z.object({
  /** Any failed rule: the business does not qualify for the automatic mode. */
  error: z.boolean(),
  /** One Spanish sentence per failed rule (empty when it qualifies). */
  messages: z.array(z.string()),
  /** The form of the period being declared can still be sent automatically (before its due date, not sent yet). */
  send_current_form: z.boolean(),
});
export type AutomaticValidateResponse = z.infer<typeof automaticValidateResponse>;

export const automaticActivateResponse = z.object({
  error: z.literal(false),
  message: z.string(),
  mode: z.enum(VAT_MODES),
  activated_at: z.string().nullable(),
});
