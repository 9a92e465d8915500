import { addDays, isBusinessDay, periodOf } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, TODAY, clientFor } from '../../test/invoices';

// The monthly sales report through the HTTP app on a real database.

const REPORTS = '/api/v1/users/monthly_accountings';
let h: Harness;
let c: Client;
let other: Client;
afterAll(() => h?.close());
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
});
beforeEach(async () => {
  await h.db.query('DELETE FROM monthly_accountings');
  await h.db.query('UPDATE businesses SET debtor = NULL, debtor_date = NULL WHERE id = $1', [c.businessId]);
});

// The period being declared today: the month before today's (DL 825 art. 64).
const thisMonth = periodOf(TODAY)!;
const declared = thisMonth % 100 === 1 ? (Math.floor(thisMonth / 100) - 1) * 100 + 12 : thisMonth - 1;
const YEAR = Math.floor(declared / 100);
const MONTH = declared % 100;

const count = async (businessId = c.businessId) =>
  (
    await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM monthly_accountings WHERE business_id = $1',
      [businessId],
    )
  ).rows[0]!.n;

const full = {
  accounting_month: MONTH,
  accounting_year: YEAR,
  source: 'web',
  without_movements: false,
  ticket_type: 'both',
  initial_ticket_number: 1501,
  final_ticket_number: 1620,
  manual_tickets_amount: 845_000,
  electronic_voucher_in_sii: true,
  electronic_voucher_supplier: 'Getnet',
  has_tbk: true,
  tbk_amount: 1_250_000,
  tbk_count: 87,
  sell_cigarettes: true,
  cigarettes_amount: 320_000,
  fixed_assets: true,
  exempt_sales: true,
  exempt_sales_amount: 410_000,
  exempt_sales_document_count: 3,
  iva_postpone: true,
  ppm_payment: true,
  job_tickets: true,
  unique_tax: 56_000,
  solidarity_loan_retention: 12_000,
  who_pays: 'home',
};

describe('GET client/sii_date_iva/get', () => {
  it('answers today, the previous month and its F29 due date (day 20, moved to a business day)', async () => {
    const res = await c.get('/api/v1/client/sii_date_iva/get');
    expect(res.statusCode, res.body).toBe(200);
    let due = `${TODAY.slice(0, 7)}-20`;
    while (!isBusinessDay(due)) due = addDays(due, 1);
    expect(res.json()).toEqual({
      date: TODAY,
      accounting_year: YEAR,
      accounting_month: MONTH,
      due_date: due,
      on_time: TODAY <= due,
    });
  });
});

