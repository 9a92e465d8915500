// The list's filters live in the URL (?boletas=recibidas|emitidas&anio=2026|-1&estado=VIG&buscar=&pagina=2),
// so a reload or a shared link shows the same tickets; ?boleta=<id> opens one.
import {
  ALL_YEARS,
  HONORARIUM_STATUSES,
  type HonorariumKind,
  type HonorariumStatus,
} from '@portal/contracts';

export type TicketFilters = {
  kind: HonorariumKind;
  /** A year, or -1 (all years). */
  year: number;
  status: HonorariumStatus | null;
  search: string;
  page: number;
};

const KIND_PARAM: Record<HonorariumKind, string> = { received: 'recibidas', issued: 'emitidas' };

/** §9: the current year and the four before it, then all years (-1). */
export function yearOptions(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year, year - 1, year - 2, year - 3, year - 4, ALL_YEARS];
}

export function readFilters(params: URLSearchParams, today: string): TicketFilters {
  const years = yearOptions(today);
  const year = Number(params.get('anio'));
  const status = params.get('estado');
  const page = Number(params.get('pagina'));
  return {
    kind: params.get('boletas') === KIND_PARAM.issued ? 'issued' : 'received',
    year: years.includes(year) ? year : years[0]!,
    status: (HONORARIUM_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as HonorariumStatus)
      : null,
    search: (params.get('buscar') ?? '').slice(0, 120),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeFilters(
  f: TicketFilters,
  today: string,
  extra: Record<string, string> = {},
): URLSearchParams {
  const p = new URLSearchParams();
  if (f.kind === 'issued') p.set('boletas', KIND_PARAM.issued);
  if (f.year !== yearOptions(today)[0]) p.set('anio', String(f.year));
  if (f.status) p.set('estado', f.status);
  if (f.search.trim()) p.set('buscar', f.search.trim());
  if (f.page > 1) p.set('pagina', String(f.page));
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return p;
}

/** The API's search_by of the filters. */
export function searchBy(f: TicketFilters) {
  return {
    kind: f.kind,
    year: f.year,
    ...(f.status ? { status: f.status } : {}),
    ...(f.search.trim() ? { search: f.search.trim() } : {}),
  };
}

export const hasFilters = (f: TicketFilters) => f.status !== null || f.search.trim() !== '';
