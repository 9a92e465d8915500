import { describe, expect, it } from 'vitest';
import { readListUrl, writeListUrl } from '../../../lib/url-state/list-url';
import { EXPENSES_URL, type ExpensesUrl, hasFilters, listQuery, searchBy } from './expenses-url';

const NONE = EXPENSES_URL.defaults;

describe('expenses URL', () => {
  it('round-trips through the URL, under its Spanish names', () => {
    const f: ExpensesUrl = {
      ...NONE,
      page: 3,
      search: 'bencina',
      parent_category_id: 1,
      category_id: 101,
      status: 'waiting',
      from: '2025-01-01',
      to: '2025-01-31',
      conciliated: false,
      bm_movement_id: 55,
      select_user_id: 9,
      sort: 'amount_asc',
    };
    const url = writeListUrl(EXPENSES_URL, f);
    expect(url.toString()).toBe(
      'buscar=bencina&categoria=1&subcategoria=101&estado=waiting&desde=2025-01-01&hasta=2025-01-31&conciliado=no&movimiento=55&usuario=9&orden=amount_asc&pagina=3',
    );
    expect(readListUrl(EXPENSES_URL, url)).toEqual(f);
    expect(writeListUrl(EXPENSES_URL, NONE).toString()).toBe('');
  });

  it('sends between_dates only with both ends (earliest first), otherwise month and year', () => {
    expect(searchBy({ ...NONE, from: '2025-02-10', to: '2025-02-01', month: 3, year: 2025 })).toEqual({
      between_dates: ['2025-02-01', '2025-02-10'],
    });
    expect(searchBy({ ...NONE, from: '2025-02-10', month: 3, year: 2025 })).toEqual({ month: 3, year: 2025 });
  });

  it('a subcategory wins over its parent; the user travels as select_user_id', () => {
    expect(listQuery({ ...NONE, parent_category_id: 1, category_id: 104, select_user_id: 7 })).toEqual({
      sort: 'date_desc',
      search_by: { category_id: 104 },
      select_user_id: 7,
    });
    expect(searchBy({ ...NONE, parent_category_id: 4 })).toEqual({ parent_category_id: 4 });
    expect(hasFilters({ ...NONE, select_user_id: 7 })).toBe(true);
    expect(hasFilters(NONE)).toBe(false);
  });

  it('ignores values that are not filters', () => {
    const p = new URLSearchParams(
      'estado=pagado&mes=13&anio=99&desde=ayer&orden=x&pagina=-1&conciliado=true',
    );
    expect(readListUrl(EXPENSES_URL, p)).toEqual(NONE);
  });
});
