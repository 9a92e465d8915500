// The history's URL: the contract's page and search_by fields under the short Spanish names bookmarked
// addresses use (?buscar=&tipo=&mes=&anio=&desde=&hasta=&monto=&conciliado=si|no&pagina=). The two
// ends of between_dates travel apart (one may be chosen before the other); searchBy joins them.
import { entryListQuery, entrySearchBy } from '@portal/contracts';
import { defineListUrl, type ListUrlValue, YES_NO } from '../../../lib/url-state/list-url';

const by = entrySearchBy.shape;
/** One end of between_dates: the contract's own calendar date. */
const day = by.between_dates.unwrap().out.element.optional();

export const HISTORY_URL = defineListUrl(
  {
    search: by.search,
    type_entry: by.type_entry,
    month: by.month,
    year: by.year,
    from: day,
    to: day,
    amount: by.amount,
    conciliated: by.conciliated,
    page: entryListQuery.out.shape.page,
  },
  {
    params: {
      search: 'buscar',
      type_entry: 'tipo',
      month: 'mes',
      year: 'anio',
      from: 'desde',
      to: 'hasta',
      amount: 'monto',
      conciliated: 'conciliado',
      page: 'pagina',
    },
    codecs: { conciliated: YES_NO },
    page: 'page',
    search: 'search',
  },
);
export type HistoryUrl = ListUrlValue<typeof HISTORY_URL.shape>;

export type EntrySearchBy = {
  amount?: number;
  conciliated?: boolean;
  search?: string;
  month?: number;
  year?: number;
  type_entry?: HistoryUrl['type_entry'];
  between_dates?: string[];
};

/** Only the filters that are set; a date range only with both ends (earliest first), else month/year. */
export function searchBy(f: HistoryUrl): EntrySearchBy {
  const out: EntrySearchBy = {};
  if (f.amount !== undefined) out.amount = f.amount;
  if (f.conciliated !== undefined) out.conciliated = f.conciliated;
  if (f.search) out.search = f.search;
  if (f.from && f.to) out.between_dates = f.from <= f.to ? [f.from, f.to] : [f.to, f.from];
  else {
    if (f.month !== undefined) out.month = f.month;
    if (f.year !== undefined) out.year = f.year;
  }
  if (f.type_entry) out.type_entry = f.type_entry;
  return out;
}
