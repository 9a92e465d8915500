// The sales and purchases lists' state (read from the URL by utils/invoice-url.ts), its defaults
// (spec §4, §9), and the API query of a state.
import {
  INVOICE_DEFAULT_LAST_PERIODS,
  INVOICE_PAGE_SIZE,
  INVOICE_SORT_FIELDS,
  type OperationType,
} from '@portal/contracts';
import type { Period } from '@portal/domain';

export type { OperationType };

/** Spec §9: page size of both lists (the API's own default). */
export const PAGE_SIZE = INVOICE_PAGE_SIZE;

/** Rows per page a user may choose (the default first). */
export const PAGE_SIZE_OPTIONS: readonly number[] = [PAGE_SIZE, 25, 50, 100];

/** Spec §4/§9: default last_periods, 12 for sales and 2 for purchases (the API's defaults). */
export const DEFAULT_LAST_PERIODS: Readonly<Record<OperationType, number>> = INVOICE_DEFAULT_LAST_PERIODS;

/** Choices offered for "last N periods" (the default of each list is among them). */
export const LAST_PERIODS_OPTIONS: readonly number[] = [1, 2, 3, 6, 12, 24];

/** Spec §9 sort field mapping: list column → API sort_field. */
export const SORT_FIELDS = INVOICE_SORT_FIELDS;

export type SortColumn = keyof typeof SORT_FIELDS;
export type SortField = (typeof SORT_FIELDS)[SortColumn];
export type SortOrder = 'asc' | 'desc';

/** Without a choice the lists sort by date, newest first (spec §9: default desc). */
export const DEFAULT_SORT_FIELD: SortField = SORT_FIELDS.fecha_recepcion;
export const DEFAULT_SORT_ORDER: SortOrder = 'desc';

/** A tri-state filter: 'all' sends nothing; 'true'/'false' send the boolean. */
export type TriState = 'all' | 'true' | 'false';

export type ListState = {
  /** A single period YYYYMM, or null when the list shows the last N periods. */
  period: Period | null;
  /** A whole calendar year (when no single period is chosen), or null. */
  year?: number | null;
  lastPeriods: number;
  page: number;
  search: string;
  sortField: SortField;
  sortOrder: SortOrder;
  payed: TriState;
  expired: TriState;
  /** Still owed (a saldo the dashboard and cash flow count) or not; optional for older callers. */
  owed?: TriState;
  classified: TriState;
  /** Purchases waiting for acuse de recibo inside the SII's 8-day window (true), or the others. */
  awaitingAck: TriState;
  /** SII document type code, or null for all types. */
  documentType: number | null;
  /** Rows per page, one of PAGE_SIZE_OPTIONS. */
  pageSize: number;
  /** Sales by where they stand in collection, or 'all'. */
  collectionState?: CollectionStateFilter;
};

/** The sales list's collection-state filter: 'all' sends nothing. */
export type CollectionStateFilter = 'all' | 'none' | 'notified' | 'judicial';

/** The filters alone (what "all records matching the filters" means for CSV and bulk updates). */
export type ListFilters = {
  operationType: OperationType;
  period?: number;
  year?: number;
  last_periods?: number;
  search?: string;
  payed?: boolean;
  expired?: boolean;
  owed?: boolean;
  classified?: boolean;
  awaiting_acknowledgment?: boolean;
  document_type?: number;
  collection_state?: 'none' | 'notified' | 'judicial';
};

export function listFilters(state: ListState, operationType: OperationType): ListFilters {
  const filters: ListFilters = { operationType };
  if (state.period !== null) filters.period = state.period;
  else if (state.year != null) filters.year = state.year;
  else filters.last_periods = state.lastPeriods;
  if (state.search.trim()) filters.search = state.search.trim();
  if (state.payed !== 'all') filters.payed = state.payed === 'true';
  if (state.expired !== 'all') filters.expired = state.expired === 'true';
  if (state.owed && state.owed !== 'all') filters.owed = state.owed === 'true';
  if (state.classified !== 'all') filters.classified = state.classified === 'true';
  if (state.awaitingAck !== 'all') filters.awaiting_acknowledgment = state.awaitingAck === 'true';
  if (state.documentType !== null) filters.document_type = state.documentType;
  if (state.collectionState && state.collectionState !== 'all')
    filters.collection_state = state.collectionState;
  return filters;
}

/** The GET query of the list call (spec §7), page and sort included. */
export function listQuery(state: ListState, operationType: OperationType): URLSearchParams {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(listFilters(state, operationType))) {
    if (value !== undefined) q.set(key, String(value));
  }
  q.set('page', String(state.page));
  q.set('page_size', String(state.pageSize));
  q.set('sort_field', state.sortField);
  q.set('sort_order', state.sortOrder);
  return q;
}

/** The same filters and sort with format=csv: every matching row, no paging (spec §7). */
export function csvQuery(state: ListState, operationType: OperationType): URLSearchParams {
  const q = listQuery(state, operationType);
  q.delete('page');
  q.delete('page_size');
  q.set('format', 'csv');
  return q;
}

/** True when any filter differs from the list's defaults (decides which empty state to show). */
export function hasActiveFilters(state: ListState, operationType: OperationType): boolean {
  return (
    state.period !== null ||
    state.year != null ||
    state.lastPeriods !== DEFAULT_LAST_PERIODS[operationType] ||
    state.search.trim() !== '' ||
    state.payed !== 'all' ||
    state.expired !== 'all' ||
    (state.owed ?? 'all') !== 'all' ||
    state.classified !== 'all' ||
    state.awaitingAck !== 'all' ||
    state.documentType !== null ||
    (state.collectionState ?? 'all') !== 'all'
  );
}

/** Clicking a sort header: a new column starts descending, the same column flips. */
export function nextSort(state: ListState, column: SortColumn): Pick<ListState, 'sortField' | 'sortOrder'> {
  const field = SORT_FIELDS[column];
  if (state.sortField !== field) return { sortField: field, sortOrder: 'desc' };
  return { sortField: field, sortOrder: state.sortOrder === 'desc' ? 'asc' : 'desc' };
}
