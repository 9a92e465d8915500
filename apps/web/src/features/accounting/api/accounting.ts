// The accounting area's calls: the chart of accounts (read, add, rename, switch, delete) and the
// books' reports over a month range, each also downloadable as Excel or PDF (format=xlsx|pdf, saved
// the way the invoice lists save their CSV).
import {
  ACCOUNTING_AREA,
  type CreateAccountBody,
  INVOICE_AREAS,
  type UpdateAccountBody,
  accountingEndpoints as ep,
} from '@portal/contracts';
import { callFile } from '../../../lib/api-client';
import { keepBusinessData, useBusinessQuery, useBusinessMutation } from '../../../lib/business-query';
import { saveBlob } from '../../../lib/save-blob';
import { type MonthRange, reportFileName } from '../utils/periods';

/** An account's name, activity or classification also shows where purchases are classified. */
const AFTER_ACCOUNT_WRITE = [ACCOUNTING_AREA, INVOICE_AREAS.invoices] as const;

export function useChart() {
  return useBusinessQuery(ep.accounts, {});
}

export function useAccount(id: number | null) {
  return useBusinessQuery(ep.account, { params: { id: id ?? 0 } }, { enabled: id !== null, retry: false });
}

export function useAccountByCode(code: string | null) {
  return useBusinessQuery(
    ep.accountByCode,
    { params: { code: code ?? '' } },
    { enabled: code !== null && /^[0-9]{1,10}$/.test(code), retry: false },
  );
}

export function useCreateAccount() {
  return useBusinessMutation(ep.createAccount, (body: CreateAccountBody) => ({ body }), {
    invalidates: AFTER_ACCOUNT_WRITE,
  });
}

export function useUpdateAccount() {
  return useBusinessMutation(
    ep.updateAccount,
    ({ id, ...body }: { id: number } & UpdateAccountBody) => ({ params: { id }, body }),
    { invalidates: AFTER_ACCOUNT_WRITE },
  );
}

export function useDeleteAccount() {
  return useBusinessMutation(ep.deleteAccount, (id: number) => ({ params: { id } }), {
    invalidates: AFTER_ACCOUNT_WRITE,
  });
}

const rangeQuery = (range: MonthRange) => ({ from: range.from, to: range.to });

export function useBalance(range: MonthRange) {
  return useBusinessQuery(ep.balance, { query: rangeQuery(range) }, { placeholderData: keepBusinessData });
}

export function useIncomeStatement(range: MonthRange) {
  return useBusinessQuery(
    ep.incomeStatement,
    { query: rangeQuery(range) },
    { placeholderData: keepBusinessData },
  );
}

export function useResultEvolution(range: MonthRange) {
  return useBusinessQuery(
    ep.resultEvolution,
    { query: rangeQuery(range) },
    { placeholderData: keepBusinessData },
  );
}

export function useLedger(accountId: number | null, range: MonthRange, page: number) {
  return useBusinessQuery(
    ep.ledger,
    { query: { account_id: accountId ?? 0, ...rangeQuery(range), page, page_size: 50 } },
    { enabled: accountId !== null, placeholderData: keepBusinessData },
  );
}

export type ReportFormat = 'xlsx' | 'pdf';
export type DownloadableReport =
  | { kind: 'balance'; range: MonthRange }
  | { kind: 'incomeStatement'; range: MonthRange }
  | { kind: 'resultEvolution'; range: MonthRange }
  | { kind: 'ledger'; range: MonthRange; accountId: number; accountNumber: string };

const ACCEPT: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The report as a file (every line of the ledger's range), saved with a name of what it holds. */
export async function downloadReport(report: DownloadableReport, format: ReportFormat): Promise<void> {
  const headers = { accept: ACCEPT[format] };
  const query = { ...rangeQuery(report.range), format };
  let blob: Blob;
  let name: string;
  if (report.kind === 'ledger') {
    blob = await callFile(ep.ledger, { query: { ...query, account_id: report.accountId } }, { headers });
    name = reportFileName(`libro-mayor-${report.accountNumber}`, report.range, format);
  } else if (report.kind === 'balance') {
    blob = await callFile(ep.balance, { query }, { headers });
    name = reportFileName('balance-general', report.range, format);
  } else if (report.kind === 'resultEvolution') {
    blob = await callFile(ep.resultEvolution, { query }, { headers });
    name = reportFileName('evolucion-de-resultados', report.range, format);
  } else {
    blob = await callFile(ep.incomeStatement, { query }, { headers });
    name = reportFileName('estado-de-resultado', report.range, format);
  }
  saveBlob(blob, name);
}

export function useClosing() {
  return useBusinessQuery(ep.closing, {});
}

export function useUpdateClosing() {
  return useBusinessMutation(
    ep.updateClosing,
    (books_closed_until: string | null) => ({ body: { books_closed_until } }),
    { invalidates: [ACCOUNTING_AREA] },
  );
}
