import { computeRutDv, isKnownDocumentType } from '@portal/domain';
import { type SiiDocument, writeEnvioDte, writeLibroCompraVenta, writeRcvCsv } from '@portal/sii';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '../../seed/invoices';
import { type Harness, createHarness } from '../../test/harness';
import { importInvoiceFiles } from './invoice-imports.service';
import { addBusiness, readShared, sharedFixtures } from './test-helpers';

// The same documents told by their DTE XML, the RCV and an IECV book, imported in any order: every
// field ends as the richest source told it (DTE > RCV > book for the document; RCV > book > DTE for
// the register's split of the IVA), so the result does not depend on the order, and the answer
// names each document a poorer source contradicted.
// Property runs: each imports up to six files into two businesses (about 1.5 s a run on the shared
// 2-core machine); the timeout leaves six times that.
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const TIMEOUT = 20_000 + RUNS * 10_000;
const MONTH = '2025-03';

let h: Harness;
let next = 0;
beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
});
afterAll(() => h?.close());

const freshBusiness = (rut?: string) => {
  const body = 15_000_000 + next++;
  return addBusiness(h, rut ?? `${body}-${computeRutDv(body).toUpperCase()}`, `Empresa ${next}`);
};

type Source = 'dte' | 'rcv' | 'iecv';

/** Every stored field of the business's documents an import writes, but its ids and times. */
async function snapshot(businessId: number) {
  const { rows } = await h.db.query(
    `SELECT i.direction, i.doc_type, i.folio::text, i.issuer_rut, i.issuer_name, i.receiver_rut, i.receiver_name,
            i.counterpart_rut, i.counterpart_name, i.issue_date::text, i.reception_date::text, i.period,
            i.sii_due_date::text, i.internal_due_date::text, i.net_amount::text, i.exempt_amount::text,
            i.iva_amount::text, i.other_taxes::text, i.total_amount::text, i.signed_total::text,
            i.credited_amount::text, i.estado, i.accuse_type, i.items, i.doc_references, i.other_tax_details,
            i.source, i.content_hash, i.source_hashes, i.search_text, i.in_register, i.collectible,
            i.purchase_register, i.iva_recoverable::text, i.iva_non_recoverable::text,
            i.iva_non_recoverable_details, i.iva_shared_use::text, i.iva_retained_total::text,
            i.iva_retained_partial::text,
            (SELECT r.doc_type || ' ' || r.folio FROM invoices r WHERE r.id = i.referenced_invoice_id) AS credits
       FROM invoices i WHERE i.business_id = $1 ORDER BY i.direction, i.doc_type, i.folio`,
    [businessId],
  );
  return rows;
}

/**
 * Two businesses' documents side by side: they differ only in their own RUT and name, as generated,
 * and so in the hashes of their content (the sources that told each document are compared).
 */
const comparable = (rows: Record<string, unknown>[], b: { rut: string; name: string }) =>
  rows.map(({ content_hash: _h, source_hashes, ...r }) => ({
    ...JSON.parse(JSON.stringify(r).replaceAll(b.rut, 'RUT').replaceAll(b.name, 'NOMBRE')),
    told: Object.keys(source_hashes as object).sort(),
  }));

type Variant = { rut: boolean; blankName: boolean; day: number; bump: number };

/** A poorer source's copy of a document: another RUT, no name, another day, other amounts. */
const variant = (d: SiiDocument, v: Variant): SiiDocument => {
  const iva = Math.round((d.netAmount + v.bump) * 0.19);
  const ivaDelta = d.netAmount === 0 ? 0 : iva - d.ivaAmount;
  const bump = d.netAmount === 0 ? 0 : v.bump;
  return {
    ...d,
    receiverRut: v.rut ? '60803000-K' : d.receiverRut,
    receiverName: v.blankName ? '' : d.receiverName,
    issueDate: `${MONTH}-${String(v.day).padStart(2, '0')}`,
    netAmount: d.netAmount + bump,
    ivaAmount: d.ivaAmount + ivaDelta,
    totalAmount: d.totalAmount + bump + ivaDelta,
    ...(d.ivaBreakdown
      ? { ivaBreakdown: { ...d.ivaBreakdown, recoverable: d.ivaBreakdown.recoverable + ivaDelta } }
      : {}),
  };
};

