// The files of a computed month, written from the stored payslips and their snapshots (never from
// the workers' current records): each payslip's PDF, all of them in one PDF, the Previred file and
// the Libro de Remuneraciones Electrónico. Previred and LRE are checked by the domain's validators
// before they are handed over: a file the institution would refuse is a 422 naming each problem.
import { PAYROLL_MESSAGES as M } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import {
  HEALTH_LRE_CODES,
  HEALTH_PREVIRED_CODES,
  capPesos,
  communeCode,
  lreFile,
  lreFileName,
  lastDayOf,
  monthParameters,
  payrollPeriod,
  payslipFileName,
  payslipsFileName,
  previredFile,
  previredFileName,
  validateLre,
  validatePrevired,
} from '@portal/domain';
import { AppError, conflict, notFound } from '../../lib/errors';
import { type PayslipSnapshot, knownIndicatorsOf, payslipOf } from './payroll-inputs';
import { type PayslipRow, businessIdentity, confirmedIndicators, findPayslips } from './payroll.repository';
import { requireQuotation } from './payroll.service';
import { payslipPdf, payslipsPdf } from './payslip-pdf';

export type PayrollFile = { name: string; contentType: string; body: Buffer };

async function computed(db: Queryable, businessId: number, id: number) {
  const q = await requireQuotation(db, businessId, id);
  if (q.status === 'created') throw conflict(M.notPublished);
  const payslips = await findPayslips(db, businessId, q.id);
  return { q, payslips };
}

const snapshot = (s: PayslipRow) => s.worker as PayslipSnapshot;

function pdfInput(s: PayslipRow, business: { name: string; rut: string; address: string | null }) {
  const snap = snapshot(s);
  return {
    business: {
      name: business.name,
      rut: business.rut,
      ...(business.address ? { address: business.address } : {}),
    },
    worker: snap.pdf,
    payslip: payslipOf(s.lines, s.rounding, snap),
  };
}

const refused = (message: string, problems: { message: string }[]) =>
  new AppError(422, message, 'unprocessable', {}, { problems: problems.slice(0, 200).map((p) => p.message) });

export async function payslipFile(
  db: Queryable,
  businessId: number,
  id: number,
  rut: string,
): Promise<PayrollFile> {
  const { q, payslips } = await computed(db, businessId, id);
  const s = payslips.find((p) => p.employee_rut === rut);
  if (!s) throw notFound(M.payslipNotFound);
  const business = await businessIdentity(db, businessId);
  return {
    name: payslipFileName(rut, payrollPeriod(q)),
    contentType: 'application/pdf',
    body: Buffer.from(await payslipPdf(pdfInput(s, business))),
  };
}

export async function payslipsFile(db: Queryable, businessId: number, id: number): Promise<PayrollFile> {
  const { q, payslips } = await computed(db, businessId, id);
  const business = await businessIdentity(db, businessId);
  return {
    name: payslipsFileName(payrollPeriod(q)),
    contentType: 'application/pdf',
    body: Buffer.from(await payslipsPdf(payslips.map((s) => pdfInput(s, business)))),
  };
}

export async function previredUpload(db: Queryable, businessId: number, id: number): Promise<PayrollFile> {
  const { q, payslips } = await computed(db, businessId, id);
  const period = payrollPeriod(q);
  // The closed Isapres of the enumeration (Chuquicamata, Fusat…) have no confirmed field-75 code:
  // named here, before the validator's line-and-field message, so the business knows what to do.
  const uncoded = payslips.filter(
    (s) => HEALTH_PREVIRED_CODES[snapshot(s).worker.health.system] === undefined,
  );
  if (uncoded.length > 0)
    throw refused(
      M.fileRefused('Previred'),
      uncoded.map((s) => ({
        message: M.healthWithoutCode(s.full_name, snapshot(s).worker.health.system, 'Previred'),
      })),
    );
  const text = previredFile(
    payslips.map((s) => {
      const snap = snapshot(s);
      return { identity: snap.identity, worker: snap.worker, payslip: payslipOf(s.lines, s.rounding, snap) };
    }),
    q.mutual,
  );
  // The caps the file is checked against are the month's, as the computation took them.
  const last = lastDayOf(period);
  const known = knownIndicatorsOf(last, await confirmedIndicators(db, last, `${period}-01`));
  const params = monthParameters(period, known);
  if (!params.ok) throw refused(M.fileRefused('Previred'), params.errors);
  const p = params.value;
  const problems = validatePrevired(text, {
    period,
    afpCap: capPesos(p.pensionCap.value, p.uf.cents),
    unemploymentCap: capPesos(p.unemploymentCap.value, p.uf.cents),
  });
  if (problems.length > 0) throw refused(M.fileRefused('Previred'), problems);
  return {
    name: previredFileName(period),
    contentType: 'text/plain; charset=us-ascii',
    body: Buffer.from(text, 'ascii'),
  };
}

export async function lreUpload(db: Queryable, businessId: number, id: number): Promise<PayrollFile> {
  const { q, payslips } = await computed(db, businessId, id);
  const period = payrollPeriod(q);
  const problems: { message: string }[] = [];
  const rows = payslips.flatMap((s) => {
    const snap = snapshot(s);
    const code = communeCode(snap.commune);
    if (code === undefined) {
      problems.push({ message: M.communeWithoutCode(s.full_name, snap.commune) });
      return [];
    }
    if (HEALTH_LRE_CODES[snap.worker.health.system] === undefined) {
      problems.push({ message: M.healthWithoutCode(s.full_name, snap.worker.health.system, 'LRE') });
      return [];
    }
    return [
      {
        identity: {
          rut: s.employee_rut,
          serviceCommune: code,
          ...(snap.termination ? { termination: snap.termination } : {}),
        },
        worker: snap.worker,
        month: snap.month,
        payslip: payslipOf(s.lines, s.rounding, snap),
      },
    ];
  });
  if (problems.length > 0) throw refused(M.fileRefused('LRE'), problems);
  // ❓ The business's CCAF affiliation is not recorded yet: written as none (Previred's default).
  const text = lreFile(rows, { mutual: q.mutual, ccaf: false });
  const invalid = validateLre(text, { period });
  if (invalid.length > 0) throw refused(M.fileRefused('LRE'), invalid);
  const business = await businessIdentity(db, businessId);
  // ❓ Encoding: the DT's examples are Windows-1252 (SimpleDigital); Latin-1 is its subset for Spanish.
  return {
    name: lreFileName(business.rut, period),
    contentType: 'text/csv; charset=iso-8859-1',
    body: Buffer.from(text, 'latin1'),
  };
}
