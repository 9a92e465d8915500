import type { Queryable } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices, writeInvoices } from '../../seed/invoices';
import { type Harness, createHarness } from '../../test/harness';
import { refreshMonthlyTotals } from './monthly-totals.repository';
import { type Client, TODAY, clientFor } from '../../test/invoices';
import { expectStatus } from '../../test/status';

// invoice_monthly_totals must always equal a GROUP BY over invoices, whoever writes.
let h: Harness;
let c: Client;

const fromInvoices = async (db: Queryable, businessId: number) =>
  (
    await db.query(
      `SELECT direction, period, doc_type, payed, invoicing_account_id IS NOT NULL AS classified,
              estado IS NOT DISTINCT FROM 'Rechazada' AS rejected,
              in_register AND coalesce(purchase_register, 'REGISTRO') NOT IN ('RECLAMADO', 'NO_INCLUIR') AS counted,
              purchase_register IS NOT DISTINCT FROM 'PENDIENTE' AS pending,
              count(*)::bigint AS n, sum(signed_total)::bigint AS total,
              sum(CASE WHEN signed_total < 0 THEN -iva_amount ELSE iva_amount END)::bigint AS iva,
              sum(CASE WHEN signed_total < 0 THEN -iva_recoverable ELSE iva_recoverable END)::bigint AS credit
         FROM invoices WHERE business_id = $1 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`,
      [businessId],
    )
  ).rows;
const fromAggregates = async (db: Queryable, businessId: number) =>
  (
    await db.query(
      `SELECT direction, period, doc_type, payed, classified, rejected, counted, pending, doc_count AS n,
              signed_total AS total, signed_iva AS iva, signed_iva_credit AS credit
         FROM invoice_monthly_totals WHERE business_id = $1 AND doc_count <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`,
      [businessId],
    )
  ).rows;
const expectExact = async () =>
  expect(await fromAggregates(h.db, c.businessId)).toEqual(await fromInvoices(h.db, c.businessId));

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
});
afterAll(() => h?.close());

describe('invoice_monthly_totals', () => {
  const business = () => ({ rut: '76111222-8', name: 'Empresa de Prueba SpA' });

  it('follows the importer’s set-based upsert: inserts, then updates of changed documents', async () => {
    await h.db.query('UPDATE businesses SET rut = $2 WHERE id = $1', [c.businessId, business().rut]);
    const docs = generateInvoices({ seed: 7, business: business(), count: 300, today: TODAY });
    const first = await writeInvoices(h.db, c.businessId, docs, { today: TODAY });
    expect(first.inserted).toBe(300);
    await expectExact();
    // The same documents with other amounts: ON CONFLICT DO UPDATE (the UPDATE trigger's path).
    const changed = docs.map((d, i) =>
      i % 3 === 0 ? { ...d, netAmount: d.netAmount + 1000, totalAmount: d.totalAmount + 1000 } : d,
    );
    const again = await writeInvoices(h.db, c.businessId, changed, { today: TODAY });
    expect(again.updated).toBeGreaterThan(0);
    await expectExact();
  });

  it('follows the API’s writes and any UPDATE or DELETE', async () => {
    const ids = (
      await h.db.query<{ id: number }>(
        'SELECT id FROM invoices WHERE business_id = $1 ORDER BY id LIMIT 20',
        [c.businessId],
      )
    ).rows.map((r) => r.id);
    expectStatus(
      await c.send('POST', '/api/v1/client/sii_invoice/update_payed', { id_doc: ids[0], payed: true }),
      200,
    );
    expectStatus(
      await c.send('POST', '/api/v1/client/sii_invoice/bulk_update', {
        operationType: 'VENTA',
        update_massive: true,
        update_by: { last_periods: 24 },
        payed: false,
      }),
      200,
    );
    await expectExact();
    await h.db.query(
      `UPDATE invoices SET estado = 'Rechazada', accuse_type = 'RCD' WHERE id = ANY($1::bigint[]) AND direction = 'COMPRA'`,
      [ids],
    );
    await h.db.query(
      'UPDATE invoices SET period = period - 1 WHERE id = ANY($1::bigint[]) AND period % 100 > 1',
      [ids.slice(0, 5)],
    );
    await h.db.query('UPDATE invoices SET internal_due_date = internal_due_date + 1 WHERE business_id = $1', [
      c.businessId,
    ]);
    await expectExact();
    await h.db.query('DELETE FROM invoices WHERE id = ANY($1::bigint[])', [ids.slice(10)]);
    await expectExact();
  });

  it('refreshMonthlyTotals rebuilds the same rows, for some periods or all', async () => {
    const exact = await fromAggregates(h.db, c.businessId);
    await h.db.query(
      'UPDATE invoice_monthly_totals SET doc_count = 0, signed_total = 0 WHERE business_id = $1',
      [c.businessId],
    );
    const periods = (
      await h.db.query<{ period: number }>(
        'SELECT DISTINCT period FROM invoices WHERE business_id = $1 ORDER BY 1 LIMIT 3',
        [c.businessId],
      )
    ).rows.map((r) => r.period);
    await h.db.transaction((tx) => refreshMonthlyTotals(tx, c.businessId, periods));
    const partial = await fromAggregates(h.db, c.businessId);
    expect(partial.every((r) => periods.includes(r.period as number))).toBe(true);
    await h.db.transaction((tx) => refreshMonthlyTotals(tx, c.businessId));
    expect(await fromAggregates(h.db, c.businessId)).toEqual(exact);
  });
});

describe('invoice_monthly_totals and the business lifecycle', () => {
  it('lets a business with invoices be deleted (the cascade does not trip the triggers)', async () => {
    const { rows } = await h.db.query<{ id: number }>(
      `INSERT INTO businesses (rut, name) VALUES ('11111111-1', 'Se va SpA') RETURNING id`,
    );
    const id = rows[0].id;
    await h.db.query(
      `INSERT INTO invoices (business_id, direction, doc_type, folio, issuer_rut, receiver_rut, counterpart_rut,
         issue_date, period, total_amount, signed_total, content_hash)
       VALUES ($1, 'VENTA', 33, 1, '11111111-1', '22222222-2', '22222222-2', '2026-01-05', 202601, 100, 100, 'x')`,
      [id],
    );
    await h.db.query('DELETE FROM businesses WHERE id = $1', [id]);
    const left = await h.db.query(
      'SELECT count(*)::int AS n FROM invoice_monthly_totals WHERE business_id = $1',
      [id],
    );
    expect(left.rows[0].n).toBe(0);
  });
});
