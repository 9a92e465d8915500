// The list's fast paths give exactly what one scan of the matching rows gives (scanPage: whereSql with
// search_text LIKE '%text%'): searches by counterpart key and folio, expired=false from the
// aggregates, and the default views' single statement; over the generator's documents, for every
// sort, several pages and combinations with the other filters.
import type { InvoiceSortField } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices, writeInvoices } from '../../seed/invoices';
import { type Harness, createHarness } from '../../test/harness';
import {
  aggregatePage,
  type ListPage,
  notExpiredPage,
  notInCollectionPage,
  scanPage,
  searchPage,
} from './invoices-list.repository';
import { type FilterInput, searchShape, toListFilter, toSort } from './list-filters';
import { TODAY } from '../../test/invoices';

let h: Harness;
let businessId: number;

beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  businessId = h.businessId('b1');
  const b = h.data.businesses[0];
  await writeInvoices(
    h.db,
    businessId,
    generateInvoices({ seed: 5, business: b, count: 1500, today: TODAY }),
    {
      today: TODAY,
    },
  );
});

afterAll(async () => {
  await h?.close();
});

const summary = (p: ListPage) => ({ count: p.count, sum: p.sum, ids: p.rows.map((r) => Number(r.id)) });

async function same(
  fast: typeof searchPage,
  input: FilterInput,
  direction: 'VENTA' | 'COMPRA' = 'VENTA',
): Promise<number> {
  const f = toListFilter(businessId, direction, { last_periods: 24, ...input }, TODAY);
  let matched = 0;
  for (const field of ['fecha_recepcion', 'monto_total', 'folio', 'pagado'] as InvoiceSortField[]) {
    for (const order of ['asc', 'desc'] as const) {
      const sort = toSort(field, order);
      for (const [limit, offset] of [
        [10, 0],
        [10, 20],
        [100, 0],
      ]) {
        const expected = summary(await scanPage(h.db, f, sort, limit, offset));
        const got = summary(await fast(h.db, f, sort, limit, offset));
        expect(got, `${JSON.stringify(input)} ${field} ${order} ${limit}@${offset}`).toEqual(expected);
        matched = expected.count;
      }
    }
  }
  return matched;
}

describe('list fast paths give what a scan gives', () => {
  it('knows what a search can match', () => {
    expect(searchShape('ferreteria')).toBe('key');
    expect(searchShape('12345')).toBe('key+folio');
    expect(searchShape('76354771k')).toBe('key');
    expect(searchShape('ferreteria los')).toBe('key');
    expect(searchShape('12 7635')).toBe('scan');
  });

  // 16 searches × 3 filters, each compared over every sort and several pages: hundreds of queries,
  // more than the suite's 30 s on a loaded 2-core machine.
  it('searches by counterpart key and folio', async () => {
    const { rows } = await h.db.query<{ folio: number; counterpart_rut: string; counterpart_name: string }>(
      `SELECT folio, counterpart_rut, counterpart_name FROM invoices
        WHERE business_id = $1 AND direction = 'VENTA' ORDER BY id LIMIT 1 OFFSET 7`,
      [businessId],
    );
    const r = rows[0];
    const name = r.counterpart_name.toLowerCase();
    const queries = [
      name.split(' ')[0],
      name.slice(2, 7),
      r.counterpart_name,
      r.counterpart_rut,
      r.counterpart_rut.replace(/-.*/, '').slice(1, 6),
      String(r.folio),
      String(r.folio).slice(0, 2),
      '1',
      '0',
      '00',
      'spa',
      'a',
      'k',
      '%',
      'no existe',
      '12345678901',
    ];
    let nonEmpty = 0;
    for (const search of queries) {
      if ((await same(searchPage, { search })) > 0) nonEmpty++;
      await same(searchPage, { search, payed: false, document_type: 33 });
      await same(searchPage, { search, expired: false });
    }
    await same(searchPage, { search: name.split(' ')[0], classified: false }, 'COMPRA');
    expect(nonEmpty).toBeGreaterThan(8);
  }, 120_000);

  it('counts expired=false from the aggregates', async () => {
    expect(await same(notExpiredPage, { expired: false })).toBeGreaterThan(0);
    await same(notExpiredPage, { expired: false, payed: false });
    await same(notExpiredPage, { expired: false, payed: true });
    await same(notExpiredPage, { expired: false, document_type: 61 });
    await same(notExpiredPage, { expired: false, classified: false }, 'COMPRA');
  });

  it('counts collection_state=none from the aggregates minus the sales in collection', async () => {
    // Some sales in collection, of every kind of document the filter may meet.
    await h.db.query(
      `UPDATE invoices SET collection_state = CASE WHEN id % 2 = 0 THEN 'notified' ELSE 'judicial' END
        WHERE id IN (SELECT id FROM invoices WHERE business_id = $1 AND direction = 'VENTA' AND id % 7 = 0)`,
      [businessId],
    );
    try {
      expect(await same(notInCollectionPage, { collection_state: 'none' })).toBeGreaterThan(0);
      await same(notInCollectionPage, { collection_state: 'none', payed: false });
      await same(notInCollectionPage, { collection_state: 'none', document_type: 33 });
    } finally {
      await h.db.query("UPDATE invoices SET collection_state = 'none' WHERE business_id = $1", [businessId]);
    }
  });

  it('answers the aggregable filters in one statement', async () => {
    expect(await same(aggregatePage, {})).toBeGreaterThan(0);
    await same(aggregatePage, { payed: true });
    await same(aggregatePage, { document_type: 33, payed: false });
    await same(aggregatePage, { last_periods: 1 });
    await same(aggregatePage, { classified: false }, 'COMPRA');
  });
});
