import { INVOICE_CSV_HEADERS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { csvText, invoicesCsv } from './invoices-csv';
import { toListFilter, toSort } from './list-filters';
import {
  CURRENT_PERIOD,
  type Client,
  LIST,
  TODAY,
  clientFor,
  dayInPeriodAgo,
  insertInvoice,
  periodAgo,
} from '../../test/invoices';

let h: Harness;
let c: Client;
const N = 15;

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  for (let i = 0; i < N; i++) {
    await insertInvoice(h.db, c.businessId, {
      folio: 100 + i,
      issueDate: dayInPeriodAgo(i % 6),
      net: 10_000 * (i + 1),
      payed: i % 3 === 0,
    });
  }
  await insertInvoice(h.db, c.businessId, {
    folio: 900,
    docType: 61,
    net: 5_000,
    counterpartName: '=HYPERLINK("x");Comercial "El Roble"',
    issueDate: '2024-01-05',
    period: Number(TODAY.slice(0, 4) + TODAY.slice(5, 7)),
    internalDueDate: '2024-02-04',
  });
  await insertInvoice(h.db, h.businessId('b2'), { folio: 100 });
});
afterAll(() => h?.close());

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('GET invoices?format=csv', () => {
  it('downloads every matching row as ventas-<periods>.csv, UTF-8 with BOM, semicolons, DD/MM/YYYY', async () => {
    const res = await c.get(`${LIST}?operationType=VENTA&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The default sales view: the 12 periods up to the current one, written YYYY-MM.
    const ym = (p: number) => `${Math.floor(p / 100)}-${String(p % 100).padStart(2, '0')}`;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=ventas-${ym(periodAgo(11))}-a-${ym(CURRENT_PERIOD)}.csv`,
    );
    const one = await c.get(`${LIST}?operationType=COMPRA&format=csv&period=${CURRENT_PERIOD}`);
    expect(one.headers['content-disposition']).toBe(`attachment; filename=compras-${ym(CURRENT_PERIOD)}.csv`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      'Tipo documento;Folio;Fecha emisión;Vencimiento interno;RUT;Razón social;Monto neto;Monto exento;IVA;Monto total;Pagada;Estado',
    );
    expect(lines[0].split(';')).toEqual([...INVOICE_CSV_HEADERS]);
    // Not just a page: all 16 of the business, none of the other.
    expect(lines).toHaveLength(1 + N + 1);
    const note = lines.find((l) => l.includes(';900;'))!;
    // Negative as it counts; a note that references nothing owes nothing ("Sin saldo").
    expect(note).toBe(
      `Nota de crédito electrónica;900;05/01/2024;04/02/2024;76.354.771-K;"'=HYPERLINK(""x"");Comercial ""El Roble""";-5000;0;-950;-5950;No;Sin saldo`,
    );
    const first = lines.find((l) => l.includes(';100;'))!.split(';');
    expect(first[2]).toBe(
      `${dayInPeriodAgo(0).slice(8, 10)}/${dayInPeriodAgo(0).slice(5, 7)}/${dayInPeriodAgo(0).slice(0, 4)}`,
    );
    expect(first[3]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(first.slice(6, 12)).toEqual(['10000', '0', '1900', '11900', 'Sí', 'Pagada']);
    // The Monto total column sums to the list's total.
    const list = (await c.get(`${LIST}?operationType=VENTA`)).json();
    // Counted from the end: a quoted name may hold the separator.
    const column = lines.slice(1).reduce((acc, l) => acc + Number(l.split(';').at(-3)), 0);
    expect(column).toBe(list.total_det_mnt_total);
  });

  it('applies the filters and the sort of the list', async () => {
    const res = await c.get(
      `${LIST}?operationType=VENTA&format=csv&payed=true&sort_field=monto_total&sort_order=asc`,
    );
    const folios = csvLines(res.body)
      .slice(1)
      .map((l) => Number(l.split(';')[1]));
    expect(folios).toEqual([100, 103, 106, 109, 112]);
    const list = await c.get(`${LIST}?operationType=VENTA&payed=true&sort_field=monto_total&sort_order=asc`);
    expect(list.json().invoices.map((i: { folio: number }) => i.folio)).toEqual(folios);
  });

  it('walks keyset batches in every sort order without losing or repeating rows', async () => {
    const filter = toListFilter(c.businessId, 'VENTA', {});
    for (const field of ['fecha_recepcion', 'monto_total', 'folio', 'pagado'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const sort = toSort(field, order);
        let body = '';
        for await (const chunk of invoicesCsv(h.db, filter, sort, 4)) body += chunk.toString();
        const all = await c.get(
          `${LIST}?operationType=VENTA&page_size=100&sort_field=${field}&sort_order=${order}`,
        );
        const expected = all.json().invoices.map((i: { folio: number }) => i.folio);
        expect(
          csvLines(body)
            .slice(1)
            .map((l) => Number(l.split(';')[1])),
          `${field} ${order}`,
        ).toEqual(expected);
      }
    }
  });

  it('escapes text cells', () => {
    expect(csvText('Comercial; "Sur"')).toBe('"Comercial; ""Sur"""');
    expect(csvText('-1+1')).toBe("'-1+1");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('Ñuñoa')).toBe('Ñuñoa');
  });

  it('keeps a row whole when its text holds the unit separator the database joins parts with', async () => {
    const d = await clientFor(h, 'u2', 'b2');
    await insertInvoice(h.db, d.businessId, {
      folio: 777,
      counterpartName: 'Uno\x1fDos',
      issueDate: '2020-01-10',
    });
    const res = await d.get(`${LIST}?operationType=VENTA&format=csv&period=202001`);
    const row = csvLines(res.body).find((l) => l.includes(';777;'))!;
    expect(row.split(';')[5]).toBe('UnoDos');
    expect(row.split(';')).toHaveLength(INVOICE_CSV_HEADERS.length);
  });

  it('answers an empty list with the header only', async () => {
    const res = await c.get(`${LIST}?operationType=COMPRA&format=csv`);
    expect(csvLines(res.body)).toHaveLength(1);
  });
});
