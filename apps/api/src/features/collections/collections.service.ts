// Collections of a sales invoice (spec §2 "Collection modal", §4, §7 "Notify debt", §9): the debt
// notice (normal collection) through the mail outbox, the judicial escalation with its demand
// letter, and the collection timeline ("Historial de cobranza") of an invoice and of a client.
import {
  type CollectionContactsResponse,
  type CollectionEvent,
  type CollectionEventDetail,
  type CollectionEventsResponse,
  type CollectionStatus,
  COLLECTION_MAX_FREE_RECIPIENTS,
  COLLECTION_NOTICE_MAILS_PER_BUSINESS_PER_DAY,
  COLLECTION_NOTICES_PER_INVOICE_PER_DAY,
  JUDICIAL_NOTICE_THRESHOLD,
  type JudicialCollectionResponse,
  type NotifyDebtBody,
  type NotifyDebtResponse,
  type collectionEventsQuery,
  notifyDebtBody,
} from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { diffDays, documentTypeName, formatCLP, todayInChile, toCanonicalRut } from '@portal/domain';
import type { z } from 'zod';
import { badRequest, conflict, notFound, tooMany, unprocessable } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { findCounterpartContacts } from '../clients/clients.service';
import { queueMail, unsubscribeUrl, unsubscribedAddresses } from '../mail/mail.service';
import { postBusinessMessage } from '../messages/messages.service';
import type { CollectionMailContext } from './collection-events.service';
import { debtNoticeMail } from './collection-mail';
import {
  type CollectedInvoice,
  type EventRow,
  countNotice,
  eventsOfKind,
  findCollectedInvoice,
  findEvent,
  findLetterhead,
  insertEvent,
  listEvents,
  lockBusinessNotices,
  lockCollectedInvoice,
  recentNotices,
  setJudicial,
} from './collections.repository';
import { noticeLinkDomains, stripForeignLinks } from './notice-links';
import { type DemandLetter, demandLetterPdf } from './judicial-letter';

export { recordMailBounce, recordPayments } from './collection-events.service';
// For the other collection channels (Cobranza Online, factoring): the invoice and the timeline.
export { type CollectedInvoice, findCollectedInvoice, insertEvent as recordCollectionEvent };

export const COLLECTION_MSG = {
  notFound: 'No encontramos la factura.',
  notSale: 'Solo se pueden cobrar facturas de venta.',
  notCollectible: 'Este documento no se cobra: no es una factura por cobrar o no tiene saldo pendiente.',
  payed: 'La factura ya está pagada: no hay deuda que cobrar.',
  idMismatch: "El campo 'id_doc' no corresponde a la factura de la ruta.",
  folioMismatch: "El campo 'folio' no corresponde a la factura.",
  amountMismatch: (owed: number) =>
    `El campo 'amount' no corresponde al saldo de la factura: hoy adeuda ${formatCLP(owed)}. Revisa el aviso antes de enviarlo.`,
  noRecipient: "Indica al menos un destinatario: 'contact_ids', 'email' o 'emails'.",
  contactNotFound: "El campo 'contact_ids' incluye un contacto que no es de este cliente.",
  contactWithoutEmail: (name: string) =>
    `El contacto ${name} no tiene correo electrónico: agrégalo en la ficha del cliente ('contact_ids').`,
  allUnsubscribed:
    'Todas las direcciones elegidas se dieron de baja de los correos de la empresa: no queda a quién enviar el aviso.',
  noticeSent: (n: number) =>
    `Aviso de cobranza enviado a ${n === 1 ? '1 destinatario' : `${n} destinatarios`}.`,
  threshold: `La cobranza judicial requiere al menos ${JUDICIAL_NOTICE_THRESHOLD} avisos de cobranza normal.`,
  alreadyJudicial: 'La factura ya está en cobranza judicial.',
  escalated: 'La factura pasó a cobranza judicial. Descarga la carta de requerimiento de pago.',
  noLetter: 'La factura no tiene cobranza judicial: no hay carta de requerimiento de pago.',
  badRut: "El parámetro 'client_rut' no es un RUT válido.",
  tooManyFree: `Puedes escribir hasta ${COLLECTION_MAX_FREE_RECIPIENTS} correos que no estén entre los contactos del cliente: agrega los demás como contactos en la ficha del cliente.`,
  tooManyForInvoice: `Esta factura ya recibió ${COLLECTION_NOTICES_PER_INVOICE_PER_DAY} avisos de cobranza en las últimas 24 horas: espera antes de enviar otro.`,
  tooManyForBusiness: (left: number) =>
    left === 0
      ? `La empresa ya envió ${COLLECTION_NOTICE_MAILS_PER_BUSINESS_PER_DAY} correos de cobranza en las últimas 24 horas, el máximo: inténtalo más tarde.`
      : `La empresa puede enviar ${left === 1 ? '1 correo de cobranza más' : `${left} correos de cobranza más`} en estas 24 horas (máximo ${COLLECTION_NOTICE_MAILS_PER_BUSINESS_PER_DAY}): elige menos destinatarios o inténtalo más tarde.`,
} as const;

