import { join } from 'node:path';
import {
  IMPORT_HISTORY_SIZE,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_FILES,
  invoiceImportEndpoints as ep,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { importSlots } from './import-slots';
import { importUploadedFiles, listImports } from './invoice-imports.service';
import { createFilePreparer } from './prepare-pool';
import { type UploadedFile, readUploadedFiles, removeUploadedFiles } from '../../lib/uploads';

const UPLOAD_LIMITS = { maxBytes: MAX_IMPORT_FILE_BYTES, maxFiles: MAX_IMPORT_FILES };

export const invoiceImportsRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db, config } = deps;
  const slots = importSlots(config.importConcurrency);
  const preparer = createFilePreparer(config.importWorkers);
  const uploadDir = join(config.dataDir, 'tmp', 'uploads');
  app.addHook('onClose', () => preparer.close());

  route(app, ep.upload, async (request) => {
    // Taken before the upload is read: a refused import costs neither disk nor parsing.
    const release = slots.acquire(request.business.id);
    let files: UploadedFile[] = [];
    try {
      files = await readUploadedFiles(request, uploadDir, UPLOAD_LIMITS);
      const result = await importUploadedFiles(db, preparer, request.business.id, files, {
        userId: request.session.user.id,
        mode: request.query.mode,
      });
      return { import: result };
    } finally {
      release();
      await removeUploadedFiles(files);
    }
  });

  route(app, ep.history, async ({ business }) => ({
    imports: await listImports(db, business.id, IMPORT_HISTORY_SIZE),
  }));
};
