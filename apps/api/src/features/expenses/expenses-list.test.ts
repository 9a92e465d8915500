import type { Expense } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor } from '../../test/invoices';
import { EXPENSES, postExpense } from './test-helpers';
import { expectStatus } from '../../test/status';

// The list's filters, gastos-mes, the dashboard's values and report.xlsx, each checked against
// figures the test computes from the expenses it wrote.

let h: Harness;
let owner: Client;
/** The business's other owner (the demo user): select_user_id tells their expenses apart. */
let partner: Client;
let other: Client;
afterAll(() => h?.close());

type Row = {
  amount: number;
  date: string;
  description: string;
  category_id: number;
  parent: number;
  by: 'owner' | 'partner';
  status: 'waiting' | 'validated' | 'rejected';
};
// Categories of migration 0062: 101 Combustible, 104 Taxi/Uber (Transporte, 1); 201 Colaciones
// (Alimentación, 2); 404 Internet (Servicios básicos, 4).
const ROWS: Row[] = [
  {
    amount: 45_000,
    date: '2025-03-02',
    description: 'Bencina viaje a Rancagua',
    category_id: 101,
    parent: 1,
    by: 'owner',
    status: 'validated',
  },
  {
    amount: 12_500,
    date: '2025-03-15',
    description: 'Uber a reunión con cliente',
    category_id: 104,
    parent: 1,
    by: 'partner',
    status: 'waiting',
  },
  {
    amount: 8_900,
    date: '2025-03-20',
    description: 'Almuerzo equipo',
    category_id: 201,
    parent: 2,
    by: 'partner',
    status: 'rejected',
  },
  {
    amount: 29_990,
    date: '2025-03-31',
    description: 'Internet fibra marzo',
    category_id: 404,
    parent: 4,
    by: 'owner',
    status: 'validated',
  },
  {
    amount: 31_000,
    date: '2025-04-01',
    description: 'Internet fibra abril',
    category_id: 404,
    parent: 4,
    by: 'owner',
    status: 'waiting',
  },
  {
    amount: 52_300,
    date: '2024-12-28',
    description: 'Bencina fin de año',
    category_id: 101,
    parent: 1,
    by: 'partner',
    status: 'validated',
  },
];
const ids: number[] = [];

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  owner = await clientFor(h, 'u1', 'b1');
  partner = await clientFor(h, 'demo', 'b1');
  other = await clientFor(h, 'u2', 'b2');
  for (const r of ROWS) {
    const res = await postExpense(r.by === 'owner' ? owner : partner, {
      amount: r.amount,
      date: r.date,
      description: r.description,
      category_id: r.category_id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().expense.id as number;
    ids.push(id);
    if (r.status !== 'waiting')
      expectStatus(
        await owner.send('PUT', `${EXPENSES}/${id}/review`, {
          status: r.status,
          reason: r.status === 'rejected' ? 'Sin boleta' : undefined,
        }),
        200,
      );
  }
  // Another business's expense with the same words never shows.
  expectStatus(
    await postExpense(other, {
      amount: 1_000,
      date: '2025-03-02',
      description: 'Bencina ajena',
      category_id: 101,
    }),
    201,
  );
});

