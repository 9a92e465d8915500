// The history keeps its filters in the URL under short Spanish names and sends only the contract's
// search_by keys (spec §5: amount, conciliated, search, month, year, type_entry, between_dates with
// exactly two dates). Pure, so the mapping is unit-tested.
import type { EntryType } from '@portal/contracts';

export type EntryFilters = {
  page: number;
  search: string;
  type: EntryType | null;
  month: number | null;
  year: number | null;
  /** Both ends or nothing: the server takes exactly two dates. */
  from: string | null;
  to: string | null;
  amount: number | null;
  conciliated: boolean | null;
};

export const NO_FILTERS: EntryFilters = {
  page: 1,
  search: '',
  type: null,
  month: null,
  year: null,
  from: null,
  to: null,
  amount: null,
  conciliated: null,
};

const int = (v: string | null, min: number, max: number) => {
  if (!v || !/^\d{1,12}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
};
const date = (v: string | null) =>
  v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : null;

export function readFilters(p: URLSearchParams): EntryFilters {
  const type = p.get('tipo');
  const conc = p.get('conciliado');
  const from = date(p.get('desde'));
  const to = date(p.get('hasta'));
  return {
    page: int(p.get('pagina'), 1, 100_000) ?? 1,
    search: (p.get('buscar') ?? '').slice(0, 120),
    type: type === 'income' || type === 'expense' || type === 'manual' ? type : null,
    month: int(p.get('mes'), 1, 12),
    year: int(p.get('anio'), 1900, 2999),
    from,
    to,
    amount: int(p.get('monto'), 0, 999_999_999_999),
    conciliated: conc === 'si' ? true : conc === 'no' ? false : null,
  };
}

export function writeFilters(f: EntryFilters, extra: Record<string, string> = {}): URLSearchParams {
  const p = new URLSearchParams();
  if (f.search.trim()) p.set('buscar', f.search.trim());
  if (f.type) p.set('tipo', f.type);
  if (f.month !== null) p.set('mes', String(f.month));
  if (f.year !== null) p.set('anio', String(f.year));
  if (f.from) p.set('desde', f.from);
  if (f.to) p.set('hasta', f.to);
  if (f.amount !== null) p.set('monto', String(f.amount));
  if (f.conciliated !== null) p.set('conciliado', f.conciliated ? 'si' : 'no');
  if (f.page > 1) p.set('pagina', String(f.page));
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return p;
}

export type EntrySearchBy = {
  amount?: number;
  conciliated?: boolean;
  search?: string;
  month?: number;
  year?: number;
  type_entry?: EntryType;
  between_dates?: string[];
};

/** Only the filters that are set; a date range only with both ends (earliest first). */
export function searchBy(f: EntryFilters): EntrySearchBy {
  const out: EntrySearchBy = {};
  if (f.amount !== null) out.amount = f.amount;
  if (f.conciliated !== null) out.conciliated = f.conciliated;
  if (f.search.trim()) out.search = f.search.trim();
  if (f.from && f.to) out.between_dates = f.from <= f.to ? [f.from, f.to] : [f.to, f.from];
  else {
    if (f.month !== null) out.month = f.month;
    if (f.year !== null) out.year = f.year;
  }
  if (f.type) out.type_entry = f.type;
  return out;
}

export function hasFilters(f: EntryFilters): boolean {
  return Object.keys(searchBy(f)).length > 0;
}
