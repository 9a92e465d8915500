import type { InvoiceListItem, InvoiceListResponse } from '@portal/contracts';
import { computeRutDv, formatRut } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { aggregateTotals, scanTotals } from './invoices-list.repository';
import { toListFilter } from './list-filters';
import {
  CURRENT_PERIOD,
  type Client,
  LIST,
  TODAY,
  addDays,
  clientFor,
  dayInPeriodAgo,
  insertInvoice,
  periodAgo,
} from '../../test/invoices';

const rut = (body: number) => `${body}-${computeRutDv(body).toUpperCase()}`;
const A = { counterpartRut: rut(76354771), counterpartName: 'Ferretería Ñuñoa SpA' };
const B = { counterpartRut: rut(77123456), counterpartName: 'Comercial O’Higgins Ltda.' };
const C = { counterpartRut: rut(96500000), counterpartName: 'Distribuidora Pacífico S.A.' };

let h: Harness;
let c: Client;
const ids: Record<string, number> = {};

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  const db = h.db;
  const b1 = h.businessId('b1');
  ids.s1 = await insertInvoice(db, b1, { ...A, folio: 501, net: 100_000 });
  ids.s2 = await insertInvoice(db, b1, {
    ...B,
    folio: 502,
    net: 200_000,
    issueDate: dayInPeriodAgo(3),
    payed: true,
  });
  ids.s3 = await insertInvoice(db, b1, {
    ...A,
    folio: 77,
    docType: 61,
    net: 50_000,
    issueDate: dayInPeriodAgo(11),
  });
  ids.s4 = await insertInvoice(db, b1, { ...C, folio: 503, net: 300_000, issueDate: dayInPeriodAgo(13) });
  ids.s5 = await insertInvoice(db, b1, {
    ...C,
    folio: 504,
    docType: 34,
    net: 0,
    exempt: 80_000,
    iva: 0,
    internalDueDate: addDays(TODAY, -1),
  });
  await db.query('SELECT ensure_chart($1)', [b1]);
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM accounts WHERE business_id = $1 AND account_number = '4201'`,
    [b1],
  );
  ids.account = rows[0].id;
  ids.p1 = await insertInvoice(db, b1, {
    ...C,
    direction: 'COMPRA',
    folio: 9001,
    invoicingAccountId: ids.account,
  });
  ids.p2 = await insertInvoice(db, b1, {
    ...B,
    direction: 'COMPRA',
    folio: 9002,
    issueDate: dayInPeriodAgo(1),
    payed: true,
  });
  ids.p3 = await insertInvoice(db, b1, {
    ...B,
    direction: 'COMPRA',
    folio: 9003,
    issueDate: dayInPeriodAgo(2),
  });
  // Another business with the same counterpart: never in b1's lists.
  ids.other = await insertInvoice(db, h.businessId('b2'), { ...A, folio: 501 });
});
afterAll(() => h?.close());

async function list(query: string): Promise<InvoiceListResponse> {
  const res = await c.get(`${LIST}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const idsOf = (r: InvoiceListResponse) => r.invoices.map((i) => i.id);
const sameSet = (r: InvoiceListResponse, keys: string[]) =>
  expect([...idsOf(r)].sort((a, b) => a - b)).toEqual(keys.map((k) => ids[k]).sort((a, b) => a - b));

