import { z } from 'zod';

// Validation messages in Spanish for every schema, on both server and browser.
z.config(z.locales.es());

export const errorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });

/** Positive database ids as they travel in paths and queries. */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const idParams = z.object({ id: idParam });

export const pageMeta = z.object({
  current_page: z.number().int(),
  page_size: z.number().int(),
  total_elements: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'debe ser una fecha AAAA-MM-DD');

/** One message of the embedded mail outbox, as the development mailbox shows it. */
export const outboxEmail = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmail>;
export const devMailboxResponse = z.object({ emails: z.array(outboxEmail) });
