import { addDays } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertMovement } from '../../test/bank';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, TODAY, clientFor, insertInvoice } from '../../test/invoices';
import { expectStatus } from '../../test/status';

// The list's totals come from counts kept by triggers (migration 0047) for the filters they cover:
// they must always equal counting the rows, through inserts, reconciliations, undo and deletes.

const MOV = '/api/v1/client/bm_movements';

describe('movement counts', () => {
  let h: Harness;
  let c: Client;
  beforeAll(async () => {
    h = await createHarness({ businesses: 2 });
    c = await clientFor(h, 'u1', 'b1');
  });
  afterAll(() => h?.close());

  const FILTERS = [
    '',
    'search_by[type_amount]=income',
    'search_by[type_amount]=expense',
    'search_by[type_conciliated]=conciliated',
    'search_by[type_conciliated]=unconciliated',
    'search_by[type_conciliated]=suggested',
    'search_by[with_expense]=false',
    'search_by[post_date_since]=1',
    'search_by[post_date_since]=45',
    'search_by[post_date_since]=400',
    'search_by[type_amount]=income&search_by[type_conciliated]=unconciliated&search_by[post_date_since]=90',
  ];

  async function agree(accounts: number[]) {
    for (const base of FILTERS) {
      for (const account of [undefined, ...accounts]) {
        const q = [base, account ? `search_by[bm_account_id]=${account}` : ''].filter(Boolean).join('&');
        const res = await c.get(`${MOV}?page_size=100&${q}`);
        expect(res.statusCode, res.body).toBe(200);
        // Counted by paging through every row of the filter.
        let rows = res.json().data.length;
        for (let page = 2; rows < res.json().meta.total_elements && page < 20; page++)
          rows += (await c.get(`${MOV}?page_size=100&page=${page}&${q}`)).json().data.length;
        expect(res.json().meta.total_elements, q).toBe(rows);
      }
    }
    const progress = (await c.get('/api/v1/client/conciliation_progress')).json();
    const all = (await c.get(`${MOV}?page_size=1`)).json().meta.total_elements;
    const done = (await c.get(`${MOV}?page_size=1&search_by[type_conciliated]=conciliated`)).json().meta
      .total_elements;
    expect(progress).toMatchObject({ total: all, conciliated: done });
  }

  it('equal the rows through inserts, reconciliation, undo and deletion', async () => {
    const a = await insertAccount(h.db, c.businessId);
    const b = await insertAccount(h.db, c.businessId);
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      ids.push(
        await insertMovement(h.db, c.businessId, i % 3 === 0 ? b.id : a.id, {
          amount: (i % 2 === 0 ? 1 : -1) * (1_000 + i),
          date: addDays(TODAY, -((i * 17) % 420)),
        }),
      );
    }
    await agree([a.id, b.id]);
    const inv = await insertInvoice(h.db, c.businessId, { net: 1_000 });
    expectStatus(
      await c.send('POST', `${MOV}/${ids[0]}/conciliate`, {
        conciliation_ids: [inv],
        conciliation_type: 'Invoice',
      }),
      200,
    );
    expectStatus(await c.send('PUT', `${MOV}/${ids[1]}`, { conciliated: true }), 200);
    await h.db.query(
      `UPDATE bm_movements SET suggestions = '[{}]', suggestions_count = 1 WHERE id = ANY($1::bigint[])`,
      [ids.slice(2, 6)],
    );
    await agree([a.id, b.id]);
    expectStatus(await c.send('POST', `${MOV}/${ids[0]}/unconciliate`, { all: true }), 200);
    expectStatus(await c.send('DELETE', `/api/v1/client/bm_accounts/${b.id}`), 200);
    await agree([a.id]);
  });
});
