// The expenses list's URL: the contract's page, sort, select_user_id and search_by fields under the
// short Spanish names bookmarked addresses use (?buscar=&categoria=&subcategoria=&estado=&mes=&anio=
// &desde=&hasta=&conciliado=si|no&movimiento=&usuario=&orden=&pagina=). The two ends of between_dates
// travel apart (one may be chosen before the other); searchBy joins them.
import { expenseListQuery, expenseSearchBy } from '@portal/contracts';
import { defineListUrl, type ListUrlValue, YES_NO } from '../../../lib/url-state/list-url';

const by = expenseSearchBy.shape;
const q = expenseListQuery.out.shape;
/** One end of between_dates: the contract's own calendar date. */
const day = by.between_dates.unwrap().out.element.optional();

export const EXPENSES_URL = defineListUrl(
  {
    search: by.search,
    parent_category_id: by.parent_category_id,
    category_id: by.category_id,
    status: by.status,
    month: by.month,
    year: by.year,
    from: day,
    to: day,
    conciliated: by.conciliated,
    bm_movement_id: by.bm_movement_id,
    select_user_id: q.select_user_id,
    sort: q.sort,
    page: q.page,
  },
  {
    params: {
      search: 'buscar',
      parent_category_id: 'categoria',
      category_id: 'subcategoria',
      status: 'estado',
      month: 'mes',
      year: 'anio',
      from: 'desde',
      to: 'hasta',
      conciliated: 'conciliado',
      bm_movement_id: 'movimiento',
      select_user_id: 'usuario',
      sort: 'orden',
      page: 'pagina',
    },
    codecs: { conciliated: YES_NO },
    page: 'page',
    search: 'search',
  },
);
export type ExpensesUrl = ListUrlValue<typeof EXPENSES_URL.shape>;

export type ExpenseSearchBy = {
  search?: string;
  between_dates?: string[];
  category_id?: number;
  parent_category_id?: number;
  month?: number;
  year?: number;
  conciliated?: boolean;
  bm_movement_id?: number;
  status?: ExpensesUrl['status'];
};

/** Only the filters that are set; a date range only with both ends (earliest first), else month/year. */
export function searchBy(f: ExpensesUrl): ExpenseSearchBy {
  const out: ExpenseSearchBy = {};
  if (f.search) out.search = f.search;
  if (f.from && f.to) out.between_dates = f.from <= f.to ? [f.from, f.to] : [f.to, f.from];
  else {
    if (f.month !== undefined) out.month = f.month;
    if (f.year !== undefined) out.year = f.year;
  }
  if (f.category_id !== undefined) out.category_id = f.category_id;
  else if (f.parent_category_id !== undefined) out.parent_category_id = f.parent_category_id;
  if (f.conciliated !== undefined) out.conciliated = f.conciliated;
  if (f.bm_movement_id !== undefined) out.bm_movement_id = f.bm_movement_id;
  if (f.status) out.status = f.status;
  return out;
}

/** The list's query (and the download's, without the page). */
export function listQuery(f: ExpensesUrl) {
  return {
    sort: f.sort,
    search_by: searchBy(f),
    ...(f.select_user_id !== undefined ? { select_user_id: f.select_user_id } : {}),
  };
}

export function hasFilters(f: ExpensesUrl): boolean {
  return Object.keys(searchBy(f)).length > 0 || f.select_user_id !== undefined;
}
