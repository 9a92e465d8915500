// The collections area's hooks for other areas: they write to the collection timeline inside the
// caller's transaction. Apart from collections.service.ts so the invoices area (which calls
// recordPayments) and the mail worker (recordMailBounce) import nothing that imports them back.
import type { Queryable } from '@portal/db';
import type { MailBounce } from '../mail/mail.service';
import { postBusinessMessage } from '../messages/messages.service';
import { insertBounceEvent, insertPaymentEvents } from './collections.repository';

/**
 * Call in the transaction that marks sales paid, with the ids that went from unpaid to paid: each
 * one whose collection began (a notice, a reminder or an escalation) gets a `payment` event.
 */
export async function recordPayments(
  tx: Queryable,
  businessId: number,
  invoiceIds: readonly number[],
  userId: number | null = null,
): Promise<number> {
  return insertPaymentEvents(tx, businessId, invoiceIds, userId);
}

/** What a mail about an invoice carries on its outbox row (queueMail's context). */
export type CollectionMailContext = {
  business_id: number;
  invoice_id: number;
  collection_event_id?: number;
};

const positive = (v: unknown): number | null => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The mail worker's bounce hook: a mail about an invoice (context business_id and invoice_id: debt
 * notices, reminders) that the receiving server refused for good becomes a `bounce` event.
 */
export async function recordMailBounce(tx: Queryable, bounce: MailBounce): Promise<void> {
  const businessId = positive(bounce.context?.business_id);
  const invoiceId = positive(bounce.context?.invoice_id);
  if (businessId === null || invoiceId === null) return;
  const eventId = positive(bounce.context?.collection_event_id);
  const recorded = await insertBounceEvent(tx, businessId, invoiceId, {
    address: bounce.to,
    reason: bounce.reason.slice(0, 500),
    ...(eventId === null ? {} : { collection_event_id: eventId }),
  });
  if (recorded) {
    await postBusinessMessage(tx, businessId, {
      kind: 'notice_bounced',
      title: 'Un correo de cobranza fue rechazado',
      body: `El servidor de ${bounce.to} rechazó el correo de cobranza. Revisa el contacto del cliente y el historial de cobranza de la factura.`,
      link: '/compras-y-ventas/mis-ventas',
    });
  }
}
