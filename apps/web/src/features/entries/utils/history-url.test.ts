import { describe, expect, it } from 'vitest';
import { changedFilters, readListUrl, writeListUrl } from '../../../lib/url-state/list-url';
import { HISTORY_URL, searchBy } from './history-url';

const read = (s: string) => readListUrl(HISTORY_URL, new URLSearchParams(s));

describe('history URL', () => {
  it('sends only the set filters, with the contract’s names', () => {
    expect(searchBy(HISTORY_URL.defaults)).toEqual({});
    expect(changedFilters(HISTORY_URL, HISTORY_URL.defaults)).toEqual([]);
    const f = read('buscar=aporte&tipo=income&mes=5&anio=2026&monto=5000000&conciliado=no&pagina=2');
    expect(f.page).toBe(2);
    expect(searchBy(f)).toEqual({
      amount: 5_000_000,
      conciliated: false,
      search: 'aporte',
      month: 5,
      year: 2026,
      type_entry: 'income',
    });
  });

  it('sends a date range only with exactly two dates, earliest first, instead of month and year', () => {
    expect(searchBy(read('desde=2026-06-01'))).toEqual({});
    expect(searchBy(read('desde=2026-06-30&hasta=2026-06-01&mes=3'))).toEqual({
      between_dates: ['2026-06-01', '2026-06-30'],
    });
  });

  it('ignores malformed values and round-trips through the URL', () => {
    expect(read('tipo=otro&mes=13&anio=99&monto=-1&conciliado=quizas&pagina=0&desde=ayer')).toEqual(
      HISTORY_URL.defaults,
    );
    const f = read('buscar=x&conciliado=si&desde=2026-01-01&hasta=2026-01-31');
    expect(readListUrl(HISTORY_URL, writeListUrl(HISTORY_URL, f))).toEqual(f);
    expect(writeListUrl(HISTORY_URL, f, new URLSearchParams('registro=7')).get('registro')).toBe('7');
  });
});
