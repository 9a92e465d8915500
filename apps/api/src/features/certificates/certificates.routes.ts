import {
  CERTIFICATE_FILE_FIELD,
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_PASSWORD_FIELD,
  certificateEndpoints as ep,
  certificatePasswordField,
  hasCertificateExtension,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { AppError, badRequest } from '../../lib/errors';
import { createTaskPool } from '../../lib/task-pool';
import {
  type CertificateUpload,
  type Pkcs12Reader,
  certificateDetail,
  listCertificates,
  removeCertificate,
  uploadCertificate,
} from './certificates.service';

/**
 * The upload's two fields, in any order: 'file' (the .pfx) and 'password'. Other parts are
 * drained and ignored. The password stays in memory only; nothing here logs a part.
 */
async function readUpload(
  request: Pick<FastifyRequest, 'isMultipart' | 'parts'>,
): Promise<CertificateUpload> {
  if (!request.isMultipart())
    throw new AppError(415, CERTIFICATE_MESSAGES.missingFile, 'unsupported_media_type');
  let file: { name?: string; bytes: Buffer } | null = null;
  let password: unknown;
  try {
    const parts = request.parts({
      limits: { fileSize: CERTIFICATE_MAX_BYTES, files: 1, fieldSize: 4096, fields: 5 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== CERTIFICATE_FILE_FIELD || file) {
          part.file.resume();
          continue;
        }
        file = { name: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === CERTIFICATE_PASSWORD_FIELD) {
        password = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, CERTIFICATE_MESSAGES.tooLarge, 'file_too_large');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw badRequest(CERTIFICATE_MESSAGES.missingFile);
    }
    throw err;
  }
  if (!file || file.bytes.length === 0) throw badRequest(CERTIFICATE_MESSAGES.missingFile);
  if (!hasCertificateExtension(file.name)) throw badRequest(CERTIFICATE_MESSAGES.notPfx);
  const checked = certificatePasswordField.safeParse(password);
  if (!checked.success)
    throw badRequest(checked.error.issues[0]?.message ?? CERTIFICATE_MESSAGES.missingPassword);
  return { fileName: file.name ?? '', bytes: file.bytes, password: checked.data };
}

/** How long one certificate may take to open in its worker. */
export const PKCS12_TIME_LIMIT_MS = 5_000;

export const certificatesRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  // A real certificate opens in well under a second; the time limit ends a worker that a file
  // made busier than its iteration caps foresee (bags only readable once decrypted).
  const reader: Pkcs12Reader = createTaskPool(new URL('./pkcs12-worker.mjs', import.meta.url), {
    threads: 2,
    timeoutMs: PKCS12_TIME_LIMIT_MS,
  });
  app.addHook('onClose', () => reader.close());
  route(app, ep.list, async ({ business }) => listCertificates(db, business.id));
  route(app, ep.upload, async (request, reply) => {
    const upload = await readUpload(request);
    const certificate = await uploadCertificate(
      db,
      app.secrets,
      reader,
      { businessId: request.business.id, userId: request.session.user.id },
      upload,
    );
    reply.code(201);
    return { business_credential: certificate };
  });
  route(app, ep.detail, async ({ business, params }) => certificateDetail(db, business.id, params.id));
  route(app, ep.remove, async ({ business, params }) => removeCertificate(db, business.id, params.id));
};
