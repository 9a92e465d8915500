// Reads the multipart form of an expense (create and update): the text fields, validated against
// the contract's schema, and the receipts in 'documents', read whole and checked by their first
// bytes before anything is stored (the write is all or nothing).
import {
  EXPENSE_MAX_RECEIPTS,
  EXPENSE_MESSAGES,
  EXPENSE_RECEIPT_FIELD,
  EXPENSE_RECEIPT_MAX_BYTES,
  expenseFields,
  expenseUpdateFields,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import { displayName, sniffDocument } from '../invoice-documents/invoice-documents.service';

export type ReceiptUpload = { name: string; ext: 'pdf' | 'png' | 'jpg'; contentType: string; bytes: Buffer };

const TEXT_FIELDS = new Set(['amount', 'date', 'description', 'category_id', 'remove_document_ids']);

type Parts = Pick<FastifyRequest, 'isMultipart' | 'parts'>;

async function readParts(
  request: Parts,
): Promise<{ fields: Record<string, string>; files: ReceiptUpload[] }> {
  if (!request.isMultipart()) throw new AppError(415, EXPENSE_MESSAGES.multipart, 'unsupported_media_type');
  const fields: Record<string, string> = {};
  const files: ReceiptUpload[] = [];
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: EXPENSE_RECEIPT_MAX_BYTES,
        files: EXPENSE_MAX_RECEIPTS,
        fields: 20,
        fieldSize: 4096,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== EXPENSE_RECEIPT_FIELD) {
          part.file.resume();
          throw badRequest(EXPENSE_MESSAGES.field(part.fieldname));
        }
        const bytes = await part.toBuffer();
        const kind = sniffDocument(bytes);
        const shown = displayName(part.filename, kind?.ext ?? 'pdf');
        if (!kind) throw new AppError(415, EXPENSE_MESSAGES.receiptType(shown), 'unsupported_document');
        files.push({
          name: shown,
          ext: kind.ext as ReceiptUpload['ext'],
          contentType: kind.contentType,
          bytes,
        });
        continue;
      }
      if (!TEXT_FIELDS.has(part.fieldname)) throw badRequest(EXPENSE_MESSAGES.field(part.fieldname));
      const value = String(part.value ?? '');
      // A repeated remove_document_ids adds to the list.
      fields[part.fieldname] =
        part.fieldname === 'remove_document_ids' && fields[part.fieldname]
          ? `${fields[part.fieldname]},${value}`
          : value;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, EXPENSE_MESSAGES.receiptTooLarge, 'file_too_large');
    if (code === 'FST_FILES_LIMIT') throw badRequest(EXPENSE_MESSAGES.tooManyReceipts);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest(EXPENSE_MESSAGES.multipart);
    throw err;
  }
  return { fields, files };
}

const LABELS: Record<string, string> = {
  amount: 'Monto',
  date: 'Fecha',
  description: 'Descripción',
  category_id: 'Categoría',
  remove_document_ids: 'Comprobantes a quitar',
};

/** The first problem of the fields, in Spanish, naming the field when the message does not. */
function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const label = LABELS[String(issue.path[0] ?? '')];
  const starts = issue.message.charAt(0);
  const message = label && starts === starts.toLowerCase() ? `${label}: ${issue.message}` : issue.message;
  throw new AppError(400, message, 'bad_request', {}, { field: String(issue.path[0] ?? '') });
}

export async function readCreateForm(request: Parts) {
  const { fields, files } = await readParts(request);
  if ('remove_document_ids' in fields) throw badRequest(EXPENSE_MESSAGES.field('remove_document_ids'));
  return { fields: parseOrRefuse(expenseFields, fields), files };
}

export async function readUpdateForm(request: Parts) {
  const { fields, files } = await readParts(request);
  return { fields: parseOrRefuse(expenseUpdateFields, fields), files };
}
