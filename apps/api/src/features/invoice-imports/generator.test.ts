import { createTestDb } from '@portal/db/testing';
import { ivaOf, normalizeRut } from '@portal/domain';
import { checkRowRules, checkTotals, parseDteXml, parseRcv, writeEnvioDte, writeRcvCsv } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo';
import { generateInvoices, writeInvoices } from '../../seed/invoices';
import { type AuthHeaders, type Harness, createHarness } from '../../test/harness';
import { lastUpdated } from './invoice-imports.repository';
import { addBusiness, upload } from './test-helpers';

// The invoice part of the data generator (apps/api/src/seed/invoices.ts) and its writer, which
// shares the importer's upsert.
const BUSINESS = { rut: '76333444-9', name: 'Panadería El Roble Limitada' };
const TODAY = '2026-11-20';
const docs = generateInvoices({ seed: 3, business: BUSINESS, count: 1500, today: TODAY });
const key = (d: { direction: string; docType: number; issuerRut: string; folio: number }) =>
  `${d.direction}|${d.docType}|${d.issuerRut}|${d.folio}`;

describe('generateInvoices', () => {
  it('is deterministic: the same options give the same documents', () => {
    expect(generateInvoices({ seed: 3, business: BUSINESS, count: 1500, today: TODAY })).toEqual(docs);
    expect(generateInvoices({ seed: 4, business: BUSINESS, count: 1500, today: TODAY })).not.toEqual(docs);
  });

  it('mixes ~60% sales and 40% purchases, mostly type 33 with 34, 39, 41, 46, 52, 56 and 61', () => {
    const sales = docs.filter((d) => d.direction === 'VENTA').length / docs.length;
    expect(sales).toBeGreaterThan(0.55);
    expect(sales).toBeLessThan(0.65);
    const byType = new Map<number, number>();
    for (const d of docs) byType.set(d.docType, (byType.get(d.docType) ?? 0) + 1);
    expect([...byType.keys()].sort((a, b) => a - b)).toEqual([33, 34, 39, 41, 46, 52, 56, 61]);
    expect(byType.get(33)! / docs.length).toBeGreaterThan(0.65);
    expect(docs.filter((d) => d.docType === 39).every((d) => d.direction === 'VENTA')).toBe(true);
  });

  it('is unique by document key, with valid RUTs, the business on its side, dates in the last 24 months', () => {
    expect(new Set(docs.map(key)).size).toBe(docs.length);
    const from = '2024-11-21';
    for (const d of docs) {
      expect(normalizeRut(d.issuerRut)).toBe(d.issuerRut);
      expect(normalizeRut(d.receiverRut)).toBe(d.receiverRut);
      expect(d.direction === 'VENTA' ? d.issuerRut : d.receiverRut).toBe(BUSINESS.rut);
      expect(d.direction === 'VENTA' ? d.receiverRut : d.issuerRut).not.toBe(BUSINESS.rut);
      expect(d.issueDate >= from && d.issueDate <= TODAY).toBe(true);
    }
    const names = new Set(docs.map((d) => (d.direction === 'VENTA' ? d.receiverName : d.issuerName)));
    expect(names.size).toBeGreaterThan(100);
  });

  it('has realistic, consistent amounts: IVA = round(net × 19%), exempt invoices without IVA', () => {
    for (const d of docs) {
      expect(checkTotals(d), `${d.docType} ${d.folio}`).toBeNull();
      // Every generated document follows the importer's row rules (types, folios, totals).
      expect(checkRowRules(d, 1, { docType: 't', folio: 'f', amounts: 'a', totalAmount: 'total' })).toEqual(
        [],
      );
      if (d.docType !== 39) expect(d.ivaAmount).toBe(ivaOf(d.netAmount));
      if (d.docType === 34) expect([d.netAmount, d.ivaAmount, d.exemptAmount > 0]).toEqual([0, 0, true]);
      expect(d.items.reduce((s, i) => s + i.amount, 0)).toBe(d.netAmount + d.exemptAmount);
    }
  });

  it('credit and debit notes reference an earlier invoice (33) of the same counterpart', () => {
    const byKey = new Map(docs.map((d) => [key(d), d]));
    const notes = docs.filter((d) => d.docType === 61 || d.docType === 56);
    expect(notes.length).toBeGreaterThan(50);
    for (const n of notes) {
      expect(n.references).toHaveLength(1);
      const ref = byKey.get(key({ ...n, docType: 33, folio: Number(n.references[0].folio) }));
      expect(ref, `${n.docType} ${n.folio}`).toBeDefined();
      expect(ref!.issueDate <= n.issueDate).toBe(true);
      expect(n.references[0].date).toBe(ref!.issueDate);
      if (n.docType === 61) expect(n.netAmount).toBeLessThanOrEqual(ref!.netAmount);
    }
  });

  it('writes files the SII parsers read back without errors or warnings', () => {
    const sales = docs.filter((d) => d.direction === 'VENTA');
    const rcv = parseRcv(writeRcvCsv('VENTA', sales, { businessRut: BUSINESS.rut }));
    expect([rcv.errors, rcv.warnings, rcv.rows.length]).toEqual([[], [], sales.length]);
    const xml = parseDteXml(writeEnvioDte(sales.map(({ direction: _d, ...rest }) => rest)));
    expect([xml.errors, xml.warnings, xml.documents.length]).toEqual([[], [], sales.length]);
  });
});

