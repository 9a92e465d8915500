// The calls of the expenses screens: the list (10 a page, search_by filters), one expense, gastos-mes,
// the dashboard values, the categories, the multipart writes, the review and report.xlsx. A write
// changes the books (a validated expense is in the journal) and the bank's reconciliation lists.
import {
  ACCOUNTING_AREA,
  BANK_AREA,
  EXPENSES_AREA,
  EXPENSE_RECEIPT_FIELD,
  type ExpenseDocument,
  type ExpenseSort,
  type ReviewExpenseBody,
  associatedUsersEndpoints,
  expensesEndpoints as ep,
} from '@portal/contracts';
import { useEffect, useState } from 'react';
import { callFile } from '../../../lib/api-client';
import {
  keepBusinessData,
  useBusinessFileQuery,
  useBusinessMutation,
  useBusinessQuery,
} from '../../../lib/business-query';
import { saveBlob } from '../../../lib/save-blob';
import type { ExpenseSearchBy } from '../utils/expenses-url';

export const AFTER_EXPENSE_WRITE = [EXPENSES_AREA, ACCOUNTING_AREA, BANK_AREA] as const;
export const EXPENSES_FILE = 'report.xlsx';

type ListQuery = { sort: ExpenseSort; search_by: ExpenseSearchBy; select_user_id?: number };

export function useExpenses(page: number, query: ListQuery) {
  return useBusinessQuery(
    ep.list,
    { query: { page, page_size: 10, ...query } },
    { placeholderData: keepBusinessData },
  );
}

export function useExpense(id: number | null) {
  return useBusinessQuery(ep.detail, { params: { id: id ?? 0 } }, { enabled: id !== null, retry: false });
}

export function useExpensesByPeriod(year: number, month: number) {
  return useBusinessQuery(ep.byPeriod, { query: { year, month } }, { placeholderData: keepBusinessData });
}

export function useExpenseDashboard(year: number, month?: number) {
  return useBusinessQuery(ep.dashboard, { query: { year, month } }, { placeholderData: keepBusinessData });
}

export function useParentCategories() {
  return useBusinessQuery(ep.parents, {}, { staleTime: Number.POSITIVE_INFINITY });
}

export function useChildCategories() {
  return useBusinessQuery(ep.children, {}, { staleTime: Number.POSITIVE_INFINITY });
}

export type ExpenseFormValues = {
  amount: number;
  date: string;
  description: string;
  category_id: number;
  files: File[];
  remove_document_ids?: number[];
};

function formOf(v: ExpenseFormValues): FormData {
  const form = new FormData();
  form.append('amount', String(v.amount));
  form.append('date', v.date);
  form.append('description', v.description);
  form.append('category_id', String(v.category_id));
  if (v.remove_document_ids?.length) form.append('remove_document_ids', v.remove_document_ids.join(','));
  for (const f of v.files) form.append(EXPENSE_RECEIPT_FIELD, f, f.name);
  return form;
}

export function useCreateExpense() {
  return useBusinessMutation(ep.create, (v: ExpenseFormValues) => ({ body: formOf(v) }), {
    invalidates: AFTER_EXPENSE_WRITE,
  });
}

export function useUpdateExpense(id: number) {
  return useBusinessMutation(ep.update, (v: ExpenseFormValues) => ({ params: { id }, body: formOf(v) }), {
    invalidates: AFTER_EXPENSE_WRITE,
  });
}

export function useReviewExpense(id: number) {
  return useBusinessMutation(ep.review, (body: ReviewExpenseBody) => ({ params: { id }, body }), {
    invalidates: AFTER_EXPENSE_WRITE,
  });
}

export function useDeleteExpense() {
  return useBusinessMutation(ep.remove, (id: number) => ({ params: { id } }), {
    invalidates: AFTER_EXPENSE_WRITE,
  });
}

/** The filtered expenses as report.xlsx (the spec's file name). */
export async function downloadExpenses(query: ListQuery): Promise<void> {
  const blob = await callFile(
    ep.download,
    { query },
    { headers: { accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } },
  );
  saveBlob(blob, EXPENSES_FILE);
}

/** A receipt's bytes as an object URL (an img or iframe cannot send the session headers). */
export function useReceipt(doc: ExpenseDocument | null) {
  const query = useBusinessFileQuery(
    ep.document,
    { params: { id: doc?.reference_id ?? 0, document_id: doc?.id ?? 0 } },
    { enabled: doc !== null, staleTime: Number.POSITIVE_INFINITY },
  );
  const blob = query.data ?? null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return { ...query, url };
}

/** The business's users, for the "Ingresado por" filter (select_user_id). */
export function useExpenseUsers() {
  const q = useBusinessQuery(
    associatedUsersEndpoints.list,
    { query: { page: 1, page_size: 100 } },
    {
      staleTime: 60_000,
    },
  );
  return q.data?.data.map((m) => ({ value: String(m.user_id), label: m.user.name || m.user.email })) ?? [];
}
