import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { IMPORT_FILES_FIELD, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_FILES } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { displayFileName } from './file-kind';
import { tooLargeMessage } from './import-files';

const MSG = {
  notMultipart: `Envía los archivos como multipart/form-data, en el campo '${IMPORT_FILES_FIELD}'.`,
  noFiles: `No recibimos archivos: adjunta uno o más archivos en el campo '${IMPORT_FILES_FIELD}'.`,
  wrongField: (field: string) =>
    `Recibimos un archivo en el campo '${field}'; envía los archivos en el campo '${IMPORT_FILES_FIELD}'.`,
  tooMany: `Puedes importar hasta ${MAX_IMPORT_FILES} archivos a la vez.`,
  broken: 'No pudimos leer los archivos enviados: la solicitud llegó incompleta o mal formada.',
} as const;

type PartError = Error & { code?: string; part?: { filename?: string } };

/** An uploaded file on disk, under a name the server made; the sender's name is for messages only. */
export type UploadedFile = { name: string; path: string };

/** Removes the uploads' files (after the import, whatever its outcome). */
export async function removeUploadedFiles(files: readonly UploadedFile[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f.path, { force: true })));
}

/**
 * The files of a multipart request (at most MAX_IMPORT_FILES of MAX_IMPORT_FILE_BYTES), streamed
 * to files in `dir` as they arrive: the process never holds a whole upload in memory, however
 * many tenants import at once. On a refusal the files written so far are removed; otherwise the
 * caller removes them (removeUploadedFiles).
 */
export async function readUploadedFiles(
  request: Pick<FastifyRequest, 'isMultipart' | 'files'>,
  dir: string,
): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new AppError(415, MSG.notMultipart, 'unsupported_media_type');
  const files: UploadedFile[] = [];
  let current = null as MultipartFile | null;
  try {
    await mkdir(dir, { recursive: true });
    return await streamParts(request, dir, files, (part) => {
      current = part;
    });
  } catch (err) {
    await removeUploadedFiles(files);
    throw translate(err, current);
  }
}

async function streamParts(
  request: Pick<FastifyRequest, 'files'>,
  dir: string,
  files: UploadedFile[],
  onPart: (part: MultipartFile) => void,
): Promise<UploadedFile[]> {
  for await (const part of request.files({
    limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: MAX_IMPORT_FILES },
  })) {
    onPart(part);
    if (part.fieldname !== IMPORT_FILES_FIELD) {
      part.file.resume();
      throw badRequest(MSG.wrongField(part.fieldname));
    }
    const name = displayFileName(part.filename);
    const path = join(dir, randomUUID());
    files.push({ name, path });
    await pipeline(part.file, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    if (part.file.truncated) throw new AppError(413, tooLargeMessage(name), 'file_too_large');
  }
  if (files.length === 0) throw badRequest(MSG.noFiles);
  return files;
}

/** The multipart parser's errors as the user's Spanish answer. */
function translate(err: unknown, current: MultipartFile | null): unknown {
  if (err instanceof AppError) return err;
  const e = err as PartError;
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
    const name = displayFileName(e.part?.filename ?? current?.filename);
    return new AppError(413, tooLargeMessage(name), 'file_too_large');
  }
  if (e.code === 'FST_FILES_LIMIT') return new AppError(413, MSG.tooMany, 'too_many_files');
  if (e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT') return badRequest(MSG.broken);
  if (/multipart|boundary|terminated early|Unexpected end|premature/i.test(e.message ?? ''))
    return badRequest(MSG.broken);
  return err;
}
