import { describe, expect, it } from 'vitest';
import { readFilters, searchBy, writeFilters, yearOptions } from './filters';

describe('honorarium ticket filters', () => {
  it('offers this year, the four before it and all years (-1), as spec §9 says', () => {
    expect(yearOptions('2026-11-27')).toEqual([2026, 2025, 2024, 2023, 2022, -1]);
  });

  it('reads the URL, defaulting to received tickets of this year, and writes it back', () => {
    const today = '2026-11-27';
    expect(readFilters(new URLSearchParams(''), today)).toEqual({
      kind: 'received',
      year: 2026,
      status: null,
      search: '',
      page: 1,
    });
    const f = readFilters(
      new URLSearchParams('boletas=emitidas&anio=-1&estado=ObR&buscar=ana&pagina=3'),
      today,
    );
    expect(f).toEqual({ kind: 'issued', year: -1, status: 'ObR', search: 'ana', page: 3 });
    expect(writeFilters(f, today, { boleta: '7' }).toString()).toBe(
      'boletas=emitidas&anio=-1&estado=ObR&buscar=ana&pagina=3&boleta=7',
    );
    expect(searchBy(f)).toEqual({ kind: 'issued', year: -1, status: 'ObR', search: 'ana' });
  });

  it('ignores values the screen does not offer', () => {
    const f = readFilters(new URLSearchParams('anio=2010&estado=XX&pagina=-2'), '2026-01-01');
    expect([f.year, f.status, f.page]).toEqual([2026, null, 1]);
  });
});