const API_PREFIX = '/api';
export const judicialLetterPath = (invoiceId: number) =>
  `${API_PREFIX}/v1/client/sii_invoice/invoices/${invoiceId}/judicial_letter`;

const docTypeName = (code: number) => documentTypeName(code) ?? `Documento tipo ${code}`;
const iso = (d: Date | string) => new Date(d).toISOString();

function toEvent(r: EventRow): CollectionEvent {
  return {
    id: Number(r.id),
    invoice_id: Number(r.invoice_id),
    folio: Number(r.folio),
    document_type: r.doc_type,
    document_type_name: docTypeName(r.doc_type),
    client_rut: r.client_rut,
    kind: r.kind,
    detail: r.detail ?? {},
    user_name: r.user_name,
    created_at: iso(r.created_at),
  };
}

const status = (inv: CollectedInvoice): CollectionStatus => ({
  id: Number(inv.id),
  collection_state: inv.collection_state,
  notice_count: inv.notice_count,
});

/** Only an unpaid, collectible sale with something still owed is collected (404 or 422 in Spanish otherwise). */
export function assertCollectible(inv: CollectedInvoice | null): asserts inv is CollectedInvoice {
  if (!inv) throw notFound(COLLECTION_MSG.notFound);
  if (inv.direction !== 'VENTA') throw unprocessable(COLLECTION_MSG.notSale);
  if (inv.payed) throw unprocessable(COLLECTION_MSG.payed);
  if (
    !inv.collectible ||
    !inv.counted ||
    inv.estado === 'Rechazada' ||
    inv.signed_total <= 0 ||
    inv.open_amount <= 0
  ) {
    throw unprocessable(COLLECTION_MSG.notCollectible);
  }
}

type Recipient = { address: string; name: string | null };

/** Addresses typed in that are none of the client's contacts' (the relay the cap bounds). */
async function assertFewFreeAddresses(
  tx: Queryable,
  businessId: number,
  inv: CollectedInvoice,
  body: z.output<typeof notifyDebtBody>,
): Promise<void> {
  const typed = [body.email, ...(body.emails ?? [])].filter((a): a is string => !!a?.trim());
  if (typed.length === 0) return;
  const known = new Set(
    (await findCounterpartContacts(tx, businessId, { kind: 'client', rut: inv.counterpart_rut })).flatMap(
      (c) => c.addresses.map((a) => a.trim().toLowerCase()),
    ),
  );
  const free = new Set(typed.map((a) => a.trim().toLowerCase()).filter((a) => !known.has(a)));
  if (free.size > COLLECTION_MAX_FREE_RECIPIENTS) throw unprocessable(COLLECTION_MSG.tooManyFree);
}

