// SQL of invoice comments. A comment belongs to the business of its invoice (business_id on the row).
import type { InvoiceComment } from '@portal/contracts';
import type { Queryable } from '@portal/db';

type CommentRow = {
  id: number;
  invoice_id: number;
  user_id: number | null;
  message: string;
  user_name: string | null;
  created_at: Date;
  updated_at: Date;
};

const SELECT = `SELECT k.id, k.invoice_id, k.user_id, k.message, u.name AS user_name, k.created_at, k.updated_at
  FROM invoice_comments k LEFT JOIN users u ON u.id = k.user_id`;

export const toComment = (r: CommentRow): InvoiceComment => ({
  comment_id: r.id,
  message: r.message,
  reference_id: r.invoice_id,
  reference_type: 'Invoice',
  user_name: r.user_name,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

export async function listComments(
  db: Queryable,
  businessId: number,
  invoiceId: number,
): Promise<CommentRow[]> {
  const { rows } = await db.query<CommentRow>(
    `${SELECT} WHERE k.invoice_id = $1 AND k.business_id = $2 ORDER BY k.id`,
    [invoiceId, businessId],
  );
  return rows;
}

export async function findComment(db: Queryable, businessId: number, id: number): Promise<CommentRow | null> {
  const { rows } = await db.query<CommentRow>(`${SELECT} WHERE k.id = $1 AND k.business_id = $2`, [
    id,
    businessId,
  ]);
  return rows[0] ?? null;
}

/** Inserts only when the invoice is the business's; null otherwise. */
export async function insertComment(
  db: Queryable,
  businessId: number,
  invoiceId: number,
  userId: number,
  message: string,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO invoice_comments (business_id, invoice_id, user_id, message)
     SELECT business_id, id, $3, $4 FROM invoices WHERE id = $1 AND business_id = $2 RETURNING id`,
    [invoiceId, businessId, userId, message],
  );
  return rows[0]?.id ?? null;
}

export async function updateComment(
  db: Queryable,
  businessId: number,
  id: number,
  message: string,
): Promise<void> {
  await db.query(
    'UPDATE invoice_comments SET message = $3, updated_at = now() WHERE id = $1 AND business_id = $2',
    [id, businessId, message],
  );
}

export async function deleteComment(db: Queryable, businessId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM invoice_comments WHERE id = $1 AND business_id = $2', [
    id,
    businessId,
  ]);
  return rowCount > 0;
}
