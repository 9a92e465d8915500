// The sales and purchases lists keep every filter in the URL query under the API's own names (spec
// §7), so the URL state is the contract's list query itself, with the spec's defaults (§4, §9): 12
// last periods for sales and 2 for purchases, the page sizes offered, the sort fields the lists send.
// The screens' components read the camelCase ListState; toListState/toUrlPatch are the one mapping.
import { invoiceListQuery } from '@portal/contracts';
import { defineListUrl, type ListUrlValue } from '../../../lib/url-state/list-url';
import {
  DEFAULT_LAST_PERIODS,
  DEFAULT_SORT_FIELD,
  type ListState,
  type OperationType,
  PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  SORT_FIELDS,
  type SortField,
  type TriState,
} from './list-params';

const q = invoiceListQuery.shape;
const SORT_FIELD_VALUES: readonly string[] = Object.values(SORT_FIELDS);

function build(operationType: OperationType) {
  return defineListUrl(
    {
      period: q.period,
      year: q.year,
      last_periods: q.last_periods.unwrap().default(DEFAULT_LAST_PERIODS[operationType]),
      search: q.search,
      document_type: q.document_type,
      payed: q.payed,
      expired: q.expired,
      owed: q.owed,
      classified: q.classified,
      // Only purchases wait for an acknowledgment, only sales are in collection.
      awaiting_acknowledgment: q.awaiting_acknowledgment.refine(
        (v) => v === undefined || operationType === 'COMPRA',
      ),
      collection_state: q.collection_state.refine((v) => v === undefined || operationType === 'VENTA'),
      sort_field: q.sort_field
        .removeDefault()
        .refine((v) => SORT_FIELD_VALUES.includes(v))
        .default(DEFAULT_SORT_FIELD),
      sort_order: q.sort_order,
      page: q.page,
      page_size: q.page_size
        .removeDefault()
        .refine((n) => PAGE_SIZE_OPTIONS.includes(n))
        .default(PAGE_SIZE),
    },
    { page: 'page', search: 'search', sort: { field: 'sort_field', order: 'sort_order' } },
  );
}

export const INVOICES_URL = { VENTA: build('VENTA'), COMPRA: build('COMPRA') } as const;
export type InvoicesUrl = ListUrlValue<ReturnType<typeof build>['shape']>;

const tri = (v: boolean | undefined): TriState => (v === undefined ? 'all' : v ? 'true' : 'false');
const bool = (v: TriState): boolean | undefined => (v === 'all' ? undefined : v === 'true');

export function toListState(v: InvoicesUrl): ListState {
  return {
    period: v.period ?? null,
    year: v.period === undefined ? (v.year ?? null) : null,
    lastPeriods: v.last_periods,
    page: v.page,
    search: v.search ?? '',
    sortField: v.sort_field as SortField,
    sortOrder: v.sort_order,
    payed: tri(v.payed),
    expired: tri(v.expired),
    owed: tri(v.owed),
    classified: tri(v.classified),
    awaitingAck: tri(v.awaiting_acknowledgment),
    documentType: v.document_type ?? null,
    pageSize: v.page_size,
    collectionState: v.collection_state ?? 'all',
  };
}

/** A change of the list state as a change of the URL; a period and last periods exclude each other (§4). */
export function toUrlPatch(patch: Partial<ListState>): Partial<InvoicesUrl> {
  const out: Partial<InvoicesUrl> = {};
  if (patch.lastPeriods !== undefined) {
    out.last_periods = patch.lastPeriods;
    if (!('period' in patch)) out.period = undefined;
    if (!('year' in patch)) out.year = undefined;
  }
  if ('year' in patch) {
    out.year = patch.year ?? undefined;
    if (patch.year != null) {
      out.period = undefined;
      out.last_periods = undefined;
    }
  }
  if ('period' in patch) {
    out.period = patch.period ?? undefined;
    // A chosen period replaces last_periods (§4) and a whole year.
    if (patch.period != null) {
      out.last_periods = undefined;
      out.year = undefined;
    }
  }
  if (patch.page !== undefined) out.page = patch.page;
  if (patch.search !== undefined) out.search = patch.search.trim() || undefined;
  if (patch.sortField !== undefined) out.sort_field = patch.sortField;
  if (patch.sortOrder !== undefined) out.sort_order = patch.sortOrder;
  if (patch.payed !== undefined) out.payed = bool(patch.payed);
  if (patch.expired !== undefined) out.expired = bool(patch.expired);
  if (patch.owed !== undefined) out.owed = bool(patch.owed);
  if (patch.classified !== undefined) out.classified = bool(patch.classified);
  if (patch.awaitingAck !== undefined) out.awaiting_acknowledgment = bool(patch.awaitingAck);
  if ('documentType' in patch) out.document_type = patch.documentType ?? undefined;
  if (patch.pageSize !== undefined) out.page_size = patch.pageSize;
  if (patch.collectionState !== undefined)
    out.collection_state = patch.collectionState === 'all' ? undefined : patch.collectionState;
  return out;
}
