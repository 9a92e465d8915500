// The calls of "Otros registros": the history (10 a page, search_by filters), one record, its writes,
// the templates and the evaluation of a template's lines (a POST that stores nothing, so it is read
// as a query keyed by its body). A write changes the books the accounting reports read, and deleting
// a reconciled record undoes its reconciliation in the bank area.
import {
  ACCOUNTING_AREA,
  BANK_AREA,
  type CreateEntryBody,
  ENTRIES_AREA,
  type EvaluateTemplateBody,
  type UpdateEntryBody,
  entriesEndpoints as ep,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api';
import { call } from '../../../lib/api-client';
import {
  businessQueryKey,
  keepBusinessData,
  useBusinessMutation,
  useBusinessQuery,
} from '../../../lib/business-query';
import { useStoredBusinessId } from '../../../lib/session';
import type { EntrySearchBy } from '../utils/history-url';
import type { Direction } from '../utils/wizard';

export const AFTER_ENTRY_WRITE = [ENTRIES_AREA, ACCOUNTING_AREA, BANK_AREA] as const;

export function useEntries(page: number, search_by: EntrySearchBy) {
  return useBusinessQuery(
    ep.list,
    { query: { page, page_size: 10, search_by } },
    { placeholderData: keepBusinessData },
  );
}

export function useEntry(id: number | null) {
  return useBusinessQuery(ep.detail, { params: { id: id ?? 0 } }, { enabled: id !== null, retry: false });
}

export function useTemplates() {
  return useBusinessQuery(ep.templates, {});
}

export function useTemplatesOf(direction: Direction) {
  const q = useTemplates();
  return { ...q, templates: q.data?.income_templates.filter((t) => t.type_category === direction) ?? [] };
}

export function useTemplate(id: number | null) {
  return useBusinessQuery(ep.template, { params: { id: id ?? 0 } }, { enabled: id !== null, retry: false });
}

/** The lines a template makes with these amounts; null body: nothing to ask yet. */
export function useEvaluation(templateId: number | null, body: EvaluateTemplateBody | null) {
  const businessId = useStoredBusinessId();
  const input = { params: { id: templateId ?? 0 }, body: body ?? ({} as EvaluateTemplateBody) };
  return useQuery<Awaited<ReturnType<typeof call<typeof ep.evaluate>>>, ApiError>({
    queryKey: [...businessQueryKey(businessId ?? 0, ep.evaluate, input), body],
    queryFn: ({ signal }) => call(ep.evaluate, input, { signal, businessId }),
    enabled: businessId !== null && templateId !== null && body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}

export function useCreateEntry() {
  return useBusinessMutation(ep.create, (body: CreateEntryBody) => ({ body }), {
    invalidates: AFTER_ENTRY_WRITE,
  });
}

export function useUpdateEntry() {
  return useBusinessMutation(
    ep.update,
    ({ id, ...body }: { id: number } & UpdateEntryBody) => ({ params: { id }, body }),
    { invalidates: AFTER_ENTRY_WRITE },
  );
}

export function useDeleteEntry() {
  return useBusinessMutation(ep.remove, (id: number) => ({ params: { id } }), {
    invalidates: AFTER_ENTRY_WRITE,
  });
}