/** Sales of one month with a credit note that references an invoice of them. */
function salesOf(seed: number, business: { rut: string; name: string }): SiiDocument[] {
  const all = generateInvoices({ seed, business, count: 60, salesShare: 1 }).filter(
    (d) =>
      d.direction === 'VENTA' &&
      isKnownDocumentType(d.docType) &&
      d.docType !== 39 &&
      d.docType !== 41 &&
      (d.otherTaxDetails ?? []).length <= 1,
  );
  const invoices = all.filter((d) => d.docType === 33).slice(0, 4);
  const note = all.find((d) => d.docType === 61);
  const docs = invoices.map((d, i) => ({
    ...d,
    folio: 700 + i,
    issueDate: `${MONTH}-${String(i + 2).padStart(2, '0')}`,
    dueDate: `${MONTH}-${String(i + 20).padStart(2, '0')}`,
    references: [],
  }));
  if (note === undefined) return docs;
  const credited = docs[0];
  return [
    ...docs,
    {
      ...note,
      folio: 80,
      receiverRut: credited.receiverRut,
      receiverName: credited.receiverName,
      issueDate: `${MONTH}-15`,
      dueDate: null,
      references: [
        { docType: '33', folio: String(credited.folio), date: credited.issueDate, code: 1, reason: 'Anula' },
      ],
    },
  ];
}

const fileOf = (
  source: Source,
  business: { rut: string },
  docs: readonly SiiDocument[],
  variants: { rcv: Variant[]; iecv: Variant[] },
) => {
  if (source === 'dte')
    return { name: 'ventas.xml', bytes: writeEnvioDte(docs.map(({ direction: _d, ...r }) => r)) };
  if (source === 'rcv')
    return {
      name: 'rcv-ventas.csv',
      bytes: writeRcvCsv(
        'VENTA',
        docs.map((d, i) => variant(d, variants.rcv[i % variants.rcv.length])),
        { businessRut: business.rut },
      ),
    };
  return {
    name: 'libro-ventas.xml',
    bytes: writeLibroCompraVenta(
      'VENTA',
      docs.map((d, i) => variant(d, variants.iecv[i % variants.iecv.length])),
      { businessRut: business.rut, period: MONTH },
    ),
  };
};

const variantArb = fc.record({
  rut: fc.boolean(),
  blankName: fc.boolean(),
  day: fc.integer({ min: 1, max: 28 }),
  bump: fc.integer({ min: 0, max: 50_000 }),
});

