import { ivaOf } from '@portal/domain';
import { type DteDocument, type SiiDocument, writeEnvioDte, writeRcvCsv } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '../../seed/invoices';
import { type AuthHeaders, type Harness, createHarness, inBusiness } from '../../test/harness';
import { lastUpdated } from './invoice-imports.repository';
import { addBusiness, IMPORTS_URL, storedSums, tableCounts, upload } from './test-helpers';

// Through the HTTP app and a real database, with files the project's own generator writes in the
// SII formats (so this runs on a fresh clone, without ../shared/fixtures).
let h: Harness;
let owner: AuthHeaders;
beforeAll(async () => {
  h = await createHarness({ businesses: 3 });
  owner = await h.signInAs('u1');
});
afterAll(() => h?.close());

const BUSINESS = { rut: '76086428-5', name: 'Ferretería Los Aromos SpA' };
const dte = (docs: readonly SiiDocument[]): DteDocument[] => docs.map(({ direction: _d, ...rest }) => rest);
const sums = (docs: readonly SiiDocument[]) => ({
  count: docs.length,
  net: docs.reduce((s, d) => s + d.netAmount, 0),
  iva: docs.reduce((s, d) => s + d.ivaAmount, 0),
  total: docs.reduce((s, d) => s + d.totalAmount, 0),
});

