import { z } from 'zod';
import { business } from '../businesses/schemas';
import { idParam } from '../common';

// Factoring of a sales invoice (platform spec §2.5, §3 "Factoring simulation result", §4, §7, §8, §9):
// a simulation computed by the domain's rule (packages/domain/src/factoring.ts), and "contact me",
// a mail to the deployment's factoring partner.

export const factoringInvoiceBody = z.object({ invoice_id: idParam });
export type FactoringInvoiceBody = z.input<typeof factoringInvoiceBody>;

/** Spec §3, in pesos and percent (document_rate and arrears_rate are monthly). */
export const factoringSimulationResult = z.object({
  advance_amount: z.number(),
  advance_percent: z.number(),
  arrears_rate: z.number(),
  commission: z.number(),
  discounts: z.number(),
  document_rate: z.number(),
  expiration_days: z.number(),
  granted_amount: z.number(),
  price_dif: z.number(),
  rule_name: z.string(),
  surplus: z.number(),
  /** What the invoice still owes (the base of the figures). */
  amount: z.number(),
});
export type FactoringSimulationResult = z.infer<typeof factoringSimulationResult>;

/**
 * Spec: "answer error, result". A qualified invoice answers error false, the result and
 * 'El deudor califica.'; one that does not qualify answers 422 with `error` (the first reason),
 * `message` 'Error al procesar información.' and every reason in `reasons`.
 */
export const factoringSimulateResponse = z.object({
  error: z.literal(false),
  message: z.string(),
  result: factoringSimulationResult,
});
export type FactoringSimulateResponse = z.infer<typeof factoringSimulateResponse>;

export const factoringContactResponse = z.object({
  error: z.literal(false),
  message: z.string(),
});
export type FactoringContactResponse = z.infer<typeof factoringContactResponse>;

/** Factoring active, inactive or unknown (null) per business (spec §4). */
export const factoringAccountResponse = z.object({
  error: z.literal(false),
  message: z.string(),
  business,
});
export type FactoringAccountResponse = z.infer<typeof factoringAccountResponse>;
