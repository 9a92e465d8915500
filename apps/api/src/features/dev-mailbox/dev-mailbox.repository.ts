import type { OutboxEmail } from '@portal/contracts';
import type { Queryable } from '@portal/db';

/** The newest messages of the embedded outbox (not tenant data: it is the transport's queue). */
export async function listOutbox(db: Queryable, limit: number): Promise<OutboxEmail[]> {
  const { rows } = await db.query<{
    id: number;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    created_at: Date;
  }>(
    `SELECT id, to_address, subject, text_body, html_body, created_at
       FROM outbox_emails ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    created_at: r.created_at.toISOString(),
  }));
}
