// The invoice list's filters as one internal shape, and the SQL they become. Shared by the list,
// its totals, the CSV export, bulk updates by filters, the dashboards and the cash flow documents.
import {
  INVOICE_DEFAULT_LAST_PERIODS,
  type InvoiceSortField,
  type OperationType,
  type ParsedInvoiceListQuery,
} from '@portal/contracts';
import {
  acknowledgmentWindowStart,
  addPeriods,
  cleanRut,
  foldForSearch,
  periodOf,
  todayInChile,
  toCanonicalRut,
} from '@portal/domain';
import { badRequest } from '../../lib/errors';
import { openSql, overdueSql } from './open-documents.service';

export type ListFilter = {
  businessId: number;
  direction: OperationType;
  /** Inclusive tax period range YYYYMM. */
  periodFrom: number;
  periodTo: number;
  /** Today in Chile, 'YYYY-MM-DD': what "expired" is measured against. */
  today: string;
  payed?: boolean;
  expired?: boolean;
  /** Still owed (openSql) or not. */
  owed?: boolean;
  docType?: number;
  classified?: boolean;
  /** Purchases without acknowledgment received on or after this date ('YYYY-MM-DD'); false: the rest. */
  awaiting?: { value: boolean; since: string };
  /** Already folded/cleaned text matched as a substring of search_text. */
  search?: string;
  bmMovementId?: number;
  conciliated?: boolean;
  rutConciliated?: string;
  /** Sales by collection state; 'any': in collection (notified or judicial), internal. */
  collectionState?: 'none' | 'notified' | 'judicial' | 'any';
  /** Cash flow: documents still owed (open-documents.service.ts) due in [from, to] (from null = any earlier date). */
  due?: { from: string | null; to: string };
};

/** The columns a sort field sorts by (spec §9 mapping: UI names and API names alike). */
/** Amounts sort by the signed amount: a credit note is below every invoice, as it counts. */
export type SortColumn = 'issue_date' | 'signed_total' | 'folio' | 'payed';
const SORT_COLUMNS: Record<InvoiceSortField, SortColumn> = {
  fecha_recepcion: 'issue_date',
  detFecRecepcion: 'issue_date',
  monto_total: 'signed_total',
  detMntTotal: 'signed_total',
  folio: 'folio',
  detNroDoc: 'folio',
  pagado: 'payed',
  payed: 'payed',
};
export type Sort = { column: SortColumn; desc: boolean };
export const toSort = (field: InvoiceSortField, order: 'asc' | 'desc'): Sort => ({
  column: SORT_COLUMNS[field],
  desc: order === 'desc',
});

/** Filters a list request may carry (the list query, or update_by of a bulk update). */
export type FilterInput = Partial<
  Pick<
    ParsedInvoiceListQuery,
    | 'period'
    | 'year'
    | 'last_periods'
    | 'search'
    | 'payed'
    | 'expired'
    | 'owed'
    | 'document_type'
    | 'classified'
    | 'awaiting_acknowledgment'
    | 'bm_movement_id'
    | 'conciliated'
    | 'rut_conciliated'
    | 'collection_state'
  >
>;

/** The current tax period in Chile and the range of the last n periods up to it. */
export function lastPeriodsRange(n: number, today = todayInChile()): { from: number; to: number } {
  const current = periodOf(today)!;
  return { from: addPeriods(current, -(n - 1)), to: current };
}

/** The periods of one year up to the current one (a future year is empty: from > to). */
export function yearRange(year: number, today = todayInChile()): { from: number; to: number } {
  const current = periodOf(today)!;
  return { from: year * 100 + 1, to: Math.min(year * 100 + 12, current) };
}

/**
 * Search text as invoices.search_text holds it: a RUT-like query (digits with dots, dash and an
 * optional k) becomes digits and k; anything else is folded (lowercase, no accents).
 */
export function searchPattern(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const rutLike = /^[\d.\s-]*\d[\d.\s-]*[kK]?$/.test(text) && /[\d]/.test(text);
  const value = rutLike ? cleanRut(text) : foldForSearch(text);
  return value === '' ? undefined : value;
}

export function toListFilter(
  businessId: number,
  direction: OperationType,
  input: FilterInput,
  today = todayInChile(),
): ListFilter {
  // Spec §4: a chosen period wins over last_periods; neither → 12 periods of sales, 2 of purchases.
  // A whole year sits between them (January to December, or to this month in the current year).
  const range =
    input.period !== undefined
      ? { from: input.period, to: input.period }
      : input.year !== undefined
        ? yearRange(input.year, today)
        : lastPeriodsRange(input.last_periods ?? INVOICE_DEFAULT_LAST_PERIODS[direction], today);
  let rutConciliated: string | undefined;
  if (input.rut_conciliated !== undefined) {
    const rut = toCanonicalRut(input.rut_conciliated);
    if (!rut) throw badRequest("El parámetro 'rut_conciliated' no es un RUT válido.");
    rutConciliated = rut;
  }
  return {
    businessId,
    direction,
    periodFrom: range.from,
    periodTo: range.to,
    today,
    payed: input.payed,
    expired: input.expired,
    owed: input.owed,
    docType: input.document_type,
    classified: input.classified,
    awaiting:
      input.awaiting_acknowledgment === undefined
        ? undefined
        : { value: input.awaiting_acknowledgment, since: acknowledgmentWindowStart(today) },
    search: searchPattern(input.search),
    bmMovementId: input.bm_movement_id,
    conciliated: input.conciliated,
    rutConciliated,
    collectionState: input.collection_state,
  };
}

