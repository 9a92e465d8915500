import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  EMPLOYEE_MESSAGES as MSG,
  EMPLOYEES_FILE_MAX_BYTES,
  EMPLOYEES_FILE_NAME,
  employeesEndpoints as ep,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { fileDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/endpoint-route';
import { badRequest } from '../../lib/errors';
import { type UploadedFile, readUpload, removeUploadedFiles } from '../../lib/uploads';
import {
  createEmployee,
  editEmployee,
  employeesFile,
  employeesPage,
  importEmployees,
  removeEmployee,
  requireEmployee,
} from './employees.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UPLOAD = { maxBytes: EMPLOYEES_FILE_MAX_BYTES, maxFiles: 1 } as const;

export const employeesRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db, config } = deps;
  const uploadDir = join(config.dataDir, 'tmp', 'uploads');

  route(app, ep.list, async ({ business, query }) => employeesPage(db, business.id, query));
  route(app, ep.exportFile, async ({ business, query }, reply) =>
    reply
      .header('content-type', XLSX)
      .header('content-disposition', fileDisposition(EMPLOYEES_FILE_NAME, 'attachment'))
      .header('cache-control', 'no-store')
      .send(await employeesFile(db, business.id, query)),
  );
  route(app, ep.importFile, async (request) => {
    let files: UploadedFile[] = [];
    try {
      files = (await readUpload(request, uploadDir, UPLOAD)).files;
      const [file] = files;
      if (!file) throw badRequest(MSG.file);
      return await importEmployees(db, request.business.id, await readFile(file.path));
    } finally {
      await removeUploadedFiles(files);
    }
  });
  route(app, ep.show, async ({ business, params }) => ({
    employee: await requireEmployee(db, business.id, params.employee_rut),
  }));
  route(app, ep.create, async ({ business, body }) => ({
    employee: await createEmployee(db, business.id, body.employee),
    message: MSG.created,
  }));
  route(app, ep.update, async ({ business, params, body }) => ({
    employee: await editEmployee(db, business.id, params.employee_rut, body.employee),
    message: MSG.updated,
  }));
  route(app, ep.remove, async ({ business, params }) => {
    await removeEmployee(db, business.id, params.employee_rut);
    return { rut: params.employee_rut, message: MSG.deleted };
  });
};
