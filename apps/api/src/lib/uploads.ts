import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

// Multipart uploads of any area (SII files, bank statements): streamed to disk under names the
// server makes, with the area's limits and the user's Spanish messages.

const FIELD = 'files';
const MSG = {
  notMultipart: `Envía los archivos como multipart/form-data, en el campo '${FIELD}'.`,
  noFiles: `No recibimos archivos: adjunta uno o más archivos en el campo '${FIELD}'.`,
  wrongField: (field: string) =>
    `Recibimos un archivo en el campo '${field}'; envía los archivos en el campo '${FIELD}'.`,
  unknownField: (field: string) => `El campo '${field}' no corresponde a esta carga.`,
  tooMany: (n: number) => `Puedes importar hasta ${n} archivos a la vez.`,
  tooLarge: (name: string, bytes: number) =>
    `El archivo ${name} supera el máximo de ${Math.round(bytes / 1024 / 1024)} MB`,
  broken: 'No pudimos leer los archivos enviados: la solicitud llegó incompleta o mal formada.',
} as const;

export type UploadLimits = {
  maxBytes: number;
  maxFiles: number;
  /** Text fields the upload may carry beside its files (e.g. a CSV column mapping). */
  fields?: readonly string[];
};

/** A sender's file name made safe to show: its last path part, without control characters, at most 120. */
export function displayFileName(name: string | undefined | null): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean === '') return 'archivo';
  return clean.length > 120 ? `${clean.slice(0, 117)}...` : clean;
}

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
  request: Pick<FastifyRequest, 'isMultipart' | 'parts'>,
  dir: string,
  limits: UploadLimits,
): Promise<UploadedFile[]> {
  return (await readUpload(request, dir, limits)).files;
}

/** The files and the allowed text fields of a multipart request. */
export async function readUpload(
  request: Pick<FastifyRequest, 'isMultipart' | 'parts'>,
  dir: string,
  limits: UploadLimits,
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError(415, MSG.notMultipart, 'unsupported_media_type');
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  let current = null as MultipartFile | null;
  try {
    await mkdir(dir, { recursive: true });
    await streamParts(request, dir, limits, files, fields, (part) => {
      current = part;
    });
    return { files, fields };
  } catch (err) {
    await removeUploadedFiles(files);
    throw translate(err, current, limits);
  }
}

async function streamParts(
  request: Pick<FastifyRequest, 'parts'>,
  dir: string,
  limits: UploadLimits,
  files: UploadedFile[],
  fields: Record<string, string>,
  onPart: (part: MultipartFile) => void,
): Promise<void> {
  const allowed = new Set(limits.fields ?? []);
  for await (const part of request.parts({
    limits: {
      fileSize: limits.maxBytes,
      files: limits.maxFiles,
      fields: allowed.size + 1,
      fieldSize: 64 * 1024,
    },
  })) {
    if (part.type === 'field') {
      const value = part as MultipartValue;
      if (!allowed.has(value.fieldname)) throw badRequest(MSG.unknownField(value.fieldname));
      fields[value.fieldname] = String(value.value ?? '');
      continue;
    }
    onPart(part);
    if (part.fieldname !== FIELD) {
      part.file.resume();
      throw badRequest(MSG.wrongField(part.fieldname));
    }
    const name = displayFileName(part.filename);
    const path = join(dir, randomUUID());
    files.push({ name, path });
    await pipeline(part.file, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    if (part.file.truncated) throw new AppError(413, MSG.tooLarge(name, limits.maxBytes), 'file_too_large');
  }
  if (files.length === 0) throw badRequest(MSG.noFiles);
}

/** The multipart parser's errors as the user's Spanish answer. */
function translate(err: unknown, current: MultipartFile | null, limits: UploadLimits): unknown {
  if (err instanceof AppError) return err;
  const e = err as PartError;
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
    const name = displayFileName(e.part?.filename ?? current?.filename);
    return new AppError(413, MSG.tooLarge(name, limits.maxBytes), 'file_too_large');
  }
  if (e.code === 'FST_FILES_LIMIT') return new AppError(413, MSG.tooMany(limits.maxFiles), 'too_many_files');
  if (e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT') return badRequest(MSG.broken);
  if (/multipart|boundary|terminated early|Unexpected end|premature/i.test(e.message ?? ''))
    return badRequest(MSG.broken);
  return err;
}
