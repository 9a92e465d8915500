import type { Queryable } from '@portal/db';
import type { MailMessage } from '../../lib/mailer';

/** What a mail is about, kept on its outbox row (a bounce is recorded where it belongs). */
export type MailContext = Record<string, unknown>;

export async function insertOutboxEmail(
  q: Queryable,
  msg: MailMessage,
  context?: MailContext,
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO outbox_emails (to_address, subject, text_body, html_body, context) VALUES ($1, $2, $3, $4, $5)
     RETURNING id`,
    [msg.to, msg.subject, msg.text, msg.html ?? null, context ? JSON.stringify(context) : null],
  );
  return Number(rows[0].id);
}

export type OutboxEmailRow = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  sent_at: Date | null;
  bounced_at: Date | null;
  context: MailContext | null;
};

export async function findOutboxEmail(q: Queryable, id: number): Promise<OutboxEmailRow | null> {
  const { rows } = await q.query<OutboxEmailRow>(
    'SELECT id, to_address, subject, text_body, html_body, sent_at, bounced_at, context FROM outbox_emails WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Stamps the row sent; a mail that carried a one-time secret (context.one_time_secret) keeps its
 * subject and addressee but not its body: the link or code it held stays live for a while, and a
 * copy of the database must not be a way in.
 */
export async function markOutboxSent(q: Queryable, id: number, scrubbedBody: string): Promise<void> {
  await q.query(
    `UPDATE outbox_emails SET sent_at = now(),
            text_body = CASE WHEN context->>'one_time_secret' = 'true' THEN $2 ELSE text_body END,
            html_body = CASE WHEN context->>'one_time_secret' = 'true' THEN NULL ELSE html_body END
      WHERE id = $1 AND sent_at IS NULL`,
    [id, scrubbedBody],
  );
}

/**
 * Deletes the mail older than the retention: sent or bounced that long ago, and with `unsent` also
 * the rows never sent (the development mailbox, where the outbox row is the delivery).
 */
export async function purgeOutbox(q: Queryable, days: number, unsent: boolean): Promise<number> {
  const { rowCount } = await q.query(
    `DELETE FROM outbox_emails
      WHERE coalesce(sent_at, bounced_at) < now() - make_interval(days => $1)
         OR ($2 AND sent_at IS NULL AND bounced_at IS NULL AND created_at < now() - make_interval(days => $1))`,
    [days, unsent],
  );
  return rowCount;
}

/** Stamps a permanent refusal once; false when the row was already sent or bounced. */
export async function markOutboxBounced(q: Queryable, id: number, error: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE outbox_emails SET bounced_at = now(), last_error = $2
      WHERE id = $1 AND sent_at IS NULL AND bounced_at IS NULL`,
    [id, error.slice(0, 1000)],
  );
  return rowCount > 0;
}

export async function setOutboxError(q: Queryable, id: number, error: string): Promise<void> {
  await q.query('UPDATE outbox_emails SET last_error = $2 WHERE id = $1', [id, error.slice(0, 1000)]);
}