/** The chosen contacts' addresses and the free ones, de-duplicated case-insensitively, in order. */
async function recipientsOf(
  tx: Queryable,
  businessId: number,
  inv: CollectedInvoice,
  body: z.output<typeof notifyDebtBody>,
): Promise<Recipient[]> {
  const out: Recipient[] = [];
  const seen = new Set<string>();
  const add = (address: string, name: string | null) => {
    const key = address.trim().toLowerCase();
    if (!key || seen.has(key)) return;
    seen.add(key);
    out.push({ address: address.trim(), name });
  };
  const ids = [...new Set(body.contact_ids ?? [])];
  if (ids.length > 0) {
    const contacts = await findCounterpartContacts(
      tx,
      businessId,
      { kind: 'client', rut: inv.counterpart_rut },
      { ids },
    );
    if (contacts.length !== ids.length) throw badRequest(COLLECTION_MSG.contactNotFound);
    for (const c of contacts) {
      const name = [c.name, c.last_name].filter(Boolean).join(' ');
      if (c.addresses.length === 0) throw unprocessable(COLLECTION_MSG.contactWithoutEmail(name));
      for (const a of c.addresses) add(a, name);
    }
  }
  const freeName = [body.first_name, body.last_name].filter(Boolean).join(' ') || null;
  if (body.email) add(body.email, freeName);
  for (const a of body.emails ?? []) add(a, freeName);
  if (out.length === 0) throw badRequest(COLLECTION_MSG.noRecipient);
  return out;
}

export type CollectionDeps = { db: Db; mailer: Pick<Mailer, 'kind'>; publicUrl: string };

/**
 * Normal collection: one debt notice mail per address (through the outbox), the `notice` event and
 * the invoice's notice count and state, in one transaction. Unsubscribed addresses are skipped.
 */
export async function notifyDebt(
  deps: CollectionDeps,
  scope: { businessId: number; userId: number },
  invoiceId: number,
  input: NotifyDebtBody,
): Promise<NotifyDebtResponse> {
  const body = notifyDebtBody.parse(input);
  if (body.id_doc !== undefined && body.id_doc !== invoiceId) throw badRequest(COLLECTION_MSG.idMismatch);
  return deps.db.transaction(async (tx) => {
    // Held first, before the invoice: two notices of one business count their caps one at a time.
    await lockBusinessNotices(tx, scope.businessId);
    const inv = await lockCollectedInvoice(tx, scope.businessId, invoiceId);
    assertCollectible(inv);
    if (body.folio !== undefined && body.folio !== Number(inv.folio))
      throw badRequest(COLLECTION_MSG.folioMismatch);
    // The amount the user saw (and may have written into the message) must be what is owed today.
    if (body.amount !== undefined && body.amount !== Number(inv.open_amount))
      throw conflict(COLLECTION_MSG.amountMismatch(Number(inv.open_amount)));
    const business = (await findLetterhead(tx, scope.businessId))!;
    await assertFewFreeAddresses(tx, scope.businessId, inv, body);
    const chosen = await recipientsOf(tx, scope.businessId, inv, body);
    const gone = await unsubscribedAddresses(
      tx,
      scope.businessId,
      chosen.map((r) => r.address),
    );
    const skipped = chosen.filter((r) => gone.has(r.address.toLowerCase())).map((r) => r.address);
    const recipients = chosen.filter((r) => !gone.has(r.address.toLowerCase()));
    if (recipients.length === 0) throw unprocessable(COLLECTION_MSG.allUnsubscribed);
    const recent = await recentNotices(tx, scope.businessId, inv.id);
    if (recent.invoice >= COLLECTION_NOTICES_PER_INVOICE_PER_DAY)
      throw tooMany(COLLECTION_MSG.tooManyForInvoice, Math.max(1, recent.invoiceFreesIn));
    const left = Math.max(0, COLLECTION_NOTICE_MAILS_PER_BUSINESS_PER_DAY - recent.mails);
    if (recipients.length > left)
      throw tooMany(COLLECTION_MSG.tooManyForBusiness(left), Math.max(1, recent.mailsFreeIn));
    const links = body.message
      ? stripForeignLinks(body.message, noticeLinkDomains(deps.publicUrl, business.email))
      : { message: '', removed: [] };

    const amount = Number(inv.open_amount);
    const detail: CollectionEventDetail = {
      sent_to: recipients.map((r) => r.address),
      skipped,
      amount,
      ...(links.message ? { message: links.message } : {}),
      ...(links.removed.length ? { links_removed: links.removed } : {}),
      ...(body.contact_ids?.length ? { contact_ids: [...new Set(body.contact_ids)] } : {}),
    };
    const eventId = await insertEvent(tx, {
      businessId: scope.businessId,
      invoiceId: inv.id,
      clientRut: inv.counterpart_rut,
      kind: 'notice',
      detail,
      userId: scope.userId,
    });
    await countNotice(tx, scope.businessId, inv.id);
    const notice = {
      businessName: business.name,
      businessRut: business.rut,
      docTypeName: docTypeName(inv.doc_type),
      folio: Number(inv.folio),
      issueDate: inv.issue_date,
      dueDate: inv.due_date,
      amount,
      message: links.message || null,
    };
    const context: CollectionMailContext = {
      business_id: scope.businessId,
      invoice_id: Number(inv.id),
      collection_event_id: eventId,
    };
    for (const r of recipients) {
      const link = await unsubscribeUrl(tx, deps.publicUrl, scope.businessId, r.address);
      await queueMail(tx, deps.mailer, debtNoticeMail(notice, r, link), { ...context, kind: 'debt_notice' });
    }
    const after = (await lockCollectedInvoice(tx, scope.businessId, inv.id))!;
    return {
      message: COLLECTION_MSG.noticeSent(recipients.length),
      invoice: status(after),
      event: toEvent((await findEvent(tx, scope.businessId, eventId))!),
      sent_to: detail.sent_to ?? [],
      skipped,
      links_removed: links.removed,
    };
  });
}

