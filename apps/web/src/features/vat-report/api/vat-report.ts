// The calls of the sales report: the server's VAT calendar, the history (10 a page), the
// submission, the report's and the business's documents, and the automatic mode.
import {
  type MonthlyAccountingBody,
  VAT_DOCUMENT_FIELD,
  VAT_REPORT_AREA,
  type VatDocumentType,
  vatReportEndpoints as ep,
} from '@portal/contracts';
import { call } from '../../../lib/api-client';
import {
  keepBusinessData,
  useBusinessFileQuery,
  useBusinessMutation,
  useBusinessQuery,
} from '../../../lib/business-query';
import { getBusinessId } from '../../../lib/session';

export function useSiiDate() {
  return useBusinessQuery(ep.siiDate, {}, { staleTime: 10 * 60_000 });
}

export function useReports(page: number) {
  return useBusinessQuery(ep.list, { query: { page, page_size: 10 } }, { placeholderData: keepBusinessData });
}

/** The report of one period, if any (the wizard resumes it). */
export function useReportOf(year: number | null, month: number | null) {
  return useBusinessQuery(
    ep.list,
    { query: { page: 1, page_size: 1, accounting_year: year ?? 2000, accounting_month: month ?? 1 } },
    { enabled: year !== null && month !== null },
  );
}

export function useSubmitReport() {
  return useBusinessMutation(ep.submit, (body: MonthlyAccountingBody) => ({ body }));
}

export type UploadInput = {
  file: File;
  type_document: VatDocumentType;
  id?: number;
  accounting_year?: number;
  accounting_month?: number;
};

function uploadForm(u: UploadInput) {
  const form = new FormData();
  // Text fields first: the server reads the parts in order.
  form.append('type_document', u.type_document);
  form.append('model', 'MonthlyAccounting');
  if (u.id !== undefined) form.append('id', String(u.id));
  if (u.accounting_year !== undefined) form.append('accounting_year', String(u.accounting_year));
  if (u.accounting_month !== undefined) form.append('accounting_month', String(u.accounting_month));
  form.append(VAT_DOCUMENT_FIELD, u.file, u.file.name);
  return { body: form };
}

export function useUploadVatDocument() {
  return useBusinessMutation(ep.uploadDocument, uploadForm);
}

/** Uploads several files one after the other (after a submission); answers how many failed. */
export async function uploadAll(inputs: readonly UploadInput[]): Promise<number> {
  let failed = 0;
  for (const u of inputs) {
    try {
      await call(ep.uploadDocument, uploadForm(u), { businessId: getBusinessId() });
    } catch {
      failed++;
    }
  }
  return failed;
}

export function useDeleteVatDocument() {
  return useBusinessMutation(ep.deleteDocument, (id: number) => ({ params: { id } }));
}

export function useVatDocuments(type_document: VatDocumentType, page: number) {
  return useBusinessQuery(
    ep.documents,
    { query: { type_document, page, page_size: 10 } },
    { placeholderData: keepBusinessData },
  );
}

/** The bytes of one document, fetched with the session headers (shown through an object URL). */
export function useVatDocumentFile(id: number | null) {
  return useBusinessFileQuery(
    ep.downloadDocument,
    { params: { id: id ?? 0 } },
    { enabled: id !== null, staleTime: Number.POSITIVE_INFINITY },
  );
}

export function useAutomaticMode() {
  return useBusinessQuery(ep.automaticMode, {});
}

export function useValidateAutomatic(enabled: boolean) {
  return useBusinessQuery(ep.validate, {}, { enabled, staleTime: 0 });
}

export function useActivateAutomatic() {
  return useBusinessMutation(ep.activate, () => ({}), { invalidates: [VAT_REPORT_AREA] });
}

export function useDeactivateAutomatic() {
  return useBusinessMutation(ep.deactivate, () => ({}), { invalidates: [VAT_REPORT_AREA] });
}
