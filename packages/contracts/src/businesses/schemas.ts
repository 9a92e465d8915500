import { phoneWithCountryCode } from '@portal/domain';
import { z } from 'zod';
import { businessSummary } from '../auth';

export const planItem = z.object({ name: z.string(), value: z.number() });
export const functionality = z.object({ reference: z.string(), beta: z.boolean() });

export const business = z.object({
  id: z.number(),
  hash_id: z.string(),
  rut: z.string(),
  name: z.string(),
  fantasy_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  commune: z.string().nullable(),
  activity: z.string().nullable(),
  status: z.string(),
  status_rent: z.boolean(),
  status_onboarding: z.string().nullable(),
  debtor: z.string().nullable(),
  debtor_date: z.string().nullable(),
  closed_at: z.string().nullable(),
  payed: z.boolean(),
  prospect: z.boolean(),
  plan: z.array(planItem),
  valid_contract_plan: z.boolean(),
  cobranza_online_active: z.boolean().nullable(),
  /** Factoring active, inactive or unknown (null): platform spec §4. */
  factoring_active: z.boolean().nullable(),
  plan_external_subscription: z.string().nullable(),
  tax_regime_value: z.string().nullable(),
  subscription_status_name: z.string().nullable(),
  functionalities: z.array(functionality),
  learning_tasks: z.array(z.unknown()),
  business_messages_preferences: z.record(z.string(), z.unknown()),
  rent_form_send: z.boolean(),
  rent_show_result: z.boolean(),
  /**
   * "Gestión de cobranza desde" (YYYY-MM-DD): unpaid documents issued before it are outside
   * receivables, payables, cash flow and to-do (still listed and in totals and IVA). Set at the
   * first import, editable; null before any import.
   */
  collections_since: z.string().nullable(),
  /** Bank movements and reconciliation forced on by the configured allow-list of RUTs. */
  forced_bank_features: z.boolean(),
});
export type Business = z.infer<typeof business>;
export const businessResponse = z.object({ business });

/** The businesses the signed-in user belongs to (the business selector). */
export const businessGroupResponse = z.object({ businesses: z.array(businessSummary) });
export type BusinessGroupResponse = z.infer<typeof businessGroupResponse>;

/** Longest value of each editable field (the form's input limits too). */
export const BUSINESS_FIELD_LIMITS = {
  fantasy_name: 120,
  email: 254,
  phone: 20,
  address: 200,
  commune: 80,
  activity: 200,
} as const;
export type BusinessField = keyof typeof BUSINESS_FIELD_LIMITS;

const L = BUSINESS_FIELD_LIMITS;
const tooLong = (field: BusinessField) => `Máximo ${L[field]} caracteres.`;
const text = (field: BusinessField) => z.string().trim().max(L[field], tooLong(field));

/** The texts the business form shows; the server answers a bad value with the same. */
export const BUSINESS_FIELD_MESSAGES = {
  email: 'Ingresa un correo válido, por ejemplo contacto@empresa.cl.',
  phone:
    'Ingresa un teléfono válido: 9 dígitos en Chile (por ejemplo +56 9 1234 5678), o con el código de su país.',
  collectionsSince: 'Ingresa una fecha válida, por ejemplo 01/03/2026.',
} as const;

/** A real calendar day written YYYY-MM-DD (what a date input gives). */
const isoDay = z
  .string()
  .trim()
  .refine((v) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    if (!m) return false;
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return (
      d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && Number(m[1]) >= 1900
    );
  }, BUSINESS_FIELD_MESSAGES.collectionsSince);

/** The editable fields of a business; null clears one. */
export const businessFields = z.object({
  fantasy_name: text('fantasy_name').nullable(),
  email: z.email(BUSINESS_FIELD_MESSAGES.email).max(L.email, tooLong('email')).nullable(),
  phone: z
    .string()
    .trim()
    .refine((v) => phoneWithCountryCode(v) !== null, BUSINESS_FIELD_MESSAGES.phone)
    .nullable(),
  address: text('address').nullable(),
  commune: text('commune').nullable(),
  activity: text('activity').nullable(),
  collections_since: isoDay.nullable(),
});
export type BusinessUpdate = z.infer<typeof businessFields>;

export const updateBusinessBody = z.object({ business: businessFields.partial() });