describe('writeInvoices', () => {
  let h: Harness;
  let auth: AuthHeaders;
  let businessId: number;
  beforeAll(async () => {
    h = await createHarness({ businesses: 1 });
    auth = await h.signInAs('u1');
    businessId = (await addBusiness(h, BUSINESS.rut, BUSINESS.name)).id;
  });
  afterAll(() => h?.close());

  it('stores every document through the importer’s upsert, older ones mostly paid', async () => {
    const counts = await writeInvoices(h.db, businessId, docs, { payedRatio: 0.7, today: TODAY });
    expect(counts).toMatchObject({ inserted: docs.length, updated: 0, unchanged: 0 });
    const { rows } = await h.db.query<{ old: boolean; share: number; n: number }>(
      `SELECT issue_date < DATE '2026-11-20' - 90 AS old, avg(payed::int)::float AS share, count(*)::int AS n
         FROM invoices WHERE business_id = $1 GROUP BY 1 ORDER BY 1`,
      [businessId],
    );
    const [recent, old] = rows;
    expect(old.share).toBeGreaterThan(0.85);
    expect(recent.share).toBeLessThan(old.share - 0.2);
    expect(await lastUpdated(h.db, businessId)).not.toBeNull();
    const payedAt = await h.db.query<{ bad: number }>(
      'SELECT count(*)::int AS bad FROM invoices WHERE business_id = $1 AND payed <> (payed_at IS NOT NULL)',
      [businessId],
    );
    expect(payedAt.rows[0].bad).toBe(0);
  });

  it('the same documents again: all unchanged; the generator’s RCV then updates none of the paid flags', async () => {
    expect(await writeInvoices(h.db, businessId, docs, { today: TODAY })).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: docs.length,
    });
    const paid = async () =>
      (
        await h.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM invoices WHERE business_id = $1 AND payed',
          [businessId],
        )
      ).rows[0].n;
    const before = await paid();
    const purchases = docs.filter((d) => d.direction === 'COMPRA');
    const res = await upload(h, auth, businessId, [
      { name: 'compras.csv', bytes: writeRcvCsv('COMPRA', purchases, { businessRut: BUSINESS.rut }) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().import).toMatchObject({ new: 0, rejected: 0 });
    expect(await paid()).toBe(before);
  });
});

describe('the demo seed', () => {
  it('gives the demo’s main business ~1,500 invoices, a bank statement and six other records', async () => {
    const db = await createTestDb();
    try {
      expect(await seedDemoIfEmpty(db)).toBe(true);
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(i.id)::int AS n FROM businesses b LEFT JOIN invoices i ON i.business_id = b.id GROUP BY b.id ORDER BY b.id',
      );
      expect(rows.map((r) => r.n)).toEqual([1500, 300, 300, 300, 300, 300]);
      // Its bank: one account, a statement of 80 movements imported, some matched by themselves.
      const bank = await db.query<{ movements: number; conciliated: number; automatic: number }>(
        `SELECT count(*)::int AS movements, count(*) FILTER (WHERE conciliated)::int AS conciliated,
                (SELECT count(*)::int FROM bm_conciliations WHERE automatic) AS automatic FROM bm_movements`,
      );
      expect(bank.rows[0]!.movements).toBe(80);
      expect(bank.rows[0]!.automatic).toBeGreaterThan(10);
      expect(bank.rows[0]!.conciliated).toBeLessThan(80);
      // Its other accounting records, each balanced: six, the capital contribution 8,000,000.
      const entries = await db.query<{ name: string; debit: string; credit: string }>(
        `SELECT e.name, sum(l.debit)::text AS debit, sum(l.credit)::text AS credit FROM journal_entries e
           JOIN journal_lines l ON l.business_id = e.business_id AND l.source_type = 'entry' AND l.source_id = e.id
          GROUP BY e.id, e.name ORDER BY e.entry_date`,
      );
      expect(entries.rows).toHaveLength(6);
      for (const e of entries.rows) expect(e.debit).toBe(e.credit);
      expect(entries.rows[0]).toMatchObject({ name: 'Aporte de capital de los socios', debit: '8000000' });
      // Its remuneraciones: the older of two months published (the payslips mailed to the outbox),
      // the newer computed and waiting for review.
      const months = await db.query<{ status: string; payslips: number; mailed: number }>(
        `SELECT q.status, count(s.*)::int AS payslips, count(s.mailed_at)::int AS mailed
           FROM payroll_quotations q JOIN payslips s ON s.quotation_id = q.id
          GROUP BY q.id, q.status, q.year, q.month ORDER BY q.year, q.month`,
      );
      expect(months.rows.map((r) => r.status)).toEqual(['sent', 'received']);
      for (const m of months.rows) expect(m.payslips).toBeGreaterThan(0);
      const mails = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM outbox_emails WHERE to_address LIKE '%@trabajadores.example'",
      );
      expect(mails.rows[0]!.n).toBe(months.rows[0]!.mailed);
    } finally {
      await db.close();
    }
  }, 120_000);
});
