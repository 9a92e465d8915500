import { describe, expect, it } from 'vitest';
import { NO_FILTERS, hasFilters, listQuery, readFilters, searchBy, writeFilters } from './filters';

describe('expense filters', () => {
  it('round-trips through the URL', () => {
    const f = {
      ...NO_FILTERS,
      page: 3,
      search: 'bencina',
      parent: 1,
      category: 101,
      status: 'waiting' as const,
      from: '2025-01-01',
      to: '2025-01-31',
      conciliated: false,
      movement: 55,
      user: 9,
      sort: 'amount_asc' as const,
    };
    expect(readFilters(writeFilters(f))).toEqual(f);
    expect(writeFilters(NO_FILTERS).toString()).toBe('');
  });

  it('sends between_dates only with both ends (earliest first), otherwise month and year', () => {
    expect(searchBy({ ...NO_FILTERS, from: '2025-02-10', to: '2025-02-01', month: 3, year: 2025 })).toEqual({
      between_dates: ['2025-02-01', '2025-02-10'],
    });
    expect(searchBy({ ...NO_FILTERS, from: '2025-02-10', month: 3, year: 2025 })).toEqual({
      month: 3,
      year: 2025,
    });
  });

  it('a subcategory wins over its parent; the user travels as select_user_id', () => {
    expect(listQuery({ ...NO_FILTERS, parent: 1, category: 104, user: 7 })).toEqual({
      sort: 'date_desc',
      search_by: { category_id: 104 },
      select_user_id: 7,
    });
    expect(searchBy({ ...NO_FILTERS, parent: 4 })).toEqual({ parent_category_id: 4 });
    expect(hasFilters({ ...NO_FILTERS, user: 7 })).toBe(true);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('ignores values that are not filters', () => {
    const p = new URLSearchParams('estado=pagado&mes=13&anio=99&desde=ayer&orden=x&pagina=-1');
    expect(readFilters(p)).toEqual(NO_FILTERS);
  });
});
