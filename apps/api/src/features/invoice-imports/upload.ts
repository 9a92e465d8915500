import type { MultipartFile } from '@fastify/multipart';
import { IMPORT_FILES_FIELD, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_FILES } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { displayFileName } from './file-kind';
import { type ImportFileInput, tooLargeMessage } from './import-files';

const MSG = {
  notMultipart: `Envía los archivos como multipart/form-data, en el campo '${IMPORT_FILES_FIELD}'.`,
  noFiles: `No recibimos archivos: adjunta uno o más archivos en el campo '${IMPORT_FILES_FIELD}'.`,
  wrongField: (field: string) =>
    `Recibimos un archivo en el campo '${field}'; envía los archivos en el campo '${IMPORT_FILES_FIELD}'.`,
  tooMany: `Puedes importar hasta ${MAX_IMPORT_FILES} archivos a la vez.`,
  broken: 'No pudimos leer los archivos enviados: la solicitud llegó incompleta o mal formada.',
} as const;

type PartError = Error & { code?: string; part?: { filename?: string } };

/**
 * The files of a multipart request, in memory (at most MAX_IMPORT_FILES of MAX_IMPORT_FILE_BYTES).
 * The sender's file name is kept for messages only.
 */
export async function readUploadedFiles(request: FastifyRequest): Promise<ImportFileInput[]> {
  if (!request.isMultipart()) throw new AppError(415, MSG.notMultipart, 'unsupported_media_type');
  const files: ImportFileInput[] = [];
  let current: MultipartFile | null = null;
  try {
    for await (const part of request.files({
      limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: MAX_IMPORT_FILES },
    })) {
      current = part;
      if (part.fieldname !== IMPORT_FILES_FIELD) {
        part.file.resume();
        throw badRequest(MSG.wrongField(part.fieldname));
      }
      files.push({ name: displayFileName(part.filename), bytes: await part.toBuffer() });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const e = err as PartError;
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
      const name = displayFileName(e.part?.filename ?? current?.filename);
      throw new AppError(413, tooLargeMessage(name), 'file_too_large');
    }
    if (e.code === 'FST_FILES_LIMIT') throw new AppError(413, MSG.tooMany, 'too_many_files');
    if (e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT') throw badRequest(MSG.broken);
    if (/multipart|boundary|terminated early|Unexpected end/i.test(e.message ?? ''))
      throw badRequest(MSG.broken);
    throw err;
  }
  if (files.length === 0) throw badRequest(MSG.noFiles);
  return files;
}