describe('POST users/monthly_accountings', () => {
  it('stores a month without movements from the five fields alone, who_pays client by default', async () => {
    const res = await c.send('POST', REPORTS, {
      accounting_month: MONTH,
      accounting_year: YEAR,
      business_id: c.businessId,
      source: 'web',
      without_movements: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.error).toBe(false);
    expect(body.message).toBe('Recibimos tu reporte de ventas.');
    expect(body.monthly_accounting).toMatchObject({
      accounting_month: MONTH,
      accounting_year: YEAR,
      business_id: c.businessId,
      source: 'web',
      without_movements: true,
      status: 'En proceso',
      display_status: 'En Proceso',
      editable: true,
      ticket_type: null,
      tbk_amount: 0,
      who_pays: 'client',
    });
  });

  it('refuses movement fields in a report without movements, and leaves nothing behind', async () => {
    const res = await c.send('POST', REPORTS, { ...full, without_movements: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('sin movimientos');
    expect(await count()).toBe(0);
  });

  it('stores the full field set of a month with movements', async () => {
    const res = await c.send('POST', REPORTS, full);
    expect(res.statusCode, res.body).toBe(200);
    const { monthly_accounting: r } = res.json();
    for (const [k, v] of Object.entries(full)) expect(r[k], k).toEqual(v);
    const { rows } = await h.db.query(
      'SELECT tbk_amount, initial_ticket_number, final_ticket_number, who_pays FROM monthly_accountings WHERE id = $1',
      [r.id],
    );
    expect(rows[0]).toEqual({
      tbk_amount: 1_250_000,
      initial_ticket_number: 1501,
      final_ticket_number: 1620,
      who_pays: 'home',
    });
  });

  it('checks each rule across fields with a Spanish message naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ initial_ticket_number: 200, final_ticket_number: 100 }, 'final_ticket_number', 'no puede ser mayor'],
      [{ final_ticket_number: null }, 'final_ticket_number', 'primer y el último'],
      [{ has_tbk: true, tbk_count: 0 }, 'tbk_count', 'Transbank'],
      [{ has_tbk: false }, 'tbk_amount', 'Sin ventas por Transbank'],
      [{ sell_cigarettes: false }, 'cigarettes_amount', 'cigarrillos'],
      [{ exempt_sales: true, exempt_sales_document_count: 0 }, 'exempt_sales_document_count', 'exentas'],
      [{ electronic_voucher_supplier: '  ' }, 'electronic_voucher_supplier', 'proveedor'],
      [{ ticket_type: 'electronic' }, 'initial_ticket_number', 'boletas de papel'],
      [{ tbk_amount: 10.5 }, 'tbk_amount', 'entero'],
      [{ unique_tax: -1 }, 'unique_tax', 'pesos'],
      [{ who_pays: 'otro' }, 'who_pays', 'client'],
    ];
    for (const [change, field, text] of cases) {
      const res = await c.send('POST', REPORTS, { ...full, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.body, JSON.stringify(change)).toContain(field);
      expect(res.body, JSON.stringify(change)).toContain(text);
    }
    expect(await count()).toBe(0);
  });

  it('updates the month on re-submission while in process, and refuses once sent', async () => {
    const first = (await c.send('POST', REPORTS, full)).json().monthly_accounting;
    const again = await c.send('POST', REPORTS, {
      accounting_month: MONTH,
      accounting_year: YEAR,
      without_movements: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe('Actualizamos tu reporte de ventas.');
    expect(again.json().monthly_accounting).toMatchObject({
      id: first.id,
      without_movements: true,
      tbk_amount: 0,
      has_tbk: false,
    });
    await h.db.query(`UPDATE monthly_accountings SET status = 'Con problemas' WHERE id = $1`, [first.id]);
    expect((await c.send('POST', REPORTS, full)).statusCode).toBe(200);
    await h.db.query(`UPDATE monthly_accountings SET status = 'Enviado' WHERE id = $1`, [first.id]);
    const sent = await c.send('POST', REPORTS, { ...full, tbk_amount: 1 });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().error).toContain('«Enviado»');
    const { rows } = await h.db.query('SELECT tbk_amount FROM monthly_accountings WHERE id = $1', [first.id]);
    expect(rows[0].tbk_amount).toBe(1_250_000);
  });

  it('refuses a month that has not ended and another business named in the body', async () => {
    const future = await c.send('POST', REPORTS, {
      accounting_month: thisMonth % 100,
      accounting_year: Math.floor(thisMonth / 100),
      without_movements: true,
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().error).toContain('Aún no puedes reportar ese mes');
    const foreign = await c.send('POST', REPORTS, { ...full, business_id: other.businessId });
    expect(foreign.statusCode).toBe(404);
    expect(await count()).toBe(0);
    expect(await count(other.businessId)).toBe(0);
  });

  it('refuses a debtor once its 10 days of grace are over, not before', async () => {
    await h.db.query(`UPDATE businesses SET debtor = 'defaulter', debtor_date = $2 WHERE id = $1`, [
      c.businessId,
      addDays(TODAY, -10),
    ]);
    const blocked = await c.send('POST', REPORTS, full);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toContain('pagos pendientes');
    expect(await count()).toBe(0);
    await h.db.query('UPDATE businesses SET debtor_date = $2 WHERE id = $1', [
      c.businessId,
      addDays(TODAY, -9),
    ]);
    expect((await c.send('POST', REPORTS, full)).statusCode).toBe(200);
  });
});

describe('GET users/monthly_accountings', () => {
  it('lists 10 a page, newest period first, each status shown as Listo or En Proceso', async () => {
    const statuses = ['En proceso', 'Enviado', 'Listo', 'Declarado por el cliente', 'Con problemas'];
    for (let i = 0; i < 12; i++) {
      const index = YEAR * 12 + (MONTH - 1) - i;
      await h.db.query(
        `INSERT INTO monthly_accountings (business_id, accounting_year, accounting_month, source, status, without_movements)
         VALUES ($1, $2, $3, 'web', $4, true)`,
        [c.businessId, Math.floor(index / 12), (index % 12) + 1, statuses[i % 5]],
      );
    }
    const page1 = (await c.get(REPORTS)).json();
    expect(page1.meta).toEqual({ current_page: 1, page_size: 10, total_elements: 12 });
    expect(page1.data).toHaveLength(10);
    expect([page1.data[0].accounting_year, page1.data[0].accounting_month]).toEqual([YEAR, MONTH]);
    expect(page1.data.slice(0, 5).map((r: { display_status: string }) => r.display_status)).toEqual([
      'En Proceso',
      'Listo',
      'Listo',
      'Listo',
      'En Proceso',
    ]);
    const page2 = (await c.get(`${REPORTS}?page=2`)).json();
    expect(page2.data).toHaveLength(2);
    const one = (await c.get(`${REPORTS}?accounting_year=${YEAR}&accounting_month=${MONTH}`)).json();
    expect(one.data).toHaveLength(1);
    expect((await other.get(REPORTS)).json().meta.total_elements).toBe(0);
  });
});
