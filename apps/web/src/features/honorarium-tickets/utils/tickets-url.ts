// The tickets list's URL (?boletas=recibidas|emitidas&anio=2026|-1&estado=VIG&buscar=&pagina=2): the
// contract's page and search_by fields under the Spanish names bookmarked addresses use; the kind is
// spelled in Spanish too, and the year is one the screen offers (this one by default). ?boleta=<id>
// (an open ticket) is the screen's own.
import { ALL_YEARS, type HonorariumKind, honorariumListQuery, honorariumSearchBy } from '@portal/contracts';
import { defineListUrl, type ListUrlValue, type UrlCodec } from '../../../lib/url-state/list-url';

const KIND_PARAM: Record<HonorariumKind, string> = { received: 'recibidas', issued: 'emitidas' };
const KIND: UrlCodec<HonorariumKind> = {
  read: (text) => (text === KIND_PARAM.issued ? 'issued' : text === KIND_PARAM.received ? 'received' : null),
  write: (kind) => KIND_PARAM[kind],
};

/** §9: the current year and the four before it, then all years (-1). */
export function yearOptions(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year, year - 1, year - 2, year - 3, year - 4, ALL_YEARS];
}

const by = honorariumSearchBy.shape;

/** The URL of the list on `today` (its default year is this one). */
export function ticketsUrl(today: string) {
  const years = yearOptions(today);
  return defineListUrl(
    {
      kind: by.kind.unwrap().default('received'),
      year: by.year
        .unwrap()
        .refine((y) => years.includes(y))
        .default(years[0]!),
      status: by.status,
      search: by.search,
      page: honorariumListQuery.out.shape.page,
    },
    {
      params: { kind: 'boletas', year: 'anio', status: 'estado', search: 'buscar', page: 'pagina' },
      codecs: { kind: KIND },
      page: 'page',
      search: 'search',
    },
  );
}
export type TicketsUrl = ListUrlValue<ReturnType<typeof ticketsUrl>['shape']>;

/** The API's search_by of the filters. */
export function searchBy(f: TicketsUrl) {
  return {
    kind: f.kind,
    year: f.year,
    ...(f.status ? { status: f.status } : {}),
    ...(f.search ? { search: f.search } : {}),
  };
}

export const hasFilters = (f: TicketsUrl) => f.status !== undefined || !!f.search;