type NoticeSnapshot = { date: string; sent_to: string[] };

/**
 * Judicial collection: only after JUDICIAL_NOTICE_THRESHOLD normal notices. Records the `judicial`
 * event with the figures the demand letter prints (owed amount, days overdue, the notices) and
 * sets the state.
 */
export async function escalateJudicial(
  db: Db,
  scope: { businessId: number; userId: number },
  invoiceId: number,
  message: string | undefined,
  today = todayInChile(),
): Promise<JudicialCollectionResponse> {
  return db.transaction(async (tx) => {
    const inv = await lockCollectedInvoice(tx, scope.businessId, invoiceId);
    assertCollectible(inv);
    if (inv.collection_state === 'judicial') throw conflict(COLLECTION_MSG.alreadyJudicial);
    if (inv.notice_count < JUDICIAL_NOTICE_THRESHOLD) throw unprocessable(COLLECTION_MSG.threshold);
    const notices: NoticeSnapshot[] = (await eventsOfKind(tx, scope.businessId, inv.id, 'notice')).map(
      (e) => ({
        date: todayInChile(new Date(e.created_at)),
        sent_to: e.detail.sent_to ?? [],
      }),
    );
    const daysOverdue = inv.due_date && inv.due_date < today ? diffDays(inv.due_date, today) : 0;
    const eventId = await insertEvent(tx, {
      businessId: scope.businessId,
      invoiceId: inv.id,
      clientRut: inv.counterpart_rut,
      kind: 'judicial',
      detail: {
        amount: Number(inv.open_amount),
        notice_count: inv.notice_count,
        days_overdue: daysOverdue,
        escalated_on: today,
        notices,
        ...(message ? { message } : {}),
      },
      userId: scope.userId,
    });
    await setJudicial(tx, scope.businessId, inv.id);
    await postBusinessMessage(tx, scope.businessId, {
      kind: 'escalation',
      title: `Factura N° ${inv.folio} en cobranza judicial`,
      body: `La factura N° ${inv.folio} pasó a cobranza judicial. La carta de requerimiento de pago está en el historial de cobranza de la factura.`,
      link: '/compras-y-ventas/mis-ventas',
    });
    return {
      message: COLLECTION_MSG.escalated,
      invoice: { ...status(inv), collection_state: 'judicial' },
      event: toEvent((await findEvent(tx, scope.businessId, eventId))!),
      letter_url: judicialLetterPath(Number(inv.id)),
    };
  });
}

