// SQL of the dashboard's business messages: rows of user_messages with business_id (migration
// 0040), one per user of the business so each user has their own read state.
import type { Queryable } from '@portal/db';

export type MessageRow = {
  id: number;
  kind: string | null;
  title: string;
  body: string;
  link: string | null;
  read_at: Date | null;
  created_at: Date;
};

const COLUMNS = 'id, kind, title, body, link, read_at, created_at';

/**
 * One message for every user of the business whose preferences do not turn off `subscription`
 * (one statement: every user gets it or none does). Answers how many users got it.
 */
export async function insertBusinessMessage(
  q: Queryable,
  businessId: number,
  m: { kind: string; title: string; body: string; link: string | null; subscription: string },
): Promise<number> {
  const { rowCount } = await q.query(
    `INSERT INTO user_messages (user_id, business_id, kind, title, body, link)
     SELECT bu.user_id, bu.business_id, $2, $3, $4, $5
       FROM businesses_users bu
       LEFT JOIN user_message_preferences p ON p.user_id = bu.user_id
      WHERE bu.business_id = $1 AND coalesce((p.subscriptions ->> $6)::boolean, true)`,
    [businessId, m.kind, m.title, m.body, m.link, m.subscription],
  );
  return rowCount ?? 0;
}

export async function listMessages(
  q: Queryable,
  businessId: number,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: MessageRow[]; total: number; unread: number }> {
  const [list, counts] = await Promise.all([
    q.query<MessageRow>(
      `SELECT ${COLUMNS} FROM user_messages WHERE user_id = $1 AND (business_id = $2 OR business_id IS NULL)
        ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [userId, businessId, page.limit, page.offset],
    ),
    q.query<{ total: string; unread: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread
         FROM user_messages WHERE user_id = $1 AND (business_id = $2 OR business_id IS NULL)`,
      [userId, businessId],
    ),
  ]);
  return {
    rows: list.rows.map((r) => ({ ...r, id: Number(r.id) })),
    total: Number(counts.rows[0].total),
    unread: Number(counts.rows[0].unread),
  };
}

export async function unreadCount(q: Queryable, businessId: number, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: string }>(
    'SELECT count(*) AS n FROM user_messages WHERE user_id = $1 AND (business_id = $2 OR business_id IS NULL) AND read_at IS NULL',
    [userId, businessId],
  );
  return Number(rows[0].n);
}

/** Marks one of the user's messages in the business read (kept read if it already was). */
export async function markRead(
  q: Queryable,
  businessId: number,
  userId: number,
  id: number,
): Promise<MessageRow | null> {
  const { rows } = await q.query<MessageRow>(
    `UPDATE user_messages SET read_at = coalesce(read_at, now())
      WHERE id = $1 AND user_id = $2 AND (business_id = $3 OR business_id IS NULL) RETURNING ${COLUMNS}`,
    [id, userId, businessId],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}

export async function markAllRead(q: Queryable, businessId: number, userId: number): Promise<number> {
  const { rowCount } = await q.query(
    'UPDATE user_messages SET read_at = now() WHERE user_id = $1 AND (business_id = $2 OR business_id IS NULL) AND read_at IS NULL',
    [userId, businessId],
  );
  return rowCount ?? 0;
}
