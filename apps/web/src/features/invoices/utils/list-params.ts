// The sales and purchases lists keep every filter in the URL query (so reload and back keep them),
// under the same names the API takes (spec §7). These pure functions turn the query into the list
// state, the state into the API query, and apply the spec's defaults (§4, §9).
import {
  INVOICE_DEFAULT_LAST_PERIODS,
  INVOICE_MAX_LAST_PERIODS,
  INVOICE_PAGE_SIZE,
  INVOICE_SORT_FIELDS,
  type OperationType,
} from '@portal/contracts';
import { type Period, parsePeriod } from '@portal/domain';

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
  lastPeriods: number;
  page: number;
  search: string;
  sortField: SortField;
  sortOrder: SortOrder;
  payed: TriState;
  expired: TriState;
  classified: TriState;
  /** Purchases waiting for acuse de recibo inside the SII's 8-day window (true), or the others. */
  awaitingAck: TriState;
  /** SII document type code, or null for all types. */
  documentType: number | null;
  /** Rows per page, one of PAGE_SIZE_OPTIONS. */
  pageSize: number;
  /** Sales by where they stand in collection (issue #12), or 'all'. */
  collectionState?: CollectionStateFilter;
};

/** The sales list's collection-state filter: 'all' sends nothing. */
export type CollectionStateFilter = 'all' | 'none' | 'notified' | 'judicial';
const COLLECTION_STATE_VALUES = new Set<string>(['none', 'notified', 'judicial']);

function readCollectionState(value: string | null): CollectionStateFilter {
  return value && COLLECTION_STATE_VALUES.has(value) ? (value as CollectionStateFilter) : 'all';
}

const SORT_FIELD_VALUES = new Set<string>(Object.values(SORT_FIELDS));

function readTri(value: string | null): TriState {
  return value === 'true' || value === 'false' ? value : 'all';
}

function readPositiveInt(value: string | null, max: number): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/** Reads the list state from the URL query; anything missing or invalid takes its default. */
export function readListState(params: URLSearchParams, operationType: OperationType): ListState {
  const period = parsePeriod(params.get('period'));
  const sortField = params.get('sort_field');
  return {
    period,
    lastPeriods:
      readPositiveInt(params.get('last_periods'), INVOICE_MAX_LAST_PERIODS) ??
      DEFAULT_LAST_PERIODS[operationType],
    page: readPositiveInt(params.get('page'), 100_000) ?? 1,
    search: (params.get('search') ?? '').slice(0, 100),
    sortField: sortField && SORT_FIELD_VALUES.has(sortField) ? (sortField as SortField) : DEFAULT_SORT_FIELD,
    sortOrder: params.get('sort_order') === 'asc' ? 'asc' : DEFAULT_SORT_ORDER,
    payed: readTri(params.get('payed')),
    expired: readTri(params.get('expired')),
    classified: readTri(params.get('classified')),
    awaitingAck: operationType === 'COMPRA' ? readTri(params.get('awaiting_acknowledgment')) : 'all',
    documentType: readPositiveInt(params.get('document_type'), 999),
    pageSize: readPageSize(params.get('page_size')),
    collectionState: operationType === 'VENTA' ? readCollectionState(params.get('collection_state')) : 'all',
  };
}

function readPageSize(value: string | null): number {
  const n = readPositiveInt(value, 1000);
  return n !== null && PAGE_SIZE_OPTIONS.includes(n) ? n : PAGE_SIZE;
}

/**
 * Writes the state back to a URL query, leaving out defaults so a fresh list has a clean address.
 * A chosen period replaces last_periods (spec §4: choosing a period clears last_periods).
 */
export function writeListState(state: ListState, operationType: OperationType): URLSearchParams {
  const out = new URLSearchParams();
  if (state.period !== null) out.set('period', String(state.period));
  else if (state.lastPeriods !== DEFAULT_LAST_PERIODS[operationType]) {
    out.set('last_periods', String(state.lastPeriods));
  }
  if (state.search.trim()) out.set('search', state.search.trim());
  if (state.documentType !== null) out.set('document_type', String(state.documentType));
  if (state.payed !== 'all') out.set('payed', state.payed);
  if (state.expired !== 'all') out.set('expired', state.expired);
  if (state.classified !== 'all') out.set('classified', state.classified);
  if (state.awaitingAck !== 'all') out.set('awaiting_acknowledgment', state.awaitingAck);
  if (state.collectionState && state.collectionState !== 'all')
    out.set('collection_state', state.collectionState);
  if (state.sortField !== DEFAULT_SORT_FIELD || state.sortOrder !== DEFAULT_SORT_ORDER) {
    out.set('sort_field', state.sortField);
    out.set('sort_order', state.sortOrder);
  }
  if (state.page > 1) out.set('page', String(state.page));
  if (state.pageSize !== PAGE_SIZE) out.set('page_size', String(state.pageSize));
  return out;
}

/** The filters alone (what "all records matching the filters" means for CSV and bulk updates). */
export type ListFilters = {
  operationType: OperationType;
  period?: number;
  last_periods?: number;
  search?: string;
  payed?: boolean;
  expired?: boolean;
  classified?: boolean;
  awaiting_acknowledgment?: boolean;
  document_type?: number;
  collection_state?: 'none' | 'notified' | 'judicial';
};

export function listFilters(state: ListState, operationType: OperationType): ListFilters {
  const filters: ListFilters = { operationType };
  if (state.period !== null) filters.period = state.period;
  else filters.last_periods = state.lastPeriods;
  if (state.search.trim()) filters.search = state.search.trim();
  if (state.payed !== 'all') filters.payed = state.payed === 'true';
  if (state.expired !== 'all') filters.expired = state.expired === 'true';
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
    state.lastPeriods !== DEFAULT_LAST_PERIODS[operationType] ||
    state.search.trim() !== '' ||
    state.payed !== 'all' ||
    state.expired !== 'all' ||
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
