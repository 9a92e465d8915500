// The movements list keeps its filters in the URL (reload and back keep them) under short Spanish
// names, and sends them as the contract's search_by. Pure, so the mapping is unit-tested.
import type { MovementSearchBy } from '@portal/contracts';

export const DAYS_OPTIONS = [7, 30, 90, 365] as const;
export type Direction = 'all' | 'income' | 'expense';
export type ConciliatedFilter = 'all' | 'conciliated' | 'unconciliated' | 'suggested';

export type MovementFilters = {
  page: number;
  accountId: number | null;
  direction: Direction;
  state: ConciliatedFilter;
  /** Days back from today, or null for every date. */
  days: number | null;
  movementType: string;
  search: string;
};

export const DEFAULT_FILTERS: MovementFilters = {
  page: 1,
  accountId: null,
  direction: 'all',
  state: 'all',
  days: null,
  movementType: '',
  search: '',
};

const positive = (v: string | null, max: number) => {
  if (!v || !/^\d{1,9}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= max ? n : null;
};

export function readFilters(p: URLSearchParams): MovementFilters {
  const direction = p.get('tipo');
  const state = p.get('estado');
  const days = positive(p.get('dias'), 3660);
  return {
    page: positive(p.get('pagina'), 1_000_000) ?? 1,
    accountId: positive(p.get('cuenta'), Number.MAX_SAFE_INTEGER),
    direction: direction === 'income' || direction === 'expense' ? direction : 'all',
    state: state === 'conciliated' || state === 'unconciliated' || state === 'suggested' ? state : 'all',
    days: days !== null && (DAYS_OPTIONS as readonly number[]).includes(days) ? days : null,
    movementType: (p.get('clase') ?? '').slice(0, 40),
    search: (p.get('buscar') ?? '').slice(0, 100),
  };
}

/** Back to the URL, defaults left out; `movimiento` (the open drawer) is kept by the caller. */
export function writeFilters(f: MovementFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.accountId !== null) p.set('cuenta', String(f.accountId));
  if (f.direction !== 'all') p.set('tipo', f.direction);
  if (f.state !== 'all') p.set('estado', f.state);
  if (f.days !== null) p.set('dias', String(f.days));
  if (f.movementType.trim()) p.set('clase', f.movementType.trim());
  if (f.search.trim()) p.set('buscar', f.search.trim());
  if (f.page > 1) p.set('pagina', String(f.page));
  return p;
}

/** The contract's search_by: only the filters that are set. */
export function searchBy(f: MovementFilters): MovementSearchBy {
  const out: MovementSearchBy = {};
  if (f.accountId !== null) out.bm_account_id = f.accountId;
  if (f.direction !== 'all') out.type_amount = f.direction;
  if (f.state !== 'all') out.type_conciliated = f.state;
  if (f.days !== null) out.post_date_since = f.days;
  if (f.movementType.trim()) out.movement_type = f.movementType.trim();
  if (f.search.trim()) out.search = f.search.trim();
  return out;
}

export function hasFilters(f: MovementFilters): boolean {
  return Object.keys(searchBy(f)).length > 0;
}

/** The state badge of a movement. */
export type MovementState = 'conciliated' | 'automatic' | 'suggested' | 'unconciliated' | 'partial';

export function movementState(m: {
  conciliated: boolean;
  conciliated_amount: number;
  suggestions_count: number;
  bm_conciliations: readonly { automatic: boolean }[];
}): MovementState {
  if (m.conciliated) {
    const all = m.bm_conciliations;
    return all.length > 0 && all.every((c) => c.automatic) ? 'automatic' : 'conciliated';
  }
  if (m.suggestions_count > 0) return 'suggested';
  return m.conciliated_amount > 0 ? 'partial' : 'unconciliated';
}