/** The demand letter of the invoice's (latest) escalation, as PDF bytes and a file name. */
export async function judicialLetter(
  db: Queryable,
  businessId: number,
  invoiceId: number,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const inv = await findCollectedInvoice(db, businessId, invoiceId);
  if (!inv) throw notFound(COLLECTION_MSG.notFound);
  const escalation = (await eventsOfKind(db, businessId, invoiceId, 'judicial')).at(-1);
  if (!escalation) throw notFound(COLLECTION_MSG.noLetter);
  const business = (await findLetterhead(db, businessId))!;
  const d = escalation.detail as CollectionEventDetail & {
    days_overdue?: number;
    escalated_on?: string;
    notices?: NoticeSnapshot[];
  };
  const letter: DemandLetter = {
    business,
    client: { name: inv.counterpart_name, rut: inv.counterpart_rut },
    invoice: {
      docTypeName: docTypeName(inv.doc_type),
      folio: Number(inv.folio),
      issueDate: inv.issue_date,
      dueDate: inv.due_date,
      total: Number(inv.total_amount),
      open: Number(d.amount ?? inv.open_amount),
      daysOverdue: Number(d.days_overdue ?? 0),
    },
    notices: (d.notices ?? []).map((n) => ({ date: n.date, sentTo: n.sent_to })),
    escalatedOn: d.escalated_on ?? todayInChile(new Date(escalation.created_at)),
    message: d.message ?? null,
  };
  return {
    bytes: await demandLetterPdf(letter),
    fileName: `requerimiento-de-pago-folio-${inv.folio}.pdf`,
  };
}

/** The contacts of the invoice's client (any invoice of the business; a purchase has no client contacts). */
export async function invoiceContacts(
  db: Queryable,
  businessId: number,
  invoiceId: number,
): Promise<CollectionContactsResponse> {
  const inv = await findCollectedInvoice(db, businessId, invoiceId);
  if (!inv) throw notFound(COLLECTION_MSG.notFound);
  const contacts =
    inv.direction === 'VENTA'
      ? await findCounterpartContacts(db, businessId, { kind: 'client', rut: inv.counterpart_rut })
      : [];
  return { client: { rut: inv.counterpart_rut, name: inv.counterpart_name }, contacts };
}

type PageQuery = z.output<typeof collectionEventsQuery>;

export async function invoiceEvents(
  db: Queryable,
  businessId: number,
  invoiceId: number,
  q: PageQuery,
): Promise<CollectionEventsResponse> {
  const [inv, page] = await Promise.all([
    findCollectedInvoice(db, businessId, invoiceId),
    listEvents(db, businessId, { invoiceId }, q.page_size, (q.page - 1) * q.page_size),
  ]);
  if (!inv) throw notFound(COLLECTION_MSG.notFound);
  return {
    events: page.rows.map(toEvent),
    meta: { current_page: q.page, page_size: q.page_size, total_elements: page.total },
  };
}

export async function clientEvents(
  db: Queryable,
  businessId: number,
  clientRut: string,
  q: PageQuery,
): Promise<CollectionEventsResponse> {
  const rut = toCanonicalRut(clientRut);
  if (!rut) throw badRequest(COLLECTION_MSG.badRut);
  const page = await listEvents(db, businessId, { clientRut: rut }, q.page_size, (q.page - 1) * q.page_size);
  return {
    events: page.rows.map(toEvent),
    meta: { current_page: q.page, page_size: q.page_size, total_elements: page.total },
  };
}
