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
  plan_external_subscription: z.string().nullable(),
  tax_regime_value: z.string().nullable(),
  subscription_status_name: z.string().nullable(),
  functionalities: z.array(functionality),
  learning_tasks: z.array(z.unknown()),
  business_messages_preferences: z.record(z.string(), z.unknown()),
  rent_form_send: z.boolean(),
  rent_show_result: z.boolean(),
  /** Bank movements and reconciliation forced on by the configured allow-list of RUTs. */
  forced_bank_features: z.boolean(),
});
export type Business = z.infer<typeof business>;
export const businessResponse = z.object({ business });

/** The businesses the signed-in user belongs to (the business selector). */
export const businessGroupResponse = z.object({ businesses: z.array(businessSummary) });
export type BusinessGroupResponse = z.infer<typeof businessGroupResponse>;

export const updateBusinessBody = z.object({
  business: z
    .object({
      fantasy_name: z.string().trim().max(120).nullable(),
      email: z.email().max(254).nullable(),
      phone: z
        .string()
        .trim()
        .regex(/^\+?[\d\s]{8,15}$/, 'debe ser un teléfono válido')
        .nullable(),
      address: z.string().trim().max(200).nullable(),
      commune: z.string().trim().max(80).nullable(),
      activity: z.string().trim().max(200).nullable(),
    })
    .partial(),
});

export const termDocument = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  version: z.string(),
});
export const businessTerm = z.object({
  id: z.number().nullable(),
  accepted: z.boolean(),
  accepted_at: z.string().nullable(),
  term_document: termDocument.nullable(),
});
export type TermDocument = z.infer<typeof termDocument>;
export type BusinessTerm = z.infer<typeof businessTerm>;
export const businessTermResponse = z.object({ business_term: businessTerm });
export const activeTermResponse = z.object({ term_document: termDocument });
/** Only acceptance travels: a business cannot withdraw an accepted term through the API. */
export const acceptTermBody = z.object({ business_term: z.object({ accepted: z.literal(true) }) });

export const configResponse = z.object({
  current_date: z.string(),
  current_period_rent: z.number().int(),
});
export const currentDateResponse = z.object({ current_date: z.string() });
