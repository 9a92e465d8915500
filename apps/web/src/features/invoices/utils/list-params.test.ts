import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAST_PERIODS,
  csvQuery,
  hasActiveFilters,
  listFilters,
  listQuery,
  nextSort,
  type ListState,
  type OperationType,
} from './list-params';
import { readListUrl, writeListUrl } from '../../../lib/url-state/list-url';
import { INVOICES_URL, toListState, toUrlPatch } from './invoice-url';

// The URL through the list kit, as the screens read and write it.
const readListState = (p: URLSearchParams, op: OperationType) =>
  toListState(readListUrl(INVOICES_URL[op], p));
const writeListState = (s: ListState, op: OperationType) => writeListUrl(INVOICES_URL[op], toUrlPatch(s));

const q = (s: string) => new URLSearchParams(s);

describe('readListState', () => {
  it('applies the spec defaults: 12 last periods for sales, 2 for purchases, page 1, desc', () => {
    const sales = readListState(q(''), 'VENTA');
    expect(sales).toMatchObject({ period: null, lastPeriods: 12, page: 1, sortOrder: 'desc', payed: 'all' });
    expect(readListState(q(''), 'COMPRA').lastPeriods).toBe(DEFAULT_LAST_PERIODS.COMPRA);
  });

  it('reads valid values and ignores invalid ones', () => {
    const s = readListState(
      q(
        'period=202411&page=3&payed=false&expired=true&document_type=61&sort_field=detMntTotal&sort_order=asc',
      ),
      'VENTA',
    );
    expect(s).toMatchObject({
      period: 202411,
      page: 3,
      payed: 'false',
      expired: 'true',
      documentType: 61,
      sortField: 'detMntTotal',
      sortOrder: 'asc',
    });
    const bad = readListState(q('period=202413&page=-1&payed=yes&sort_field=drop&document_type=x'), 'VENTA');
    expect(bad).toMatchObject({
      period: null,
      page: 1,
      payed: 'all',
      sortField: 'detFecRecepcion',
      documentType: null,
    });
  });
});

describe('writeListState', () => {
  it('round-trips and leaves defaults out of the URL', () => {
    expect(writeListState(readListState(q(''), 'VENTA'), 'VENTA').toString()).toBe('');
    const url = 'period=202405&search=acme&payed=true&sort_field=detNroDoc&sort_order=asc&page=2';
    const s = readListState(q(url), 'COMPRA');
    expect(readListState(writeListState(s, 'COMPRA'), 'COMPRA')).toEqual(s);
  });

  it('a chosen period wins over last_periods', () => {
    const s = { ...readListState(q('last_periods=6'), 'VENTA'), period: 202401 };
    const out = writeListState(s, 'VENTA');
    expect(out.get('period')).toBe('202401');
    expect(out.has('last_periods')).toBe(false);
  });
});

describe('a whole year', () => {
  it('is written as year=, clears last_periods, and is sent to the API', () => {
    const base = readListState(q('last_periods=6'), 'VENTA');
    const url = writeListUrl(
      INVOICES_URL.VENTA,
      toUrlPatch({ year: 2025, period: null }),
      q('last_periods=6'),
    );
    expect(url.get('year')).toBe('2025');
    expect(url.has('last_periods')).toBe(false);
    const s = readListState(url, 'VENTA');
    expect(s).toMatchObject({ year: 2025, period: null });
    expect(listFilters(s, 'VENTA')).toMatchObject({ year: 2025 });
    expect(listFilters(s, 'VENTA').last_periods).toBeUndefined();
    expect(hasActiveFilters(s, 'VENTA')).toBe(true);
    expect(base.year).toBeNull();
  });

  it('gives way to a chosen month, and a chosen month to last periods', () => {
    const month = writeListUrl(INVOICES_URL.VENTA, toUrlPatch({ period: 202503 }), q('year=2025'));
    expect(month.has('year')).toBe(false);
    expect(readListState(q('year=2025&period=202503'), 'VENTA')).toMatchObject({
      period: 202503,
      year: null,
    });
    const last = writeListUrl(
      INVOICES_URL.VENTA,
      toUrlPatch({ lastPeriods: 3, period: null }),
      q('year=2025'),
    );
    expect(last.has('year')).toBe(false);
  });
});

