import { describe, expect, it } from 'vitest';
import { readListUrl, writeListUrl } from '../../../lib/url-state/list-url';
import { contractSort, counterpartsUrl, toListState } from './counterparts-url';

describe('clients and providers URL', () => {
  it('reads ?sort=rut as each kind’s RUT field and writes it back as rut', () => {
    for (const kind of ['client', 'provider'] as const) {
      const def = counterpartsUrl(kind);
      const v = readListUrl(def, new URLSearchParams('sort=rut&order=asc&page=2&search=acme'));
      expect(v.sort_field).toBe(contractSort(kind, 'rut'));
      expect(toListState(v)).toEqual({ page: 2, search: 'acme', sort: 'rut', order: 'asc' });
      expect(writeListUrl(def, v).toString()).toBe('search=acme&sort=rut&order=asc&page=2');
    }
  });

  it('defaults to the debt, descending, page 1, and drops unknown sorts', () => {
    const v = readListUrl(counterpartsUrl('client'), new URLSearchParams('sort=nope&order=up&page=0'));
    expect(toListState(v)).toEqual({ page: 1, search: '', sort: 'total_debt', order: 'desc' });
  });
});