describe('POST /api/v1/client/sii_invoice/imports with generated RCV and DTE files', () => {
  const docs = generateInvoices({ seed: 11, business: BUSINESS, count: 400 });
  const sales = docs.filter((d) => d.direction === 'VENTA');
  const purchases = docs.filter((d) => d.direction === 'COMPRA');
  const ventas = writeRcvCsv('VENTA', sales, { businessRut: BUSINESS.rut });
  const compras = writeRcvCsv('COMPRA', purchases, { businessRut: BUSINESS.rut });
  let b: { id: number };

  beforeAll(async () => {
    b = await addBusiness(h, BUSINESS.rut, BUSINESS.name);
  });

  it('imports RCV ventas and compras in one request: every document new, Σ as generated', async () => {
    const res = await upload(h, owner, b.id, [
      { name: 'ventas.csv', bytes: ventas },
      { name: 'compras.csv', bytes: compras },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().import;
    expect(body).toMatchObject({ new: docs.length, updated: 0, unchanged: 0, rejected: 0, warnings: [] });
    expect(body.files).toEqual([
      { name: 'ventas.csv', kind: 'rcv', documents: sales.length },
      { name: 'compras.csv', kind: 'rcv', documents: purchases.length },
    ]);
    expect(body.last_updated).toBe(await lastUpdated(h.db, b.id));
    expect(await storedSums(h.db, b.id)).toEqual(sums(docs));
    const { rows } = await h.db.query<{ direction: string; n: number; signed: number }>(
      `SELECT direction, count(*)::int AS n, sum(signed_total)::bigint AS signed FROM invoices
        WHERE business_id = $1 GROUP BY direction ORDER BY direction`,
      [b.id],
    );
    const signed = (list: SiiDocument[]) =>
      list.reduce((s, d) => s + (d.docType === 61 ? -d.totalAmount : d.totalAmount), 0);
    expect(rows).toEqual([
      { direction: 'COMPRA', n: purchases.length, signed: signed(purchases) },
      { direction: 'VENTA', n: sales.length, signed: signed(sales) },
    ]);
  });

  it('records what each registry states per month (the F29 automatic mode compares the books with it)', async () => {
    // A sale is in its issue month; a purchase in the Registro de Compras month: a factura's acuse de
    // recibo, given by the buyer or automatically 8 days after the SII received it; a nota by its
    // reception (SII, "¿Cuándo corresponde el uso del crédito fiscal?").
    const month = (iso: string) => `${iso.slice(0, 4)}${iso.slice(5, 7)}`;
    const plus8 = (iso: string) => new Date(Date.parse(`${iso}T12:00:00Z`) + 8 * 86_400_000).toISOString();
    /** A claimed purchase's date is its claim, not an acuse. */
    const acuse = (d: SiiDocument) => (d.purchaseRegister === 'RECLAMADO' ? null : d.acknowledgedAt);
    const registerDate = (d: SiiDocument) => {
      if (d.direction === 'VENTA' || !d.receptionDate) return d.issueDate;
      if (d.docType !== 33 && d.docType !== 34) return d.receptionDate;
      return acuse(d) ?? plus8(d.receptionDate);
    };
    const expected = new Map<string, { n: number; total: number }>();
    for (const d of docs) {
      const key = `${d.direction}|${month(registerDate(d))}`;
      const t = expected.get(key) ?? { n: 0, total: 0 };
      t.n += 1;
      t.total += d.docType === 61 ? -d.totalAmount : d.totalAmount;
      expected.set(key, t);
    }
    const { rows } = await h.db.query<{ key: string; n: number; total: string }>(
      `SELECT direction || '|' || period AS key, doc_count AS n, total_amount::text AS total
         FROM rcv_period_totals WHERE business_id = $1`,
      [b.id],
    );
    expect(new Map(rows.map((r) => [r.key, { n: r.n, total: Number(r.total) }]))).toEqual(expected);
  });

  it('the same files again change nothing: all unchanged', async () => {
    const before = await h.db.query(
      'SELECT id, updated_at, content_hash FROM invoices WHERE business_id = $1 ORDER BY id',
      [b.id],
    );
    const res = await upload(h, owner, b.id, [
      { name: 'ventas.csv', bytes: ventas },
      { name: 'compras.csv', bytes: compras },
    ]);
    expect(res.json().import).toMatchObject({ new: 0, updated: 0, unchanged: docs.length });
    const after = await h.db.query(
      'SELECT id, updated_at, content_hash FROM invoices WHERE business_id = $1 ORDER BY id',
      [b.id],
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('the DTE XML of the same sales adds what the RCV lacks (items, due dates): updated, not new', async () => {
    const res = await upload(h, owner, b.id, [
      { name: 'EnvioDTE-ventas.xml', bytes: writeEnvioDte(dte(sales)) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().import).toMatchObject({ new: 0, updated: sales.length, unchanged: 0 });
    const { rows } = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoices WHERE business_id = $1 AND direction = 'VENTA' AND source = 'dte'
          AND jsonb_array_length(items) > 0`,
      [b.id],
    );
    expect(rows[0].n).toBe(sales.length);
    // The RCV again: unchanged (compared with what the RCV told before), and nothing the DTE told
    // is lost; the DTE again: unchanged too.
    const again = await upload(h, owner, b.id, [{ name: 'ventas.csv', bytes: ventas }]);
    expect(again.json().import).toMatchObject({ new: 0, updated: 0, unchanged: sales.length });
    const dteAgain = await upload(h, owner, b.id, [
      { name: 'EnvioDTE-ventas.xml', bytes: writeEnvioDte(dte(sales)) },
    ]);
    expect(dteAgain.json().import).toMatchObject({ new: 0, updated: 0, unchanged: sales.length });
    const kept = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoices WHERE business_id = $1 AND direction = 'VENTA'
          AND jsonb_array_length(items) > 0 AND source = 'dte'`,
      [b.id],
    );
    expect(kept.rows[0].n).toBe(sales.length);
  });

  it('a provider’s DTE (EnvioDTE with the business as receiver) lands as a purchase', async () => {
    const provider = purchases[0].issuerRut;
    const his = purchases.filter((d) => d.issuerRut === provider);
    const res = await upload(h, owner, b.id, [{ name: 'proveedor.xml', bytes: writeEnvioDte(dte(his)) }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().import.files).toEqual([{ name: 'proveedor.xml', kind: 'dte', documents: his.length }]);
    const { rows } = await h.db.query<{ direction: string }>(
      'SELECT DISTINCT direction FROM invoices WHERE business_id = $1 AND issuer_rut = $2',
      [b.id, provider],
    );
    expect(rows).toEqual([{ direction: 'COMPRA' }]);
  });

  it('a changed amount updates the document and keeps the user’s own fields', async () => {
    const sale = sales.find((d) => d.docType === 33)!;
    const purchase = purchases.find((d) => d.docType === 33 && d.acknowledgedAt === null)!;
    const idOf = async (d: SiiDocument) =>
      (
        await h.db.query<{ id: number }>(
          'SELECT id FROM invoices WHERE business_id = $1 AND direction = $2 AND doc_type = $3 AND issuer_rut = $4 AND folio = $5',
          [b.id, d.direction, d.docType, d.issuerRut, d.folio],
        )
      ).rows[0].id;
    const saleId = await idOf(sale);
    const purchaseId = await idOf(purchase);
    // The user's own actions, as the invoices feature records them.
    await h.db.query('SELECT ensure_chart($1)', [b.id]);
    const account = await h.db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE business_id = $1 AND account_number = '4201'",
      [b.id],
    );
    await h.db.query(
      `UPDATE invoices SET payed = true, payed_at = now(), internal_due_date = '2030-01-31', invoicing_account_id = $2
        WHERE id = $1`,
      [saleId, account.rows[0].id],
    );
    await h.db.query(
      "INSERT INTO invoice_due_date_changes (business_id, invoice_id, expire_date) VALUES ($1, $2, '2030-01-31')",
      [b.id, saleId],
    );
    await h.db.query(
      "INSERT INTO invoice_comments (business_id, invoice_id, message) VALUES ($1, $2, 'Llamar el lunes')",
      [b.id, saleId],
    );
    await h.db.query(
      "UPDATE invoices SET estado = 'Rechazada', accuse_type = 'RCD', acknowledged_at = now() WHERE id = $1",
      [purchaseId],
    );

    const bump = (d: SiiDocument): SiiDocument => {
      const net = d.netAmount + 1000;
      const iva = ivaOf(net);
      // The IVA that grows is recoverable IVA; the breakdown keeps adding up to the document's IVA.
      const ivaBreakdown = d.ivaBreakdown && {
        ...d.ivaBreakdown,
        recoverable: d.ivaBreakdown.recoverable + iva - d.ivaAmount,
      };
      return { ...d, netAmount: net, ivaAmount: iva, ivaBreakdown, totalAmount: net + d.exemptAmount + iva };
    };
    const changedSales = sales.map((d) => (d === sale ? bump(d) : d));
    const changedPurchases = purchases.map((d) =>
      d === purchase ? { ...bump(d), acknowledgedAt: '2026-01-05' } : d,
    );
    const res = await upload(h, owner, b.id, [
      {
        name: 'ventas-corregido.csv',
        bytes: writeRcvCsv('VENTA', changedSales, { businessRut: BUSINESS.rut }),
      },
      {
        name: 'compras-corregido.csv',
        bytes: writeRcvCsv('COMPRA', changedPurchases, { businessRut: BUSINESS.rut }),
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().import).toMatchObject({ new: 0, updated: 2, unchanged: docs.length - 2 });

    const { rows } = await h.db.query<Record<string, unknown>>(
      `SELECT i.id, i.net_amount, i.total_amount, i.payed, i.internal_due_date, i.invoicing_account_id, i.estado,
              i.accuse_type, (SELECT count(*)::int FROM invoice_comments c WHERE c.invoice_id = i.id) AS comments
         FROM invoices i WHERE i.id = ANY($1::bigint[]) ORDER BY i.id`,
      [[saleId, purchaseId]],
    );
    const bySale = rows.find((r) => r.id === saleId)!;
    const byPurchase = rows.find((r) => r.id === purchaseId)!;
    // The sale's DTE XML was imported above: the register does not overwrite the document's own
    // figures (source precedence), and the answer says so. The user's fields stay either way.
    expect(res.json().import.warnings).toContain(
      `ventas-corregido.csv: documento tipo ${sale.docType} folio ${sale.folio}: se mantiene lo que dice el XML del DTE (total $${sale.totalAmount.toLocaleString('es-CL')}); el Registro de Compras y Ventas dice total $${bump(sale).totalAmount.toLocaleString('es-CL')}`,
    );
    expect(bySale).toMatchObject({
      net_amount: sale.netAmount,
      total_amount: sale.totalAmount,
      payed: true,
      internal_due_date: '2030-01-31',
      invoicing_account_id: account.rows[0].id,
      comments: 1,
    });
    // The RCV says 'Fecha Acuse' (ACD); the user had rejected it (RCD): the user's stays.
    // Only one provider's DTE was imported: the purchase of another takes the register's figures.
    const purchaseHasDte = purchase.issuerRut === purchases[0].issuerRut;
    expect(byPurchase).toMatchObject({
      net_amount: purchaseHasDte ? purchase.netAmount : purchase.netAmount + 1000,
      estado: 'Rechazada',
      accuse_type: 'RCD',
      payed: false,
    });
  });
});

describe('all-or-nothing and the business scope', () => {
  const docs = generateInvoices({
    seed: 12,
    business: { rut: '76543210-3', name: 'Asesorías Del Valle SpA' },
    count: 60,
  });
  const ventas = () =>
    writeRcvCsv(
      'VENTA',
      docs.filter((d) => d.direction === 'VENTA'),
      { businessRut: '76543210-3' },
    );

  it('two files, the second bad: 422 naming it and the line, and nothing written', async () => {
    const b = await addBusiness(h, '76543210-3', 'Asesorías Del Valle SpA');
    const text = ventas().toString('latin1').split('\n');
    const duplicated = Buffer.from(
      [...text.slice(0, 3), text[2].replace(/^2;/, '3;'), ''].join('\n'),
      'latin1',
    );
    const before = await tableCounts(h.db);
    const res = await upload(h, owner, b.id, [
      { name: 'ventas.csv', bytes: ventas() },
      { name: 'ventas-duplicadas.csv', bytes: duplicated },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(
      /^El archivo ventas-duplicadas\.csv tiene 2 filas que no cumplen las reglas del SII y no se importó nada\. Línea 3, Folio: El documento tipo \d+ folio \d+ aparece dos veces: líneas 3 y 4; no se importa ninguna copia; Línea 4, Folio: /,
    );
    expect(await tableCounts(h.db)).toEqual(before);
  });

  it('a user cannot import into a business of which they are not a member: 403, nothing written', async () => {
    const other = h.businessId('b3');
    const before = await tableCounts(h.db);
    const res = await upload(h, owner, other, [{ name: 'ventas.csv', bytes: ventas() }]);
    expect(res.statusCode).toBe(403);
    expect(await tableCounts(h.db)).toEqual(before);
  });

  it('roles: owner and admin import, a guest (other) may only read the history', async () => {
    const b = await addBusiness(h, '77123456-9', 'Comercial Andina Limitada', [
      { userKey: 'u1', role: 'admin' },
      { userKey: 'u2', role: 'other' },
    ]);
    const guest = await h.signInAs('u2');
    const denied = await upload(h, guest, b.id, [{ name: 'ventas.csv', bytes: ventas() }]);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: 'Tu rol en esta empresa no permite esta acción.' });
    // The generated RCV is for another RUT: an RCV does not name its business, so it imports.
    expect((await upload(h, owner, b.id, [{ name: 'ventas.csv', bytes: ventas() }])).statusCode).toBe(200);
    const list = await h.app.inject({ method: 'GET', url: IMPORTS_URL, headers: inBusiness(guest, b.id) });
    expect(list.statusCode).toBe(200);
    expect(list.json().imports).toHaveLength(1);
  });

  it('without a session: 401', async () => {
    const res = await h.app.inject({ method: 'POST', url: IMPORTS_URL, headers: { 'business-id': '1' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/v1/client/sii_invoice/imports', () => {
  it('answers the last 20 imports of the business, newest first, with their counts and files', async () => {
    const rut = '76999888-8';
    const b = await addBusiness(h, rut, 'Transportes Austral SpA');
    const docs = generateInvoices({
      seed: 13,
      business: { rut, name: 'Transportes Austral SpA' },
      count: 30,
      salesShare: 1,
    });
    const file = writeRcvCsv('VENTA', docs, { businessRut: rut });
    for (let i = 0; i < 22; i++) {
      const res = await upload(h, owner, b.id, [{ name: `ventas-${i}.csv`, bytes: file }]);
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await h.app.inject({ method: 'GET', url: IMPORTS_URL, headers: inBusiness(owner, b.id) });
    expect(res.statusCode).toBe(200);
    const { imports } = res.json();
    expect(imports).toHaveLength(20);
    expect(imports[0]).toMatchObject({
      source: 'rcv',
      new: 0,
      updated: 0,
      unchanged: 30,
      rejected: 0,
      files: [{ name: 'ventas-21.csv', kind: 'rcv', documents: 30 }],
      error: null,
      created_by: h.user('u1').name,
    });
    expect(imports[19].files[0].name).toBe('ventas-2.csv');
    expect(imports[0].created_at).toBe(await lastUpdated(h.db, b.id));
    // Another business sees only its own.
    const mine = await h.app.inject({
      method: 'GET',
      url: IMPORTS_URL,
      headers: inBusiness(owner, h.businessId('b1')),
    });
    expect(
      mine
        .json()
        .imports.every((i: { files: { name: string }[] }) => !i.files[0]?.name.startsWith('ventas-')),
    ).toBe(true);
  });

  it('lastUpdated is null for a business that never imported', async () => {
    expect(await lastUpdated(h.db, h.businessId('b2'))).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('documents both operations, the upload as multipart', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const path = res.json().paths['/api/v1/client/sii_invoice/imports'];
    expect(Object.keys(path).sort()).toEqual(['get', 'post']);
    expect(JSON.stringify(path.post)).toContain('multipart/form-data');
  });
});
