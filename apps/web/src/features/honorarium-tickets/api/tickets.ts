// The calls of the Honorarios screen: the list (10 a page, search_by), one ticket, its update and
// the import of the SII's informe. A write changes the books (the journal posts each ticket), so
// the accounting reports' answers are dropped too.
import {
  ACCOUNTING_AREA,
  HONORARIUM_AREA,
  type HonorariumKind,
  type UpdateHonorariumBody,
  honorariumTicketsEndpoints as ep,
} from '@portal/contracts';
import { keepBusinessData, useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';
import type { searchBy } from '../utils/tickets-url';

export const AFTER_TICKET_WRITE = [HONORARIUM_AREA, ACCOUNTING_AREA] as const;

export function useTickets(page: number, search_by: ReturnType<typeof searchBy>) {
  return useBusinessQuery(
    ep.list,
    { query: { page, page_size: 10, search_by } },
    { placeholderData: keepBusinessData },
  );
}

export function useTicket(id: number | null) {
  return useBusinessQuery(ep.detail, { params: { id: id ?? 0 } }, { enabled: id !== null, retry: false });
}

export function useUpdateTicket() {
  return useBusinessMutation(
    ep.update,
    ({ id, body }: { id: number; body: UpdateHonorariumBody }) => ({ params: { id }, body }),
    { invalidates: AFTER_TICKET_WRITE },
  );
}

export function useImportTickets() {
  return useBusinessMutation(
    ep.importFile,
    ({ kind, file }: { kind: HonorariumKind; file: File }) => {
      const form = new FormData();
      form.append('files', file, file.name);
      return { body: form, query: new URLSearchParams({ kind }) };
    },
    { invalidates: AFTER_TICKET_WRITE },
  );
}
