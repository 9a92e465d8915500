import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  HONORARIUM_FILE_MAX_BYTES,
  HONORARIUM_MESSAGES as MSG,
  honorariumTicketsEndpoints as ep,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { badRequest } from '../../lib/errors';
import { type UploadedFile, readUpload, removeUploadedFiles } from '../../lib/uploads';
import {
  importHonorariumFile,
  ticketDetail,
  ticketsPage,
  updateHonorariumTicket,
} from './honorarium-tickets.service';

const UPLOAD = { maxBytes: HONORARIUM_FILE_MAX_BYTES, maxFiles: 1 } as const;

export const honorariumTicketsRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db, config } = deps;
  const uploadDir = join(config.dataDir, 'tmp', 'uploads');
  route(app, ep.list, async ({ business, query }) => ticketsPage(db, business.id, query));
  route(app, ep.detail, async ({ business, params }) => ticketDetail(db, business.id, params.id));
  route(app, ep.update, async ({ business, params, body }) =>
    updateHonorariumTicket(db, business.id, params.id, body),
  );
  route(app, ep.importFile, async (request) => {
    const { business, query, session } = request;
    let files: UploadedFile[] = [];
    try {
      files = (await readUpload(request, uploadDir, UPLOAD)).files;
      const [file] = files;
      if (!file) throw badRequest(MSG.file);
      return await importHonorariumFile(
        db,
        { businessId: business.id, userId: session.user.id },
        query.kind,
        { name: file.name, bytes: await readFile(file.path) },
      );
    } finally {
      await removeUploadedFiles(files);
    }
  });
};
