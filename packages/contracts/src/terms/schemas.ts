import { z } from 'zod';

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