const idOf = (pred: (r: Row) => boolean) => ROWS.flatMap((r, i) => (pred(r) ? [ids[i]!] : []));
const list = async (q: string) => {
  const res = await owner.get(`${EXPENSES}?page_size=100&${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: Expense[];
    meta: { total_elements: number; total_amount: number; filters: { years: number[] } };
  };
};
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const listed = async (q: string) => sorted((await list(q)).data.map((e) => e.id));

describe('list filters', () => {
  it('filters by every search_by key and select_user_id', async () => {
    const partnerId = h.ids.users.get('demo')!;
    const cases: [string, (r: Row) => boolean][] = [
      ['search_by[search]=bencina', (r) => /bencina/i.test(r.description)],
      ['search_by[search]=servicios', (r) => r.parent === 4],
      [
        'search_by[between_dates]=2025-03-15,2025-03-31',
        (r) => r.date >= '2025-03-15' && r.date <= '2025-03-31',
      ],
      ['search_by[category_id]=404', (r) => r.category_id === 404],
      ['search_by[parent_category_id]=1', (r) => r.parent === 1],
      ['search_by[month]=3&search_by[year]=2025', (r) => r.date.startsWith('2025-03')],
      ['search_by[year]=2024', (r) => r.date.startsWith('2024')],
      ['search_by[status]=validated', (r) => r.status === 'validated'],
      ['search_by[conciliated]=false', () => true],
      ['search_by[conciliated]=true', () => false],
      [`select_user_id=${partnerId}`, (r) => r.by === 'partner'],
      [
        `select_user_id=${partnerId}&search_by[parent_category_id]=1`,
        (r) => r.by === 'partner' && r.parent === 1,
      ],
    ];
    for (const [q, pred] of cases) expect(await listed(q), q).toEqual(sorted(idOf(pred)));
  });

  it('pages by 10 by default, sorts, totals the whole match and offers the years', async () => {
    const all = await owner.get(EXPENSES);
    expect(all.json().meta).toMatchObject({ current_page: 1, page_size: 10, total_elements: ROWS.length });
    expect(all.json().meta.total_amount).toBe(ROWS.reduce((s, r) => s + r.amount, 0));
    const byAmount = (await list('sort=amount_asc')).data.map((e) => e.amount);
    expect(byAmount).toEqual([...ROWS.map((r) => r.amount)].sort((a, b) => a - b));
    const years = (await list('')).meta.filters.years;
    const current = new Date().getFullYear();
    for (const y of [2025, 2024, 2021, 2020, 2019, current, current - 4]) expect(years).toContain(y);
    const page2 = await owner.get(`${EXPENSES}?page=2&page_size=4`);
    expect(page2.json().data).toHaveLength(ROWS.length - 4);
  });

  it('refuses between_dates without exactly two dates and unknown filters', async () => {
    const one = await owner.get(`${EXPENSES}?search_by[between_dates]=2025-03-01`);
    expect(one.statusCode).toBe(400);
    expect(one.json().error).toContain("'between_dates' lleva exactamente dos fechas");
    expect((await owner.get(`${EXPENSES}?search_by[amount]=5`)).statusCode).toBe(400);
  });
});

describe('gastos-mes and dashboard values', () => {
  it('groups the month’s expenses (rejected left out) by category with totals', async () => {
    const res = await owner.get(`${EXPENSES}/by_period?year=2025&month=3`);
    expect(res.statusCode, res.body).toBe(200);
    const march = ROWS.filter((r) => r.date.startsWith('2025-03') && r.status !== 'rejected');
    const body = res.json();
    expect(body.total).toBe(march.reduce((s, r) => s + r.amount, 0));
    expect(body.count).toBe(march.length);
    expect(body.validated_total).toBe(
      march.filter((r) => r.status === 'validated').reduce((s, r) => s + r.amount, 0),
    );
    expect(body.groups.map((g: { id: number; total: number }) => [g.id, g.total])).toEqual([
      [1, 45_000 + 12_500],
      [4, 29_990],
    ]);
    expect(body.groups[0].categories.map((c: { id: number; total: number }) => [c.id, c.total])).toEqual([
      [101, 45_000],
      [104, 12_500],
    ]);
  });

  it('answers the year’s totals by status, parent category and month', async () => {
    const res = await owner.get(`${EXPENSES}/dashboard_values?year=2025`);
    expect(res.statusCode, res.body).toBe(200);
    const y = ROWS.filter((r) => r.date.startsWith('2025'));
    const sum = (rs: Row[]) => ({ count: rs.length, total: rs.reduce((s, r) => s + r.amount, 0) });
    const body = res.json();
    expect(body.by_status).toEqual({
      waiting: sum(y.filter((r) => r.status === 'waiting')),
      rejected: sum(y.filter((r) => r.status === 'rejected')),
      validated: sum(y.filter((r) => r.status === 'validated')),
    });
    const counted = y.filter((r) => r.status !== 'rejected');
    expect(body.total).toBe(sum(counted).total);
    expect(body.by_month).toEqual([
      { month: 3, ...sum(counted.filter((r) => r.date.startsWith('2025-03'))) },
      { month: 4, ...sum(counted.filter((r) => r.date.startsWith('2025-04'))) },
    ]);
    expect(body.by_parent_category.map((p: { id: number; total: number }) => [p.id, p.total])).toEqual([
      [1, sum(counted.filter((r) => r.parent === 1)).total],
      [4, sum(counted.filter((r) => r.parent === 4)).total],
    ]);
  });
});

describe('report.xlsx', () => {
  it('downloads the filtered expenses with dates as dates, pesos as numbers and a total row', async () => {
    const res = await owner.get(`${EXPENSES}/download?search_by[year]=2025&sort=date_asc`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?report\.xlsx"?/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headerRow = [...Array(sheet.rowCount).keys()]
      .map((i) => i + 1)
      .find((n) => sheet.getCell(n, 1).value === 'Fecha')!;
    const expected = ROWS.filter((r) => r.date.startsWith('2025')).sort((a, b) =>
      a.date.localeCompare(b.date),
    );
    for (const [i, r] of expected.entries()) {
      const row = sheet.getRow(headerRow + 1 + i);
      const date = row.getCell(1);
      expect(date.type).toBe(ExcelJS.ValueType.Date);
      expect((date.value as Date).toISOString().slice(0, 10)).toBe(r.date);
      expect(row.getCell(4).value).toBe(r.description);
      const amount = row.getCell(8);
      expect(amount.type).toBe(ExcelJS.ValueType.Number);
      expect(amount.value).toBe(r.amount);
      expect(amount.numFmt).toContain('#,##0');
    }
    const totalRow = sheet.getRow(headerRow + 1 + expected.length);
    expect(totalRow.getCell(1).value).toBe('Total');
    const total = totalRow.getCell(8).value as { formula: string; result: number };
    expect(total.formula).toBe(`SUM(H${headerRow + 1}:H${headerRow + expected.length})`);
    expect(total.result).toBe(expected.reduce((s, r) => s + r.amount, 0));
  });
});
