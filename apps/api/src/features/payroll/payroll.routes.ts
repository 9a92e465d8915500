import { PAYROLL_MESSAGES as M, payrollEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app';
import { fileDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/endpoint-route';
import { type PayrollFile, lreUpload, payslipFile, payslipsFile, previredUpload } from './payroll-files';
import { monthAdditional } from './payroll-parameters';
import {
  createQuotation,
  currentPeriod,
  detailByPeriod,
  publish,
  quotationDto,
  quotationsPage,
  reopen,
  review,
  saveNovelties,
  sendForm,
  validCreate,
} from './payroll.service';

const send = (reply: FastifyReply, f: PayrollFile) =>
  reply
    .header('content-type', f.contentType)
    .header('content-disposition', fileDisposition(f.name, 'attachment'))
    .header('cache-control', 'no-store')
    .send(f.body);

export const payrollRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db, mailer } = deps;

  route(app, ep.list, async ({ business, query }) => quotationsPage(db, business.id, query));
  route(app, ep.additional, async ({ query }) => monthAdditional(db, query));
  route(app, ep.currentPeriod, async ({ business }) => currentPeriod(db, business.id));
  route(app, ep.validCreate, async ({ business }) => validCreate(db, business.id));
  route(app, ep.showByPeriod, async ({ business, params }) =>
    detailByPeriod(db, business.id, params.year, params.month),
  );
  route(app, ep.create, async ({ business, body }) => ({
    quotation: quotationDto(await createQuotation(db, business.id, body)),
    message: M.created,
  }));
  route(app, ep.saveNovelties, async ({ business, params, body }) =>
    saveNovelties(db, business.id, params.id, body),
  );
  route(app, ep.sendForm, async ({ business, params }) => ({
    quotation: quotationDto(await sendForm(db, business.id, params.id)),
    message: M.sent,
  }));
  route(app, ep.reopen, async ({ business, params }) => ({
    quotation: quotationDto(await reopen(db, business.id, params.id)),
    message: M.reopened,
  }));
  route(app, ep.review, async ({ business, params }) => ({
    quotation: quotationDto(await review(db, business.id, params.id)),
    message: M.reviewed,
  }));
  route(app, ep.publish, async ({ business, params }) => {
    const r = await publish(db, mailer, business.id, params.id);
    return { quotation: quotationDto(r.quotation), message: M.published(r.payslips) };
  });
  route(app, ep.payslipPdf, async ({ business, params }, reply) =>
    send(reply, await payslipFile(db, business.id, params.id, params.employee_rut)),
  );
  route(app, ep.payslipsPdf, async ({ business, params }, reply) =>
    send(reply, await payslipsFile(db, business.id, params.id)),
  );
  route(app, ep.previred, async ({ business, params }, reply) =>
    send(reply, await previredUpload(db, business.id, params.id)),
  );
  route(app, ep.lre, async ({ business, params }, reply) =>
    send(reply, await lreUpload(db, business.id, params.id)),
  );
};
