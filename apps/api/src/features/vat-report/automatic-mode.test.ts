import { addDays, isBusinessDay, monthName, periodOf } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, TODAY, clientFor, insertInvoice } from '../../test/invoices';

// The automatic mode: validate answers error, messages, send_current_form; activate refuses a
// business that does not qualify. The rows the rules read are created here directly.

const AUTO = '/api/v1/client/automatic_vat_form';
let h: Harness;
let c: Client;
let other: Client;
const thisMonth = periodOf(TODAY)!;
const declared = thisMonth % 100 === 1 ? (Math.floor(thisMonth / 100) - 1) * 100 + 12 : thisMonth - 1;
const YEAR = Math.floor(declared / 100);
const MONTH = declared % 100;
const periodWords = `${monthName(MONTH)} de ${YEAR}`;
// F29 of the declared month: day 20 of this month, or the next business day.
let due = `${TODAY.slice(0, 7)}-20`;
while (!isBusinessDay(due)) due = addDays(due, 1);
const onTime = TODAY <= due;

afterAll(() => h?.close());
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
  // A sale and a credit note in the declared month, beside what the generator wrote.
  const day = `${YEAR}-${String(MONTH).padStart(2, '0')}-15`;
  await insertInvoice(h.db, c.businessId, {
    direction: 'VENTA',
    issueDate: day,
    period: declared,
    net: 200_000,
    iva: 38_000,
  });
  await insertInvoice(h.db, c.businessId, {
    direction: 'VENTA',
    docType: 61,
    issueDate: day,
    period: declared,
    net: 50_000,
    iva: 9_500,
  });
});
beforeEach(async () => {
  const id = c.businessId;
  await h.db.query('DELETE FROM business_certificates WHERE business_id = $1', [id]);
  await h.db.query('DELETE FROM business_credentials WHERE business_id = $1', [id]);
  await h.db.query('DELETE FROM rcv_period_totals WHERE business_id = $1', [id]);
  await h.db.query('DELETE FROM vat_report_settings WHERE business_id = $1', [id]);
  await h.db.query('DELETE FROM monthly_accountings WHERE business_id = $1', [id]);
  await h.db.query('UPDATE businesses SET debtor = NULL, debtor_date = NULL WHERE id = $1', [id]);
});

/** The month's books as the invoices table holds them (credit notes negative). */
async function books(direction: 'VENTA' | 'COMPRA') {
  const { rows } = await h.db.query<{ n: number; total: string }>(
    `SELECT count(*)::int AS n, coalesce(sum(signed_total), 0)::text AS total FROM invoices
      WHERE business_id = $1 AND direction = $2 AND period = $3`,
    [c.businessId, direction, declared],
  );
  return { n: rows[0]!.n, total: Number(rows[0]!.total) };
}

async function qualify(opts: { notAfter?: string } = {}) {
  const id = c.businessId;
  await h.db.query(
    `INSERT INTO business_certificates (business_id, holder_name, issuer, not_before, not_after)
     VALUES ($1, 'Representante Legal', 'E-CERTCHILE CA', $2::timestamptz - interval '2 years', $2)`,
    [id, opts.notAfter ?? new Date(Date.now() + 90 * 86_400_000).toISOString()],
  );
  await h.db.query(
    `INSERT INTO business_credentials (business_id, name, username) VALUES ($1, 'SII', '76354771-K')`,
    [id],
  );
  for (const direction of ['VENTA', 'COMPRA'] as const) {
    const b = await books(direction);
    await h.db.query(
      'INSERT INTO rcv_period_totals (business_id, direction, period, doc_count, total_amount) VALUES ($1, $2, $3, $4, $5)',
      [id, direction, declared, b.n, b.total],
    );
  }
}