describe('API queries', () => {
  it('sends operationType, paging, mapped sort and booleans', () => {
    const s = readListState(q('payed=false&classified=true'), 'COMPRA');
    const query = listQuery(s, 'COMPRA');
    expect(Object.fromEntries(query)).toEqual({
      operationType: 'COMPRA',
      last_periods: '2',
      payed: 'false',
      classified: 'true',
      page: '1',
      page_size: '10',
      sort_field: 'detFecRecepcion',
      sort_order: 'desc',
    });
    expect(listFilters(s, 'COMPRA')).toEqual({
      operationType: 'COMPRA',
      last_periods: 2,
      payed: false,
      classified: true,
    });
  });

  it('CSV asks format=csv without paging', () => {
    const query = csvQuery(readListState(q('page=4&period=202410'), 'VENTA'), 'VENTA');
    expect(query.get('format')).toBe('csv');
    expect(query.has('page')).toBe(false);
    expect(query.get('period')).toBe('202410');
    expect(query.has('last_periods')).toBe(false);
  });
});

describe('sorting and filters', () => {
  it('a new column starts desc and the same column flips', () => {
    const s = readListState(q(''), 'VENTA');
    expect(nextSort(s, 'folio')).toEqual({ sortField: 'detNroDoc', sortOrder: 'desc' });
    expect(nextSort(s, 'fecha_recepcion')).toEqual({ sortField: 'detFecRecepcion', sortOrder: 'asc' });
  });

  it('knows when filters differ from the defaults', () => {
    expect(hasActiveFilters(readListState(q('page=3'), 'VENTA'), 'VENTA')).toBe(false);
    expect(hasActiveFilters(readListState(q('search=x'), 'VENTA'), 'VENTA')).toBe(true);
  });
});

describe('rows per page and the acknowledgment filter', () => {
  it('shows 10 rows by default (spec §9) and keeps a chosen 25/50/100 in the URL', () => {
    expect(readListState(q(''), 'VENTA').pageSize).toBe(10);
    expect(listQuery(readListState(q(''), 'VENTA'), 'VENTA').get('page_size')).toBe('10');
    for (const size of [25, 50, 100]) {
      const s = readListState(q(`page_size=${size}`), 'VENTA');
      expect(s.pageSize).toBe(size);
      expect(writeListState(s, 'VENTA').get('page_size')).toBe(String(size));
      expect(listQuery(s, 'VENTA').get('page_size')).toBe(String(size));
    }
    // Sizes not offered fall back to the default, which stays out of the URL.
    for (const bad of ['7', '1000', 'x', '0']) {
      const s = readListState(q(`page_size=${bad}`), 'VENTA');
      expect(s.pageSize).toBe(10);
      expect(writeListState(s, 'VENTA').has('page_size')).toBe(false);
    }
    expect(csvQuery(readListState(q('page_size=50'), 'VENTA'), 'VENTA').has('page_size')).toBe(false);
  });

  it('reads awaiting_acknowledgment on purchases only and sends it as a filter', () => {
    const s = readListState(q('awaiting_acknowledgment=true'), 'COMPRA');
    expect(s.awaitingAck).toBe('true');
    expect(listFilters(s, 'COMPRA').awaiting_acknowledgment).toBe(true);
    expect(writeListState(s, 'COMPRA').get('awaiting_acknowledgment')).toBe('true');
    expect(hasActiveFilters(s, 'COMPRA')).toBe(true);
    expect(readListState(q('awaiting_acknowledgment=true'), 'VENTA').awaitingAck).toBe('all');
  });
});
