import { describe, expect, it } from 'vitest';
import { readListUrl, writeListUrl } from '../../../lib/url-state/list-url';
import { searchBy, ticketsUrl, yearOptions } from './tickets-url';

describe('honorarium tickets URL', () => {
  it('offers this year, the four before it and all years (-1), as spec §9 says', () => {
    expect(yearOptions('2026-11-27')).toEqual([2026, 2025, 2024, 2023, 2022, -1]);
  });

  it('reads the URL, defaulting to received tickets of this year, and writes it back', () => {
    const url = ticketsUrl('2026-11-27');
    expect(readListUrl(url, new URLSearchParams(''))).toEqual({
      kind: 'received',
      year: 2026,
      status: undefined,
      search: undefined,
      page: 1,
    });
    const f = readListUrl(
      url,
      new URLSearchParams('boletas=emitidas&anio=-1&estado=ObR&buscar=ana&pagina=3'),
    );
    expect(f).toEqual({ kind: 'issued', year: -1, status: 'ObR', search: 'ana', page: 3 });
    expect(writeListUrl(url, f, new URLSearchParams('boleta=7')).toString()).toBe(
      'boletas=emitidas&anio=-1&estado=ObR&buscar=ana&pagina=3&boleta=7',
    );
    expect(searchBy(f)).toEqual({ kind: 'issued', year: -1, status: 'ObR', search: 'ana' });
  });

  it('ignores values the screen does not offer', () => {
    const f = readListUrl(
      ticketsUrl('2026-01-01'),
      new URLSearchParams('anio=2010&estado=XX&pagina=-2&boletas=x'),
    );
    expect([f.kind, f.year, f.status, f.page]).toEqual(['received', 2026, undefined, 1]);
  });
});
