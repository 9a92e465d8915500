// The clients' and providers' list URL (?search=&sort=&order=&page=): the contract's list query of
// each kind, its sort_field and sort_order under the shorter names bookmarked addresses use.
import { clientListQuery, providerListQuery } from '@portal/contracts';
import { defineListUrl, type ListUrlValue, type UrlCodec } from '../../../lib/url-state/list-url';
import type { ListState, SortField } from '../api/clients';
import type { Kind } from '../messages';

function build(query: typeof clientListQuery | typeof providerListQuery, rutField: string) {
  const { search, sort_field, sort_order, page } = query.shape;
  // The URL says sort=rut for either kind's RUT column.
  const sortCodec: UrlCodec<string> = {
    read: (text) => (text === 'rut' ? rutField : text),
    write: (field) => (field === rutField ? 'rut' : field),
  };
  return defineListUrl(
    { search, sort_field: sort_field as typeof clientListQuery.shape.sort_field, sort_order, page },
    {
      params: { sort_field: 'sort', sort_order: 'order' },
      codecs: { sort_field: sortCodec },
      page: 'page',
      search: 'search',
      sort: { field: 'sort_field', order: 'sort_order' },
    },
  );
}

type Def = ReturnType<typeof build>;
// The two kinds differ only in the sort fields their contract accepts.
const URLS: Record<Kind, Def> = {
  client: build(clientListQuery, 'rut_client'),
  provider: build(providerListQuery, 'rut_provider'),
};
export const counterpartsUrl = (kind: Kind): Def => URLS[kind];

/** The list call's state of the URL's value. */
export function toListState(v: ListUrlValue<Def['shape']>): ListState {
  const sort = v.sort_field.startsWith('rut_') ? 'rut' : (v.sort_field as SortField);
  return { page: v.page, search: v.search ?? '', sort, order: v.sort_order };
}

/** A column's sort as the contract names it. */
export const contractSort = (kind: Kind, sort: SortField) =>
  sort === 'rut' ? (kind === 'client' ? 'rut_client' : 'rut_provider') : sort;
