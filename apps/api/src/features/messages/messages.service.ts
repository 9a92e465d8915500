import type { BusinessMessage, MessageKind, MessagesResponse } from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { notFound } from '../../lib/errors';
import {
  type MessageRow,
  insertBusinessMessage,
  listMessages,
  markAllRead,
  markRead,
  unreadCount,
} from './messages.repository';

// The dashboard's "Mensajes" from real events: reminders sent, a notice that bounced, an import
// that finished, an escalation, the daily summary. Other areas post through postBusinessMessage.

export const MESSAGES_MSG = { notFound: 'No existe ese mensaje.' } as const;

/** Which general subscription (notification preferences) turns a kind of message off. */
const SUBSCRIPTION_OF: Record<MessageKind, 'collection_events' | 'import_finished' | 'daily_summary'> = {
  reminders_sent: 'collection_events',
  notice_bounced: 'collection_events',
  escalation: 'collection_events',
  import_finished: 'import_finished',
  daily_summary: 'daily_summary',
};

/**
 * Posts a message to every user of the business (each reads it on their own) except those who
 * turned its kind off; runs in the caller's transaction when given one. Answers how many got it.
 */
export function postBusinessMessage(
  q: Queryable,
  businessId: number,
  m: { kind: MessageKind; title: string; body: string; link?: string | null },
): Promise<number> {
  return insertBusinessMessage(q, businessId, {
    kind: m.kind,
    title: m.title,
    body: m.body,
    link: m.link ?? null,
    subscription: SUBSCRIPTION_OF[m.kind],
  });
}

const toMessage = (r: MessageRow): BusinessMessage => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  read_at: r.read_at ? r.read_at.toISOString() : null,
  created_at: r.created_at.toISOString(),
});

export async function getMessages(
  db: Queryable,
  businessId: number,
  userId: number,
  page: number,
  pageSize: number,
): Promise<MessagesResponse> {
  const { rows, total, unread } = await listMessages(db, businessId, userId, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    messages: rows.map(toMessage),
    meta: { current_page: page, page_size: pageSize, total_elements: total },
    unread_count: unread,
  };
}

export async function readMessage(db: Db, businessId: number, userId: number, id: number) {
  return db.transaction(async (tx) => {
    const row = await markRead(tx, businessId, userId, id);
    if (!row) throw notFound(MESSAGES_MSG.notFound);
    return { message: toMessage(row), unread_count: await unreadCount(tx, businessId, userId) };
  });
}

export async function readAllMessages(db: Db, businessId: number, userId: number) {
  return db.transaction(async (tx) => ({
    updated: await markAllRead(tx, businessId, userId),
    unread_count: 0,
  }));
}

/** The message of a finished invoice import (posted by invoice-imports in its transaction). */
export function importFinishedMessage(counts: { new: number; updated: number; unchanged: number }) {
  const n = (x: number, one: string, many: string) => `${x} ${x === 1 ? one : many}`;
  return {
    kind: 'import_finished' as const,
    title: 'Importación de documentos terminada',
    body: `${n(counts.new, 'documento nuevo', 'documentos nuevos')}, ${n(counts.updated, 'actualizado', 'actualizados')} y ${n(counts.unchanged, 'sin cambios', 'sin cambios')}.`,
    link: '/compras-y-ventas/mis-ventas',
  };
}