describe('GET invoices: defaults and periods', () => {
  it('shows the last 12 periods of sales by default, newest first, with meta and totals', async () => {
    const r = await list('operationType=VENTA');
    // Issue date descending; s1 and s5 share today's date, so the later id first.
    expect(idsOf(r)).toEqual([ids.s5, ids.s1, ids.s2, ids.s3]);
    expect(r.meta).toEqual({ current_page: 1, page_size: 10, total_elements: 4 });
    // A credit note subtracts: 119.000 + 238.000 − 59.500 + 80.000.
    expect(r.total_det_mnt_total).toBe(377_500);
    expect(r.page_total_det_mnt_total).toBe(377_500);
    expect(r.error).toBeNull();
    expect(r.last_updated).toBeNull();
    const dates = r.invoices.map((i) => i.fecha_recepcion);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('shows the last 2 periods of purchases by default', async () => {
    const r = await list('operationType=COMPRA');
    sameSet(r, ['p1', 'p2']);
  });

  it('takes last_periods, and a period wins over it', async () => {
    sameSet(await list('operationType=VENTA&last_periods=24'), ['s1', 's2', 's3', 's4', 's5']);
    sameSet(await list('operationType=COMPRA&last_periods=3'), ['p1', 'p2', 'p3']);
    sameSet(await list(`operationType=VENTA&period=${periodAgo(3)}&last_periods=24`), ['s2']);
    sameSet(await list(`operationType=VENTA&period=${CURRENT_PERIOD}`), ['s1', 's5']);
  });

  it('answers each item with the spec fields', async () => {
    const r = await list(`operationType=VENTA&period=${periodAgo(11)}`);
    const item = r.invoices[0];
    expect(item).toEqual<InvoiceListItem>({
      id: ids.s3,
      folio: 77,
      fecha_recepcion: dayInPeriodAgo(11),
      fecha_de_expiracion_interna: addDays(dayInPeriodAgo(11), 30),
      monto_total: 59_500,
      signed_total: -59_500,
      // A credit note owes nothing by itself.
      open_amount: 0,
      paid_amount: 0,
      document_type: 61,
      document_type_name: 'Nota de crédito electrónica',
      pagado: false,
      proveedor_rut: expect.any(String),
      client: { rut: A.counterpartRut, name: A.counterpartName },
      rut: A.counterpartRut,
      razon_social: A.counterpartName,
      period: periodAgo(11),
      estado: null,
      accuse_type: null,
      expiration_date_changes: [],
      invoicing_account: null,
      // A credit note owes nothing by itself (it reduces the invoice it references): never overdue.
      expired: false,
      counted: true,
      collection_state: 'none',
      notice_count: 0,
    });
    const purchase = (await list('operationType=COMPRA&classified=true')).invoices[0];
    expect(purchase.client).toBeNull();
    expect(purchase.proveedor_rut).toBe(C.counterpartRut);
    expect(purchase.invoicing_account).toEqual({
      id: ids.account,
      name: 'Arriendos',
      account_number: '4201',
    });
  });
});

describe('GET invoices: filters', () => {
  it('filters by payed', async () => {
    sameSet(await list('operationType=VENTA&payed=true'), ['s2']);
    sameSet(await list('operationType=VENTA&payed=false'), ['s1', 's3', 's5']);
  });

  it('filters by expired (owed, internal due date before today; a credit note owes nothing)', async () => {
    const expired = await list('operationType=VENTA&expired=true');
    sameSet(expired, ['s5']);
    expect(expired.invoices.every((i) => i.expired)).toBe(true);
    expect(expired.total_det_mnt_total).toBe(80_000);
    sameSet(await list('operationType=VENTA&expired=false'), ['s1', 's2', 's3']);
  });

  it('filters by document type, with the credit note total negative', async () => {
    const r = await list('operationType=VENTA&document_type=61');
    sameSet(r, ['s3']);
    expect(r.total_det_mnt_total).toBe(-59_500);
  });

  it('filters purchases by classified', async () => {
    sameSet(await list('operationType=COMPRA&classified=true'), ['p1']);
    sameSet(await list('operationType=COMPRA&classified=false'), ['p2']);
  });

  it('searches folio, RUT with or without dots and dash, and name without accents', async () => {
    sameSet(await list('operationType=VENTA&search=502'), ['s2']);
    for (const q of ['76.354.771-k', '76354771K', '76354771', '76.354']) {
      sameSet(await list(`operationType=VENTA&search=${encodeURIComponent(q)}`), ['s1', 's3']);
    }
    for (const q of ['nunoa', 'ÑUÑOA', 'ferreteria ñuñoa', 'Ferretería']) {
      sameSet(await list(`operationType=VENTA&search=${encodeURIComponent(q)}`), ['s1', 's3']);
    }
    sameSet(await list(`operationType=VENTA&search=${encodeURIComponent('o’higgins')}`), ['s2']);
    sameSet(await list(`operationType=VENTA&search=${encodeURIComponent('100%')}`), []);
    const combined = await list('operationType=VENTA&search=nunoa&expired=false');
    sameSet(combined, ['s1', 's3']);
    expect(combined.total_det_mnt_total).toBe(119_000 - 59_500);
  });

  it('filters by bank movement, conciliated and counterpart RUT', async () => {
    const b1 = c.businessId;
    const linked = await insertInvoice(h.db, b1, { ...B, folio: 600, bmMovementId: 4242, conciliated: true });
    try {
      expect(idsOf(await list('operationType=VENTA&bm_movement_id=4242'))).toEqual([linked]);
      expect(idsOf(await list('operationType=VENTA&conciliated=true'))).toEqual([linked]);
      expect(idsOf(await list('operationType=VENTA&conciliated=false'))).not.toContain(linked);
      const byRut = await list(
        `operationType=VENTA&rut_conciliated=${encodeURIComponent(formatRut(B.counterpartRut))}`,
      );
      expect(idsOf(byRut).sort()).toEqual([ids.s2, linked].sort());
    } finally {
      await h.db.query('DELETE FROM invoices WHERE id = $1', [linked]);
    }
  });

  it('never shows another business’s invoices', async () => {
    const r = await list('operationType=VENTA&last_periods=120&search=501');
    sameSet(r, ['s1']);
    expect(idsOf(r)).not.toContain(ids.other);
  });
});

describe('GET invoices: sorting and paging', () => {
  const order = async (q: string) => idsOf(await list(`operationType=VENTA&last_periods=24&${q}`));

  it('maps the UI names and the API names to the same column', async () => {
    const pairs = [
      ['fecha_recepcion', 'detFecRecepcion'],
      ['monto_total', 'detMntTotal'],
      ['folio', 'detNroDoc'],
      ['pagado', 'payed'],
    ];
    for (const [ui, api] of pairs) {
      for (const dir of ['asc', 'desc']) {
        expect(await order(`sort_field=${ui}&sort_order=${dir}`)).toEqual(
          await order(`sort_field=${api}&sort_order=${dir}`),
        );
      }
    }
    expect(await order('sort_field=monto_total&sort_order=asc')).toEqual([
      ids.s3,
      ids.s5,
      ids.s1,
      ids.s2,
      ids.s4,
    ]);
    expect(await order('sort_field=folio&sort_order=desc')).toEqual([ids.s5, ids.s4, ids.s2, ids.s1, ids.s3]);
    // Only s2 is paid; the rest follow id in the same direction.
    expect(await order('sort_field=pagado&sort_order=desc')).toEqual([
      ids.s2,
      ...[ids.s1, ids.s3, ids.s4, ids.s5].sort((a, b) => b - a),
    ]);
    expect(await order('sort_field=payed&sort_order=asc')).toEqual([
      ...[ids.s1, ids.s3, ids.s4, ids.s5].sort((a, b) => a - b),
      ids.s2,
    ]);
  });

  it('breaks ties by id in the sort direction, with filters too', async () => {
    const b1 = c.businessId;
    const t1 = await insertInvoice(h.db, b1, { ...B, folio: 701, net: 1_000, issueDate: dayInPeriodAgo(5) });
    const t2 = await insertInvoice(h.db, b1, { ...B, folio: 702, net: 1_000, issueDate: dayInPeriodAgo(5) });
    try {
      const q = `period=${periodAgo(5)}&sort_field=monto_total`;
      expect(await order(`${q}&sort_order=asc`)).toEqual([t1, t2]);
      expect(await order(`${q}&sort_order=desc`)).toEqual([t2, t1]);
      expect(await order(`${q}&sort_order=desc&search=ohiggins`)).toEqual([t2, t1]);
      expect(await order(`period=${periodAgo(5)}&sort_field=fecha_recepcion&sort_order=asc`)).toEqual([
        t1,
        t2,
      ]);
    } finally {
      await h.db.query('DELETE FROM invoices WHERE id = ANY($1::bigint[])', [[t1, t2]]);
    }
  });

  it('pages with meta and a page total', async () => {
    const all = await list('operationType=VENTA&last_periods=24&sort_field=folio&sort_order=asc');
    const p2 = await list(
      'operationType=VENTA&last_periods=24&sort_field=folio&sort_order=asc&page=2&page_size=2',
    );
    expect(p2.meta).toEqual({ current_page: 2, page_size: 2, total_elements: 5 });
    expect(idsOf(p2)).toEqual(idsOf(all).slice(2, 4));
    expect(p2.page_total_det_mnt_total).toBe(
      all.invoices.slice(2, 4).reduce((a, i) => a + i.signed_total, 0),
    );
    expect(p2.total_det_mnt_total).toBe(all.total_det_mnt_total);
    const beyond = await list('operationType=VENTA&page=9&page_size=2');
    expect(beyond.invoices).toEqual([]);
    expect(beyond.meta.total_elements).toBe(4);
    expect(beyond.page_total_det_mnt_total).toBe(0);
  });

  it('gives the same totals from the monthly aggregates and from the invoices', async () => {
    for (const input of [
      {},
      { payed: true },
      { payed: false },
      { document_type: 61 },
      { last_periods: 24 },
    ]) {
      const f = toListFilter(c.businessId, 'VENTA', input);
      expect(await aggregateTotals(h.db, f)).toEqual(await scanTotals(h.db, f));
    }
    for (const input of [{}, { classified: true }, { classified: false }, { last_periods: 3 }]) {
      const f = toListFilter(c.businessId, 'COMPRA', input);
      expect(await aggregateTotals(h.db, f)).toEqual(await scanTotals(h.db, f));
    }
  });
});

describe('GET invoices: bad input', () => {
  const bad = async (query: string, field: string) => {
    const res = await c.get(`${LIST}?${query}`);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    expect(res.json().error).toContain(`'${field}'`);
  };

  it('answers 400 naming the parameter', async () => {
    await bad('', 'operationType');
    await bad('operationType=OTRA', 'operationType');
    await bad('operationType=VENTA&page=0', 'page');
    await bad('operationType=VENTA&page=abc', 'page');
    await bad('operationType=VENTA&page_size=1000', 'page_size');
    await bad('operationType=VENTA&period=202213', 'period');
    await bad('operationType=VENTA&period=2024', 'period');
    await bad('operationType=VENTA&last_periods=0', 'last_periods');
    await bad('operationType=VENTA&last_periods=121', 'last_periods');
    await bad('operationType=VENTA&sort_field=nombre', 'sort_field');
    await bad('operationType=VENTA&sort_order=up', 'sort_order');
    await bad('operationType=VENTA&payed=maybe', 'payed');
    await bad('operationType=VENTA&expired=si', 'expired');
    await bad('operationType=VENTA&classified=2', 'classified');
    await bad('operationType=VENTA&document_type=x', 'document_type');
    await bad('operationType=VENTA&format=xlsx', 'format');
    await bad(`operationType=VENTA&search=${'x'.repeat(101)}`, 'search');
    await bad('operationType=VENTA&rut_conciliated=12345678-0', 'rut_conciliated');
  });

  it('accepts lower-case operationType and sort order', async () => {
    sameSet(await list('operationType=venta&sort_order=ASC'), ['s1', 's2', 's3', 's5']);
  });
});
