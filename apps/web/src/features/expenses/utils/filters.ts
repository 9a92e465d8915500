// The expenses list keeps its filters in the URL under short Spanish names and sends only the
// contract's keys: search_by (search, between_dates with exactly two dates, category_id,
// parent_category_id, month, year, conciliated, bm_movement_id, status), select_user_id and sort.
// Pure, so the mapping is unit-tested.
import { EXPENSE_SORTS, EXPENSE_STATUSES, type ExpenseSort, type ExpenseStatus } from '@portal/contracts';

export type ExpenseFilters = {
  page: number;
  search: string;
  parent: number | null;
  category: number | null;
  status: ExpenseStatus | null;
  month: number | null;
  year: number | null;
  /** Both ends or nothing: the server takes exactly two dates. */
  from: string | null;
  to: string | null;
  conciliated: boolean | null;
  movement: number | null;
  user: number | null;
  sort: ExpenseSort;
};

export const NO_FILTERS: ExpenseFilters = {
  page: 1,
  search: '',
  parent: null,
  category: null,
  status: null,
  month: null,
  year: null,
  from: null,
  to: null,
  conciliated: null,
  movement: null,
  user: null,
  sort: 'date_desc',
};

const int = (v: string | null, min: number, max: number) => {
  if (!v || !/^\d{1,15}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
};
const date = (v: string | null) =>
  v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : null;
const ID_MAX = Number.MAX_SAFE_INTEGER;

export function readFilters(p: URLSearchParams): ExpenseFilters {
  const status = p.get('estado');
  const sort = p.get('orden');
  const conc = p.get('conciliado');
  return {
    page: int(p.get('pagina'), 1, 100_000) ?? 1,
    search: (p.get('buscar') ?? '').slice(0, 120),
    parent: int(p.get('categoria'), 1, ID_MAX),
    category: int(p.get('subcategoria'), 1, ID_MAX),
    status: (EXPENSE_STATUSES as readonly string[]).includes(status ?? '') ? (status as ExpenseStatus) : null,
    month: int(p.get('mes'), 1, 12),
    year: int(p.get('anio'), 1900, 2999),
    from: date(p.get('desde')),
    to: date(p.get('hasta')),
    conciliated: conc === 'si' ? true : conc === 'no' ? false : null,
    movement: int(p.get('movimiento'), 1, ID_MAX),
    user: int(p.get('usuario'), 1, ID_MAX),
    sort: (EXPENSE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ExpenseSort) : 'date_desc',
  };
}

export function writeFilters(f: ExpenseFilters, extra: Record<string, string> = {}): URLSearchParams {
  const p = new URLSearchParams();
  if (f.search.trim()) p.set('buscar', f.search.trim());
  if (f.parent !== null) p.set('categoria', String(f.parent));
  if (f.category !== null) p.set('subcategoria', String(f.category));
  if (f.status) p.set('estado', f.status);
  if (f.month !== null) p.set('mes', String(f.month));
  if (f.year !== null) p.set('anio', String(f.year));
  if (f.from) p.set('desde', f.from);
  if (f.to) p.set('hasta', f.to);
  if (f.conciliated !== null) p.set('conciliado', f.conciliated ? 'si' : 'no');
  if (f.movement !== null) p.set('movimiento', String(f.movement));
  if (f.user !== null) p.set('usuario', String(f.user));
  if (f.sort !== 'date_desc') p.set('orden', f.sort);
  if (f.page > 1) p.set('pagina', String(f.page));
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return p;
}

export type ExpenseSearchBy = {
  search?: string;
  between_dates?: string[];
  category_id?: number;
  parent_category_id?: number;
  month?: number;
  year?: number;
  conciliated?: boolean;
  bm_movement_id?: number;
  status?: ExpenseStatus;
};

/** Only the filters that are set; a date range only with both ends (earliest first), else month/year. */
export function searchBy(f: ExpenseFilters): ExpenseSearchBy {
  const out: ExpenseSearchBy = {};
  if (f.search.trim()) out.search = f.search.trim();
  if (f.from && f.to) out.between_dates = f.from <= f.to ? [f.from, f.to] : [f.to, f.from];
  else {
    if (f.month !== null) out.month = f.month;
    if (f.year !== null) out.year = f.year;
  }
  if (f.category !== null) out.category_id = f.category;
  else if (f.parent !== null) out.parent_category_id = f.parent;
  if (f.conciliated !== null) out.conciliated = f.conciliated;
  if (f.movement !== null) out.bm_movement_id = f.movement;
  if (f.status) out.status = f.status;
  return out;
}

/** The list's query (and the download's, without the page). */
export function listQuery(f: ExpenseFilters) {
  return {
    sort: f.sort,
    search_by: searchBy(f),
    ...(f.user !== null ? { select_user_id: f.user } : {}),
  };
}

export function hasFilters(f: ExpenseFilters): boolean {
  return Object.keys(searchBy(f)).length > 0 || f.user !== null;
}
