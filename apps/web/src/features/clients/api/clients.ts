// The clients area's calls: lists (and CSV), one client or provider, its registry, contacts.
import {
  type Client,
  type ClientListResponse,
  type Contact,
  type ContactFormOutput,
  type CounterpartFormOutput,
  type Provider,
  type ProviderListResponse,
  clientEndpoints,
  contactEndpoints,
  providerEndpoints,
} from '@portal/contracts';
import { callFile } from '../../../lib/api-client';
import { keepBusinessData, useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';
import { saveBlob } from '../../../lib/save-blob';
import type { Kind } from '../messages';

export type SortField =
  | 'rut'
  | 'business_name'
  | 'fantasy_name'
  | 'last_doc_date'
  | 'days_to_pay'
  | 'total_debt'
  | 'num_documents';
export type ListState = { page: number; search: string; sort: SortField; order: 'asc' | 'desc' };

/** A list row of either kind. */
export type Row = {
  rut: string;
  business_name: string;
  fantasy_name: string | null;
  last_doc_date: string | null;
  days_to_pay: number | null;
  total_debt: number;
  num_documents: number;
  contacts: { id: number; name: string; last_name: string | null; email: string | null }[];
};
export type ListData = {
  rows: Row[];
  meta: { current_page: number; page_size: number; total_elements: number };
  figures: { total: number; open: number; overdue: number; next: number };
};

const sortField = (kind: Kind, sort: SortField) =>
  sort === 'rut' ? (kind === 'client' ? 'rut_client' : 'rut_provider') : sort;

function listQuery(kind: Kind, s: ListState) {
  return {
    page: s.page,
    sort_order: s.order,
    ...(s.search.trim() ? { search: s.search.trim() } : {}),
    sort_field: sortField(kind, s.sort),
  };
}

const fromClients = (d: ClientListResponse): ListData => ({
  rows: d.data.clients.map(({ rut_client, ...r }) => ({ rut: rut_client, ...r })),
  meta: d.meta,
  figures: {
    total: d.total_sales,
    open: d.total_to_collect,
    overdue: d.total_overdue,
    next: d.total_to_collect_next,
  },
});
const fromProviders = (d: ProviderListResponse): ListData => ({
  rows: d.data.providers.map(({ rut_provider, ...r }) => ({ rut: rut_provider, ...r })),
  meta: d.meta,
  figures: {
    total: d.total_purchases,
    open: d.total_to_pay,
    overdue: d.total_overdue,
    next: d.total_to_pay_next,
  },
});

export function useCounterpartList(kind: Kind, s: ListState) {
  const clients = useBusinessQuery(
    clientEndpoints.list,
    { query: listQuery('client', s) as never },
    { placeholderData: keepBusinessData, enabled: kind === 'client', select: fromClients },
  );
  const providers = useBusinessQuery(
    providerEndpoints.list,
    { query: listQuery('provider', s) as never },
    { placeholderData: keepBusinessData, enabled: kind === 'provider', select: fromProviders },
  );
  return kind === 'client' ? clients : providers;
}

export async function downloadCounterpartsCsv(kind: Kind, s: ListState, fileName: string): Promise<void> {
  const query = { ...listQuery(kind, s), page: 1, format: 'csv' } as never;
  const blob =
    kind === 'client'
      ? await callFile(clientEndpoints.list, { query }, { headers: { accept: 'text/csv' } })
      : await callFile(providerEndpoints.list, { query }, { headers: { accept: 'text/csv' } });
  saveBlob(blob, fileName);
}

/** One client or provider in one shape. */
export type Entity = Omit<
  Client,
  'rutClient' | 'total_sales' | 'total_to_collect' | 'total_to_collect_next'
> & {
  rut: string;
  total: number;
  open: number;
  next: number;
};
const fromClient = ({ client: c }: { client: Client }): Entity => {
  const { rutClient, total_sales, total_to_collect, total_to_collect_next, ...rest } = c;
  return { ...rest, rut: rutClient, total: total_sales, open: total_to_collect, next: total_to_collect_next };
};
const fromProvider = ({ provider: p }: { provider: Provider }): Entity => {
  const { rutProvider, total_purchases, total_to_pay, total_to_pay_next, ...rest } = p;
  return { ...rest, rut: rutProvider, total: total_purchases, open: total_to_pay, next: total_to_pay_next };
};

export function useCounterpart(kind: Kind, rut: string) {
  const client = useBusinessQuery(
    clientEndpoints.show,
    { params: { client_rut: rut } },
    { enabled: kind === 'client', select: fromClient, retry: false },
  );
  const provider = useBusinessQuery(
    providerEndpoints.show,
    { params: { provider_rut: rut } },
    { enabled: kind === 'provider', select: fromProvider, retry: false },
  );
  return kind === 'client' ? client : provider;
}

export function useUpdateCounterpart(kind: Kind, rut: string) {
  const client = useBusinessMutation(clientEndpoints.update, (body: CounterpartFormOutput) => ({
    params: { client_rut: rut },
    body: { client: body },
  }));
  const provider = useBusinessMutation(providerEndpoints.update, (body: CounterpartFormOutput) => ({
    params: { provider_rut: rut },
    body: { provider: body },
  }));
  return kind === 'client' ? client : provider;
}

export function useRegistry(kind: Kind, rut: string, page: number) {
  const client = useBusinessQuery(
    clientEndpoints.salesRecord,
    { params: { client_rut: rut }, query: { page } },
    { enabled: kind === 'client', placeholderData: keepBusinessData, retry: false },
  );
  const provider = useBusinessQuery(
    providerEndpoints.purchasesRecord,
    { params: { provider_rut: rut }, query: { page } },
    { enabled: kind === 'provider', placeholderData: keepBusinessData, retry: false },
  );
  return kind === 'client' ? client : provider;
}

export function useContactTypes() {
  return useBusinessQuery(contactEndpoints.types, {}, { staleTime: 60 * 60_000 });
}

export function useCreateContact(kind: Kind, rut: string) {
  return useBusinessMutation(contactEndpoints.create, (fields: ContactFormOutput) => ({
    body: { contact: { ...fields, contact_type: kind, rut_counterpart: rut } },
  }));
}

export function useUpdateContact() {
  return useBusinessMutation(
    contactEndpoints.update,
    ({ id, fields }: { id: number; fields: ContactFormOutput }) => ({
      params: { id },
      body: { contact: fields },
    }),
  );
}

export function useDeleteContact() {
  return useBusinessMutation(contactEndpoints.remove, (contact: Contact) => ({ params: { id: contact.id } }));
}