/**
 * What a search can match in search_text ('folio rut-digits folded-name'; everything after the
 * first space is the row's search_key, one per counterpart):
 * - 'key': only inside search_key (a query with a letter or other non-digit and no space, or whose
 *   text before its first space is not all digits): the folio is digits, and an occurrence across
 *   the folio's space would start with digits and have its first space there;
 * - 'key+folio': all digits, so also inside the folio;
 * - 'scan': may cross the folio's space ('12 765…'): every row's search_text is read.
 */
export function searchShape(q: string): 'key' | 'key+folio' | 'scan' {
  const space = q.indexOf(' ');
  if (space === -1) return /^\d+$/.test(q) ? 'key+folio' : 'key';
  return /^\d*$/.test(q.slice(0, space)) ? 'scan' : 'key';
}

/**
 * The smallest folio whose digits can contain q (all digits), or null when none can: a folio has at
 * most 10 digits and no leading zero, so it is at least q itself ('1' + q when q starts with 0).
 */
export function folioLowerBound(q: string): number | null {
  if (q.length > 10) return null;
  const bound = Number(q.startsWith('0') ? `1${q}` : q);
  return bound < 10_000_000_000 ? bound : null;
}

/**
 * The filter keeps only owed documents (overdue, or the cash flow's owed documents due in a range):
 * its totals are then Σ of their saldos (open-documents.service.ts openAmountSql), the figure the
 * dashboard's "Vencidas" and the cash flow show for the same documents, not Σ of their totals.
 */
export const sumsWhatIsOwed = (f: ListFilter): boolean =>
  f.expired === true || f.owed === true || f.due !== undefined;

/** True when the totals can come from invoice_monthly_totals (only aggregated dimensions filter). */
export function isAggregable(f: ListFilter): boolean {
  return (
    f.search === undefined &&
    f.expired === undefined &&
    f.owed === undefined &&
    f.awaiting === undefined &&
    f.bmMovementId === undefined &&
    f.conciliated === undefined &&
    f.rutConciliated === undefined &&
    f.collectionState === undefined &&
    f.due === undefined
  );
}

/** Collects positional parameters while SQL is assembled. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** WHERE conditions over invoices (alias i) for the filter. Every one starts with business and direction. */
export function whereSql(f: ListFilter, p: Params, alias = 'i'): string {
  const c = (col: string) => `${alias}.${col}`;
  const parts = [
    `${c('business_id')} = ${p.add(f.businessId)}`,
    `${c('direction')} = ${p.add(f.direction)}`,
    `${c('period')} BETWEEN ${p.add(f.periodFrom)} AND ${p.add(f.periodTo)}`,
  ];
  if (f.payed !== undefined) parts.push(f.payed ? c('payed') : `NOT ${c('payed')}`);
  if (f.expired === true) parts.push(overdueSql(p, f.businessId, f.today, alias));
  else if (f.expired === false)
    parts.push(`NOT coalesce(${overdueSql(p, f.businessId, f.today, alias)}, false)`);
  if (f.owed === true) parts.push(`(${openSql(p, f.businessId, alias)})`);
  else if (f.owed === false) parts.push(`NOT coalesce((${openSql(p, f.businessId, alias)}), false)`);
  if (f.docType !== undefined) parts.push(`${c('doc_type')} = ${p.add(f.docType)}`);
  if (f.classified !== undefined) {
    parts.push(`${c('invoicing_account_id')} IS ${f.classified ? 'NOT ' : ''}NULL`);
  }
  if (f.awaiting !== undefined) {
    // Reception date as the SII counts it; an RCV row without one was received when issued.
    // Only documents of the register are acknowledged (not guides, not claimed ones).
    const open = `${c('counted')} AND ${c('estado')} IS NULL AND coalesce(${c('reception_date')}, ${c('issue_date')}) >= ${p.add(f.awaiting.since)}::date`;
    parts.push(f.awaiting.value ? `${c('direction')} = 'COMPRA' AND ${open}` : `NOT (${open})`);
  }
  if (f.search !== undefined) parts.push(`${c('search_text')} LIKE ${p.add(`%${escapeLike(f.search)}%`)}`);
  if (f.bmMovementId !== undefined) parts.push(`${c('bm_movement_id')} = ${p.add(f.bmMovementId)}`);
  if (f.conciliated !== undefined) parts.push(f.conciliated ? c('conciliated') : `NOT ${c('conciliated')}`);
  if (f.rutConciliated !== undefined) parts.push(`${c('counterpart_rut')} = ${p.add(f.rutConciliated)}`);
  if (f.collectionState === 'any') parts.push(`${c('collection_state')} <> 'none'`);
  else if (f.collectionState !== undefined)
    parts.push(`${c('collection_state')} = ${p.add(f.collectionState)}`);
  if (f.due !== undefined) {
    parts.push(openSql(p, f.businessId, alias), `${c('internal_due_date')} <= ${p.add(f.due.to)}::date`);
    if (f.due.from !== null) parts.push(`${c('internal_due_date')} >= ${p.add(f.due.from)}::date`);
  }
  return parts.join(' AND ');
}

/** ORDER BY for a sort, id as the tie-breaker in the same direction (spec: stable pages). */
export function orderSql(s: Sort, alias = 'i'): string {
  const dir = s.desc ? 'DESC' : 'ASC';
  return `${alias}.${s.column} ${dir}, ${alias}.id ${dir}`;
}
