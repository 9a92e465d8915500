import { bmMovementListQuery, expenseSearchBy, invoiceListQuery, movementSearchBy } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { changedFilters, defineListUrl, nextSort, readListUrl, writeListUrl, YES_NO } from './list-url';

const invoices = defineListUrl(
  invoiceListQuery.pick({ page: true, search: true, payed: true, sort_field: true, sort_order: true }).shape,
  {
    page: 'page',
    search: 'search',
    sort: { field: 'sort_field', order: 'sort_order' },
  },
);

const movements = defineListUrl(
  {
    page: bmMovementListQuery.out.shape.page,
    ...movementSearchBy.pick({ bm_account_id: true, search: true }).shape,
  },
  { params: { page: 'pagina', bm_account_id: 'cuenta', search: 'buscar' }, page: 'page', search: 'search' },
);

describe('readListUrl', () => {
  it('parses each parameter with its contract field', () => {
    const v = readListUrl(invoices, new URLSearchParams('page=3&payed=true&search=acme&sort_order=asc'));
    expect(v).toEqual({
      page: 3,
      search: 'acme',
      payed: true,
      sort_field: 'fecha_recepcion',
      sort_order: 'asc',
    });
  });

  it('drops an invalid value to its default, alone', () => {
    const v = readListUrl(invoices, new URLSearchParams('page=-2&payed=maybe&sort_field=nope&search=ok'));
    expect(v).toEqual({
      page: 1,
      search: 'ok',
      payed: undefined,
      sort_field: 'fecha_recepcion',
      sort_order: 'desc',
    });
  });

  it('reads the screen’s own URL names', () => {
    const v = readListUrl(movements, new URLSearchParams('pagina=2&cuenta=7&buscar=luz&page=9'));
    expect(v).toEqual({ page: 2, bm_account_id: 7, search: 'luz' });
  });

  it('reads a codec’s spelling and refuses the contract’s', () => {
    const def = defineListUrl(expenseSearchBy.pick({ conciliated: true }).shape, {
      codecs: { conciliated: YES_NO },
    });
    expect(readListUrl(def, new URLSearchParams('conciliated=si')).conciliated).toBe(true);
    expect(readListUrl(def, new URLSearchParams('conciliated=no')).conciliated).toBe(false);
    expect(readListUrl(def, new URLSearchParams('conciliated=true')).conciliated).toBeUndefined();
  });
});

describe('writeListUrl', () => {
  it('leaves defaults out and keeps other parameters after its own', () => {
    const out = writeListUrl(
      movements,
      { page: 1, bm_account_id: 7, search: '' },
      new URLSearchParams('movimiento=5&cuenta=1'),
    );
    expect(out.toString()).toBe('cuenta=7&movimiento=5');
  });

  it('round-trips a state', () => {
    const value = {
      page: 4,
      search: 'x y',
      payed: false,
      sort_field: 'folio' as const,
      sort_order: 'asc' as const,
    };
    expect(readListUrl(invoices, writeListUrl(invoices, value))).toEqual(value);
  });

  it('spells a codec’s value', () => {
    const def = defineListUrl(expenseSearchBy.pick({ conciliated: true }).shape, {
      params: { conciliated: 'conciliado' },
      codecs: { conciliated: YES_NO },
    });
    expect(writeListUrl(def, { conciliated: false }).toString()).toBe('conciliado=no');
  });
});

describe('changedFilters and nextSort', () => {
  it('names the filters in use, page and sort aside', () => {
    const v = readListUrl(invoices, new URLSearchParams('page=2&payed=false&sort_order=asc'));
    expect(changedFilters(invoices, v)).toEqual(['payed']);
  });

  it('starts a new column descending and flips the same one', () => {
    expect(nextSort({ field: 'a', order: 'desc' }, 'b')).toEqual({ field: 'b', order: 'desc' });
    expect(nextSort({ field: 'a', order: 'desc' }, 'a')).toEqual({ field: 'a', order: 'asc' });
    expect(nextSort({ field: 'a', order: 'asc' }, 'a')).toEqual({ field: 'a', order: 'desc' });
  });
});
