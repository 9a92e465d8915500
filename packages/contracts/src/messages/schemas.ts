import { z } from 'zod';
import { idParam, pageMeta } from '../common';

// The dashboard's "Mensajes" of a business (platform §3 messages_users), from real events.

export const MESSAGE_KINDS = [
  'reminders_sent',
  'notice_bounced',
  'import_finished',
  'escalation',
  'daily_summary',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const businessMessage = z.object({
  id: z.number(),
  kind: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type BusinessMessage = z.infer<typeof businessMessage>;
export const MESSAGES_PAGE_SIZE = 10;
export const messagesQuery = z.object({
  page: z.coerce.number().int().min(1, 'debe ser 1 o más').max(10_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, 'debe ser 1 o más')
    .max(50, 'debe ser 50 o menos')
    .default(MESSAGES_PAGE_SIZE),
});
export const messagesResponse = z.object({
  messages: z.array(businessMessage),
  meta: pageMeta,
  unread_count: z.number(),
});
export type MessagesResponse = z.infer<typeof messagesResponse>;
export const messageIdParams = z.object({ message_id: idParam });
export const messageReadResponse = z.object({ message: businessMessage, unread_count: z.number() });
export const messagesReadAllResponse = z.object({ updated: z.number(), unread_count: z.number() });
