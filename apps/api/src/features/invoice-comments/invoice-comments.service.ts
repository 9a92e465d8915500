// Comments on invoices: anyone who may write in the business comments; only the author edits a
// comment; the author or an owner/admin deletes it (writes are owner/admin already).
import type { InvoiceComment } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import { AppError, notFound } from '../../lib/errors';
import { invoiceExists } from '../invoices/invoices.service';
import {
  deleteComment,
  findComment,
  insertComment,
  listComments,
  toComment,
  updateComment,
} from './invoice-comments.repository';

export const COMMENT_MSG = {
  invoiceNotFound: 'No encontramos la factura.',
  notFound: 'No encontramos el comentario.',
  notAuthor: 'Solo puedes editar tus propios comentarios.',
  deleted: 'Comentario eliminado.',
} as const;

export async function getComments(
  db: Queryable,
  businessId: number,
  invoiceId: number,
): Promise<InvoiceComment[]> {
  const [exists, rows] = await Promise.all([
    invoiceExists(db, businessId, invoiceId),
    listComments(db, businessId, invoiceId),
  ]);
  if (!exists) throw notFound(COMMENT_MSG.invoiceNotFound);
  return rows.map(toComment);
}

export async function addComment(
  db: Queryable,
  businessId: number,
  userId: number,
  invoiceId: number,
  message: string,
): Promise<InvoiceComment> {
  const id = await insertComment(db, businessId, invoiceId, userId, message);
  if (id === null) throw notFound(COMMENT_MSG.invoiceNotFound);
  return toComment((await findComment(db, businessId, id))!);
}

export async function editComment(
  db: Queryable,
  businessId: number,
  userId: number,
  commentId: number,
  message: string,
): Promise<InvoiceComment> {
  const comment = await findComment(db, businessId, commentId);
  if (!comment) throw notFound(COMMENT_MSG.notFound);
  if (comment.user_id !== userId) throw new AppError(403, COMMENT_MSG.notAuthor, 'not_author');
  await updateComment(db, businessId, commentId, message);
  return toComment((await findComment(db, businessId, commentId))!);
}

export async function removeComment(db: Queryable, businessId: number, commentId: number): Promise<void> {
  if (!(await deleteComment(db, businessId, commentId))) throw notFound(COMMENT_MSG.notFound);
}
