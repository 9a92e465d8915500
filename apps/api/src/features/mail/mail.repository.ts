import type { Queryable } from '@portal/db';
import type { MailMessage } from '../../lib/mailer';

export async function insertOutboxEmail(q: Queryable, msg: MailMessage): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO outbox_emails (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [msg.to, msg.subject, msg.text, msg.html ?? null],
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
};

export async function findOutboxEmail(q: Queryable, id: number): Promise<OutboxEmailRow | null> {
  const { rows } = await q.query<OutboxEmailRow>(
    'SELECT id, to_address, subject, text_body, html_body, sent_at FROM outbox_emails WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function markOutboxSent(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE outbox_emails SET sent_at = now() WHERE id = $1 AND sent_at IS NULL', [id]);
}
