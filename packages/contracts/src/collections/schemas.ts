import { toCanonicalRut } from '@portal/domain';
import { z } from 'zod';
import { idParam, pageMeta } from '../common';

// Collections (spec §2 "Collection modal", §4 "Collection", §7 "Notify debt", §9): the debt notice
// of a sales invoice (normal collection), its judicial escalation and the collection timeline
// ("Historial de cobranza") of an invoice and of a client.

/** Spec §9: judicial collection needs at least this many normal notices. */
export const JUDICIAL_NOTICE_THRESHOLD = 2;
export const COLLECTION_MESSAGE_MAX_LENGTH = 2000;
export const COLLECTION_MAX_RECIPIENTS = 20;
/**
 * What keeps a debt notice from relaying mail for strangers (issue "Trust, round three"): addresses
 * typed in that are not among the client's contacts, per notice; notices per invoice and notice
 * mails per business within 24 hours. Links in the message that are not the portal's or the
 * business's own domain are removed from the mail.
 */
export const COLLECTION_MAX_FREE_RECIPIENTS = 3;
export const COLLECTION_NOTICES_PER_INVOICE_PER_DAY = 3;
export const COLLECTION_NOTICE_MAILS_PER_BUSINESS_PER_DAY = 200;
export const COLLECTION_EVENTS_PAGE_SIZE = 20;

/** Where an unpaid sale stands in collection (invoices.collection_state). */
export const COLLECTION_STATES = ['none', 'notified', 'judicial'] as const;
export const collectionState = z.enum(COLLECTION_STATES);
export type CollectionState = z.infer<typeof collectionState>;

export const COLLECTION_EVENT_KINDS = [
  'notice',
  'reminder',
  'bounce',
  'payment',
  'judicial',
  'cobranza_online',
] as const;
export const collectionEventKind = z.enum(COLLECTION_EVENT_KINDS);
export type CollectionEventKind = z.infer<typeof collectionEventKind>;

const address = z.email('debe ser un correo electrónico válido').max(254);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * POST …/invoices/:id_doc/notify_debt. The spec's fields (amount, due_date, folio and id_doc are
 * what the browser shows; the server writes its own stored figures, so they are only checked
 * against the invoice when sent) plus `contact_ids`: contacts of the invoice's client. At least one
 * recipient between contact_ids, email and emails.
 */
export const notifyDebtBody = z.object({
  contact_ids: z.array(idParam).max(COLLECTION_MAX_RECIPIENTS).optional(),
  email: z.union([address, z.literal('')]).optional(),
  emails: z.array(address).max(COLLECTION_MAX_RECIPIENTS).optional(),
  first_name: optionalText(100),
  last_name: optionalText(100),
  phone: optionalText(30),
  message: optionalText(COLLECTION_MESSAGE_MAX_LENGTH),
  amount: z.number().int().nonnegative().optional(),
  due_date: z.string().trim().max(10).optional(),
  folio: z.coerce.number().int().nonnegative().optional(),
  id_doc: idParam.optional(),
});
export type NotifyDebtBody = z.input<typeof notifyDebtBody>;

export const judicialCollectionBody = z.object({
  /** A note kept with the escalation (who will take it, the agreed deadline…). */
  message: optionalText(COLLECTION_MESSAGE_MAX_LENGTH),
});
export type JudicialCollectionBody = z.input<typeof judicialCollectionBody>;

export const collectionInvoiceParams = z.object({ id_doc: idParam });
export const collectionClientParams = z.object({
  client_rut: z
    .string()
    .trim()
    .max(20)
    .refine((v) => toCanonicalRut(v) !== null, 'debe ser un RUT válido'),
});

export const collectionEventsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(COLLECTION_EVENTS_PAGE_SIZE),
});
export type CollectionEventsQuery = z.input<typeof collectionEventsQuery>;

/** What an event records; each kind uses some of the fields (others may add their own). */
export const collectionEventDetail = z.looseObject({
  /** notice, reminder: the addresses written to. */
  sent_to: z.array(z.string()).optional(),
  /** notice: the chosen addresses left out because they unsubscribed. */
  skipped: z.array(z.string()).optional(),
  /** notice: links taken out of the message before it was sent. */
  links_removed: z.array(z.string()).optional(),
  /** notice, judicial: the user's message. */
  message: z.string().optional(),
  /** notice, judicial, payment: what the invoice still owed then (pesos). */
  amount: z.number().optional(),
  /** bounce: the address the mail server refused and its answer. */
  address: z.string().optional(),
  reason: z.string().optional(),
  /** judicial: the number of notices sent before the escalation. */
  notice_count: z.number().optional(),
  /** reminder: its type and step. */
  reminder_type: z.string().optional(),
  step: z.number().optional(),
});
export type CollectionEventDetail = z.infer<typeof collectionEventDetail>;

export const collectionEvent = z.object({
  id: z.number(),
  invoice_id: z.number(),
  folio: z.number(),
  document_type: z.number(),
  document_type_name: z.string(),
  client_rut: z.string(),
  kind: collectionEventKind,
  detail: collectionEventDetail,
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type CollectionEvent = z.infer<typeof collectionEvent>;

export const collectionEventsResponse = z.object({ events: z.array(collectionEvent), meta: pageMeta });
export type CollectionEventsResponse = z.infer<typeof collectionEventsResponse>;

/** The invoice's collection figures after a write. */
export const collectionStatus = z.object({
  id: z.number(),
  collection_state: collectionState,
  notice_count: z.number(),
});
export type CollectionStatus = z.infer<typeof collectionStatus>;

export const notifyDebtResponse = z.object({
  message: z.string(),
  invoice: collectionStatus,
  event: collectionEvent,
  sent_to: z.array(z.string()),
  /** Chosen addresses left out because they unsubscribed from the business's mail. */
  skipped: z.array(z.string()),
  /** Links taken out of the message: not the portal's, not the business's own domain. */
  links_removed: z.array(z.string()),
});
export type NotifyDebtResponse = z.infer<typeof notifyDebtResponse>;

export const judicialCollectionResponse = z.object({
  message: z.string(),
  invoice: collectionStatus,
  event: collectionEvent,
  /** Where the API serves the demand letter (GET with the session headers; a PDF). */
  letter_url: z.string(),
});
export type JudicialCollectionResponse = z.infer<typeof judicialCollectionResponse>;

/** A contact of the invoice's client as the collection modal offers it (its addresses, never empty strings). */
export const collectionContact = z.object({
  id: z.number(),
  contact_type_id: z.number().nullable(),
  name: z.string(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  addresses: z.array(z.string()),
});
export type CollectionContact = z.infer<typeof collectionContact>;

export const collectionContactsResponse = z.object({
  client: z.object({ rut: z.string(), name: z.string() }),
  contacts: z.array(collectionContact),
});
export type CollectionContactsResponse = z.infer<typeof collectionContactsResponse>;