describe('source precedence: the same documents from several sources, in any order', () => {
  it(
    'ends with the same documents whatever the order and the sources told them',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 10_000 }),
          fc.shuffledSubarray<Source>(['dte', 'rcv', 'iecv'], { minLength: 2 }),
          fc.array(variantArb, { minLength: 1, maxLength: 3 }),
          fc.array(variantArb, { minLength: 1, maxLength: 3 }),
          async (seed, order, rcv, iecv) => {
            const a = await freshBusiness();
            const b = await freshBusiness();
            const docs = salesOf(seed, { rut: a.rut, name: a.name });
            const docsB = docs.map((d) => ({ ...d, issuerRut: b.rut, issuerName: b.name }));
            const canonical = (['dte', 'rcv', 'iecv'] as const).filter((s) => order.includes(s));
            for (const s of order)
              await importInvoiceFiles(h.db, a, [fileOf(s, a, docs, { rcv, iecv })], { mode: 'all' });
            for (const s of canonical)
              await importInvoiceFiles(h.db, b, [fileOf(s, b, docsB, { rcv, iecv })], { mode: 'all' });
            const [sa, sb] = [await snapshot(a.id), await snapshot(b.id)];
            expect(comparable(sa, a)).toEqual(comparable(sb, b));
            if (order.includes('dte')) {
              // Every document field is the DTE's, whoever came after it.
              expect(
                sa.map((r) => [
                  r.doc_type,
                  Number(r.folio),
                  r.counterpart_rut,
                  r.counterpart_name,
                  r.issue_date,
                  Number(r.total_amount),
                ]),
              ).toEqual(
                [...docs]
                  .sort((x, y) => x.docType - y.docType || x.folio - y.folio)
                  .map((d) => [
                    d.docType,
                    d.folio,
                    d.receiverRut,
                    d.receiverName,
                    d.issueDate,
                    d.totalAmount,
                  ]),
              );
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it('a book after the DTE XML keeps the document whole and says what it contradicted; before it, the same end', async () => {
    const v: Variant = { rut: true, blankName: true, day: 1, bump: 10_000 };
    const a = await freshBusiness();
    const docs = salesOf(42, a);
    const note = docs.find((d) => d.docType === 61);
    expect(note).toBeDefined();
    const credited = docs[0];
    await importInvoiceFiles(h.db, a, [fileOf('dte', a, docs, { rcv: [v], iecv: [v] })]);
    const afterDte = await snapshot(a.id);
    const res = await importInvoiceFiles(h.db, a, [fileOf('iecv', a, docs, { rcv: [v], iecv: [v] })]);
    expect(await snapshot(a.id)).toEqual(
      afterDte.map((r) => ({
        ...r,
        source_hashes: { ...(r.source_hashes as object), iecv: expect.any(String) },
      })),
    );
    const booked = variant(credited, v);
    expect(res.warnings).toContain(
      `libro-ventas.xml: documento tipo 33 folio ${credited.folio}: se mantiene lo que dice el XML del DTE (cliente ${fmt(credited.receiverRut)} «${credited.receiverName}», fecha ${credited.issueDate}, total $${credited.totalAmount.toLocaleString('es-CL')}); el libro de compras y ventas dice cliente 60.803.000-K «», fecha ${booked.issueDate}, total $${booked.totalAmount.toLocaleString('es-CL')}`,
    );
    // The invoice's saldo is still its total less the credit note that references it.
    const row = afterDte.find((r) => r.doc_type === 33 && Number(r.folio) === credited.folio);
    expect(Number(row?.total_amount) - Number(row?.credited_amount)).toBe(
      credited.totalAmount - (note?.totalAmount ?? 0),
    );
    // The other order ends the same.
    const b = await freshBusiness();
    const docsB = salesOf(42, b);
    const first = await importInvoiceFiles(h.db, b, [fileOf('iecv', b, docsB, { rcv: [v], iecv: [v] })]);
    expect(first.warnings.filter((w) => w.includes('se mantiene'))).toEqual([]);
    const second = await importInvoiceFiles(h.db, b, [fileOf('dte', b, docsB, { rcv: [v], iecv: [v] })]);
    expect(second.warnings).toContain(
      `ventas.xml: documento tipo 33 folio ${credited.folio}: el XML del DTE reemplaza lo que decía el libro de compras y ventas (cliente 60.803.000-K «», fecha ${booked.issueDate}, total $${booked.totalAmount.toLocaleString('es-CL')}) por cliente ${fmt(credited.receiverRut)} «${credited.receiverName}», fecha ${credited.issueDate}, total $${credited.totalAmount.toLocaleString('es-CL')}`,
    );
    expect(comparable(await snapshot(b.id), b)).toEqual(comparable(await snapshot(a.id), a));
  }, 60_000);
});

/** 76354771-K → 76.354.771-K, written out here so the test does not format with the code under test. */
const fmt = (rut: string): string => {
  const [body, dv] = rut.split('-');
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
};

// The reported case with real files: the SII certification set BASICO_762352915.xml (SOURCES.md:
// 33 #18 total 7.947.392, credit note 61 #13 of 3.901.508 referencing it), then a book of the
// same documents as another program wrote it (the SII's RUT for the customer, no name, the first of
// the month). The invoice's saldo stays 7.947.392 − 3.901.508 = 4.045.884.
const dteFixtures = sharedFixtures('dte');
describe.skipIf(dteFixtures === null)(
  'source precedence with ../shared/fixtures/dte/BASICO_762352915.xml',
  () => {
    it('a book after the DTE XML wipes nothing: RUT, name, items, references, dates, the credit-note link', async () => {
      const business = await freshBusiness('76235291-5');
      const bytes = readShared('dte', 'BASICO_762352915.xml');
      const first = await importInvoiceFiles(h.db, business, [{ name: 'BASICO_762352915.xml', bytes }]);
      expect(first.new).toBe(8);
      const saldo = async () =>
        (
          await h.db.query<{ saldo: string }>(
            `SELECT (signed_total - credited_amount)::text AS saldo FROM invoices
            WHERE business_id = $1 AND doc_type = 33 AND folio = 18`,
            [business.id],
          )
        ).rows[0].saldo;
      expect(await saldo()).toBe(String(7947392 - 3901508));
      const before = await snapshot(business.id);
      const { rows: docs } = await h.db.query<{
        doc_type: number;
        folio: string;
        net: string;
        exempt: string;
        iva: string;
        total: string;
        issue_date: string;
      }>(
        `SELECT doc_type, folio::text, net_amount::text AS net, exempt_amount::text AS exempt, iva_amount::text AS iva,
              total_amount::text AS total, issue_date::text FROM invoices WHERE business_id = $1`,
        [business.id],
      );
      const book = writeLibroCompraVenta(
        'VENTA',
        docs.map((d) => ({
          direction: 'VENTA',
          docType: d.doc_type,
          folio: Number(d.folio),
          issuerRut: '',
          issuerName: '',
          receiverRut: '60803000-K',
          receiverName: '',
          issueDate: `${d.issue_date.slice(0, 7)}-01`,
          receptionDate: null,
          acknowledgedAt: null,
          dueDate: null,
          netAmount: Number(d.net),
          exemptAmount: Number(d.exempt),
          ivaAmount: Number(d.iva),
          otherTaxes: 0,
          totalAmount: Number(d.total),
          ivaRate: null,
          references: [],
          items: [],
          sourceLine: null,
        })),
        { businessRut: '76235291-5' },
      );
      const res = await importInvoiceFiles(h.db, business, [{ name: 'libro.xml', bytes: book }]);
      expect(res.warnings.filter((w) => w.includes('se mantiene lo que dice el XML del DTE'))).toHaveLength(
        8,
      );
      expect(await snapshot(business.id)).toEqual(
        before.map((r) => ({
          ...r,
          source_hashes: { ...(r.source_hashes as object), iecv: expect.any(String) },
        })),
      );
      expect(await saldo()).toBe('4045884');
    }, 60_000);
  },
);
