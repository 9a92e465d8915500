import { describe, expect, it } from 'vitest';
import { NO_FILTERS, hasFilters, readFilters, searchBy, writeFilters } from './filters';

const q = (s: string) => new URLSearchParams(s);

describe('history filters', () => {
  it('sends only the set filters, with the contract’s names', () => {
    expect(searchBy(NO_FILTERS)).toEqual({});
    expect(hasFilters(NO_FILTERS)).toBe(false);
    const f = readFilters(
      q('buscar=aporte&tipo=income&mes=5&anio=2026&monto=5000000&conciliado=no&pagina=2'),
    );
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
    expect(searchBy(readFilters(q('desde=2026-06-01')))).toEqual({});
    expect(searchBy(readFilters(q('desde=2026-06-30&hasta=2026-06-01&mes=3')))).toEqual({
      between_dates: ['2026-06-01', '2026-06-30'],
    });
  });

  it('ignores malformed values and round-trips through the URL', () => {
    expect(readFilters(q('tipo=otro&mes=13&anio=99&monto=-1&conciliado=quizas&pagina=0&desde=ayer'))).toEqual(
      NO_FILTERS,
    );
    const f = readFilters(q('buscar=x&conciliado=si&desde=2026-01-01&hasta=2026-01-31'));
    expect(readFilters(writeFilters(f))).toEqual(f);
    expect(writeFilters(f, { registro: '7' }).get('registro')).toBe('7');
  });
});