describe('GET automatic_vat_form/validate', () => {
  it('lists every rule the business fails, in Spanish', async () => {
    const res = await c.get(`${AUTO}/validate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      error: true,
      messages: [
        'Sube el certificado digital de la empresa en Configuración.',
        'Registra la clave tributaria del SII de la empresa.',
        `Aún no tenemos los totales del Registro de Compras y Ventas del SII de ventas de ${periodWords}.`,
        `Aún no tenemos los totales del Registro de Compras y Ventas del SII de compras de ${periodWords}.`,
      ],
      send_current_form: onTime,
    });
  });

  it('qualifies a business with certificate, SII key, no debt and books that match the RCV', async () => {
    await qualify();
    expect((await c.get(`${AUTO}/validate`)).json()).toEqual({
      error: false,
      messages: [],
      send_current_form: onTime,
    });
    // Another business is not qualified by A's rows.
    expect((await other.get(`${AUTO}/validate`)).json().error).toBe(true);
  });

  it('takes the SII key given at sign-up (sii_credentials) as the SII credential', async () => {
    await qualify();
    await h.db.query(`DELETE FROM business_credentials WHERE business_id = $1 AND name = 'SII'`, [
      c.businessId,
    ]);
    expect((await c.get(`${AUTO}/validate`)).json().messages).toEqual([
      'Registra la clave tributaria del SII de la empresa.',
    ]);
    await h.db.query(
      `INSERT INTO sii_credentials (business_id, rut, password_sealed) VALUES ($1, '76354771-K', 'v1.x')
       ON CONFLICT (business_id) DO NOTHING`,
      [c.businessId],
    );
    try {
      expect((await c.get(`${AUTO}/validate`)).json()).toMatchObject({ error: false, messages: [] });
    } finally {
      await h.db.query('DELETE FROM sii_credentials WHERE business_id = $1', [c.businessId]);
    }
  });

  it('fails on an expired certificate, a debtor, and sales that differ from the RCV', async () => {
    await qualify({ notAfter: '2025-03-31T12:00:00Z' });
    await h.db.query(`UPDATE businesses SET debtor = 'defaulter', debtor_date = $2 WHERE id = $1`, [
      c.businessId,
      TODAY,
    ]);
    const sales = await books('VENTA');
    await h.db.query(
      `UPDATE rcv_period_totals SET doc_count = doc_count + 1, total_amount = total_amount + 119000
        WHERE business_id = $1 AND direction = 'VENTA'`,
      [c.businessId],
    );
    const pesos = (n: number) => `$${n.toLocaleString('es-CL')}`;
    const { messages, error } = (await c.get(`${AUTO}/validate`)).json();
    expect(error).toBe(true);
    expect(messages).toEqual([
      'El certificado digital de la empresa venció el 31/03/2025: sube uno vigente.',
      'La empresa tiene pagos pendientes con nosotros: ponte al día para usar el modo automático.',
      `Las ventas de ${periodWords} no cuadran con el RCV del SII: ${sales.n} documentos por ${pesos(sales.total)} en tus libros y ${sales.n + 1} por ${pesos(sales.total + 119_000)} en el SII.`,
    ]);
  });

  it('answers send_current_form false once the month’s report is sent', async () => {
    await qualify();
    await h.db.query(
      `INSERT INTO monthly_accountings (business_id, accounting_year, accounting_month, source, status, without_movements)
       VALUES ($1, $2, $3, 'web', 'Enviado', true)`,
      [c.businessId, YEAR, MONTH],
    );
    expect((await c.get(`${AUTO}/validate`)).json()).toEqual({
      error: false,
      messages: [],
      send_current_form: false,
    });
  });
});

describe('POST automatic_vat_form/activate', () => {
  it('refuses a business that does not qualify (422, with its reasons) and keeps it manual', async () => {
    const res = await c.send('POST', `${AUTO}/activate`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(
      'Tu empresa aún no califica para el modo automático del reporte de ventas.',
    );
    expect(res.json().messages).toHaveLength(4);
    expect((await c.get(AUTO)).json()).toEqual({ mode: 'manual', activated_at: null });
  });

  it('activates a qualifying business, and goes back to manual', async () => {
    await qualify();
    const res = await c.send('POST', `${AUTO}/activate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      error: false,
      message: 'Activamos el modo automático del reporte de ventas.',
      mode: 'automatic',
    });
    expect((await c.get(AUTO)).json().mode).toBe('automatic');
    expect((await other.get(AUTO)).json().mode).toBe('manual');
    const back = await c.send('POST', `${AUTO}/deactivate`);
    expect(back.json()).toMatchObject({ error: false, mode: 'manual', activated_at: null });
  });
});
