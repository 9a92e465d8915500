// The payroll process's calls (issue #29 §2): the months (10 a page), the month in course with its
// workers and novedades, whether it can be begun, its dated parameters, one month's payslips; the
// writes that move a month along; the files (payslips PDF, Previred, LRE). Publishing posts the
// month in the books and its impuesto único feeds the F29, so it refreshes those areas too.
import {
  ACCOUNTING_AREA,
  F29_PROPOSAL_AREA,
  PAYROLL_AREA,
  type QuotationNoveltiesBody,
  payrollEndpoints as ep,
} from '@portal/contracts';
import {
  lreFileName,
  payrollPeriod,
  payslipFileName,
  payslipsFileName,
  previredFileName,
} from '@portal/domain';
import { callFile } from '../../../lib/api-client';
import { keepBusinessData, useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';
import { saveBlob } from '../../../lib/save-blob';

export const QUOTATIONS_PAGE_SIZE = 10;

export function useQuotationList(page: number) {
  return useBusinessQuery(
    ep.list,
    { query: { page, page_size: QUOTATIONS_PAGE_SIZE } },
    { placeholderData: keepBusinessData },
  );
}

export function useCurrentPeriod() {
  return useBusinessQuery(ep.currentPeriod, {});
}

export function useValidCreate(enabled: boolean) {
  return useBusinessQuery(ep.validCreate, {}, { enabled });
}

export function useAdditional(period: { year: number; month: number } | null) {
  return useBusinessQuery(ep.additional, { query: period ?? {} }, { enabled: period !== null });
}

export function useQuotationDetail(period: { year: number; month: number } | null) {
  return useBusinessQuery(
    ep.showByPeriod,
    { params: period ?? { year: 2000, month: 1 } },
    { enabled: period !== null, retry: false },
  );
}

export function useCreateQuotation() {
  return useBusinessMutation(ep.create, (_: undefined) => ({ body: {} }));
}

export function useSaveNovelties() {
  return useBusinessMutation(ep.saveNovelties, (v: { id: number; body: QuotationNoveltiesBody }) => ({
    params: { id: v.id },
    body: v.body,
  }));
}

const byId = (id: number) => ({ params: { id } });

export const useSendForm = () => useBusinessMutation(ep.sendForm, byId);
export const useReview = () => useBusinessMutation(ep.review, byId);
export const useReopen = () => useBusinessMutation(ep.reopen, byId);
export const usePublish = () =>
  useBusinessMutation(ep.publish, byId, { invalidates: [PAYROLL_AREA, ACCOUNTING_AREA, F29_PROPOSAL_AREA] });

export type MonthFile = 'payslips' | 'previred' | 'lre';

/** One of the month's files, named by the domain's rules as the API names it (Previred_MMAAAA.txt, <RUT>_AAAAMM.csv). */
export async function downloadMonthFile(
  q: { id: number; year: number; month: number },
  file: MonthFile,
  businessRut: string,
): Promise<void> {
  const input = { params: { id: q.id } };
  const period = payrollPeriod(q);
  if (file === 'payslips') saveBlob(await callFile(ep.payslipsPdf, input), payslipsFileName(period));
  else if (file === 'previred') saveBlob(await callFile(ep.previred, input), previredFileName(period));
  else saveBlob(await callFile(ep.lre, input), lreFileName(businessRut, period));
}

export async function downloadPayslip(
  q: { id: number; year: number; month: number },
  rut: string,
): Promise<void> {
  const blob = await callFile(ep.payslipPdf, { params: { id: q.id, employee_rut: rut } });
  saveBlob(blob, payslipFileName(rut, payrollPeriod(q)));
}
